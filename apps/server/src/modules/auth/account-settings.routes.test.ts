import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { emailsTo, linkToken, waitForEmail } from '../../../test/outbox';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
const NEW_PASSWORD = 'a brand new passphrase';

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
});
afterAll(() => t.close());

async function signedInUser(overrides: Parameters<typeof createUser>[2] = {}) {
  const user = await createUser(t.database.db, acme.id, overrides);
  return { user, session: await t.signIn(acme.host, user.email, TEST_PASSWORD) };
}
const profile = (session: Session) => t.get(acme.host, '/api/profile', { session });
const put = (url: string, payload: Record<string, unknown>, session: Session) =>
  t.send(acme.host, { method: 'PUT', url, payload }, session);
let lastIp = 0;
// Each call from its own address: only the per-account limit is in play.
const post = (url: string, payload: Record<string, unknown>, session?: Session) =>
  t.send(acme.host, { method: 'POST', url, payload, remoteAddress: `10.9.0.${++lastIp}` }, session);

describe('PUT /api/profile', () => {
  it('changes one’s names and language, and the profile says so', async () => {
    const { session } = await signedInUser();
    const res = await put('/api/profile', { firstname: ' Grace ', lastname: 'Hopper', locale: 'de' }, session);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstname: 'Grace', lastname: 'Hopper', locale: 'de' });
    expect((await profile(session)).json().data).toMatchObject({
      firstname: 'Grace',
      lastname: 'Hopper',
      locale: 'de',
    });
  });

  it('refuses an empty name or an unknown language and changes nothing', async () => {
    const { session } = await signedInUser({ firstname: 'Ada' });
    expect((await put('/api/profile', { firstname: '  ', lastname: 'X' }, session)).statusCode).toBe(400);
    expect((await put('/api/profile', { firstname: 'A', lastname: 'X', locale: 'xx' }, session)).statusCode).toBe(400);
    expect((await profile(session)).json().data.firstname).toBe('Ada');
  });

  it('needs a session', async () => {
    const res = await t.send(acme.host, {
      method: 'PUT',
      url: '/api/profile',
      payload: { firstname: 'A', lastname: 'B' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('changing the e-mail address', () => {
  it('mails a link to the new address and a notice to the old one; the change happens when the link opens, once', async () => {
    const { user, session } = await signedInUser();
    const next = `next-${user.id.slice(0, 8)}@example.org`;
    const res = await post(
      '/api/profile/email-change',
      { email: next.toUpperCase(), password: TEST_PASSWORD },
      session,
    );
    expect(res.json()).toEqual({ data: { status: 'check_your_email' } });
    const mail = await waitForEmail(t.database.db, next, 'email_change');
    expect(mail.text).toContain(`http://${acme.host}/fr/email-change?token=`);
    const notice = await waitForEmail(t.database.db, user.email, 'email_change_notice');
    expect(notice.text).toContain(next);
    // Nothing changes before the link is opened.
    expect((await profile(session)).json().data.email).toBe(user.email);

    const token = linkToken(mail.text);
    const confirmed = await post('/api/auth/email-change/confirm', { token });
    expect(confirmed.json()).toEqual({ data: { status: 'ok', email: next } });
    expect((await profile(session)).json().data.email).toBe(next);
    expect(
      (
        await t.send(acme.host, {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: next, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/email-change/confirm', { token })).json().error.code).toBe('link_invalid_or_expired');
  });

  it('refuses an address another account holds, a wrong password and a banned domain, sending nothing', async () => {
    const { user, session } = await signedInUser();
    const other = await createUser(t.database.db, acme.id);
    const taken = await post('/api/profile/email-change', { email: other.email, password: TEST_PASSWORD }, session);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('email_in_use');
    const wrong = await post(
      '/api/profile/email-change',
      { email: 'free-1@example.org', password: 'not it at all' },
      session,
    );
    expect(wrong.json().error.code).toBe('current_password_invalid');
    const banned = await post(
      '/api/profile/email-change',
      { email: 'x@yopmail.com', password: TEST_PASSWORD },
      session,
    );
    expect(banned.json().error.code).toBe('email_not_accepted');
    expect(await emailsTo(t.database.db, 'free-1@example.org')).toHaveLength(0);
    expect(
      (await emailsTo(t.database.db, user.email)).filter((m) => m.template === 'email_change_notice'),
    ).toHaveLength(0);
  });

  it('refuses the link when the address was taken in the meantime', async () => {
    const { session } = await signedInUser();
    const next = `race-${Date.now()}@example.org`;
    await post('/api/profile/email-change', { email: next, password: TEST_PASSWORD }, session);
    const token = linkToken((await waitForEmail(t.database.db, next, 'email_change')).text);
    await createUser(t.database.db, acme.id, { email: next });
    expect((await post('/api/auth/email-change/confirm', { token })).json().error.code).toBe('email_in_use');
  });

  it('sends at most five links an hour per account', async () => {
    const { session } = await signedInUser();
    for (let i = 0; i < 5; i++) {
      const ok = await post(
        '/api/profile/email-change',
        { email: `burst-${i}-${Date.now()}@example.org`, password: TEST_PASSWORD },
        session,
      );
      expect(ok.statusCode).toBe(200);
    }
    const refused = await post(
      '/api/profile/email-change',
      { email: `burst-x-${Date.now()}@example.org`, password: TEST_PASSWORD },
      session,
    );
    expect(refused.statusCode).toBe(429);
  });

  it('a link of one platform does not open on another', async () => {
    const other = await createPlatform(t.database.db);
    const { session } = await signedInUser();
    const next = `edge-${Date.now()}@example.org`;
    await post('/api/profile/email-change', { email: next, password: TEST_PASSWORD }, session);
    const token = linkToken((await waitForEmail(t.database.db, next, 'email_change')).text);
    const elsewhere = await t.send(other.host, {
      method: 'POST',
      url: '/api/auth/email-change/confirm',
      payload: { token },
    });
    expect(elsewhere.json().error.code).toBe('link_invalid_or_expired');
  });
});

describe('PUT /api/profile/password', () => {
  it('needs the current password, ends every other session and keeps this browser signed in', async () => {
    const { user, session } = await signedInUser();
    const phone = await t.signIn(acme.host, user.email, TEST_PASSWORD);
    const wrong = await put(
      '/api/profile/password',
      { currentPassword: 'nope nope nope', password: NEW_PASSWORD },
      session,
    );
    expect(wrong.json().error.code).toBe('current_password_invalid');

    const res = await put('/api/profile/password', { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD }, session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ signedOutElsewhere: true, expiresIn: 600 });
    expect(res.cookies.find((c) => c.name === '__Host-oc_refresh')?.value).toBeTruthy();
    expect(
      (await t.get(acme.host, '/api/profile', { session: { accessToken: res.json().accessToken, refreshCookie: '' } }))
        .statusCode,
    ).toBe(200);
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(session)).statusCode).toBe(401);
    const login = (password: string) =>
      t.send(acme.host, { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    await waitForEmail(t.database.db, user.email, 'password_changed');
  });

  it('refuses a weak new password and keeps the old one', async () => {
    const { user, session } = await signedInUser();
    const res = await put('/api/profile/password', { currentPassword: TEST_PASSWORD, password: 'short' }, session);
    expect(res.json().error.code).toBe('password_rejected');
    const login = await t.send(acme.host, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});
