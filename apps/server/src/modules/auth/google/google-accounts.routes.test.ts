import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../../test/factories';
import {
  finishWithCode,
  goThroughProvider,
  startOidcProvider,
  type TestAccount,
  type TestOidcProvider,
} from '../../../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { platformMemberships, userIdentities, users } from '../../../db/schema';

const HOST = 'gsi-accounts.test';
let t: TestApp;
let provider: TestOidcProvider;
let platformId: string;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`http://${HOST}/auth_social/google/callback`] });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
  });
  platformId = (await createPlatform(t.database.db, { slug: 'gsi-accounts', domains: [HOST] })).id;
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** Signs in at the provider as `account` and finishes on the platform, as the callback page does. */
async function signInWithGoogle(account: TestAccount, query = '') {
  provider.setAccount(account);
  return finishWithCode(t, HOST, await goThroughProvider(t, provider, HOST, query));
}
const profileOf = async (accessToken: string) =>
  (
    await t.request(HOST, { method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${accessToken}` } })
  ).json().data;
const identitiesOf = (subject: string) =>
  t.database.db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, provider.issuer), eq(userIdentities.subject, subject)));
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('which account a Google identity signs in to', () => {
  it('keeps issuer + subject: a changed email at Google still reaches the same account', async () => {
    const first = await signInWithGoogle({ sub: 'stable-sub', email: 'before@example.org', email_verified: true });
    const second = await signInWithGoogle({ sub: 'stable-sub', email: 'after@example.org', email_verified: true });
    expect(second.statusCode).toBe(200);
    const [before, after] = [await profileOf(first.json().accessToken), await profileOf(second.json().accessToken)];
    expect(after.id).toBe(before.id);
    expect(after.email).toBe('before@example.org');
  });

  it('links a verified email to the existing password account, which keeps its password', async () => {
    const user = await createUser(t.database.db, platformId, { email: 'linked@example.org' });
    const res = await signInWithGoogle({ sub: 'link-sub', email: 'Linked@Example.org', email_verified: true });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(res.json().accessToken)).id).toBe(user.id);
    expect((await identitiesOf('link-sub'))[0]?.userId).toBe(user.id);
    await t.signIn(HOST, user.email, TEST_PASSWORD);
  });

  it('never lets an unverified email take over an existing account (403 oauth_failed, nothing linked)', async () => {
    const user = await createUser(t.database.db, platformId, { email: 'owner@example.org' });
    const res = await signInWithGoogle({ sub: 'squatter-sub', email: 'owner@example.org', email_verified: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'oauth_failed', details: { reason: 'email_not_verified' } });
    expect(res.cookies.find((c) => c.name === '__Host-oc_refresh')).toBeUndefined();
    expect(await identitiesOf('squatter-sub')).toHaveLength(0);
    expect((await userRow(user.id))?.passwordHash).toBe(user.passwordHash);
  });

  it('creates an account with an unverified address as unverified, without a password', async () => {
    const res = await signInWithGoogle({ sub: 'new-unverified', email: 'fresh@example.org', email_verified: false });
    expect(res.statusCode).toBe(200);
    const created = await userRow((await identitiesOf('new-unverified'))[0]?.userId ?? '');
    expect(created).toMatchObject({ email: 'fresh@example.org', emailVerifiedAt: null, passwordHash: null });
  });

  it('claims an account whose address was never proven: its password and sessions end', async () => {
    const user = await createUser(t.database.db, platformId, { email: 'unproven@example.org', verified: false });
    const squatterSession = await t.signIn(HOST, user.email, TEST_PASSWORD);
    const res = await signInWithGoogle({ sub: 'rightful-sub', email: 'unproven@example.org', email_verified: true });
    expect(res.statusCode).toBe(200);
    const claimed = await userRow(user.id);
    expect(claimed?.passwordHash).toBeNull();
    expect(claimed?.emailVerifiedAt).toBeInstanceOf(Date);
    const stale = await t.request(HOST, {
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${squatterSession.accessToken}` },
    });
    expect(stale.statusCode).toBe(401);
  });
});

describe('platform rules after Google has proven the identity', () => {
  it('refuses a revoked member (403 account_access_revoked)', async () => {
    await createUser(t.database.db, platformId, { email: 'revoked@example.org', membership: 'revoked' });
    const res = await signInWithGoogle({ sub: 'revoked-sub', email: 'revoked@example.org', email_verified: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_access_revoked');
  });

  it('asks for the MFA code when the account has MFA on, without issuing a session', async () => {
    const user = await createUser(t.database.db, platformId, { email: 'mfa@example.org' });
    await t.database.db.update(users).set({ mfaEnabledAt: new Date() }).where(eq(users.id, user.id));
    const res = await signInWithGoogle({ sub: 'mfa-sub', email: 'mfa@example.org', email_verified: true });
    expect(res.json()).toMatchObject({ status: 'mfa_required', area: 'public', backTo: null });
    expect(res.json().mfaToken).toEqual(expect.any(String));
    expect(res.cookies.find((c) => c.name === '__Host-oc_refresh')).toBeUndefined();
  });

  it('lets a back-office member into the admin area', async () => {
    const admin = await createUser(t.database.db, platformId, {
      email: 'boss@example.org',
      roleKeys: ['platform_admin'],
    });
    const res = await signInWithGoogle(
      { sub: 'boss-sub', email: 'boss@example.org', email_verified: true },
      '?area=admin',
    );
    expect(res.json()).toMatchObject({ status: 'signed_in', area: 'admin' });
    expect((await profileOf(res.json().accessToken)).id).toBe(admin.id);
  });

  it('joins no platform silently: a Google user of another platform is asked to join, then joins by accepting the terms', async () => {
    const other = await createPlatform(t.database.db);
    const user = await createUser(t.database.db, other.id, { email: 'visitor@example.org' });
    const res = await signInWithGoogle({ sub: 'visitor-sub', email: 'visitor@example.org', email_verified: true });
    expect(res.json().error.code).toBe('platform_membership_required');
    const membershipHere = () =>
      t.database.db
        .select()
        .from(platformMemberships)
        .where(and(eq(platformMemberships.platformId, platformId), eq(platformMemberships.userId, user.id)));
    expect(await membershipHere()).toEqual([]);
    const joined = await t.send(HOST, {
      method: 'POST',
      url: '/api/auth/join',
      payload: { joinToken: res.json().error.details.joinToken, acceptTerms: true },
    });
    expect(joined.json().status).toBe('signed_in');
    expect((await membershipHere())[0]).toMatchObject({ status: 'active', termsAcceptedAt: expect.any(Date) });
  });
});
