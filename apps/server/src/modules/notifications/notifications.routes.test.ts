import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_EVENTS } from '@opencall/shared/notifications';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../../test/database';
import {
  createApplication,
  createCategory,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
} from '../../../test/factories';
import { createTestForm } from '../../../test/form-factories';
import { emailsTo, waitForEmail } from '../../../test/outbox';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';
import { SOCKET_PATH } from '../../realtime/realtime';

// Issue 15: the bell. Each user reads only their own notifications, on this platform; they arrive
// live on the realtime socket with the unread count, and a user's preferences decide what is kept.

const HOST = '127.0.0.1';
let t: TestApp;
let url: string;
let platform: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
let adminId: string;
let adminEmail: string;
let applicant: Session;
let applicantId: string;
let outsider: Session;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The socket's Host is 127.0.0.1:<port>, so this platform answers on 127.0.0.1.
  platform = await createPlatform(t.database.db, { domains: [HOST] });
  const boss = await createUser(t.database.db, platform.id, { roleKeys: ['platform_admin'] });
  adminId = boss.id;
  adminEmail = boss.email;
  admin = await t.signIn(HOST, boss.email, TEST_PASSWORD, 'admin');
  const ada = await createUser(t.database.db, platform.id, { firstname: 'Ada' });
  applicantId = ada.id;
  applicant = await t.signIn(HOST, ada.email, TEST_PASSWORD);
  const other = await createUser(t.database.db, platform.id);
  outsider = await t.signIn(HOST, other.email, TEST_PASSWORD);
  await t.app.listen({ host: HOST, port: 0 });
  url = `http://${HOST}:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const get = (path: string, as: Session) =>
  t.request(HOST, { method: 'GET', url: path, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload: object | undefined, as: Session) =>
  t.send(HOST, { method, url: path, payload }, as);
const unread = async (as: Session) => (await get('/api/notifications/unread-count', as)).json().data.nbNotifications;
const list = async (as: Session, query = '') => (await get(`/api/notifications${query}`, as)).json();

/** A socket signed in as `as`, collecting the bell's events. */
async function listen(as: Session) {
  const res = await get('/api/auth/socket', as);
  expect(res.statusCode, res.body).toBe(200);
  const socket = connect(url, {
    path: SOCKET_PATH,
    auth: res.json().data,
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  const created: Array<{
    notification: { event: string; params: Record<string, string>; link: string };
    nbNotifications: number;
  }> = [];
  const read: Array<{ nbNotifications: number }> = [];
  socket.on('notification.created', (payload) => created.push(payload));
  socket.on('notification.read', (payload) => read.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  const until = async (check: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('no event in time');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { created, read, until };
}

/** A published open program whose one category asks for a name: the applicant fills and submits it. */
async function submitOne(as: Session = applicant, via: TestApp = t) {
  const post = (method: 'POST' | 'PUT', path: string, payload: object) =>
    via.send(HOST, { method, url: path, payload }, as);
  const db = t.database.db;
  const program = await createProgram(db, platform.id, { publishedAt: new Date(), titles: { fr: 'Prix Lumière' } });
  const form = await createTestForm(db, platform.id, program.id, {
    fields: [{ reference: 'name', type: 'text', title: 'Nom', required: true }],
  });
  const steps = [{ id: 'dossier', type: 'form' as const, titles: { fr: 'Dossier' }, config: { form_id: form.id } }];
  const category = await createCategory(db, platform.id, program.id, { steps });
  const id = randomUUID();
  expect(
    (await send('POST', `/api/portal/programs/${program.id}/applications`, { id, categoryId: category.id }, as))
      .statusCode,
  ).toBe(200);
  const saved = await send(
    'PUT',
    `/api/portal/me/responses/${id}/answers`,
    { version: 1, stepId: 'dossier', answers: { name: 'Ada' } },
    as,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const done = await post('POST', `/api/portal/me/responses/${id}/submit`, { version: 2 });
  expect(done.statusCode, done.body).toBe(200);
  return { program, applicationId: id };
}

describe('a new submission', () => {
  it('reaches the organizers’ bell live with the unread count, never the applicant nor a user without the program', async () => {
    const before = await unread(admin);
    const organizer = await listen(admin);
    const applicantSide = await listen(applicant);
    const { program, applicationId } = await submitOne();

    await organizer.until(() => organizer.created.length === 1);
    const [event] = organizer.created;
    expect(event?.nbNotifications).toBe(before + 1);
    expect(event?.notification).toMatchObject({
      event: 'submission_received',
      params: { programTitle: 'Prix Lumière', reference: applicationId.replace(/-/g, '').slice(0, 8).toUpperCase() },
      link: `/admin/programs/${program.slug}/responses/${applicationId}`,
    });
    expect(await unread(admin)).toBe(before + 1);
    const page = await list(admin);
    expect(page.data[0]).toMatchObject({ event: 'submission_received', read: false, programId: program.id });

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(applicantSide.created).toEqual([]);
    expect(await unread(applicant)).toBe(0);
    expect(await unread(outsider)).toBe(0);
  });
});

describe('reading the bell', () => {
  it('marks one, then all, read; tells the user’s other tabs the count; another user’s ids change nothing', async () => {
    await submitOne();
    await submitOne();
    const tab = await listen(admin);
    const page = await list(admin, '?unread=true');
    expect(page.data.length).toBeGreaterThanOrEqual(2);
    const [first] = page.data;
    const count = await unread(admin);

    // The outsider names the admin's notification: nothing changes.
    const foreign = await send('POST', '/api/notifications/read', { ids: [first.id] }, outsider);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data.nbNotifications).toBe(0);
    expect(await unread(admin)).toBe(count);
    expect((await send('DELETE', `/api/notifications/${first.id}`, undefined, outsider)).statusCode).toBe(404);
    expect((await get(`/api/notifications?after=${first.id}`, outsider)).statusCode).toBe(400);

    const one = await send('POST', '/api/notifications/read', { ids: [first.id] }, admin);
    expect(one.json().data.nbNotifications).toBe(count - 1);
    await tab.until(() => tab.read.at(-1)?.nbNotifications === count - 1);
    expect((await list(admin)).data.find((item: { id: string }) => item.id === first.id).read).toBe(true);

    const all = await send('POST', '/api/notifications/read-all', undefined, admin);
    expect(all.json().data.nbNotifications).toBe(0);
    expect(await unread(admin)).toBe(0);
    expect((await list(admin, '?unread=true')).data).toEqual([]);
    await tab.until(() => tab.read.at(-1)?.nbNotifications === 0);

    const removed = await send('DELETE', `/api/notifications/${first.id}`, undefined, admin);
    expect(removed.statusCode).toBe(200);
    expect((await list(admin)).data.some((item: { id: string }) => item.id === first.id)).toBe(false);
  });

  it('pages newest first with the cursor of the previous page', async () => {
    await submitOne();
    await submitOne();
    await submitOne();
    const firstPage = await list(admin, '?perPage=2');
    expect(firstPage.data).toHaveLength(2);
    const next = await list(admin, `?perPage=2&after=${firstPage.pagination.lastId}`);
    expect(next.data.length).toBeGreaterThan(0);
    const ids = new Set(firstPage.data.map((item: { id: string }) => item.id));
    for (const item of next.data) expect(ids.has(item.id)).toBe(false);
    expect(new Date(next.data[0].createdAt) <= new Date(firstPage.data[1].createdAt)).toBe(true);
  });

  it('answers 400 on bad input and changes nothing', async () => {
    const count = await unread(admin);
    expect((await send('POST', '/api/notifications/read', { ids: [] }, admin)).statusCode).toBe(400);
    expect((await send('POST', '/api/notifications/read', { ids: ['nope'] }, admin)).statusCode).toBe(400);
    expect((await get('/api/notifications?perPage=0', admin)).statusCode).toBe(400);
    expect(await unread(admin)).toBe(count);
  });

  it('keeps each platform’s bell to itself', async () => {
    await submitOne();
    const other = await createPlatform(t.database.db);
    const boss = await createUser(t.database.db, other.id, { roleKeys: ['platform_admin'] });
    const there = await t.signIn(other.host, boss.email, TEST_PASSWORD, 'admin');
    const res = await t.request(other.host, {
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: { authorization: `Bearer ${there.accessToken}` },
    });
    expect(res.json().data.nbNotifications).toBe(0);
  });
});

describe('preferences', () => {
  it('lists every event with its default, keeps what the user sets, and an event turned off stops arriving', async () => {
    const defaults = (await get('/api/notifications/preferences', admin)).json().data;
    expect(defaults.map((row: { event: string }) => row.event)).toEqual([...NOTIFICATION_EVENTS]);
    expect(defaults.find((row: { event: string }) => row.event === 'submission_received').channel).toBe('in_app');

    const bad = await send(
      'PUT',
      '/api/notifications/preferences',
      { preferences: [{ event: 'nope', channel: 'off' }] },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    const set = await send(
      'PUT',
      '/api/notifications/preferences',
      { preferences: [{ event: 'submission_received', channel: 'off' }] },
      admin,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.find((row: { event: string }) => row.event === 'submission_received').channel).toBe('off');
    // Another user's preferences are theirs.
    const theirs = (await get('/api/notifications/preferences', outsider)).json().data;
    expect(theirs.find((row: { event: string }) => row.event === 'submission_received').channel).toBe('in_app');

    await send('POST', '/api/notifications/read-all', undefined, admin);
    await submitOne();
    expect(await unread(admin)).toBe(0);

    await send(
      'PUT',
      '/api/notifications/preferences',
      { preferences: [{ event: 'submission_received', channel: 'in_app' }] },
      admin,
    );
    await submitOne();
    expect(await unread(admin)).toBe(1);
  });
});

describe('other events', () => {
  it('tells an applicant their decision was released, and a juror they joined a jury', async () => {
    const program = await createProgram(t.database.db, platform.id, { titles: { fr: 'Bourse' } });
    const application = await createApplication(t.database.db, platform.id, program.id, {
      status: 'accepted',
      applicantId,
    });
    const before = await unread(applicant);
    const released = await send('POST', `/api/user.programs/${program.id}/decisions/release`, { all: true }, admin);
    expect(released.statusCode, released.body).toBe(200);
    expect(await unread(applicant)).toBe(before + 1);
    expect((await list(applicant)).data[0]).toMatchObject({
      event: 'decision_released',
      link: `/applications/${program.slug}/apply?responseId=${application.id}`,
      params: { programTitle: 'Bourse' },
    });

    const base = `/api/user.programs/${program.id}/evaluation-sessions`;
    const session = await send('POST', base, { name: 'Jury final', slug: `jury-${Date.now().toString(36)}` }, admin);
    expect(session.statusCode, session.body).toBe(200);
    const juror = await createUser(t.database.db, platform.id);
    const jurorSession = await t.signIn(HOST, juror.email, TEST_PASSWORD);
    const invited = await send('POST', `${base}/${session.json().data.id}/jurors`, { email: juror.email }, admin);
    expect(invited.statusCode, invited.body).toBe(200);
    expect((await list(jurorSession)).data[0]).toMatchObject({
      event: 'jury_assigned',
      params: { sessionName: 'Jury final', programTitle: 'Bourse' },
    });
    // The organizer who acted is not told of their own act.
    expect((await list(admin)).data.some((item: { event: string }) => item.event === 'jury_assigned')).toBe(false);
    expect(adminId).toBeTruthy();
  });
});

describe('by e-mail', () => {
  const setChannel = (channel: string) =>
    send('PUT', '/api/notifications/preferences', { preferences: [{ event: 'submission_received', channel }] }, admin);

  it('sends the bell’s sentence by e-mail, in the reader’s language, with the link on the platform’s domain', async () => {
    expect((await setChannel('email')).statusCode).toBe(200);
    const { program, applicationId } = await submitOne();
    const mail = await waitForEmail(t.database.db, adminEmail, 'notification');
    const reference = applicationId.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(mail.text).toContain(`Nouvelle candidature ${reference} déposée sur Prix Lumière`);
    expect(mail.text).toContain(`/fr/admin/programs/${program.slug}/responses/${applicationId}`);
    expect(mail.text).not.toContain('{{');
    await setChannel('in_app');
  });

  it('gathers a day’s lines into one digest the next morning: one job per day, one e-mail', async () => {
    expect((await setChannel('digest')).statusCode).toBe(200);
    const before = (await emailsTo(t.database.db, adminEmail)).filter(
      (mail) => mail.template === 'notification',
    ).length;
    await submitOne();
    await submitOne();
    const jobs = await queryRows<{ id: string; start_after: Date }>(
      t.database.db,
      sql`select id, start_after from pgboss.job where name = 'notification-digest' and state = 'created'`,
    );
    expect(jobs).toHaveLength(1);
    const tomorrow = new Date();
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    expect(new Date(jobs[0]?.start_after ?? 0).toISOString().slice(0, 13)).toBe(
      `${tomorrow.toISOString().slice(0, 10)}T07`,
    );
    // Nothing goes out before the morning…
    expect((await emailsTo(t.database.db, adminEmail)).filter((mail) => mail.template === 'notification')).toHaveLength(
      before,
    );
    // …and once it is time, one e-mail lists the day's lines.
    await queryRows(t.database.db, sql`update pgboss.job set start_after = now() where name = 'notification-digest'`);
    await expect
      .poll(
        async () =>
          (await emailsTo(t.database.db, adminEmail)).filter(
            (mail) => mail.template === 'notification' && mail.status !== 'queued',
          ).length,
        { timeout: 15_000, interval: 100 },
      )
      .toBe(before + 1);
    const digest = await waitForEmail(t.database.db, adminEmail, 'notification');
    expect(digest.text.match(/Nouvelle candidature/g)?.length).toBeGreaterThanOrEqual(2);
    await setChannel('in_app');
  });
});

// Server mode: the socket is held by server B, the submission goes through server A; Redis carries it.
describe.runIf(Boolean(testRedisUrl))('across two servers (REDIS_URL)', () => {
  it('brings a notification written by server A to the bell connected to server B, with the right count', async () => {
    const redis = { REDIS_URL: testRedisUrl ?? '' };
    const a = await createTestApp(redis, { database: t.database });
    const b = await createTestApp(redis, { database: t.database });
    let socket: Socket | undefined;
    try {
      await b.app.listen({ host: HOST, port: 0 });
      const socketAuth = (await get('/api/auth/socket', admin)).json().data;
      socket = connect(`http://${HOST}:${(b.app.server.address() as AddressInfo).port}`, {
        path: SOCKET_PATH,
        auth: socketAuth,
        transports: ['websocket'],
        reconnection: false,
      });
      const received: Array<{ nbNotifications: number }> = [];
      socket.on('notification.created', (payload) => received.push(payload));
      const opened = socket;
      await new Promise<void>((resolve, reject) => {
        opened.on('connect', () => resolve());
        opened.on('connect_error', reject);
      });
      const before = await unread(admin);
      await submitOne(applicant, a);
      await expect.poll(() => received.length, { timeout: 5000, interval: 20 }).toBe(1);
      expect(received[0]?.nbNotifications).toBe(before + 1);
    } finally {
      // An open socket would keep server B from closing.
      socket?.close();
      // The apps only: the database is this file's, closed with `t`.
      await Promise.all([a.app.close(), b.app.close()]);
    }
  });
});
