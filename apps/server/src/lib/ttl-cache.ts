/**
 * Values kept a fixed time in this process, for the short caches of the hot paths (totals, the
 * program, the session user). When full it starts again empty: the entries are cheap to read back,
 * and a bound matters more than which ones stay.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit.value : undefined;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  /** The value kept for `key`, else `load()`'s, kept from now on. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every entry whose key passes `test` (a platform's, a program's). */
  deleteWhere(test: (key: string) => boolean): void {
    for (const key of this.entries.keys()) if (test(key)) this.entries.delete(key);
  }
}
