import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let acmeAdmin: Session;
let globexAdmin: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  globex = await createPlatform(t.database.db);
  const admin = await createUser(t.database.db, acme.id, {
    roleKeys: ['platform_admin'],
    firstname: 'Root',
    lastname: 'Admin',
  });
  acmeAdmin = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
  const other = await createUser(t.database.db, globex.id, { roleKeys: ['platform_admin'] });
  globexAdmin = await t.signIn(globex.host, other.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

async function member(platform = acme, overrides: Parameters<typeof createUser>[2] = {}) {
  const user = await createUser(t.database.db, platform.id, overrides);
  return { user, session: await t.signIn(platform.host, user.email, TEST_PASSWORD) };
}
const fileRequest = (session: Session, reason?: string, host = acme.host) =>
  t.send(
    host,
    { method: 'POST', url: '/api/profile/account-deletion', payload: reason === undefined ? {} : { reason } },
    session,
  );
const list = (session: Session, query = '', host = acme.host) =>
  t.get(host, `/api/account-deletion-requests${query}`, { session });
const markProcessed = (session: Session, id: string, host = acme.host) =>
  t.send(host, { method: 'PUT', url: `/api/account-deletion-requests/${id}/processed` }, session);

describe('a member asks to delete their account', () => {
  it('files one open request per account and platform; asking again answers the same one', async () => {
    const { session } = await member();
    expect((await t.get(acme.host, '/api/profile/account-deletion', { session })).json()).toEqual({ data: null });
    const first = await fileRequest(session, '  I am leaving  ');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ reason: 'I am leaving' });
    const again = await fileRequest(session, 'another reason');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await t.get(acme.host, '/api/profile/account-deletion', { session })).json().data.id).toBe(
      first.json().data.id,
    );
  });

  it('refuses a reason past 2000 characters and files nothing', async () => {
    const { session } = await member();
    expect((await fileRequest(session, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await t.get(acme.host, '/api/profile/account-deletion', { session })).json()).toEqual({ data: null });
  });
});

describe('home/account-deletion', () => {
  it('lists unprocessed requests newest first, searchable; marking one processed moves it to the processed tab', async () => {
    const { user: ann, session: annSession } = await member(acme, { firstname: 'Annabel', lastname: 'Quill' });
    const { session: bobSession } = await member(acme, { firstname: 'Bob', lastname: 'Zed' });
    const annRequest = (await fileRequest(annSession, 'privacy')).json().data;
    const bobRequest = (await fileRequest(bobSession)).json().data;

    const open = (await list(acmeAdmin, '?state=unprocessed&perPage=100')).json();
    const ids = open.data.map((row: { id: string }) => row.id);
    expect(ids.indexOf(bobRequest.id)).toBeLessThan(ids.indexOf(annRequest.id));
    const found = (await list(acmeAdmin, '?search=annabel')).json();
    expect(found.data).toEqual([
      expect.objectContaining({
        id: annRequest.id,
        email: ann.email,
        reason: 'privacy',
        processedAt: null,
        processedBy: null,
      }),
    ]);
    expect(found.pagination).toMatchObject({ totalFiltred: 1 });

    const done = await markProcessed(acmeAdmin, annRequest.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ id: annRequest.id, processedBy: 'Root Admin' });
    expect(done.json().data.processedAt).toEqual(expect.any(String));
    expect((await list(acmeAdmin, '?search=annabel')).json().data).toEqual([]);
    expect((await list(acmeAdmin, '?state=processed&search=annabel')).json().data[0].id).toBe(annRequest.id);
    // Processed, the member may file a new one.
    expect((await fileRequest(annSession)).json().data.id).not.toBe(annRequest.id);
  });

  it('pages by keyset: the second page starts after the first page’s last id', async () => {
    for (let i = 0; i < 3; i++) await fileRequest((await member(acme, { lastname: `Pager${i}` })).session);
    const first = (await list(acmeAdmin, '?search=pager&perPage=2')).json();
    expect(first.data).toHaveLength(2);
    expect(first.pagination).toMatchObject({ totalFiltred: 3, nbPages: 2 });
    const second = (await list(acmeAdmin, `?search=pager&perPage=2&after=${first.pagination.lastId}`)).json();
    expect(second.data).toHaveLength(1);
    expect(first.data.map((row: { id: string }) => row.id)).not.toContain(second.data[0].id);
  });

  it('a request filed on one platform is invisible and untouchable on another', async () => {
    const { session } = await member(acme, { lastname: 'Crossplatform' });
    const request = (await fileRequest(session)).json().data;
    expect((await list(globexAdmin, '?search=crossplatform', globex.host)).json().data).toEqual([]);
    const res = await markProcessed(globexAdmin, request.id, globex.host);
    expect(res.statusCode).toBe(404);
    expect((await list(acmeAdmin, '?search=crossplatform')).json().data[0].processedAt).toBeNull();
  });

  it('refuses members without the users permission and bad queries', async () => {
    const { session } = await member();
    expect((await list(session)).statusCode).toBe(403);
    expect((await list(acmeAdmin, '?state=everything')).statusCode).toBe(400);
    expect((await list(acmeAdmin, '?after=00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
  });
});
