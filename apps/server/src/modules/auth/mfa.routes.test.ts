import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);
const codeAt = (secret: string, offsetSteps = 0) => generate({ secret, epoch: now() + offsetSteps * 30 });
const post = (url: string, payload: object, session?: Session) =>
  t.send(acme.host, { method: 'POST', url, payload }, session);

/** A user who enrolled in MFA through the API; answers its secret and recovery codes. */
async function enrolledUser(roleKeys: ('platform_admin' | 'collaborator')[] = []) {
  const user = await createUser(t.database.db, acme.id, { roleKeys });
  const session = await t.signIn(acme.host, user.email, TEST_PASSWORD);
  const setup = await post('/api/auth/mfa/setup', {}, session);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrCodeDataUrl } = setup.json().data;
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  // A step earlier than now, so the sign-in tests can still use the current step once.
  const enable = await post('/api/auth/mfa/enable', { code: await codeAt(secret, -1) }, session);
  expect(enable.statusCode).toBe(200);
  return { user, session, secret, recoveryCodes: enable.json().recoveryCodes as string[], enable };
}

describe('MFA enrolment', () => {
  it('answers ten recovery codes once, continues this session and ends the others', async () => {
    const user = await createUser(t.database.db, acme.id);
    const other = await t.signIn(acme.host, user.email, TEST_PASSWORD);
    const session = await t.signIn(acme.host, user.email, TEST_PASSWORD);
    const { secret } = (await post('/api/auth/mfa/setup', {}, session)).json().data;
    const enable = await post('/api/auth/mfa/enable', { code: await codeAt(secret) }, session);
    expect(enable.json()).toMatchObject({ status: 'signed_in', recoveryCodes: expect.any(Array) });
    expect(enable.json().recoveryCodes).toHaveLength(10);
    const profileWith = (token: string) =>
      t.request(acme.host, { method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    expect((await profileWith(other.accessToken)).statusCode).toBe(401);
    expect((await profileWith(enable.json().accessToken)).json().data.mfaEnabled).toBe(true);
  });

  it('refuses a wrong first code and keeps MFA off', async () => {
    const user = await createUser(t.database.db, acme.id);
    const session = await t.signIn(acme.host, user.email, TEST_PASSWORD);
    await post('/api/auth/mfa/setup', {}, session);
    const res = await post('/api/auth/mfa/enable', { code: '000000' }, session);
    expect(res.json().error.code).toBe('invalid_mfa_code');
  });
});

describe('sign-in with MFA', () => {
  it('asks for a code after the password, then signs in with a valid TOTP code', async () => {
    const { user, secret } = await enrolledUser();
    const first = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(first.json()).toEqual({ status: 'mfa_required', mfaToken: expect.any(String) });
    expect(first.cookies.find((c) => c.name === '__Host-oc_refresh')).toBeUndefined();
    const second = await post('/api/auth/mfa/verify', { mfaToken: first.json().mfaToken, code: await codeAt(secret) });
    expect(second.json().status).toBe('signed_in');
    expect(second.cookies.find((c) => c.name === '__Host-oc_refresh')).toBeDefined();
  });

  it('accepts one step of clock drift, refuses two, and never accepts the same code twice', async () => {
    const { user, secret } = await enrolledUser();
    const mfaToken = (await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).json().mfaToken;
    const tooOld = await post('/api/auth/mfa/verify', { mfaToken, code: await codeAt(secret, -3) });
    expect(tooOld.json().error.code).toBe('invalid_mfa_code');
    const drift = await codeAt(secret, 1);
    expect((await post('/api/auth/mfa/verify', { mfaToken, code: drift })).json().status).toBe('signed_in');
    const replay = await post('/api/auth/mfa/verify', { mfaToken, code: drift });
    expect(replay.json().error.code).toBe('invalid_mfa_code');
  });

  it('accepts each recovery code once', async () => {
    const { user, recoveryCodes } = await enrolledUser();
    const mfaToken = (await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).json().mfaToken;
    const code = recoveryCodes[0] ?? '';
    expect((await post('/api/auth/mfa/verify', { mfaToken, code: code.toUpperCase() })).json().status).toBe(
      'signed_in',
    );
    expect((await post('/api/auth/mfa/verify', { mfaToken, code })).json().error.code).toBe('invalid_mfa_code');
  });

  it('allows 5 wrong codes in 15 minutes, then answers 429 even for a right one', async () => {
    const { user, secret } = await enrolledUser();
    const mfaToken = (await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).json().mfaToken;
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/mfa/verify', { mfaToken, code: '123456' })).statusCode).toBe(400);
    const res = await post('/api/auth/mfa/verify', { mfaToken, code: await codeAt(secret) });
    expect(res.statusCode).toBe(429);
  });

  it('refuses an MFA token issued on another platform', async () => {
    const { user, secret } = await enrolledUser();
    const mfaToken = (await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).json().mfaToken;
    const other = await createPlatform(t.database.db);
    const res = await t.send(other.host, {
      method: 'POST',
      url: '/api/auth/mfa/verify',
      payload: { mfaToken, code: await codeAt(secret) },
    });
    expect(res.json().error.code).toBe('session_expired');
  });
});

describe('platforms requiring MFA for administrators', () => {
  it('sends an administrator without MFA through enrolment before any session is issued', async () => {
    const security = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
    const session = await t.signIn(acme.host, security.email, TEST_PASSWORD);
    const put = await t.send(
      acme.host,
      { method: 'PUT', url: `/api/platforms/${acme.id}/security`, payload: { mfaRequiredForAdmins: true } },
      session,
    );
    expect(put.json().data).toEqual({ mfaRequiredForAdmins: true });

    const admin = await createUser(t.database.db, acme.id, { roleKeys: ['collaborator'] });
    const login = await post('/api/auth/login', { email: admin.email, password: TEST_PASSWORD, area: 'admin' });
    expect(login.json()).toEqual({ status: 'mfa_enrollment_required', mfaToken: expect.any(String) });
    const { mfaToken } = login.json();
    const { secret } = (await post('/api/auth/mfa/setup', { mfaToken })).json().data;
    const enable = await post('/api/auth/mfa/enable', { mfaToken, code: await codeAt(secret) });
    expect(enable.json().status).toBe('signed_in');

    // The public area is not concerned.
    const applicant = await createUser(t.database.db, acme.id);
    expect((await post('/api/auth/login', { email: applicant.email, password: TEST_PASSWORD })).json().status).toBe(
      'signed_in',
    );
    await t.send(
      acme.host,
      { method: 'PUT', url: `/api/platforms/${acme.id}/security`, payload: { mfaRequiredForAdmins: false } },
      session,
    );
  });
});

describe('POST /api/auth/mfa/disable', () => {
  it('accepts a recovery code to turn MFA off (a lost phone)', async () => {
    const { user, recoveryCodes, secret } = await enrolledUser();
    const mfaToken = (await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).json().mfaToken;
    const signedIn = await post('/api/auth/mfa/verify', { mfaToken, code: await codeAt(secret) });
    const session = { accessToken: signedIn.json().accessToken, refreshCookie: '' };
    const res = await post('/api/auth/mfa/disable', { code: recoveryCodes[1] ?? '' }, session);
    expect(res.statusCode).toBe(200);
  });

  it('turns MFA off with a valid code and ends every session', async () => {
    const { user, secret } = await enrolledUser();
    const mfaToken = (await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).json().mfaToken;
    const signedIn = await post('/api/auth/mfa/verify', { mfaToken, code: await codeAt(secret) });
    const session = { accessToken: signedIn.json().accessToken, refreshCookie: '' };
    const wrong = await post('/api/auth/mfa/disable', { code: '111111' }, session);
    expect(wrong.json().error.code).toBe('invalid_mfa_code');
    // The current step was just used to sign in: the next one (within the drift) is a fresh code.
    const ok = await post('/api/auth/mfa/disable', { code: await codeAt(secret, 1) }, session);
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).json().status).toBe(
      'signed_in',
    );
  });
});
