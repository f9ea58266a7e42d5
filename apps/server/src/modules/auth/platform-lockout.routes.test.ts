import { BUILTIN_ROLE_PERMISSIONS } from '@opencall/shared/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { roles } from '../../db/schema';
import { ensureBuiltinRoles } from './roles.repository';

// Issue 11 §7: nobody can lock a platform out of itself.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function roleId(platformId: string, key: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(roles)
    .where(and(eq(roles.platformId, platformId), eq(roles.key, key)));
  if (!row) throw new Error(`no role ${key}`);
  return row.id;
}

async function platformWithAdmins() {
  const platform = await createPlatform(t.database.db);
  const first = await createUser(t.database.db, platform.id, { roleKeys: ['platform_admin'] });
  const second = await createUser(t.database.db, platform.id, { roleKeys: ['platform_admin'] });
  const session = await t.signIn(platform.host, first.email, TEST_PASSWORD, 'admin');
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, as: Session = session) =>
    method === 'GET'
      ? t.get(platform.host, url, { session: as })
      : t.send(platform.host, { method, url, ...(payload && { payload }) }, as);
  return { platform, first, second, session, call };
}

describe('the built-in admin role keeps what administers the platform', () => {
  it('refuses to strip the admin role (the call that used to lock every admin out), and the admins keep their rights', async () => {
    const { platform, call } = await platformWithAdmins();
    const adminRole = await roleId(platform.id, 'platform_admin');
    const res = await call('PUT', `/api/roles/${adminRole}`, { permissions: ['program.apply'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('platform_lockout');
    expect(res.json().error.message).not.toBe('platform_lockout');
    // Still an administrator: the next call works.
    expect((await call('GET', '/api/roles')).statusCode).toBe(200);
    expect((await call('GET', '/api/admins')).statusCode).toBe(200);
  });

  it('answers in the caller’s language', async () => {
    const { platform, call, session } = await platformWithAdmins();
    const adminRole = await roleId(platform.id, 'platform_admin');
    const res = await t.send(
      platform.host,
      { method: 'PUT', url: `/api/roles/${adminRole}`, payload: { permissions: [] }, headers: { 'x-locale': 'de' } },
      session,
    );
    expect(res.json().error.message).toContain('Abgelehnt');
    expect((await call('GET', '/api/roles')).statusCode).toBe(200);
  });

  it('still lets the admin role gain permissions or lose program ones', async () => {
    const { platform, call } = await platformWithAdmins();
    const adminRole = await roleId(platform.id, 'platform_admin');
    const kept = BUILTIN_ROLE_PERMISSIONS.platform_admin.filter((p) => p.startsWith('platform.'));
    const res = await call('PUT', `/api/roles/${adminRole}`, { permissions: [...kept, 'program.vote'] });
    expect(res.statusCode).toBe(200);
  });

  it('gives a platform stripped before the rule its admin permissions back at boot', async () => {
    const { platform } = await platformWithAdmins();
    await t.database.db
      .update(roles)
      .set({ permissions: ['program.apply'] })
      .where(and(eq(roles.platformId, platform.id), eq(roles.key, 'platform_admin')));
    await ensureBuiltinRoles(t.database.db, platform.id);
    const [row] = await t.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.platformId, platform.id), eq(roles.key, 'platform_admin')));
    expect(row?.permissions).toEqual(expect.arrayContaining(['platform.admins.manage', 'platform.roles.manage']));
  });
});

