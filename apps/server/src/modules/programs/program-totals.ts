import { TtlCache } from '../../lib/ttl-cache';
import type { Conn } from './programs.repository';
import * as programsRepository from './programs.repository';

// PERFORMANCE G5: a list's totals are not recounted on every page. They are kept 30 s (the
// client's own cache lifetime, SPEC §9) and forgotten at once when this server changes a program.
type Totals = { total: number; totalFiltred: number };
const cache = new TtlCache<Totals>(30_000, 5_000);

export async function countPrograms(
  db: Conn,
  platformId: string,
  statuses: Parameters<typeof programsRepository.count>[2],
  search: string | undefined,
  heldBy?: programsRepository.HeldBy,
): Promise<Totals> {
  // A list narrowed to one person's programs is small and not shared: counted each time.
  if (heldBy) return programsRepository.count(db, platformId, statuses, search, heldBy);
  const key = `${platformId}|${[...statuses].sort().join(',')}|${search ?? ''}`;
  return cache.getOrLoad(key, () => programsRepository.count(db, platformId, statuses, search));
}

/**
 * After any program write on the platform: the next list counts again. Called inside the writing
 * transaction, so on PostgreSQL a list counted just before the commit may show the old totals until
 * they expire (30 s at most); other servers' copies expire the same way.
 */
export function forgetProgramTotals(platformId: string): void {
  cache.deleteWhere((key) => key.startsWith(`${platformId}|`));
}
