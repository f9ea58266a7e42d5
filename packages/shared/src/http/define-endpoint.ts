import type * as z from 'zod/mini';
import type { ErrorCode } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. Identity adds `authenticated` and permission checks on top of this.
 * `authenticated` lets an unconfirmed account in (sign in, fill drafts); `confirmed` and permissions do
 * not (submitting, joining a jury, voting answer 403 account_not_confirmed).
 */
export type EndpointAccess = 'public' | 'authenticated' | 'confirmed' | { permission: string };

export interface EndpointSchema {
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  response: Record<number, z.ZodMiniType>;
}

export interface Endpoint<S extends EndpointSchema = EndpointSchema> {
  method: HttpMethod;
  /** Fastify-style path under /api, e.g. `/api/platforms/:platformId/details`. */
  url: string;
  summary: string;
  tags: readonly string[];
  access: EndpointAccess;
  /** False only for calls that must answer before a platform is known (health, readiness). */
  tenant?: boolean;
  schema: S;
  /**
   * Codes of the error catalogue this operation's own use case answers with (a lookup, a conflict, a
   * limit). The refusals every call of its kind may meet (tenant, CSRF, access, bad input, outage) are
   * added by the server from the rest of the contract; the API document declares both.
   */
  errors?: readonly ErrorCode[];
  /** Media types of a successful answer that is not JSON (a file's bytes); its schema is then ignored. */
  produces?: readonly string[];
  /** The text fields of a `multipart/form-data` body sent before its one `file` part (an upload). */
  multipart?: z.ZodMiniObject;
}

/** Records an endpoint contract. At runtime it is the identity; its value is the inferred types. */
export function defineEndpoint<const S extends EndpointSchema, const A extends EndpointAccess>(
  endpoint: Endpoint<S> & { access: A },
): Endpoint<S> & { access: A } {
  return endpoint;
}

type Infer<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodMiniType ? z.input<T> : undefined;

export type ParamsOf<E extends Endpoint> = Infer<E['schema']['params']>;
export type QueryOf<E extends Endpoint> = Infer<E['schema']['query']>;
export type BodyOf<E extends Endpoint> = Infer<E['schema']['body']>;
export type ResponseOf<E extends Endpoint> = Infer<E['schema']['response'][200]>;

/** What a caller passes: path params, query and body in their input (pre-default) shape. */
export type CallInput<E extends Endpoint> = {
  params?: InferInput<E['schema']['params']>;
  query?: InferInput<E['schema']['query']>;
  body?: InferInput<E['schema']['body']>;
};

/** `/api/platforms/:platformId/details` + `{ platformId }` → the concrete path; ids are URI-encoded. */
export function fillPath(url: string, params: Record<string, unknown> = {}): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
