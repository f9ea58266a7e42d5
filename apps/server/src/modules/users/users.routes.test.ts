import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { linkToken, waitForEmail } from '../../../test/outbox';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { platformMemberships } from '../../db/schema';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let session: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'], email: 'boss@example.org' });
  session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string, as: Session = session, host = acme.host) =>
  t.request(host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: Session = session) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, as);

describe('inviting an administrator', () => {
  it('creates the person, emails an invitation; they set a password and reach the back office', async () => {
    const res = await send('POST', '/api/admins', {
      email: 'new.admin@example.org',
      firstname: 'Grace',
      roleKeys: ['program_manager'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'new.admin@example.org',
      status: 'invited',
      roles: ['program_manager'],
    });

    const mail = await waitForEmail(t.database.db, 'new.admin@example.org', 'invitation');
    expect(mail.text).toContain('/admin/finalize-registration?token=');
    const finalize = await t.send(acme.host, {
      method: 'POST',
      url: '/api/auth/finalize-registration',
      payload: { token: linkToken(mail.text), password: 'my own long passphrase', lastname: 'Hopper' },
    });
    expect(finalize.statusCode).toBe(200);
    const invited = await t.signIn(acme.host, 'new.admin@example.org', 'my own long passphrase', 'admin');
    const me = (await get('/api/profile', invited)).json().data;
    expect(me).toMatchObject({ firstname: 'Grace', lastname: 'Hopper' });
    expect(me.permissions).toContain('platform.programs.page.administration');
  });

  it('refuses a banned address and a role key that does not exist', async () => {
    expect(
      (await send('POST', '/api/admins', { email: 'x@mailinator.com', roleKeys: ['collaborator'] })).json().error.code,
    ).toBe('email_not_accepted');
    expect((await send('POST', '/api/admins', { email: 'y@example.org', roleKeys: ['emperor'] })).statusCode).toBe(400);
  });
});

describe('changing roles and revoking', () => {
  it('replaces a member’s roles', async () => {
    const member = await createUser(t.database.db, acme.id, { roleKeys: ['collaborator'] });
    const res = await send('PUT', `/api/admins/${member.id}/roles`, { roleKeys: ['program_manager', 'collaborator'] });
    expect(res.json().data.roles).toEqual(['collaborator', 'program_manager']);
  });

  // The session user is kept a moment between calls (PERFORMANCE G4): a change must still count at once.
  it('applies a member’s new roles on their very next call, though their previous call was a moment ago', async () => {
    const member = await createUser(t.database.db, acme.id, { roleKeys: ['collaborator'] });
    const theirs = await t.signIn(acme.host, member.email, TEST_PASSWORD, 'admin');
    expect((await get('/api/users', theirs)).json().error.code).toBe('missing_permissions');
    await send('PUT', `/api/admins/${member.id}/roles`, { roleKeys: ['platform_admin'] });
    expect((await get('/api/users', theirs)).statusCode).toBe(200);
    await send('PUT', `/api/admins/${member.id}/roles`, { roleKeys: ['collaborator'] });
    expect((await get('/api/users', theirs)).json().error.code).toBe('missing_permissions');
  });

  it('applies a role’s changed permissions to its members on their very next call', async () => {
    const member = await createUser(t.database.db, acme.id, { roleKeys: ['jury'] });
    const theirs = await t.signIn(acme.host, member.email, TEST_PASSWORD);
    expect((await get('/api/users', theirs)).statusCode).toBe(403);
    const roles = (await get('/api/roles')).json().data as { id: string; key: string; permissions: string[] }[];
    const jury = roles.find((r) => r.key === 'jury');
    const before = jury?.permissions ?? [];
    await send('PUT', `/api/roles/${jury?.id}`, { permissions: [...before, 'platform.users.read'] });
    expect((await get('/api/users', theirs)).statusCode).toBe(200);
    await send('PUT', `/api/roles/${jury?.id}`, { permissions: before });
    expect((await get('/api/users', theirs)).statusCode).toBe(403);
  });

  it('revokes access: the member’s sessions end and their next call answers 403 account_access_revoked', async () => {
    const member = await createUser(t.database.db, acme.id, { roleKeys: ['collaborator'] });
    const theirs = await t.signIn(acme.host, member.email, TEST_PASSWORD, 'admin');
    expect((await get('/api/profile', theirs)).statusCode).toBe(200);
    const res = await send('DELETE', `/api/admins/${member.id}`);
    expect(res.json().data).toMatchObject({ status: 'revoked', roles: [] });
    expect((await get('/api/profile', theirs)).statusCode).toBe(401);
    const again = await t.send(acme.host, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: TEST_PASSWORD },
    });
    expect(again.json().error.code).toBe('account_access_revoked');
  });

  it('does not look the token up on public calls: a member revoked mid-session still loads the portal and logs out', async () => {
    const member = await createUser(t.database.db, acme.id);
    const theirs = await t.signIn(acme.host, member.email, TEST_PASSWORD);
    await t.database.db
      .update(platformMemberships)
      .set({ status: 'revoked' })
      .where(and(eq(platformMemberships.userId, member.id), eq(platformMemberships.platformId, acme.id)));
    expect((await get('/api/profile', theirs)).json().error.code).toBe('account_access_revoked');
    expect((await get('/api/portal/domain-info', theirs)).statusCode).toBe(200);
    expect((await send('POST', '/api/auth/logout', undefined, theirs)).statusCode).toBe(200);
  });

  it('answers the changed member even on a platform with more than a hundred members', async () => {
    const big = await createPlatform(t.database.db);
    const owner = await createUser(t.database.db, big.id, { roleKeys: ['platform_admin'] });
    const oldest = await createUser(t.database.db, big.id, { password: null });
    for (let i = 0; i < 101; i++) await createUser(t.database.db, big.id, { password: null });
    const as = await t.signIn(big.host, owner.email, TEST_PASSWORD, 'admin');
    const res = await t.send(
      big.host,
      { method: 'PUT', url: `/api/admins/${oldest.id}/roles`, payload: { roleKeys: ['jury'] } },
      as,
    );
    expect(res.json(), res.body).toHaveProperty('data');
    expect(res.json().data).toMatchObject({ id: oldest.id, roles: ['jury'], status: 'invited' });
  });

  it('does not let an administrator invite themselves (which would replace their own roles)', async () => {
    const res = await send('POST', '/api/admins', { email: admin.email.toUpperCase(), roleKeys: ['collaborator'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('cannot_change_own_access');
  });

  it('does not let an administrator change or revoke their own access', async () => {
    expect((await send('DELETE', `/api/admins/${admin.id}`)).json().error.code).toBe('cannot_change_own_access');
    expect((await send('PUT', `/api/admins/${admin.id}/roles`, { roleKeys: [] })).json().error.code).toBe(
      'cannot_change_own_access',
    );
  });

  it('answers 404 for a person of another platform', async () => {
    const other = await createPlatform(t.database.db);
    const stranger = await createUser(t.database.db, other.id);
    expect((await send('PUT', `/api/admins/${stranger.id}/roles`, { roleKeys: ['collaborator'] })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/api/admins/${stranger.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/users and /api/admins', () => {
  it('pages members newest first by keyset, with totals and search', async () => {
    const platform = await createPlatform(t.database.db);
    const owner = await createUser(t.database.db, platform.id, { roleKeys: ['platform_admin'], firstname: 'Owner' });
    for (let i = 0; i < 4; i++) await createUser(t.database.db, platform.id, { firstname: `Member${i}` });
    const as = await t.signIn(platform.host, owner.email, TEST_PASSWORD, 'admin');
    const first = (await get('/api/users?perPage=2', as, platform.host)).json();
    expect(first.data.map((u: { firstname: string }) => u.firstname)).toEqual(['Member3', 'Member2']);
    expect(first.pagination).toMatchObject({
      perPage: 2,
      total: 5,
      totalFiltred: 5,
      nbPages: 3,
      lastId: first.data[1].id,
    });
    const next = (await get(`/api/users?perPage=2&after=${first.pagination.lastId}`, as, platform.host)).json();
    expect(next.data.map((u: { firstname: string }) => u.firstname)).toEqual(['Member1', 'Member0']);
    const found = (await get('/api/users?search=member2', as, platform.host)).json();
    expect(found.data.map((u: { firstname: string }) => u.firstname)).toEqual(['Member2']);
    expect(found.pagination).toMatchObject({ total: 5, totalFiltred: 1 });
    const admins = (await get('/api/admins', as, platform.host)).json();
    expect(admins.data.map((u: { firstname: string }) => u.firstname)).toEqual(['Owner']);
    expect(admins.pagination).toMatchObject({ total: 1, totalFiltred: 1 });
  });
});

describe('roles and permissions', () => {
  it('lists the built-in roles and changes what one grants', async () => {
    const roles = (await get('/api/roles')).json().data as { id: string; key: string; permissions: string[] }[];
    expect(roles.map((r) => r.key).sort()).toEqual(
      ['applicant', 'collaborator', 'jury', 'platform_admin', 'program_manager', 'public_voter'].sort(),
    );
    const jury = roles.find((r) => r.key === 'jury');
    const res = await send('PUT', `/api/roles/${jury?.id}`, {
      permissions: ['program.evaluate', 'program.collaborate'],
    });
    expect(res.json().data.permissions).toEqual(['program.evaluate', 'program.collaborate']);
    const bad = await send('PUT', `/api/roles/${jury?.id}`, { permissions: ['platform.everything'] });
    expect(bad.statusCode).toBe(400);
  });
});
