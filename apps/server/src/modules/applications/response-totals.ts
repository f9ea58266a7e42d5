import type { Conn } from './applications.repository';
import * as repository from './responses.repository';

// PERFORMANCE G5, as for the programs list: a filter's totals are kept 30 s (the client's own
// cache lifetime, SPEC §9) and forgotten at once when this server changes the program's applications.
const TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;
type Totals = { total: number; totalFiltred: number };
const cache = new Map<string, { totals: Totals; expiresAt: number }>();

export async function countResponses(
  db: Conn,
  platformId: string,
  programId: string,
  filterKey: string,
  where: Parameters<typeof repository.countPage>[3],
): Promise<Totals> {
  const key = `${platformId}|${programId}|${filterKey}`;
  const hit = cache.get(key);
  if (hit && hit.expiresAt > Date.now()) return hit.totals;
  const totals = await repository.countPage(db, platformId, programId, where);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { totals, expiresAt: Date.now() + TTL_MS });
  return totals;
}

/** After any change to a program's applications: its lists count again. */
export function forgetResponseTotals(platformId: string, programId: string): void {
  const prefix = `${platformId}|${programId}|`;
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}

/** A change whose program is not at hand (the trash across programs): every list of the platform counts again. */
export function forgetPlatformResponseTotals(platformId: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${platformId}|`)) cache.delete(key);
}
