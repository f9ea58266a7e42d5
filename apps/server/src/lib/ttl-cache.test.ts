import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('TtlCache', () => {
  it('keeps a value for its lifetime only, and loads it once meanwhile', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(400, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    vi.advanceTimersByTime(399);
    expect(await cache.getOrLoad('a', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('forgets one key or every key a test picks, and starts again empty when full', () => {
    const cache = new TtlCache<string>(60_000, 3);
    cache.set('p1|a', 'x');
    cache.set('p1|b', 'y');
    cache.set('p2|a', 'z');
    cache.deleteWhere((key) => key.startsWith('p1|'));
    expect([cache.get('p1|a'), cache.get('p1|b'), cache.get('p2|a')]).toEqual([undefined, undefined, 'z']);
    cache.delete('p2|a');
    expect(cache.get('p2|a')).toBeUndefined();
    for (const key of ['k1', 'k2', 'k3', 'k4']) cache.set(key, key);
    expect([cache.get('k1'), cache.get('k4')]).toEqual([undefined, 'k4']);
  });
});
