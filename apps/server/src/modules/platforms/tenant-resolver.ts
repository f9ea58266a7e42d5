import type { Platform } from '@opencall/shared/platforms';
import type { Db } from '../../db/client';
import * as platformsRepository from './platforms.repository';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const LOCALHOST_SUFFIX = '.localhost';
const MAX_CACHED_HOSTS = 10_000;
/**
 * A Host header as RFC 9110 allows it: a DNS name (or IPv4) or a bracketed IPv6 literal, then an
 * optional port. Anything else (`localhost:3000@evil.example`, spaces, a path) names no platform,
 * so nothing downstream can read a second host out of it.
 */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The host name of a well-formed Host header (port dropped), or undefined for a malformed one. */
export function hostNameOf(hostHeader: string): string | undefined {
  const host = hostHeader.toLowerCase();
  if (host.length > 260 || !HOST_HEADER.test(host)) return undefined;
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
}

export interface TenantResolver {
  /** `host` is the Host header as sent (port allowed); a malformed one resolves to no platform. */
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
    async resolve(hostHeader) {
      const host = hostNameOf(hostHeader);
      if (!host) return undefined;
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
