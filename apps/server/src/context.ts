import type { Locale } from '@opencall/shared/common';
import type { Platform } from '@opencall/shared/platforms';
import type { Db } from './db/client';

/** What a use case knows about the call it serves: never the raw request. */
export interface RequestContext {
  db: Db;
  /** Resolved from the Host header, never from the client's word. */
  platform: Platform;
  /** The language the caller reads (locale header, cookie, Accept-Language, then French). */
  locale: Locale;
}
