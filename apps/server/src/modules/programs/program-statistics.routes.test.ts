import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createCategory,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
} from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let session: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string, host = acme.host) =>
  t.request(host, { method: 'GET', url, headers: { authorization: `Bearer ${session.accessToken}` } });

const DAY = 86_400_000;
/** `YYYY-MM-DD` of an instant in a zone. */
const dayIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

describe('GET /api/user.programs/:programId/statistics', () => {
  it('counts applications by status, by category in order, and by day (zero-filled), leaving the trash out', async () => {
    const db = t.database.db;
    const program = await createProgram(db, acme.id, { titles: { fr: 'Prix', en: 'Prize' } });
    const first = await createCategory(db, acme.id, program.id, { titles: { fr: 'Jeunes', en: 'Youth' }, position: 0 });
    const second = await createCategory(db, acme.id, program.id, { titles: { fr: 'Seniors' }, position: 1 });
    const now = Date.now();
    await createApplication(db, acme.id, program.id, { categoryId: first.id });
    await createApplication(db, acme.id, program.id, { categoryId: first.id, status: 'submitted' });
    await createApplication(db, acme.id, program.id, {
      categoryId: first.id,
      status: 'accepted',
      createdAt: new Date(now - 3 * DAY),
      submittedAt: new Date(now - 2 * DAY),
    });
    await createApplication(db, acme.id, program.id, { status: 'submitted' });
    await createApplication(db, acme.id, program.id, { categoryId: second.id, deletedAt: new Date() });
    // Another program's applications never count here.
    const other = await createProgram(db, acme.id);
    await createApplication(db, acme.id, other.id, { status: 'submitted' });

    const res = await get(`/api/user.programs/${program.id}/statistics?days=7&tz=UTC`);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json().data;
    expect(stats.total).toBe(4);
    expect(stats.byStatus).toEqual([
      { status: 'draft', count: 1 },
      { status: 'submitted', count: 2 },
      { status: 'accepted', count: 1 },
      { status: 'waitlist', count: 0 },
      { status: 'rejected', count: 0 },
    ]);
    expect(stats.byCategory).toEqual([
      { id: first.id, title: 'Jeunes', count: 3 },
      { id: second.id, title: 'Seniors', count: 0 },
      { id: null, title: '', count: 1 },
    ]);
    expect(stats.timezone).toBe('UTC');
    expect(stats.byDay).toHaveLength(7);
    expect(stats.byDay.at(-1)).toEqual({ day: dayIn(new Date(now), 'UTC'), started: 3, submitted: 2 });
    expect(stats.byDay.find((d: { day: string }) => d.day === dayIn(new Date(now - 3 * DAY), 'UTC'))).toMatchObject({
      started: 1,
      submitted: 0,
    });
    expect(stats.byDay.find((d: { day: string }) => d.day === dayIn(new Date(now - 2 * DAY), 'UTC'))).toMatchObject({
      started: 0,
      submitted: 1,
    });
    const sum = stats.byDay.reduce((total: number, d: { started: number }) => total + d.started, 0);
    expect(sum).toBe(4);
  });

  it('buckets days in the asked time zone, else the program one', async () => {
    const db = t.database.db;
    const program = await createProgram(db, acme.id);
    // 23:30 UTC yesterday is already today in Tokyo (UTC+9) and still yesterday in UTC.
    const today = new Date();
    const lateYesterday = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 23, 30),
    );
    await createApplication(db, acme.id, program.id, { createdAt: lateYesterday });
    const utc = (await get(`/api/user.programs/${program.id}/statistics?days=3&tz=UTC`)).json().data;
    const tokyo = (await get(`/api/user.programs/${program.id}/statistics?days=3&tz=Asia/Tokyo`)).json().data;
    const startedOn = (stats: { byDay: { day: string; started: number }[] }, day: string) =>
      stats.byDay.find((d) => d.day === day)?.started;
    expect(startedOn(utc, dayIn(lateYesterday, 'UTC'))).toBe(1);
    expect(startedOn(tokyo, dayIn(lateYesterday, 'Asia/Tokyo'))).toBe(1);
    expect(dayIn(lateYesterday, 'UTC')).not.toBe(dayIn(lateYesterday, 'Asia/Tokyo'));
    const byDefault = (await get(`/api/user.programs/${program.id}/statistics`)).json().data;
    expect(byDefault.timezone).toBe('Europe/Paris');
    expect(byDefault.byDay).toHaveLength(30);
  });

  it('answers 400 for an unknown time zone or too many days, 404 for another platform’s program', async () => {
    const program = await createProgram(t.database.db, acme.id);
    expect((await get(`/api/user.programs/${program.id}/statistics?tz=Mars/Olympus`)).statusCode).toBe(400);
    expect((await get(`/api/user.programs/${program.id}/statistics?days=367`)).statusCode).toBe(400);
    const other = await createPlatform(t.database.db);
    const foreign = await createProgram(t.database.db, other.id);
    const res = await get(`/api/user.programs/${foreign.id}/statistics`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('GET /api/user.dashboard/statistics', () => {
  it("counts the platform's programs, forms, members and applications, and nothing of another platform", async () => {
    const db = t.database.db;
    const fresh = await createPlatform(db);
    const admin = await createUser(db, fresh.id, { roleKeys: ['platform_admin'] });
    await createUser(db, fresh.id);
    const own = await t.signIn(fresh.host, admin.email, TEST_PASSWORD, 'admin');
    const active = await createProgram(db, fresh.id, { publishedAt: new Date() });
    await createProgram(db, fresh.id, { status: 'archived' });
    await createProgram(db, fresh.id, { status: 'deleted', publishedAt: new Date() });
    await createApplication(db, fresh.id, active.id, { status: 'submitted' });
    await createApplication(db, fresh.id, active.id);
    await createApplication(db, acme.id, (await createProgram(db, acme.id)).id);
    const formRes = await t.send(
      fresh.host,
      { method: 'POST', url: `/api/user.programs/${active.id}/forms`, payload: { title: 'Dossier' } },
      own,
    );
    expect(formRes.statusCode, formRes.body).toBe(200);

    const res = await t.request(fresh.host, {
      method: 'GET',
      url: '/api/user.dashboard/statistics?days=14&tz=Europe/Paris',
      headers: { authorization: `Bearer ${own.accessToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json().data;
    expect(stats.programs).toEqual({ active: 1, archived: 1, deleted: 1, published: 1 });
    expect(stats.forms).toBe(1);
    expect(stats.members).toBe(2);
    expect(stats.applications.total).toBe(2);
    expect(stats.applications.byStatus).toContainEqual({ status: 'submitted', count: 1 });
    expect(stats.byDay).toHaveLength(14);
    expect(stats.byDay.at(-1)).toMatchObject({ started: 2, submitted: 1 });
  });
});
