import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { evaluationSessions, roles, userRoles } from '../../db/schema';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
const ids = { a: '', b: '', trashed: '', elsewhere: '' };
let collaborator: Session;
let juror: Session;

/** A role held on one program only (SPEC §6: it grants nothing on another). */
async function holdOn(platformId: string, userId: string, programId: string, key: string) {
  const [role] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.platformId, platformId), eq(roles.key, key)));
  await t.database.db.insert(userRoles).values({ platformId, userId, roleId: role?.id as string, programId });
}

async function addSession(platformId: string, programId: string, slug: string, createdAt: Date) {
  await t.database.db
    .insert(evaluationSessions)
    .values({ platformId, programId, slug, name: `Session ${slug}`, createdAt, updatedAt: createdAt });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  acme = await createPlatform(db);
  const other = await createPlatform(db);
  const a = await createProgram(db, acme.id, { titles: { fr: 'Programme A' } });
  const b = await createProgram(db, acme.id, { titles: { fr: 'Programme B' } });
  const trashed = await createProgram(db, acme.id, { status: 'deleted' });
  const elsewhere = await createProgram(db, other.id);
  Object.assign(ids, { a: a.id, b: b.id, trashed: trashed.id, elsewhere: elsewhere.id });
  const day = (n: number) => new Date(Date.UTC(2026, 10, n));
  await addSession(acme.id, a.id, 'a-first', day(1));
  await addSession(acme.id, b.id, 'b-first', day(2));
  await addSession(acme.id, a.id, 'a-second', day(3));
  await addSession(acme.id, trashed.id, 'in-the-trash', day(4));
  await addSession(other.id, elsewhere.id, 'other-platform', day(5));

  const adminUser = await createUser(db, acme.id, { roleKeys: ['platform_admin'] });
  admin = await t.signIn(acme.host, adminUser.email, TEST_PASSWORD, 'admin');
  const collaboratorUser = await createUser(db, acme.id, { roleKeys: [] });
  await holdOn(acme.id, collaboratorUser.id, a.id, 'collaborator');
  collaborator = await t.signIn(acme.host, collaboratorUser.email, TEST_PASSWORD, 'public');
  const jurorUser = await createUser(db, acme.id, { roleKeys: [] });
  await holdOn(acme.id, jurorUser.id, a.id, 'jury');
  juror = await t.signIn(acme.host, jurorUser.email, TEST_PASSWORD, 'public');
});
afterAll(() => t.close());

const list = (as: Session, query = '') =>
  t.request(acme.host, {
    method: 'GET',
    url: `/api/user.evaluation-sessions${query}`,
    headers: { authorization: `Bearer ${as.accessToken}` },
  });
const slugsOf = async (as: Session, query = '') => {
  const res = await list(as, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/user.evaluation-sessions (admin/sessions)', () => {
  it('lists the sessions of every live program of the platform, newest first, each with its program', async () => {
    const page = await slugsOf(admin);
    expect(page.data.map((s: { slug: string }) => s.slug)).toEqual(['a-second', 'b-first', 'a-first']);
    expect(page.data[1].program).toEqual({ id: ids.b, slug: expect.any(String), title: 'Programme B' });
    expect(page.pagination).toMatchObject({ total: 3, totalFiltred: 3 });
  });

  it('keeps one program’s with `programId`, pages with `after`, filters by status and name', async () => {
    expect((await slugsOf(admin, `?programId=${ids.a}`)).data.map((s: { slug: string }) => s.slug)).toEqual([
      'a-second',
      'a-first',
    ]);
    const first = await slugsOf(admin, '?perPage=2');
    const next = await slugsOf(admin, `?perPage=2&after=${first.pagination.lastId}`);
    expect(next.data.map((s: { slug: string }) => s.slug)).toEqual(['a-first']);
    expect((await slugsOf(admin, '?status=open')).data).toEqual([]);
    expect((await slugsOf(admin, '?search=b-fir')).data.map((s: { slug: string }) => s.slug)).toEqual(['b-first']);
  });

  it('shows someone who works on one program that program’s sessions only', async () => {
    expect((await slugsOf(collaborator)).data.map((s: { slug: string }) => s.slug)).toEqual(['a-second', 'a-first']);
    expect((await slugsOf(collaborator, `?programId=${ids.b}`)).data).toEqual([]);
    // A juror evaluates; the organizers' list is not theirs.
    expect((await slugsOf(juror)).data).toEqual([]);
  });

  it('never lists another platform’s sessions nor those of a program in the trash', async () => {
    expect((await slugsOf(admin, `?programId=${ids.elsewhere}`)).data).toEqual([]);
    expect((await slugsOf(admin, `?programId=${ids.trashed}`)).data).toEqual([]);
  });

  it('answers 400 for a cursor that is not one of the listed sessions, and 401 without a session', async () => {
    const [elsewhere] = await t.database.db
      .select({ id: evaluationSessions.id })
      .from(evaluationSessions)
      .where(eq(evaluationSessions.slug, 'other-platform'));
    const res = await list(admin, `?after=${elsewhere?.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ field: 'after', reason: 'unknown_cursor' }]);
    expect((await list(collaborator, `?after=${elsewhere?.id}`)).statusCode).toBe(400);
    const anonymous = await t.request(acme.host, { method: 'GET', url: '/api/user.evaluation-sessions' });
    expect(anonymous.statusCode).toBe(401);
  });
});
