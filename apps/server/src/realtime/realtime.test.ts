import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/database';
import { createPlatform, createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { SOCKET_PATH } from './realtime';

let t: TestApp;
let url: string;
let platform: Awaited<ReturnType<typeof createPlatform>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The socket's Host is 127.0.0.1:<port>, so this platform answers on 127.0.0.1.
  platform = await createPlatform(t.database.db, { domains: ['127.0.0.1'] });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function credentialsFor(host: string, platformId: string) {
  const user = await createUser(t.database.db, platformId);
  const session = await t.signIn(host, user.email, TEST_PASSWORD);
  const res = await t.request(host, {
    method: 'GET',
    url: '/api/auth/socket',
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  return { user, credentials: res.json().data as { userId: string; expiresAt: number; signature: string } };
}

/** Resolves 'connected' or the refusal message. */
function open(auth: object): Promise<{ outcome: string; socket: Socket }> {
  const socket = connect(url, { path: SOCKET_PATH, auth, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ outcome: 'connected', socket }));
    socket.on('connect_error', (error) => resolve({ outcome: error.message, socket }));
  });
}

describe('the realtime socket', () => {
  it('connects with the signed credentials of GET /api/auth/socket and receives the user’s events', async () => {
    const { user, credentials } = await credentialsFor('127.0.0.1', platform.id);
    const { outcome, socket } = await open(credentials);
    expect(outcome).toBe('connected');
    const received = new Promise((resolve) => socket.on('notification', resolve));
    t.app.realtime.emitToUser(platform.id, user.id, 'notification', { title: 'Hello' });
    expect(await received).toEqual({ title: 'Hello' });
  });

  it('refuses a socket without credentials (not signed in)', async () => {
    expect((await open({})).outcome).toBe('unauthorized');
  });

  it('refuses forged, expired and other-platform credentials', async () => {
    const { credentials } = await credentialsFor('127.0.0.1', platform.id);
    expect((await open({ ...credentials, userId: '00000000-0000-4000-8000-000000000000' })).outcome).toBe(
      'unauthorized',
    );
    expect((await open({ ...credentials, expiresAt: Date.now() - 1 })).outcome).toBe('unauthorized');
    const other = await createPlatform(t.database.db);
    const { credentials: foreign } = await credentialsFor(other.host, other.id);
    expect((await open(foreign)).outcome).toBe('unauthorized');
  });
});

// With Redis (server mode), an event emitted on one server reaches a socket held by another.
const redisUrl = testRedisUrl;
describe.runIf(Boolean(redisUrl))('the realtime socket across servers (REDIS_URL)', () => {
  it('delivers an event emitted by server A to a socket connected to server B', async () => {
    const parsed = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      REDIS_URL: redisUrl,
    });
    if (!parsed.ok) throw new Error(parsed.problems.join());
    const secret = 'test-secret-that-is-long-enough-for-hmac-0123456789';
    const [a, b] = await Promise.all(
      [0, 1].map(() => buildApp({ config: parsed.config, database: t.database, appSecret: secret, logger: false })),
    );
    if (!a || !b) throw new Error('apps not built');
    await b.listen({ host: '127.0.0.1', port: 0 });
    const { user, credentials } = await credentialsFor('127.0.0.1', platform.id);
    const socket = connect(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, {
      path: SOCKET_PATH,
      auth: credentials,
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.on('connect', () => resolve(undefined)));
    const received = new Promise((resolve) => socket.on('notification', resolve));
    a.realtime.emitToUser(platform.id, user.id, 'notification', { from: 'A' });
    expect(await received).toEqual({ from: 'A' });
    socket.close();
    await Promise.all([a.close(), b.close()]);
  });
});
