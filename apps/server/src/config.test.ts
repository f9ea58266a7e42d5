import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('needs no setting for the embedded default', () => {
    const result = parseConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.database.driver).toBe('pglite');
    expect(result.config.port).toBe(3000);
    expect(result.config.defaultPlatformSlug).toBe('demo');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const result = parseConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' });
    expect(result.ok && result.config.database).toMatchObject({ driver: 'pg', poolSize: 10 });
  });

  it('reports every problem at once', () => {
    const result = parseConfig({ PORT: 'abc', DATABASE_URL: 'not a url', APP_SECRET: 'short', LOG_LEVEL: 'loud' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'APP_SECRET', 'LOG_LEVEL']),
    );
  });

  it('checks sending domains with the system resolver and `a mx` unless told otherwise', () => {
    const byDefault = parseConfig({});
    expect(byDefault.ok && byDefault.config.sendingDomains).toEqual({ spfMechanisms: ['a', 'mx'], dnsServers: [] });
    const set = parseConfig({
      DNS_SERVERS: '127.0.0.1:5353, [::1]:53,9.9.9.9',
      SPF_MECHANISMS: 'include:_spf.example.net',
    });
    expect(set.ok && set.config.sendingDomains).toEqual({
      spfMechanisms: ['include:_spf.example.net'],
      dnsServers: ['127.0.0.1:5353', '[::1]:53', '9.9.9.9'],
    });
    const wrong = parseConfig({ DNS_SERVERS: 'dns.example.org', SPF_MECHANISMS: 'v=spf1 -all' });
    expect(!wrong.ok && [...new Set(wrong.problems.map((p) => p.split('.')[0]))]).toEqual([
      'SPF_MECHANISMS',
      'DNS_SERVERS',
    ]);
  });

  it('treats an empty optional URL as unset', () => {
    const result = parseConfig({ DATABASE_URL: '', REDIS_URL: '' });
    expect(result.ok && result.config.database.driver).toBe('pglite');
  });

  it('believes no proxy by default, and only listed addresses when TRUST_PROXY is set', () => {
    const byDefault = parseConfig({ NODE_ENV: 'production' });
    expect(byDefault.ok && byDefault.config.trustProxy).toEqual([]);
    const listed = parseConfig({ TRUST_PROXY: ' 10.0.0.5, 10.0.1.0/24 ,::1' });
    expect(listed.ok && listed.config.trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24', '::1']);
    const wrong = parseConfig({ TRUST_PROXY: 'true' });
    expect(wrong.ok).toBe(false);
  });

  it('keeps sessions 30 days idle and 30 days at most unless configured', () => {
    const result = parseConfig({ SESSION_MAX_DAYS: '7' });
    expect(result.ok && result.config.sessions).toEqual({ idleMs: 30 * 86_400_000, maxMs: 7 * 86_400_000 });
  });
});
