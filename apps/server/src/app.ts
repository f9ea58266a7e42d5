import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createMailer, type Mailer } from './adapters/mailer/mailer';
import { createStorage, type Storage } from './adapters/storage';
import { ALL_JOBS } from './all-jobs';
import type { Config } from './config';
import type { RealtimeSink } from './context';
import type { DbHandle } from './db/client';
import type { App } from './http/app-types';
import { registerCompression } from './http/compression';
import { createCsrf } from './http/csrf';
import { registerErrorHandler, sendError } from './http/error-handler';
import { openapiOptions } from './http/openapi';
import { readRequestLocale } from './http/request-locale';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { createJobQueue } from './jobs';
import { emailMergeValues, emailProgram, emailQuestions, registerApplicationRoutes } from './modules/applications';
import {
  assertAccess,
  deriveAuthKeys,
  findAuthUser,
  registerAuthRoutes,
  verifySocketCredentials,
} from './modules/auth';
import {
  type BillingSetup,
  createBillingProvider,
  createSubscriptionGate,
  registerBillingRoutes,
} from './modules/billing';
import { registerEmailLogRoutes } from './modules/email-logs';
import { registerEmailTemplateRoutes } from './modules/emails';
import { registerEvaluationRoutes } from './modules/evaluations';
import { registerFileRoutes } from './modules/files';
import { registerFormRoutes } from './modules/forms';
import { registerGalleryRoutes } from './modules/galleries';
import { registerGeoRoutes } from './modules/geo';
import { registerMessageRoutes } from './modules/messages';
import { registerNotificationRoutes } from './modules/notifications';
import { createTenantResolver, platformOriginFor, registerPlatformRoutes } from './modules/platforms';
import { registerProgramRoutes } from './modules/programs';
import { registerPublicVoteRoutes } from './modules/public-votes';
import { registerSenderEmailRoutes, resolveMailSender } from './modules/sender-email';
import { registerSystemRoutes } from './modules/system';
import { registerUserRoutes } from './modules/users';
import { attachRealtime } from './realtime/realtime';

export interface BuildAppOptions {
  config: Config;
  database: DbHandle;
  appSecret: string;
  /** Defaults to SMTP when configured, else the log; tests may pass their own. */
  mailer?: Mailer;
  /** Defaults to the configured one (DATA_DIR/files or S3); tests may pass their own. */
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
}

/** The whole HTTP application; `main.ts` listens with it and tests call it through `app.inject`. */
export async function buildApp({
  config,
  database,
  appSecret,
  logger,
  mailer: givenMailer,
  storage = createStorage(config.storage),
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    // Only the configured proxies' X-Forwarded-* headers are believed (none by default).
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot read (bad percent-encoding, an over-long segment) answers like any refusal.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();
  const mailer =
    givenMailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: (message, extra) => app.log.info(extra ?? {}, message),
    });
  // Services are built before the socket; events sent meanwhile (none in practice) go nowhere.
  const realtimeSink: RealtimeSink & { target: RealtimeSink | null } = {
    target: null,
    emitToUser(platformId, userId, event, payload) {
      this.target?.emitToUser(platformId, userId, event, payload);
    },
  };
  const keys = deriveAuthKeys(appSecret);
  const queue = createJobQueue({
    database,
    jobs: ALL_JOBS,
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
    deps: {
      db: database.db,
      mailer,
      mailRetry: config.mailRetry,
      realtime: realtimeSink,
      senderOf: (platformId) => resolveMailSender(database.db, keys.seal, platformId),
      log: (level, message, extra) => app.log[level](extra ?? {}, message),
    },
  });
  // Started before any route can enqueue; stopped before the database closes (main.ts and tests close the app first).
  await queue.start();
  app.addHook('onClose', async () => {
    await queue.stop();
    await mailer.close();
  });

  const billing: BillingSetup = {
    provider: createBillingProvider(config.billing),
    gate: createSubscriptionGate(database.db),
    graceDays: config.billing.graceDays,
    currency: config.billing.currency,
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('deps', {
    config,
    database,
    tenants: createTenantResolver(database.db, {
      defaultSlug: config.defaultPlatformSlug,
      ttlMs: config.tenantCacheMs,
    }),
    access: { findUser: findAuthUser, assertAccess },
    originOf: platformOriginFor(config.publicUrl),
    csrf: createCsrf(appSecret),
    services: { keys, queue, storage, sessions: config.sessions, realtime: realtimeSink },
    planGate: billing.gate,
  });
  app.decorateRequest('platform', undefined);
  app.decorateRequest('authUser', null);
  // Read only when a handler or an error needs it: most answers never do, and a hook costs every request.
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return readRequestLocale(this);
    },
  });

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config);
  registerCompression(app);

  await app.register(fastifySwagger, openapiOptions);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandler(app);
  registerSystemRoutes(app);
  registerPlatformRoutes(app);
  registerAuthRoutes(app);
  registerUserRoutes(app);
  registerProgramRoutes(app);
  registerFormRoutes(app);
  registerFileRoutes(app);
  registerApplicationRoutes(app);
  registerEvaluationRoutes(app);
  registerGalleryRoutes(app);
  registerEmailTemplateRoutes(app, { program: emailProgram, questions: emailQuestions, values: emailMergeValues });
  registerPublicVoteRoutes(app);
  registerGeoRoutes(app);
  registerMessageRoutes(app);
  registerSenderEmailRoutes(app);
  registerEmailLogRoutes(app);
  registerNotificationRoutes(app);
  registerBillingRoutes(app, billing);
  const realtime = await attachRealtime(app, { redisUrl: config.redisUrl, verify: verifySocketCredentials });
  app.decorate('realtime', realtime);
  realtimeSink.target = realtime;
  app.addHook('onClose', () => realtime.close());
  await registerSpa(app, config.webDistDir);
  return app;
}
