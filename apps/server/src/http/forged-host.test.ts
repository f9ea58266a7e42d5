import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser } from '../../test/factories';
import { emailsTo, waitForEmail } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 11 §3: links in e-mails come from configuration, never from Host or X-Forwarded-Host.

type Platform = Awaited<ReturnType<typeof createPlatform>>;

/** The hosts (and ports) of every link in a mail's text. */
function linkHosts(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s"<>)]+/g)].map((match) => new URL(match[0]).host);
}

async function forgot(t: TestApp, platform: Platform, email: string, headers: Record<string, string>) {
  const csrf = await t.csrfFor(platform.host);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/password/forgot',
    payload: { email },
    headers: { host: platform.host, cookie: csrf.cookie, 'x-csrf-token': csrf.token, ...headers },
  });
}

/** Nothing was mailed to `email` (mail goes out after the answer: give it time to). */
async function expectNoMail(t: TestApp, email: string) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await emailsTo(t.database.db, email)).toEqual([]);
}

describe('links in e-mails, on a server answering directly (no proxy)', () => {
  let t: TestApp;
  let acme: Platform;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://opencall.example:8443' });
    acme = await createPlatform(t.database.db, {
      domains: [`acme-${Date.now()}.test`, `alias-${Date.now()}.test`],
    });
  });
  afterAll(() => t.close());

  it('refuses a Host with a second host in it (localhost:3000@evil.example): no platform, no mail', async () => {
    const user = await createUser(t.database.db, acme.id);
    const res = await forgot(t, acme, user.email, { host: `${acme.host}:3000@evil.example` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('platform_not_found');
    await expectNoMail(t, user.email);
  });

  it.each([
    ['a space', (host: string) => `${host} evil.example`],
    ['a path', (host: string) => `${host}/evil`],
    ['a second colon', (host: string) => `${host}:80:81`],
    ['userinfo only', (host: string) => `user@${host}`],
  ])('resolves a Host with %s to no platform', async (_name, forge) => {
    const res = await t.get(forge(acme.host), '/api/portal/domain-info');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('platform_not_found');
  });

  it('still resolves a well-formed Host with a port', async () => {
    expect((await t.get(`${acme.host}:8080`, '/api/portal/domain-info')).statusCode).toBe(200);
  });

  it("builds the reset link on the platform's configured domain with PUBLIC_URL's scheme and port", async () => {
    const user = await createUser(t.database.db, acme.id);
    // The request comes in on the platform's second domain: the link still names the configured one.
    const alias = acme.domains[1] ?? '';
    const csrf = await t.csrfFor(alias);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: user.email },
      headers: { host: alias, cookie: csrf.cookie, 'x-csrf-token': csrf.token },
    });
    const mail = await waitForEmail(t.database.db, user.email, 'password_reset');
    expect(mail.text).toContain(`https://${acme.host}:8443/`);
    expect(new Set(linkHosts(mail.text))).toEqual(new Set([`${acme.host}:8443`]));
  });

  it('ignores X-Forwarded-Host from a peer that is not a configured proxy', async () => {
    const user = await createUser(t.database.db, acme.id);
    const res = await forgot(t, acme, user.email, { 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(200);
    const mail = await waitForEmail(t.database.db, user.email, 'password_reset');
    expect(linkHosts(mail.text).every((host) => host === `${acme.host}:8443`)).toBe(true);
  });
});

describe('links in e-mails, in production mode', () => {
  let t: TestApp;
  let acme: Platform;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://opencall.example' });
    acme = await createPlatform(t.database.db);
  });
  afterAll(() => t.close());

  it('believes no X-Forwarded-Host when TRUST_PROXY is empty (the default)', async () => {
    const user = await createUser(t.database.db, acme.id);
    const res = await forgot(t, acme, user.email, { 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(200);
    const mail = await waitForEmail(t.database.db, user.email, 'password_reset');
    expect(mail.text).toContain(`https://${acme.host}/`);
    expect(mail.text).not.toContain('evil.example');
  });
});

describe('links in e-mails, behind a configured proxy', () => {
  let t: TestApp;
  let acme: Platform;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://opencall.example',
      TRUST_PROXY: '127.0.0.1',
    });
    acme = await createPlatform(t.database.db);
  });
  afterAll(() => t.close());

  it("resolves the platform from the proxy's X-Forwarded-Host, yet builds links from configuration", async () => {
    const user = await createUser(t.database.db, acme.id);
    const res = await forgot(t, acme, user.email, {
      host: 'internal-upstream',
      'x-forwarded-host': acme.host,
      'x-forwarded-proto': 'https',
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForEmail(t.database.db, user.email, 'password_reset');
    expect(new Set(linkHosts(mail.text))).toEqual(new Set([acme.host]));
    expect(mail.text).toContain(`https://${acme.host}/`);
  });

  it('refuses a forwarded host with a second host in it: no platform, no mail', async () => {
    const user = await createUser(t.database.db, acme.id);
    const res = await forgot(t, acme, user.email, { 'x-forwarded-host': `${acme.host}:443@evil.example` });
    expect(res.json().error.code).toBe('platform_not_found');
    await expectNoMail(t, user.email);
  });
});
