import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
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

const get = (url: string) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${session.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, session);
const tagsOf = (programId: string) => `/api/user.programs/${programId}/tags`;

describe('POST and GET /api/user.programs/:programId/tags', () => {
  it('creates tags (default colour) and lists them by name, by keyset, with search', async () => {
    const program = await createProgram(t.database.db, acme.id);
    for (const name of ['Urgent', 'Bio', 'Export', 'Agri']) {
      const res = await send('POST', tagsOf(program.id), { name, ...(name === 'Bio' && { color: '#12AB34' }) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const first = (await get(`${tagsOf(program.id)}?perPage=2`)).json();
    expect(first.data.map((tag: { name: string }) => tag.name)).toEqual(['Agri', 'Bio']);
    expect(first.data[1]).toMatchObject({ color: '#12AB34' });
    expect(first.data[0]).toMatchObject({ color: '#2c77ff' });
    expect(first.pagination).toMatchObject({ total: 4, totalFiltred: 4, nbPages: 2, lastId: first.data[1].id });
    const next = (await get(`${tagsOf(program.id)}?perPage=2&after=${first.pagination.lastId}`)).json();
    expect(next.data.map((tag: { name: string }) => tag.name)).toEqual(['Export', 'Urgent']);
    const found = (await get(`${tagsOf(program.id)}?search=urg`)).json();
    expect(found.data.map((tag: { name: string }) => tag.name)).toEqual(['Urgent']);
    expect(found.pagination).toMatchObject({ total: 4, totalFiltred: 1 });
  });

  it('answers 400 validation_failed { field: name, reason: taken } for a name the program already has', async () => {
    const program = await createProgram(t.database.db, acme.id);
    expect((await send('POST', tagsOf(program.id), { name: 'Bio' })).statusCode).toBe(200);
    const res = await send('POST', tagsOf(program.id), { name: 'Bio' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'name', reason: 'taken' }],
    });
    expect(res.body).not.toMatch(/duplicate|constraint/i);
    const other = await createProgram(t.database.db, acme.id);
    expect((await send('POST', tagsOf(other.id), { name: 'Bio' })).statusCode).toBe(200);
  });

  it('answers 400 for a colour that is not #RRGGBB and for an empty name', async () => {
    const program = await createProgram(t.database.db, acme.id);
    for (const body of [{ name: 'A', color: '#fff' }, { name: 'A', color: 'red' }, { name: '  ' }]) {
      const res = await send('POST', tagsOf(program.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});

describe('PUT and DELETE /api/user.programs/:programId/tags/:tagId', () => {
  it('renames and recolours a tag, refuses a taken name, deletes it, and logs each change', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const tag = (await send('POST', tagsOf(program.id), { name: 'Bio' })).json().data;
    await send('POST', tagsOf(program.id), { name: 'Export' });

    const renamed = await send('PUT', `${tagsOf(program.id)}/${tag.id}`, { name: 'Organic', color: '#000000' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: tag.id, name: 'Organic', color: '#000000' });
    const taken = await send('PUT', `${tagsOf(program.id)}/${tag.id}`, { name: 'Export' });
    expect(taken.json().error.details).toEqual([{ field: 'name', reason: 'taken' }]);
    // Keeping its own name is not a conflict.
    expect((await send('PUT', `${tagsOf(program.id)}/${tag.id}`, { name: 'Organic' })).statusCode).toBe(200);

    expect((await send('DELETE', `${tagsOf(program.id)}/${tag.id}`)).json().data).toEqual({ id: tag.id });
    expect((await send('DELETE', `${tagsOf(program.id)}/${tag.id}`)).statusCode).toBe(404);

    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs.slice(0, 2)).toMatchObject([
      { action: 'delete', entity: 'tag', entityId: tag.id, before: { name: 'Organic' }, after: null },
      {
        action: 'update',
        entity: 'tag',
        before: { name: 'Bio', color: '#2c77ff' },
        after: { name: 'Organic', color: '#000000' },
      },
    ]);
  });

  it('answers 404 for a tag of another program', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const tag = (await send('POST', tagsOf(program.id), { name: 'Mine' })).json().data;
    const other = await createProgram(t.database.db, acme.id);
    expect((await send('PUT', `${tagsOf(other.id)}/${tag.id}`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await send('DELETE', `${tagsOf(other.id)}/${tag.id}`)).statusCode).toBe(404);
  });
});
