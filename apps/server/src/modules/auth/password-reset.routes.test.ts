import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { linkToken, waitForEmail } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
const NEW_PASSWORD = 'a brand new passphrase';

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
});
afterAll(() => t.close());

const forgot = (email: string, ip = '127.0.0.1') =>
  t.send(acme.host, { method: 'POST', url: '/api/auth/password/forgot', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string) =>
  t.send(acme.host, { method: 'POST', url: '/api/auth/password/reset', payload: { token, password } });
const login = (email: string, password: string) =>
  t.send(acme.host, { method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('password reset', () => {
  it('emails a single-use link; the new password works, the old one and old sessions do not', async () => {
    const user = await createUser(t.database.db, acme.id);
    const session = await t.signIn(acme.host, user.email, TEST_PASSWORD);
    const res = await forgot(user.email, '10.0.0.1');
    expect(res.json()).toEqual({ data: { status: 'check_your_email' } });
    const token = linkToken((await waitForEmail(t.database.db, user.email, 'password_reset')).text);

    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).json().status).toBe('signed_in');
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const old = await t.send(acme.host, {
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: session.refreshCookie },
    });
    expect(old.statusCode).toBe(401);
    await waitForEmail(t.database.db, user.email, 'password_changed');

    const again = await reset(token, 'yet another passphrase');
    expect(again.json().error.code).toBe('link_invalid_or_expired');
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const user = await createUser(t.database.db, acme.id);
    const known = await forgot(user.email, '10.0.0.2');
    const unknown = await forgot('nobody-at-all@example.org', '10.0.0.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const user = await createUser(t.database.db, acme.id);
    await forgot(user.email, '10.0.0.3');
    const token = linkToken((await waitForEmail(t.database.db, user.email, 'password_reset')).text);
    expect((await reset(token, 'short')).json().error.code).toBe('password_rejected');
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('sends at most 5 reset mails an hour per account', async () => {
    const user = await createUser(t.database.db, acme.id);
    for (let i = 0; i < 5; i++) expect((await forgot(user.email, `10.1.0.${i}`)).statusCode).toBe(200);
    expect((await forgot(user.email, '10.1.0.9')).statusCode).toBe(429);
  });

  it('sends at most 5 reset mails an hour per IP address', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot(`someone-${i}@example.org`, '10.2.0.1')).statusCode).toBe(200);
    expect((await forgot('someone-else@example.org', '10.2.0.1')).statusCode).toBe(429);
  });
});

describe('password reset and two-step verification', () => {
  it('keeps MFA on: the next sign-in still asks for a code', async () => {
    const user = await createUser(t.database.db, acme.id);
    const session = await t.signIn(acme.host, user.email, TEST_PASSWORD);
    const { secret } = (
      await t.send(acme.host, { method: 'POST', url: '/api/auth/mfa/setup', payload: {} }, session)
    ).json().data;
    const code = await generate({ secret });
    const enabled = await t.send(
      acme.host,
      { method: 'POST', url: '/api/auth/mfa/enable', payload: { code } },
      session,
    );
    expect(enabled.json().status).toBe('signed_in');

    await forgot(user.email, '10.3.0.1');
    const token = linkToken((await waitForEmail(t.database.db, user.email, 'password_reset')).text);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).json().status).toBe('mfa_required');
  });
});
