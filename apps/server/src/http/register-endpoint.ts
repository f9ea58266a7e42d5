import { isProgramScopedUrl } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import {
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  UNSAFE_METHODS,
} from '@opencall/shared/http';
import type { Platform } from '@opencall/shared/platforms';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser, RequestContext } from '../context';
import type { App } from './app-types';
import { findNulCharacter } from './nul-characters';

/** Authenticated endpoints always have a user; public ones ask `ctx.findCurrentUser()` when they need one. */
type UserOf<E extends Endpoint> = E['access'] extends 'public' ? null : AuthUser;

export interface HandlerInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  ctx: RequestContext;
  user: UserOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

function readBearer(header: string | undefined): string | undefined {
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

function authContext(app: App, platform: Platform) {
  return { db: app.deps.database.db, platform, services: app.deps.services };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function refuseNulCharacters(request: FastifyRequest): void {
  const parts = { params: request.params, querystring: request.query, body: request.body } as const;
  for (const [part, value] of Object.entries(parts)) {
    const path = findNulCharacter(value);
    if (path !== null) {
      throw new AppError('validation_failed', { details: [{ in: part, path, message: 'nul_character' }] });
    }
  }
}

/**
 * Binds a shared contract to a handler: tenant, CSRF and access checks run before the zod schemas,
 * and the 200 response schema is the allow-list of what leaves the server.
 */
export function registerEndpoint<E extends Endpoint>(
  app: App,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<ResponseOf<E>> | ResponseOf<E>,
): void {
  const { schema } = endpoint;
  const isTenantScoped = endpoint.tenant !== false;
  const { access, originOf } = app.deps;
  const isProgramScoped = isProgramScopedUrl(endpoint.url);
  app.route({
    method: endpoint.method,
    url: endpoint.url,
    // The API document (http/openapi.ts) states the operation from its whole contract.
    config: { endpoint },
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(schema.params && { params: schema.params }),
      ...(schema.query && { querystring: schema.query }),
      ...(schema.body && { body: schema.body }),
      response: schema.response,
    },
    preValidation: async (request) => {
      if (isTenantScoped) {
        request.platform = await app.deps.tenants.resolve(request.host);
        if (!request.platform) throw new AppError('platform_not_found', { details: { host: request.host } });
        if (UNSAFE_METHODS.includes(endpoint.method)) app.deps.csrf.verify(request, request.platform.id);
      }
      // Public endpoints do not pay for the user lookup on every call; the few that care ask for it.
      if (isTenantScoped && request.platform && endpoint.access !== 'public') {
        const bearer = readBearer(request.headers.authorization);
        const found = bearer ? await access.findUser(authContext(app, request.platform), bearer) : null;
        request.authUser = await access.assertAccess(authContext(app, request.platform), found, {
          permission: typeof endpoint.access === 'object' ? endpoint.access.permission : undefined,
          allowUnconfirmed: endpoint.access === 'authenticated',
          // SPEC §6: on a program's routes, the roles held on that program count (for it alone).
          programRef: isProgramScoped ? (request.params as { programId?: string }).programId : undefined,
        });
      }
      // SPEC §4/§8: a suspended or standby platform, or a module its plan lacks.
      if (isTenantScoped && request.platform)
        await app.deps.planGate.check(request.platform.id, endpoint, request.authUser);
      refuseNulCharacters(request);
      // SPEC §5 generic errors, before the schemas would answer a less helpful validation error.
      const params = (request.params ?? {}) as Record<string, unknown>;
      if (Object.keys(schema.params?.shape ?? {}).some((key) => isBlank(params[key]))) {
        throw new AppError('item_id_required');
      }
      if (schema.body && (request.body === undefined || request.body === null)) {
        throw new AppError('request_body_required');
      }
    },
    handler: async (request, reply) => {
      const ctx: RequestContext = {
        db: app.deps.database.db,
        // Tenant-free endpoints (health, readiness) never read the platform.
        platform: request.platform as RequestContext['platform'],
        locale: request.locale,
        // From configuration only: a forged Host or X-Forwarded-Host must not steer e-mailed links.
        origin: request.platform ? originOf(request.platform.domainToUse) : app.deps.config.publicUrl,
        ip: request.ip,
        user: request.authUser,
        findCurrentUser: () => {
          const bearer = readBearer(request.headers.authorization);
          if (request.authUser || !bearer || !request.platform) return Promise.resolve(request.authUser);
          return access.findUser(authContext(app, request.platform), bearer);
        },
        services: app.deps.services,
      };
      return handler({
        user: request.authUser as UserOf<E>,
        params: request.params as ParamsOf<E>,
        query: request.query as QueryOf<E>,
        body: request.body as BodyOf<E>,
        ctx,
        request,
        reply,
      });
    },
  });
}
