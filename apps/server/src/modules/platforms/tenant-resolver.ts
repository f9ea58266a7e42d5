import type { Platform } from '@opencall/shared/platforms';
import type { Db } from '../../db/client';
import * as platformsRepository from './platforms.repository';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const LOCALHOST_SUFFIX = '.localhost';
const MAX_CACHED_HOSTS = 10_000;

export interface TenantResolver {
  resolve(host: string): Promise<Platform | undefined>;
  /** Forget cached hosts after a platform changes in this process. */
  clear(): void;
}

/**
 * Host → platform, kept in memory for `ttlMs` so the hot path reads no table.
 * Unknown hosts are remembered too, so a flood of random Host headers cannot hammer the database.
 */
export function createTenantResolver(db: Db, options: { defaultSlug: string; ttlMs: number }): TenantResolver {
  const cache = new Map<string, { platform: Platform | undefined; expiresAt: number }>();

  async function lookup(host: string): Promise<Platform | undefined> {
    const byDomain = await platformsRepository.findByDomain(db, host);
    if (byDomain) return byDomain;
    if (LOOPBACK_HOSTS.has(host)) return platformsRepository.findBySlug(db, options.defaultSlug);
    if (host.endsWith(LOCALHOST_SUFFIX)) {
      const slug = host.slice(0, -LOCALHOST_SUFFIX.length);
      if (/^[a-z0-9-]+$/.test(slug)) return platformsRepository.findBySlug(db, slug);
    }
    return undefined;
  }

  return {
    async resolve(rawHost) {
      const host = rawHost.toLowerCase();
      const now = Date.now();
      const hit = cache.get(host);
      if (hit && hit.expiresAt > now) return hit.platform;
      const platform = await lookup(host);
      if (cache.size >= MAX_CACHED_HOSTS) cache.clear();
      cache.set(host, { platform, expiresAt: now + options.ttlMs });
      return platform;
    },
    clear: () => cache.clear(),
  };
}
