import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from './factories';
import { createTestApp, type Session, type TestApp } from './test-app';

// Every API route, and the status each persona gets (ARCHITECTURE §4; issue 3). A route the server
// has but this table lacks fails the last test, so a new route cannot ship without its row.
const PERSONAS = [
  'anonymous',
  'applicant',
  'jury',
  'collaborator',
  'programManager',
  'platformAdmin',
  'superAdmin',
  'otherPlatform',
] as const;
type Persona = (typeof PERSONAS)[number];

interface Ids {
  platformId: string;
  userId: string;
  targetId: string;
  roleId: string;
}
interface Row {
  call: (ids: Ids) => Omit<InjectOptions, 'headers'>;
  /** Statuses in PERSONAS order. */
  expect: readonly [number, number, number, number, number, number, number, number];
}

const ALL = (status: number) => [status, status, status, status, status, status, status, status] as const;
const SIGNED_IN = (status: number) => [401, status, status, status, status, status, status, 401] as const;
const ADMINS_ONLY = (status: number) => [401, 403, 403, 403, 403, status, status, 401] as const;
const UUID = '00000000-0000-4000-8000-000000000000';

const MATRIX: Record<string, Row> = {
  'GET /api/health': { call: () => ({ method: 'GET', url: '/api/health' }), expect: ALL(200) },
  'GET /api/ready': { call: () => ({ method: 'GET', url: '/api/ready' }), expect: ALL(200) },
  'GET /api/portal/domain-info': { call: () => ({ method: 'GET', url: '/api/portal/domain-info' }), expect: ALL(200) },
  'GET /api/platforms/{platformId}/details': {
    call: (i) => ({ method: 'GET', url: `/api/platforms/${i.platformId}/details` }),
    expect: ALL(200),
  },
  'GET /api/portal/platforms/{platformId}/themes/{themeReference}': {
    call: (i) => ({ method: 'GET', url: `/api/portal/platforms/${i.platformId}/themes/default` }),
    expect: ALL(200),
  },
  'GET /api/portal/locales': { call: () => ({ method: 'GET', url: '/api/portal/locales' }), expect: ALL(200) },
  'PUT /api/portal/locale': {
    call: () => ({ method: 'PUT', url: '/api/portal/locale', payload: { locale: 'en' } }),
    expect: ALL(200),
  },
  'POST /api/auth/register': {
    call: () => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstname: 'A',
        lastname: 'B',
        email: 'matrix-signup@example.org',
        password: 'a long passphrase here',
      },
    }),
    expect: ALL(200),
  },
  'POST /api/auth/account-validation': {
    call: () => ({ method: 'POST', url: '/api/auth/account-validation', payload: { token: 'x'.repeat(24) } }),
    expect: ALL(400),
  },
  'POST /api/auth/login': {
    call: () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.org', password: 'wrong password' },
    }),
    expect: ALL(401),
  },
  'POST /api/auth/mfa/verify': {
    call: () => ({ method: 'POST', url: '/api/auth/mfa/verify', payload: { mfaToken: 'forged', code: '123456' } }),
    expect: ALL(401),
  },
  'POST /api/auth/refresh': { call: () => ({ method: 'POST', url: '/api/auth/refresh' }), expect: SIGNED_IN(200) },
  'POST /api/auth/password/forgot': {
    call: (i) => ({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: `nobody-${i.userId}@example.org` },
    }),
    expect: ALL(200),
  },
  'POST /api/auth/password/reset': {
    call: () => ({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: 'x'.repeat(24), password: 'a long passphrase here' },
    }),
    expect: ALL(400),
  },
  'POST /api/auth/finalize-registration': {
    call: () => ({
      method: 'POST',
      url: '/api/auth/finalize-registration',
      payload: { token: 'x'.repeat(24), password: 'a long passphrase here' },
    }),
    expect: ALL(400),
  },
  'GET /api/profile': { call: () => ({ method: 'GET', url: '/api/profile' }), expect: SIGNED_IN(200) },
  'GET /api/profile/roles': { call: () => ({ method: 'GET', url: '/api/profile/roles' }), expect: SIGNED_IN(200) },
  'GET /api/user.programs/{programId}/roles': {
    call: () => ({ method: 'GET', url: `/api/user.programs/${UUID}/roles` }),
    expect: SIGNED_IN(200),
  },
  'GET /api/auth/{id}/platforms': {
    call: (i) => ({ method: 'GET', url: `/api/auth/${i.userId}/platforms?limit=5` }),
    expect: SIGNED_IN(200),
  },
  'GET /api/auth/socket': { call: () => ({ method: 'GET', url: '/api/auth/socket' }), expect: SIGNED_IN(200) },
  'GET /api/banned-email-domain': {
    call: () => ({ method: 'GET', url: '/api/banned-email-domain' }),
    expect: ALL(200),
  },
  'POST /api/auth/mfa/setup': {
    call: () => ({ method: 'POST', url: '/api/auth/mfa/setup', payload: {} }),
    expect: SIGNED_IN(200),
  },
  'POST /api/auth/mfa/enable': {
    call: () => ({ method: 'POST', url: '/api/auth/mfa/enable', payload: { code: '000000' } }),
    expect: SIGNED_IN(400),
  },
  'POST /api/auth/mfa/disable': {
    call: () => ({ method: 'POST', url: '/api/auth/mfa/disable', payload: { code: '000000' } }),
    expect: SIGNED_IN(409),
  },
  'GET /api/auth/providers': { call: () => ({ method: 'GET', url: '/api/auth/providers' }), expect: ALL(200) },
  'GET /api/auth/google/start': { call: () => ({ method: 'GET', url: '/api/auth/google/start' }), expect: ALL(404) },
  'POST /api/auth/login-google': {
    call: () => ({ method: 'POST', url: '/api/auth/login-google', payload: { code: 'code', state: 'state' } }),
    // Google is not configured in this app: the provider does not exist here.
    expect: ALL(404),
  },
  'GET /api/platforms/{platformId}/security': {
    call: (i) => ({ method: 'GET', url: `/api/platforms/${i.platformId}/security` }),
    expect: ADMINS_ONLY(200),
  },
  'PUT /api/platforms/{platformId}/security': {
    call: (i) => ({
      method: 'PUT',
      url: `/api/platforms/${i.platformId}/security`,
      payload: { mfaRequiredForAdmins: false },
    }),
    expect: ADMINS_ONLY(200),
  },
  'GET /api/users': { call: () => ({ method: 'GET', url: '/api/users' }), expect: ADMINS_ONLY(200) },
  'GET /api/admins': { call: () => ({ method: 'GET', url: '/api/admins' }), expect: ADMINS_ONLY(200) },
  'POST /api/admins': {
    call: () => ({
      method: 'POST',
      url: '/api/admins',
      payload: { email: 'invitee@example.org', roleKeys: ['collaborator'] },
    }),
    expect: ADMINS_ONLY(200),
  },
  'PUT /api/admins/{userId}/roles': {
    call: (i) => ({ method: 'PUT', url: `/api/admins/${i.targetId}/roles`, payload: { roleKeys: ['collaborator'] } }),
    expect: ADMINS_ONLY(200),
  },
  'DELETE /api/admins/{userId}': {
    call: (i) => ({ method: 'DELETE', url: `/api/admins/${i.targetId}` }),
    expect: ADMINS_ONLY(200),
  },
  'GET /api/roles': { call: () => ({ method: 'GET', url: '/api/roles' }), expect: ADMINS_ONLY(200) },
  'PUT /api/roles/{roleId}': {
    call: (i) => ({ method: 'PUT', url: `/api/roles/${i.roleId}`, payload: { permissions: ['program.evaluate'] } }),
    expect: ADMINS_ONLY(200),
  },
  // Last: it ends the persona's sessions.
  'POST /api/auth/logout': { call: () => ({ method: 'POST', url: '/api/auth/logout' }), expect: ALL(200) },
};

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
const sessions = new Map<Persona, { session?: Session; userId: string }>();
let ids: Omit<Ids, 'userId'>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db, { supportedLangs: ['fr', 'en'] });
  const globex = await createPlatform(t.database.db);
  const db = t.database.db;
  const personas: Record<Exclude<Persona, 'anonymous'>, () => ReturnType<typeof createUser>> = {
    applicant: () => createUser(db, acme.id),
    jury: () => createUser(db, acme.id, { roleKeys: ['jury'] }),
    collaborator: () => createUser(db, acme.id, { roleKeys: ['collaborator'] }),
    programManager: () => createUser(db, acme.id, { roleKeys: ['program_manager'] }),
    platformAdmin: () => createUser(db, acme.id, { roleKeys: ['platform_admin'] }),
    superAdmin: () => createUser(db, acme.id, { superAdmin: true, membership: 'none' }),
    otherPlatform: () => createUser(db, globex.id, { roleKeys: ['platform_admin'] }),
  };
  sessions.set('anonymous', { userId: UUID });
  for (const [persona, create] of Object.entries(personas) as [Persona, () => ReturnType<typeof createUser>][]) {
    const user = await create();
    const host = persona === 'otherPlatform' ? globex.host : acme.host;
    sessions.set(persona, { userId: user.id, session: await t.signIn(host, user.email, TEST_PASSWORD) });
  }
  const target = await createUser(db, acme.id, { roleKeys: ['collaborator'] });
  const roles = await t.request(acme.host, {
    method: 'GET',
    url: '/api/roles',
    headers: { authorization: `Bearer ${sessions.get('platformAdmin')?.session?.accessToken}` },
  });
  const jury = roles.json().data.find((role: { key: string }) => role.key === 'jury');
  ids = { platformId: acme.id, targetId: target.id, roleId: jury.id };
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  for (const [route, row] of Object.entries(MATRIX)) {
    it(`${route}: ${PERSONAS.map((p, i) => `${p} ${row.expect[i]}`).join(', ')}`, async () => {
      const statuses: number[] = [];
      for (const [index, persona] of PERSONAS.entries()) {
        const { session, userId } = sessions.get(persona) ?? { userId: UUID };
        const call = row.call({ ...ids, userId });
        // Each persona from its own address, so per-IP limits of one do not leak into another.
        const res = await t.send(acme.host, { ...call, remoteAddress: `10.9.0.${index + 1}` }, session);
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...row.expect]);
    });
  }

  it('covers every route the API documents', () => {
    const documented = Object.entries(
      (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths,
    ).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.length).toBeGreaterThan(30);
    expect(documented.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !documented.includes(route))).toEqual([]);
  });
});
