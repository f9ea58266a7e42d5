import type { Locale } from '@opencall/shared/common';
import type { Endpoint } from '@opencall/shared/http';
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
import type { AppServices, AuthUser, RequestContext } from '../context';
import type { DbHandle } from '../db/client';
import type { Csrf } from './csrf';

/** Host → platform (`modules/platforms`' resolver). */
export interface Tenants {
  /** `host` is the Host header as sent (port allowed); a malformed one resolves to no platform. */
  resolve(host: string): Promise<Platform | undefined>;
}

/** What deciding who calls needs: the platform, the database and the keys. */
export type GateContext = Pick<RequestContext, 'db' | 'platform' | 'services'>;

/** Who calls and what they may do (`modules/auth`). */
export interface AccessGate {
  /** The user an access token names on this platform; null when missing, forged or expired. */
  findUser(ctx: GateContext, bearer: string | undefined): Promise<AuthUser | null>;
  /** The user when the endpoint admits them (with the program's permissions on its routes); throws otherwise. */
  assertAccess(
    ctx: GateContext,
    user: AuthUser | null,
    access: { permission?: string; allowUnconfirmed: boolean; programRef?: string },
  ): Promise<AuthUser>;
}

/** The platform's subscription on every call (`modules/billing`): SPEC §8 platform_suspended, platform_in_standby. */
export interface PlanGate {
  /** Throws when the platform's plan or status refuses this endpoint to this user. */
  check(platformId: string, endpoint: Endpoint, user: AuthUser | null): Promise<void>;
}

/**
 * What the HTTP layer uses, given at start-up (app.ts): it imports no module, the modules import it.
 */
export interface AppDeps {
  config: Config;
  database: DbHandle;
  tenants: Tenants;
  access: AccessGate;
  /** `scheme://domain[:port]` of a platform's domain, from configuration (`modules/platforms`). */
  originOf: (domain: string) => string;
  csrf: Csrf;
  services: AppServices;
  planGate: PlanGate;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
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
