import type { Locale } from '@opencall/shared/common';
import type { Platform } from '@opencall/shared/platforms';
import type { Storage } from './adapters/storage';
import type { Db } from './db/client';
import type { JobQueue } from './jobs';

/** What a use case knows about the call it serves: never the raw request. */
export interface RequestContext {
  db: Db;
  /** Resolved from the Host header, never from the client's word. */
  platform: Platform;
  /** The language the caller reads (locale header, cookie, Accept-Language, then French). */
  locale: Locale;
  /** `scheme://domain[:port]` of the platform, from configuration (never the request): links in e-mails. */
  origin: string;
  /** The caller's address, for per-IP limits. */
  ip: string;
  /** The signed-in user on authenticated endpoints; null on public ones. */
  user: AuthUser | null;
  /** The user a valid token names, on any endpoint: looked up only when asked. */
  findCurrentUser(): Promise<AuthUser | null>;
  services: AppServices;
}

export interface AuthUser {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  superAdmin: boolean;
  locale: Locale | null;
  emailVerified: boolean;
  mfaEnabled: boolean;
  /** Union of the user's platform roles' permissions; every permission for a super admin. */
  permissions: string[];
}

/** Long-lived collaborators of the use cases, built once in buildApp. */
export interface AppServices {
  keys: AuthKeys;
  /** Durable background work (every e-mail goes through it). */
  queue: JobQueue;
  /** Where uploaded files' bytes live (local disk or S3-compatible). */
  storage: Storage;
  /** SESSION_IDLE_DAYS and SESSION_MAX_DAYS, in milliseconds. */
  sessions: { idleMs: number; maxMs: number };
  /** Live events to signed-in tabs (the realtime socket, attached once the server is built). */
  realtime: RealtimeSink;
}

export interface RealtimeSink {
  /** Sends an event to every open tab of the user on that platform; nothing when no socket is attached. */
  emitToUser(platformId: string, userId: string, event: string, payload: unknown): void;
}

/** Keys derived from APP_SECRET, one per purpose, so no two mechanisms ever share a key. */
export interface AuthKeys {
  accessToken: Buffer;
  socket: Buffer;
  seal: Buffer;
  /** Signs the short-lived file addresses a media player opens without the session header. */
  fileLink: Buffer;
  /** Signs a public voter's proof (`x-voter-token`). */
  voter: Buffer;
}
