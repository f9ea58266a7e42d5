import type { Locale } from '@opencall/shared/common';
import type { Platform } from '@opencall/shared/platforms';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { AppServices, AuthUser } from '../context';
import type { DbHandle } from '../db/client';
import type { TenantResolver } from '../modules/platforms';
import type { Realtime } from '../realtime/realtime';
import type { Csrf } from './csrf';

export interface AppDeps {
  config: Config;
  database: DbHandle;
  tenants: TenantResolver;
  csrf: Csrf;
  services: AppServices;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    realtime: Realtime;
  }
  interface FastifyRequest {
    /** Set for every tenant-scoped route before its handler runs. */
    platform: Platform | undefined;
    /** The signed-in user, once an endpoint's access rules have run. */
    authUser: AuthUser | null;
    locale: Locale;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
