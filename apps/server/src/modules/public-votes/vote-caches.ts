import { TtlCache } from '../../lib/ttl-cache';
import type { VoteSessionRow } from './vote-sessions.repository';

/**
 * What a vote burst reads once a second rather than once a vote: the published session, and the
 * map of its entries (application → category). A change made in this process forgets them at once
 * (`forgetVoteSession`); another instance, or an application changing status, shows within the second.
 */
export const sessionCache = new TtlCache<VoteSessionRow | null>(1000, 1000);
export const entryCache = new TtlCache<Map<string, string | null> | null>(1000, 500);

/** Beyond this many entries the map is not kept: each vote looks its entry up. */
export const CACHED_ENTRIES = 5000;

export function forgetVoteSession(platformId: string, sessionId: string): void {
  sessionCache.delete(`${platformId}|${sessionId}`);
  entryCache.delete(sessionId);
}
