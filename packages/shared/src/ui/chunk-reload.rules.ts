/** SPEC §9: a failed chunk load reloads the page at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}
