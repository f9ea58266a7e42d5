import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { SOCKET_PATH } from '../../realtime/realtime';

// The ranking board needs no "Update" button: each change to the standings is announced on the
// realtime socket ('evaluation.results') to the people working on the program, never to the jurors.

let t: TestApp;
let url: string;
let platform: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
const sockets: Socket[] = [];
const HOST = '127.0.0.1';

beforeAll(async () => {
  t = await createTestApp();
  // The socket's Host is 127.0.0.1:<port>, so this platform answers on 127.0.0.1.
  platform = await createPlatform(t.database.db, { domains: [HOST] });
  const boss = await createUser(t.database.db, platform.id, { roleKeys: ['platform_admin'] });
  admin = await t.signIn(HOST, boss.email, TEST_PASSWORD, 'admin');
  await t.app.listen({ host: HOST, port: 0 });
  url = `http://${HOST}:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const send = (method: 'POST' | 'PUT', path: string, payload: object, as: Session) =>
  t.send(HOST, { method, url: path, payload }, as);
const mine = (sessionId: string) => `/api/portal/me/evaluation-sessions/${sessionId}`;

/** A socket signed in as the session's owner, with every 'evaluation.results' payload it receives. */
async function listen(as: Session) {
  const res = await t.request(HOST, {
    method: 'GET',
    url: '/api/auth/socket',
    headers: { authorization: `Bearer ${as.accessToken}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const socket = connect(url, {
    path: SOCKET_PATH,
    auth: res.json().data,
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  const received: unknown[] = [];
  const waiters: (() => void)[] = [];
  socket.on('evaluation.results', (payload) => {
    received.push(payload);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  /** Resolves once `count` events have arrived; fails after a bounded wait. */
  const until = (count: number, ms = 5000) =>
    new Promise<unknown[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} events after ${ms} ms`)), ms);
      const check = () => {
        if (received.length < count) {
          waiters.push(check);
          return;
        }
        clearTimeout(timer);
        resolve(received);
      };
      check();
    });
  return { received, until };
}

/** An open session of a new program, one criterion out of 100, one juror who accepted, one submitted application. */
async function setUp() {
  const program = await createProgram(t.database.db, platform.id);
  const base = `/api/user.programs/${program.id}/evaluation-sessions`;
  const created = await send('POST', base, { name: 'Jury', slug: `jury-${Date.now().toString(36)}` }, admin);
  expect(created.statusCode, created.body).toBe(200);
  const sessionId = created.json().data.id as string;
  const criteria = [
    { id: 'score', kind: 'score', labels: { fr: 'Note' }, weight: 1, required: true, min: 0, max: 100, step: 1 },
  ];
  expect((await send('PUT', `${base}/${sessionId}/criteria`, { criteria }, admin)).statusCode).toBe(200);
  expect((await send('PUT', `${base}/${sessionId}/status`, { status: 'open' }, admin)).statusCode).toBe(200);
  const user = await createUser(t.database.db, platform.id);
  expect((await send('POST', `${base}/${sessionId}/jurors`, { email: user.email }, admin)).statusCode).toBe(200);
  const juror = await t.signIn(HOST, user.email, TEST_PASSWORD);
  expect((await send('POST', `${mine(sessionId)}/accept`, { acceptTerms: true }, juror)).statusCode).toBe(200);
  const application = await createApplication(t.database.db, platform.id, program.id, { status: 'submitted' });
  const scoreUrl = `${mine(sessionId)}/applications/${application.id}/score`;
  return { sessionId, juror, scoreUrl };
}

describe("realtime 'evaluation.results'", () => {
  it('reaches the organizer when a juror’s sheet becomes final, not at a draft, and not the juror', async () => {
    const { sessionId, juror, scoreUrl } = await setUp();
    const organizer = await listen(admin);
    const jurorSide = await listen(juror);

    const draft = await send('PUT', scoreUrl, { values: { score: 40 }, final: false, version: 0 }, juror);
    expect(draft.statusCode, draft.body).toBe(200);
    const final = await send('PUT', scoreUrl, { values: { score: 60 }, final: true, version: 1 }, juror);
    expect(final.statusCode, final.body).toBe(200);

    // Events reach one socket in the order they were emitted: had the draft announced anything, it
    // would be the first one here.
    expect(await organizer.until(1)).toEqual([{ sessionId }]);
    // The juror's socket is told nothing (a short grace for a stray event).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(jurorSide.received).toEqual([]);
    expect(organizer.received).toHaveLength(1);
  });

  it('announces a change to a final sheet too', async () => {
    const { sessionId, juror, scoreUrl } = await setUp();
    const organizer = await listen(admin);
    await send('PUT', scoreUrl, { values: { score: 60 }, final: true, version: 0 }, juror);
    const changed = await send(
      'PUT',
      scoreUrl,
      { values: { score: 75 }, final: true, version: 1, reason: 'Read the budget again' },
      juror,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await organizer.until(2)).toEqual([{ sessionId }, { sessionId }]);
  });
});
