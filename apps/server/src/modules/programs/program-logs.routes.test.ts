import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
});
afterAll(() => t.close());

async function signInAdmin(firstname: string, lastname: string) {
  const user = await createUser(t.database.db, acme.id, { roleKeys: ['program_manager'], firstname, lastname });
  return { user, session: await t.signIn(acme.host, user.email, TEST_PASSWORD, 'admin') };
}

const get = (url: string, session: Session) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${session.accessToken}` } });
const put = (url: string, payload: object, session: Session) =>
  t.send(acme.host, { method: 'PUT', url, payload }, session);

describe('GET /api/user.programs/:programId/logs', () => {
  it('records who made each change, newest first, in keyset pages', async () => {
    const ada = await signInAdmin('Ada', 'Lovelace');
    const alan = await signInAdmin('Alan', 'Turing');
    const program = await createProgram(t.database.db, acme.id);
    const url = `/api/user.programs/${program.id}`;
    await put(url, { visibility: 'private' }, ada.session);
    await put(`${url}/status`, { status: 'archived' }, alan.session);
    await put(url, { timezone: 'UTC' }, ada.session);

    const first = (await get(`${url}/logs?perPage=2`, ada.session)).json();
    expect(first.data).toMatchObject([
      {
        action: 'update',
        entity: 'program',
        entityId: program.id,
        user: { id: ada.user.id, name: 'Ada Lovelace' },
        before: { timezone: 'Europe/Paris' },
        after: { timezone: 'UTC' },
      },
      {
        action: 'status',
        user: { id: alan.user.id, name: 'Alan Turing' },
        before: { status: 'active' },
        after: { status: 'archived' },
      },
    ]);
    expect(first.pagination).toMatchObject({ total: 3, totalFiltred: 3, nbPages: 2, lastId: first.data[1].id });
    const second = (await get(`${url}/logs?perPage=2&after=${first.pagination.lastId}`, ada.session)).json();
    expect(second.data).toMatchObject([{ action: 'update', after: { visibility: 'private' } }]);
  });

  it('keeps the entry when its author’s account is gone, without a name', async () => {
    const gone = await signInAdmin('Gone', 'Soon');
    const reader = await signInAdmin('Reader', 'One');
    const program = await createProgram(t.database.db, acme.id);
    await put(`/api/user.programs/${program.id}`, { visibility: 'private' }, gone.session);
    await t.database.db.delete(users).where(eq(users.id, gone.user.id));
    const logs = (await get(`/api/user.programs/${program.id}/logs`, reader.session)).json().data;
    expect(logs).toMatchObject([{ action: 'update', user: null }]);
  });

  it('answers 400 validation_failed for a cursor that is not one of the program’s entries', async () => {
    const reader = await signInAdmin('Reader', 'Two');
    const program = await createProgram(t.database.db, acme.id);
    for (const after of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await get(`/api/user.programs/${program.id}/logs?after=${after}`, reader.session);
      expect(res.statusCode).toBe(400);
    }
  });
});