describe('a platform keeps someone who manages admins and roles', () => {
  it('refuses to take the admin role from the last administrator', async () => {
    const platform = await createPlatform(t.database.db);
    const owner = await createUser(t.database.db, platform.id, { roleKeys: ['platform_admin'] });
    // A helper who may manage admins (but not roles) tries to demote the only full administrator.
    const managerRole = await roleId(platform.id, 'program_manager');
    const helper = await createUser(t.database.db, platform.id, { roleKeys: ['program_manager'] });
    await t.database.db
      .update(roles)
      .set({ permissions: [...BUILTIN_ROLE_PERMISSIONS.program_manager, 'platform.admins.manage'] })
      .where(eq(roles.id, managerRole));
    const session = await t.signIn(platform.host, helper.email, TEST_PASSWORD, 'admin');
    const demote = await t.send(
      platform.host,
      { method: 'PUT', url: `/api/admins/${owner.id}/roles`, payload: { roleKeys: ['collaborator'] } },
      session,
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.code).toBe('platform_lockout');
    const revoke = await t.send(platform.host, { method: 'DELETE', url: `/api/admins/${owner.id}` }, session);
    expect(revoke.statusCode).toBe(409);
    expect(revoke.json().error.code).toBe('platform_lockout');
    // The owner is untouched and still administers the platform.
    const ownerSession = await t.signIn(platform.host, owner.email, TEST_PASSWORD, 'admin');
    expect((await t.get(platform.host, '/api/roles', { session: ownerSession })).statusCode).toBe(200);
  });

  it('does not count an invitation not taken up yet as an administrator', async () => {
    const platform = await createPlatform(t.database.db);
    const owner = await createUser(t.database.db, platform.id, { roleKeys: ['platform_admin'] });
    const ownerSession = await t.signIn(platform.host, owner.email, TEST_PASSWORD, 'admin');
    const invited = await t.send(
      platform.host,
      { method: 'POST', url: '/api/admins', payload: { email: 'not-yet@example.org', roleKeys: ['platform_admin'] } },
      ownerSession,
    );
    expect(invited.statusCode).toBe(200);
    // The invitee may never join: the owner stays the one who administers the platform.
    const rootUser = await createUser(t.database.db, platform.id, { superAdmin: true });
    const root = await t.signIn(platform.host, rootUser.email, TEST_PASSWORD, 'admin');
    const revoke = await t.send(platform.host, { method: 'DELETE', url: `/api/admins/${owner.id}` }, root);
    expect(revoke.statusCode).toBe(409);
    expect(revoke.json().error.code).toBe('platform_lockout');
  });

  it('refuses a role change that takes the rights from the only people holding them', async () => {
    const platform = await createPlatform(t.database.db);
    const managerRole = await roleId(platform.id, 'program_manager');
    await t.database.db
      .update(roles)
      .set({
        permissions: [...BUILTIN_ROLE_PERMISSIONS.program_manager, 'platform.admins.manage', 'platform.roles.manage'],
      })
      .where(eq(roles.id, managerRole));
    const manager = await createUser(t.database.db, platform.id, { roleKeys: ['program_manager'] });
    const session = await t.signIn(platform.host, manager.email, TEST_PASSWORD, 'admin');
    const res = await t.send(
      platform.host,
      {
        method: 'PUT',
        url: `/api/roles/${managerRole}`,
        payload: { permissions: [...BUILTIN_ROLE_PERMISSIONS.program_manager] },
      },
      session,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('platform_lockout');
  });

  it('lets one administrator remove another when one remains', async () => {
    const { second, call } = await platformWithAdmins();
    expect((await call('PUT', `/api/admins/${second.id}/roles`, { roleKeys: ['collaborator'] })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admins/${second.id}`)).statusCode).toBe(200);
  });

  it('a super admin restores the admins of a platform that has none', async () => {
    const platform = await createPlatform(t.database.db);
    const former = await createUser(t.database.db, platform.id, { roleKeys: ['collaborator'] });
    const root = await createUser(t.database.db, platform.id, { superAdmin: true, membership: 'none' });
    const session = await t.signIn(platform.host, root.email, TEST_PASSWORD, 'admin');
    const res = await t.send(
      platform.host,
      { method: 'PUT', url: `/api/admins/${former.id}/roles`, payload: { roleKeys: ['platform_admin'] } },
      session,
    );
    expect(res.statusCode).toBe(200);
    const restored = await t.signIn(platform.host, former.email, TEST_PASSWORD, 'admin');
    expect((await t.get(platform.host, '/api/roles', { session: restored })).statusCode).toBe(200);
  });
});
