import { TtlCache } from '../../lib/ttl-cache';
import type { RankingFilters } from './ranking.repository';
import * as rankingRepository from './ranking.repository';
import type { Conn, SessionRow } from './sessions.repository';

// PERFORMANCE G5/G8: a ranking's counts (ranked, filtered, contested) join every standing with the
// applications, which costs ten times a page. They are kept 5 s per session and filter, forgotten at
// once when this server changes a standing; another server's change shows within those 5 s, and the
// board reads itself again on the realtime event anyway.
type Counts = Awaited<ReturnType<typeof rankingRepository.countRanked>>;
const cache = new TtlCache<Counts>(5_000, 2_000);

type Scope = Pick<SessionRow, 'id' | 'platformId' | 'programId' | 'entry'>;

export function countRankedCached(db: Conn, session: Scope, filters: RankingFilters): Promise<Counts> {
  const key = `${session.platformId}|${session.id}|${JSON.stringify(session.entry)}|${filters.search ?? ''}|${filters.contested ?? ''}`;
  return cache.getOrLoad(key, () => rankingRepository.countRanked(db, session, filters));
}

/** After a change to a session's standings: its counts are read again. */
export function forgetRankingCounts(platformId: string, sessionId: string): void {
  const prefix = `${platformId}|${sessionId}|`;
  cache.deleteWhere((key) => key.startsWith(prefix));
}
