import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser } from '../../../test/factories';
import { emailsTo, linkToken, waitForEmail } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { oneTimeTokens, users } from '../../db/schema';

let t: TestApp;
let platform: Awaited<ReturnType<typeof createPlatform>>;
const PASSWORD = 'a long and unusual passphrase';

beforeAll(async () => {
  t = await createTestApp();
  platform = await createPlatform(t.database.db, { name: 'Acme Awards' });
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>) =>
  t.send(platform.host, { method: 'POST', url: '/api/auth/register', payload: body });

describe('POST /api/auth/register', () => {
  it('creates an unconfirmed account and emails a validation link for this platform', async () => {
    const res = await register({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: ' Ada@Example.org ',
      password: PASSWORD,
      locale: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'check_your_email' } });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ada@example.org'));
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = await waitForEmail(t.database.db, 'ada@example.org', 'account_validation');
    expect(mail.locale).toBe('en');
    expect(mail.text).toContain(`http://${platform.host}/en/account-validation?token=`);
  });

  it('answers a known address exactly as a new one and emails “you already have an account” instead', async () => {
    const known = await createUser(t.database.db, platform.id);
    const fresh = await register({
      firstname: 'New',
      lastname: 'Person',
      email: 'new.person@example.org',
      password: PASSWORD,
    });
    const again = await register({ firstname: 'Other', lastname: 'Person', email: known.email, password: PASSWORD });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    await waitForEmail(t.database.db, known.email, 'account_exists');
    expect((await emailsTo(t.database.db, known.email)).map((m) => m.template)).toEqual(['account_exists']);
  });

  it('refuses banned and yopmail domains with email_not_accepted, creating nothing', async () => {
    for (const email of ['someone@mailinator.com', 'someone@yopmail.com', 'not-an-email']) {
      const res = await register({ firstname: 'A', lastname: 'B', email, password: PASSWORD });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error.code).toBe('email_not_accepted');
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, 'someone@mailinator.com'))).toEqual([]);
  });

  it('refuses short and common passwords with the reason, and accepts a 64+ character passphrase', async () => {
    const tooShort = await register({ firstname: 'A', lastname: 'B', email: 'short@example.org', password: 'abc123' });
    expect(tooShort.json().error).toMatchObject({ code: 'password_rejected', details: { reason: 'passwordTooShort' } });
    const common = await register({
      firstname: 'A',
      lastname: 'B',
      email: 'common@example.org',
      password: 'password123',
    });
    expect(common.json().error).toMatchObject({ code: 'password_rejected', details: { reason: 'passwordTooCommon' } });
    const long = await register({ firstname: 'A', lastname: 'B', email: 'long@example.org', password: 'x'.repeat(70) });
    expect(long.statusCode).toBe(200);
  });
});

describe('POST /api/auth/account-validation', () => {
  it('confirms the address once; the same link then answers link_invalid_or_expired', async () => {
    await register({ firstname: 'Val', lastname: 'Idate', email: 'validate@example.org', password: PASSWORD });
    const token = linkToken((await waitForEmail(t.database.db, 'validate@example.org', 'account_validation')).text);
    const first = await t.send(platform.host, {
      method: 'POST',
      url: '/api/auth/account-validation',
      payload: { token },
    });
    expect(first.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'validate@example.org'));
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    const second = await t.send(platform.host, {
      method: 'POST',
      url: '/api/auth/account-validation',
      payload: { token },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.code).toBe('link_invalid_or_expired');
  });

  it('refuses an expired link', async () => {
    await register({ firstname: 'Late', lastname: 'Comer', email: 'late@example.org', password: PASSWORD });
    const token = linkToken((await waitForEmail(t.database.db, 'late@example.org', 'account_validation')).text);
    await t.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.send(platform.host, {
      method: 'POST',
      url: '/api/auth/account-validation',
      payload: { token },
    });
    expect(res.json().error.code).toBe('link_invalid_or_expired');
  });

  it('refuses a link of another platform', async () => {
    const other = await createPlatform(t.database.db);
    await register({ firstname: 'Cross', lastname: 'Over', email: 'cross@example.org', password: PASSWORD });
    const token = linkToken((await waitForEmail(t.database.db, 'cross@example.org', 'account_validation')).text);
    const res = await t.send(other.host, { method: 'POST', url: '/api/auth/account-validation', payload: { token } });
    expect(res.json().error.code).toBe('link_invalid_or_expired');
  });
});

describe('GET /api/banned-email-domain', () => {
  it('lists the refused domains', async () => {
    const res = await t.request(platform.host, { method: 'GET', url: '/api/banned-email-domain' });
    expect(res.json().data).toEqual(expect.arrayContaining(['mailinator.com', 'yopmail.com']));
  });
});

describe('the common-password list', () => {
  it('refuses passwords from the shipped breach lists, whatever their case', async () => {
    for (const password of ['Sunshine1', 'iloveyou2', 'motdepasse1', 'P@ssw0rd']) {
      const res = await register({
        firstname: 'A',
        lastname: 'B',
        email: `pw-${password.length}@example.org`,
        password,
      });
      expect(res.json().error?.details?.reason, password).toBe('passwordTooCommon');
    }
  });
});
