import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import type { DbHandle } from '../src/db/client';
import type { App } from '../src/http/app-types';
import { createTestDatabase } from './database';

export interface TestApp {
  app: App;
  database: DbHandle;
  /** A request to the given host, as a browser on that platform would send it. */
  request(host: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Cookie and x-csrf-token a page of that platform holds after its bootstrap call. */
  csrfFor(host: string): Promise<{ cookie: string; token: string }>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const parsed = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  const database = await createTestDatabase();
  const app = await buildApp({
    config: parsed.config,
    database,
    appSecret: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    logger: false,
  });
  await app.ready();

  const request = (host: string, options: InjectOptions) =>
    app.inject({ ...options, headers: { host, ...options.headers } });

  return {
    app,
    database,
    request,
    async csrfFor(host) {
      const response = await request(host, { method: 'GET', url: '/api/portal/domain-info' });
      const cookie = response.cookies.find((c) => c.name === 'oc_csrf');
      if (!cookie) throw new Error('domain-info did not set the csrf cookie');
      return { cookie: `oc_csrf=${cookie.value}`, token: response.json().data.csrfToken };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
