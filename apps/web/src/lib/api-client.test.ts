import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { platformsApi } from '@opencall/shared/platforms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi, configureApiClient, request } from './api-client';
import { ApiError } from './api-error';

// A stand-in for the API on 127.0.0.1 that speaks the refresh protocol of SPEC §8, so the
// client's behaviour is tested over real HTTP (the auth endpoints arrive with the identity module).
let server: Server;
const validToken = 'fresh';
let refreshCalls = 0;
let refreshSucceeds = true;
const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (req.url === '/api/auth/refresh') {
      refreshCalls += 1;
      // Slow enough that concurrent 401s overlap with the one refresh.
      setTimeout(() => (refreshSucceeds ? reply(res, 200, { accessToken: validToken }) : reply(res, 401, {})), 50);
      return;
    }
    if (req.url === '/api/auth/logout') return reply(res, 500, {});
    if (req.url?.startsWith('/api/forbidden')) {
      return reply(res, 403, { error: { code: 'missing_permissions', message: 'Nope', details: null } });
    }
    if (req.headers.authorization !== `Bearer ${validToken}`) {
      return reply(res, 401, { error: { code: 'authentication_required', message: 'Sign in', details: null } });
    }
    reply(res, 200, { data: { url: req.url } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  refreshCalls = 0;
  refreshSucceeds = true;
  seen.length = 0;
  configureApiClient({ accessToken: 'expired', csrfToken: 'csrf-1', locale: 'de', hooks: {} });
});

describe('request', () => {
  it('sends the CSRF token and the locale header on every call', async () => {
    configureApiClient({ accessToken: validToken });
    await request('PUT', '/api/things/1', { a: 1 });
    expect(seen[0]?.headers).toMatchObject({
      'x-csrf-token': 'csrf-1',
      'x-locale': 'de',
      'content-type': 'application/json',
    });
  });

  it('refreshes once for concurrent 401s and replays every waiting call', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((n) => request<{ data: { url: string } }>('GET', `/api/items/${n}`)),
    );
    expect(results.map((r) => r.data.url)).toEqual(['/api/items/1', '/api/items/2', '/api/items/3']);
    expect(refreshCalls).toBe(1);
  });

  it('ends the session when the refresh fails, ignoring a failing logout, and hands the error to the caller', async () => {
    refreshSucceeds = false;
    let expired = 0;
    configureApiClient({
      hooks: {
        onSessionExpired: () => {
          expired += 1;
        },
      },
    });
    await expect(request('GET', '/api/items/1')).rejects.toMatchObject({
      status: 401,
      code: 'authentication_required',
    });
    expect(expired).toBe(1);
  });

  it('never refreshes for the refresh or login calls themselves', async () => {
    await expect(request('POST', '/api/auth/login', { email: 'a' })).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls).toBe(0);
  });

  it('passes 403 codes to the forbidden hook and still rejects for the caller', async () => {
    const codes: string[] = [];
    configureApiClient({ hooks: { onForbidden: (code) => codes.push(code) } });
    await expect(request('GET', '/api/forbidden')).rejects.toMatchObject({ status: 403, code: 'missing_permissions' });
    expect(codes).toEqual(['missing_permissions']);
  });
});

describe('callApi', () => {
  it('refuses an item call without an id before sending anything (SPEC §5)', async () => {
    await expect(callApi(platformsApi.details, { params: { platformId: '' } })).rejects.toMatchObject({
      code: 'item_id_required',
    });
    expect(seen).toHaveLength(0);
  });

  it('fills path params and the query string from the contract', async () => {
    configureApiClient({ accessToken: validToken });
    await callApi(platformsApi.locales, { query: { page: 2, search: 'de' } });
    expect(seen[0]?.url).toBe('/api/portal/locales?page=2&search=de');
  });
});
