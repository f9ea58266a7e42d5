import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import type { DbHandle } from '../src/db/client';
import type { App } from '../src/http/app-types';
import { checkAnswers, type OpenApiDocument, type RecordedAnswer, recordAnswers } from './contract-check';
import { createTestDatabase } from './database';

export interface Session {
  accessToken: string;
  /** `__Host-oc_refresh=…` as the browser would send it. */
  refreshCookie: string;
}

export interface TestApp {
  app: App;
  database: DbHandle;
  /** A request to the given host, as a browser on that platform would send it. */
  request(host: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A page's GET, with the session's bearer token when given. */
  get(
    host: string,
    url: string,
    options?: { session?: Session; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** Cookie and x-csrf-token a page of that platform holds after its bootstrap call. */
  csrfFor(host: string): Promise<{ cookie: string; token: string }>;
  /** A page's unsafe call: CSRF cookie and header added (and the session's token and cookie when given). */
  send(host: string, options: InjectOptions, session?: Session): Promise<LightMyRequestResponse>;
  /** Signs in through the API, as the login page does; fails the test when sign-in does not succeed. */
  signIn(host: string, email: string, password: string, area?: 'admin' | 'public'): Promise<Session>;
  /** What the documented operations answered so far; `close()` fails when one is not as the API document says. */
  answers: RecordedAnswer[];
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: DbHandle } = {},
): Promise<TestApp> {
  // Uploaded files go to a folder of this app's own, never to the repository's ./data.
  const ownDataDir = env.DATA_DIR ? undefined : await mkdtemp(join(tmpdir(), 'opencall-test-data-'));
  const parsed = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    // Links are built on the platform's configured domain with this scheme and port: http://<domain>/….
    PUBLIC_URL: 'http://localhost',
    // Mail is sent by the job queue's worker: poll often and retry soon, so tests wait little.
    JOBS_POLL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
    ...(ownDataDir && { DATA_DIR: ownDataDir }),
    ...env,
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config: parsed.config,
    database,
    appSecret: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    logger: false,
  });
  const answers = recordAnswers(app);
  await app.ready();

  const request = (host: string, options: InjectOptions) =>
    app.inject({ ...options, headers: { host, ...options.headers } });
  const csrfByHost = new Map<string, { cookie: string; token: string }>();
  async function csrfFor(host: string) {
    const response = await request(host, { method: 'GET', url: '/api/portal/domain-info' });
    const cookie = response.cookies.find((c) => c.name === 'oc_csrf');
    if (!cookie) throw new Error('domain-info did not set the csrf cookie');
    return { cookie: `oc_csrf=${cookie.value}`, token: response.json().data.csrfToken as string };
  }
  async function send(host: string, options: InjectOptions, session?: Session) {
    const csrf = csrfByHost.get(host) ?? (await csrfFor(host));
    csrfByHost.set(host, csrf);
    const cookies = [csrf.cookie, session?.refreshCookie, options.headers?.cookie].filter(Boolean).join('; ');
    return request(host, {
      ...options,
      headers: {
        'x-csrf-token': csrf.token,
        ...(session && { authorization: `Bearer ${session.accessToken}` }),
        ...options.headers,
        cookie: cookies,
      },
    });
  }

  return {
    app,
    database,
    request,
    get: (host, url, options = {}) =>
      request(host, {
        method: 'GET',
        url,
        headers: {
          ...options.headers,
          ...(options.session && { authorization: `Bearer ${options.session.accessToken}` }),
        },
      }),
    csrfFor,
    send,
    async signIn(host, email, password, area = 'public') {
      const res = await send(host, { method: 'POST', url: '/api/auth/login', payload: { email, password, area } });
      const refresh = res.cookies.find((c) => c.name === '__Host-oc_refresh');
      if (res.statusCode !== 200 || !refresh) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      return { accessToken: res.json().accessToken, refreshCookie: `__Host-oc_refresh=${refresh.value}` };
    },
    answers,
    async close() {
      const problems = checkAnswers(app.swagger() as unknown as OpenApiDocument, answers);
      await app.close();
      await database.close();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
      if (problems.length > 0) {
        throw new Error(`Answers the API document does not declare:\n${problems.map((p) => `- ${p}`).join('\n')}`);
      }
    },
  };
}
