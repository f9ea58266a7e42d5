import { TtlCache } from '../../../lib/ttl-cache';
import type { Conn } from '../applications.repository';
import { type ResponseScope, scopeKey } from './response-filter.repository';
import * as repository from './responses.repository';

// PERFORMANCE G5, as for the programs list: a filter's totals are kept 30 s (the client's own
// cache lifetime, SPEC §9) and forgotten at once when this server changes the program's applications.
type Totals = { total: number; totalFiltred: number };
const cache = new TtlCache<Totals>(30_000, 5_000);

export async function countResponses(db: Conn, scope: ResponseScope): Promise<Totals> {
  // The filter's shape and values are what decide which rows count: together, they name its totals.
  return cache.getOrLoad(scopeKey(scope), () => repository.countPage(db, scope));
}

/** After any change to a program's applications: its lists count again. */
export function forgetResponseTotals(platformId: string, programId: string): void {
  const prefix = `${platformId}|${programId}|`;
  cache.deleteWhere((key) => key.startsWith(prefix));
}

/** A change whose program is not at hand (the trash across programs): every list of the platform counts again. */
export function forgetPlatformResponseTotals(platformId: string): void {
  cache.deleteWhere((key) => key.startsWith(`${platformId}|`));
}
