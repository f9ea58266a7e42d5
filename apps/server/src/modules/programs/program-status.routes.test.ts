import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { userRoles } from '../../db/schema';

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

const get = (url: string) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${session.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, session);
const totals = async () => {
  const [active, archived, deleted] = await Promise.all(
    ['active', 'archived', 'deleted'].map(async (status) => (await get(`/api/user.programs?status=${status}`)).json()),
  );
  return { active: active.metadata.total, archived: archived.metadata.total, deleted: deleted.metadata.total };
};

describe('PUT /api/user.programs/:programId/status', () => {
  it('moves a program between the active and archived buckets and logs the move', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const before = await totals();
    const archived = await send('PUT', `/api/user.programs/${program.id}/status`, { status: 'archived' });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.status).toBe('archived');
    expect(await totals()).toEqual({ ...before, active: before.active - 1, archived: before.archived + 1 });
    // Pages keep creation order; SPEC §4's "first in the new list" is the client cache's move.
    const archivedList = (await get('/api/user.programs?status=archived')).json();
    expect(archivedList.items.map((p: { id: string }) => p.id)).toContain(program.id);

    const again = await send('PUT', `/api/user.programs/${program.id}/status`, { status: 'archived' });
    expect(again.statusCode).toBe(200);
    await send('PUT', `/api/user.programs/${program.id}/status`, { status: 'active' });
    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs.map((l: { action: string; after: { status: string } }) => [l.action, l.after.status])).toEqual([
      ['status', 'active'],
      ['status', 'archived'],
    ]);
  });

  it('answers 400 validation_failed for a status other than active or archived', async () => {
    const program = await createProgram(t.database.db, acme.id);
    for (const status of ['deleted', 'draft']) {
      const res = await send('PUT', `/api/user.programs/${program.id}/status`, { status });
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers 404 for a program in the trash: restore it first', async () => {
    const trashed = await createProgram(t.database.db, acme.id, { status: 'deleted' });
    const res = await send('PUT', `/api/user.programs/${trashed.id}/status`, { status: 'active' });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/user.programs/:programId and the trash', () => {
  it('moves the program to the trash and restores it to the bucket it came from', async () => {
    const program = await createProgram(t.database.db, acme.id, { status: 'archived' });
    const before = await totals();
    const deleted = await send('DELETE', `/api/user.programs/${program.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data.status).toBe('deleted');
    expect(await totals()).toEqual({ ...before, archived: before.archived - 1, deleted: before.deleted + 1 });

    const trash = (await get('/api/trash/programs')).json();
    expect(trash.data.map((p: { id: string }) => p.id)).toContain(program.id);
    expect(trash.pagination).toMatchObject({ total: before.deleted + 1, page: 1, perPage: 20 });

    // Already in the trash: the live programs no longer have it.
    expect((await send('DELETE', `/api/user.programs/${program.id}`)).statusCode).toBe(404);

    const restored = await send('POST', `/api/trash/programs/${program.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.status).toBe('archived');
    expect(await totals()).toEqual(before);
    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs.slice(0, 2).map((l: { action: string }) => l.action)).toEqual(['restore', 'delete']);
    expect(logs[1]).toMatchObject({ before: { status: 'archived' }, after: { status: 'deleted' } });
  });

  it('answers 404 to restore or delete forever a program that is not in the trash', async () => {
    const live = await createProgram(t.database.db, acme.id);
    expect((await send('POST', `/api/trash/programs/${live.id}/restore`)).json().error.code).toBe('not_found');
    expect((await send('DELETE', `/api/trash/programs/${live.id}`)).statusCode).toBe(404);
    expect((await get(`/api/user.programs/${live.id}`)).json().data.status).toBe('active');
  });

  it('deletes a program of the trash forever, with its categories', async () => {
    const program = await createProgram(t.database.db, acme.id, { status: 'deleted' });
    await createCategory(t.database.db, acme.id, program.id);
    const res = await send('DELETE', `/api/trash/programs/${program.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: program.id });
    expect((await get(`/api/user.programs/${program.id}`)).statusCode).toBe(404);
    expect((await get(`/api/user.programs/${program.id}/categories`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/trash/programs/${program.id}`)).statusCode).toBe(404);
  });

  it('takes the program’s collaborators’ roles with it when deleted forever', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const invited = await send('POST', `/api/user.programs/${program.id}/collaborators`, {
      email: `jury-${program.id.slice(0, 8)}@example.org`,
      roleKeys: ['jury'],
    });
    expect(invited.statusCode, invited.body).toBe(200);
    await send('DELETE', `/api/user.programs/${program.id}`);
    expect((await send('DELETE', `/api/trash/programs/${program.id}`)).statusCode).toBe(200);
    const left = await t.database.db.select().from(userRoles).where(eq(userRoles.programId, program.id));
    expect(left).toEqual([]);
  });

  it('pages the trash by keyset with lastId', async () => {
    const platform = await createPlatform(t.database.db);
    const owner = await createUser(t.database.db, platform.id, { roleKeys: ['platform_admin'] });
    const theirs = await t.signIn(platform.host, owner.email, TEST_PASSWORD, 'admin');
    for (let i = 0; i < 5; i++) await createProgram(t.database.db, platform.id, { status: 'deleted' });
    await createProgram(t.database.db, platform.id);
    const page = (url: string) =>
      t
        .request(platform.host, { method: 'GET', url, headers: { authorization: `Bearer ${theirs.accessToken}` } })
        .then((r) => r.json());
    const first = await page('/api/trash/programs?perPage=2');
    expect(first.pagination).toMatchObject({ total: 5, totalFiltred: 5, nbPages: 3, lastId: first.data[1].id });
    const second = await page(`/api/trash/programs?perPage=2&after=${first.pagination.lastId}`);
    const third = await page(`/api/trash/programs?perPage=2&after=${second.pagination.lastId}`);
    const ids = [...first.data, ...second.data, ...third.data].map((p: { id: string }) => p.id);
    expect(new Set(ids).size).toBe(5);
  });
});
