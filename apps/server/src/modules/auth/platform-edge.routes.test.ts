import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestForm } from '../../../test/form-factories';
import { csvFile, importProgram, mappingOf } from '../../../test/import-factories';
import { emailsTo, linkToken, waitForEmail } from '../../../test/outbox';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { platformMemberships } from '../../db/schema';

// Issue 11 §1 and §4: an account's effects stop at its platform's edge; an unconfirmed account
// fills drafts but does not submit. Each test here failed on the code before the issue.

let t: TestApp;
let alpha: Awaited<ReturnType<typeof createPlatform>>;
let beta: Awaited<ReturnType<typeof createPlatform>>;
let betaAdmin: Session;

beforeAll(async () => {
  t = await createTestApp();
  alpha = await createPlatform(t.database.db);
  beta = await createPlatform(t.database.db);
  const admin = await createUser(t.database.db, beta.id, { roleKeys: ['platform_admin'] });
  betaAdmin = await t.signIn(beta.host, admin.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const login = (host: string, email: string, password = TEST_PASSWORD) =>
  t.send(host, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
const get = (host: string, url: string, as: Session) =>
  t.request(host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const refresh = (host: string, as: Session) =>
  t.send(host, { method: 'POST', url: '/api/auth/refresh', headers: { cookie: as.refreshCookie } });
const betaUsers = async (search = '') =>
  (await get(beta.host, `/api/users?perPage=100${search && `&search=${search}`}`, betaAdmin)).json().data as {
    id: string;
    firstname: string;
    lastname: string;
    status: string;
  }[];
const membershipOf = async (platformId: string, userId: string) =>
  (
    await t.database.db
      .select()
      .from(platformMemberships)
      .where(and(eq(platformMemberships.platformId, platformId), eq(platformMemberships.userId, userId)))
  )[0];

/** A published open program with one form step (a required name). */
async function openProgram(platformId: string) {
  const db = t.database.db;
  const program = await createProgram(db, platformId, { publishedAt: new Date() });
  const form = await createTestForm(db, platformId, program.id, {
    fields: [{ reference: 'name', type: 'text', title: 'Nom', required: true }],
  });
  const category = await createCategory(db, platformId, program.id, {
    steps: [{ id: 'form-step', type: 'form' as const, titles: { fr: 'Dossier' }, config: { form_id: form.id } }],
  });
  return { program, category };
}

/** An applicant of alpha who also signed in on beta through the join step. */
async function memberOfBoth() {
  const user = await createUser(t.database.db, alpha.id);
  const joinToken = (await login(beta.host, user.email)).json().error.details.joinToken;
  const joined = await t.send(beta.host, {
    method: 'POST',
    url: '/api/auth/join',
    payload: { joinToken, acceptTerms: true },
  });
  expect(joined.json().status, joined.body).toBe('signed_in');
  return {
    user,
    onAlpha: await t.signIn(alpha.host, user.email, TEST_PASSWORD),
    onBeta: await t.signIn(beta.host, user.email, TEST_PASSWORD),
  };
}

describe('signing in on a platform the account never joined', () => {
  it('joins nothing silently: the answer says the account exists, and the person is in no list of that platform', async () => {
    const applicant = await createUser(t.database.db, alpha.id, { firstname: 'Zélie' });
    const res = await login(beta.host, applicant.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'platform_membership_required',
      details: { joinToken: expect.any(String), platformName: beta.name },
    });
    expect(res.cookies.find((c) => c.name === '__Host-oc_refresh')).toBeUndefined();
    expect(await membershipOf(beta.id, applicant.id)).toBeUndefined();
    expect((await betaUsers()).map((u) => u.id)).not.toContain(applicant.id);
  });

  it('joins by the explicit step that accepts the terms of use, recorded with their version', async () => {
    const pages = await t.send(
      beta.host,
      {
        method: 'PUT',
        url: `/api/platforms/${beta.id}/pages/terms-of-use`,
        payload: { contents: { fr: '<p>Conditions</p>', en: '<p>Terms</p>' } },
      },
      betaAdmin,
    );
    expect(pages.statusCode, pages.body).toBe(200);
    const applicant = await createUser(t.database.db, alpha.id);
    const { joinToken } = (await login(beta.host, applicant.email)).json().error.details;
    const join = (payload: object) => t.send(beta.host, { method: 'POST', url: '/api/auth/join', payload });

    expect((await join({ joinToken })).statusCode).toBe(400);
    expect((await join({ joinToken, acceptTerms: false })).statusCode).toBe(400);
    expect((await join({ joinToken: `${joinToken}x`, acceptTerms: true })).statusCode).toBe(401);
    // A join token of beta means nothing on alpha.
    expect(
      (await t.send(alpha.host, { method: 'POST', url: '/api/auth/join', payload: { joinToken, acceptTerms: true } }))
        .statusCode,
    ).toBe(401);
    const joined = await join({ joinToken, acceptTerms: true });
    expect(joined.json()).toMatchObject({ status: 'signed_in', accessToken: expect.any(String) });
    // Once joined, the token signs nobody in again.
    expect((await join({ joinToken, acceptTerms: true })).statusCode).toBe(401);

    const membership = await membershipOf(beta.id, applicant.id);
    expect(membership).toMatchObject({ status: 'active', termsAcceptedAt: expect.any(Date) });
    expect(membership?.termsVersion).toBe(`terms-of-use@${pages.json().data.updatedAt}`);
    expect((await betaUsers()).map((u) => u.id)).toContain(applicant.id);
    // Signing in again needs no second step.
    expect((await login(beta.host, applicant.email)).json().status).toBe('signed_in');

    // SPEC §7/§9: the account's platforms, at most 5, readable by the account only.
    const session = { accessToken: joined.json().accessToken, refreshCookie: '' };
    const platforms = await get(beta.host, `/api/auth/${applicant.id}/platforms?limit=5`, session);
    expect(
      platforms
        .json()
        .data.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([alpha.id, beta.id].sort());
    expect((await get(beta.host, `/api/auth/${applicant.id}/platforms?limit=6`, session)).statusCode).toBe(400);
    const other = await createUser(t.database.db, beta.id);
    expect((await get(beta.host, `/api/auth/${other.id}/platforms?limit=5`, session)).statusCode).toBe(404);
  });
});

describe('what an administrator of one platform does to a person', () => {
  it('an invitation of another platform’s account shows only what the inviter typed, and its revocation leaves that platform’s sessions alone', async () => {
    const applicant = await createUser(t.database.db, alpha.id, { firstname: 'Secret', lastname: 'Name' });
    const onAlpha = await t.signIn(alpha.host, applicant.email, TEST_PASSWORD);

    const invited = await t.send(
      beta.host,
      { method: 'POST', url: '/api/admins', payload: { email: applicant.email, roleKeys: ['collaborator'] } },
      betaAdmin,
    );
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data).toMatchObject({ firstname: '', lastname: '', status: 'invited' });
    expect(invited.body).not.toContain('Secret');
    expect(await betaUsers('Secret')).toEqual([]);

    const revoked = await t.send(beta.host, { method: 'DELETE', url: `/api/admins/${applicant.id}` }, betaAdmin);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).not.toContain('Secret');

    // Alpha's session lives on: its access token and its refresh cookie.
    expect((await get(alpha.host, '/api/profile', onAlpha)).statusCode).toBe(200);
    expect((await refresh(alpha.host, onAlpha)).statusCode).toBe(200);
  });

  it('an invitation of another platform’s account with typed names shows those names until the person joins', async () => {
    const applicant = await createUser(t.database.db, alpha.id, { firstname: 'Hidden', lastname: 'Person' });
    const invited = await t.send(
      beta.host,
      {
        method: 'POST',
        url: '/api/admins',
        payload: { email: applicant.email, firstname: 'Typed', lastname: 'ByBeta', roleKeys: ['collaborator'] },
      },
      betaAdmin,
    );
    expect(invited.json().data).toMatchObject({ firstname: 'Typed', lastname: 'ByBeta', status: 'invited' });
    // A pending invitation is not one of the account's platforms.
    const onAlpha = await t.signIn(alpha.host, applicant.email, TEST_PASSWORD);
    const platforms = await get(alpha.host, `/api/auth/${applicant.id}/platforms?limit=5`, onAlpha);
    expect(platforms.json().data.map((p: { id: string }) => p.id)).toEqual([alpha.id]);
    // The invited account signs in on beta: it still joins only by the explicit step.
    const res = await login(beta.host, applicant.email);
    expect(res.json().error.code).toBe('platform_membership_required');
  });

  it('inviting another platform’s account to a program shows only what the inviter typed', async () => {
    const applicant = await createUser(t.database.db, alpha.id, { firstname: 'Private', lastname: 'Person' });
    const program = await createProgram(t.database.db, beta.id);
    const url = `/api/user.programs/${program.id}/collaborators`;
    const invited = await t.send(
      beta.host,
      { method: 'POST', url, payload: { email: applicant.email, roleKeys: ['jury'] } },
      betaAdmin,
    );
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data).toMatchObject({ id: applicant.id, name: '', status: 'invited' });
    const listed = await get(beta.host, `${url}?search=Private`, betaAdmin);
    expect(listed.json().data).toEqual([]);
  });

  it('an invited account that has not joined cannot be added to an applicant’s team (its name would show)', async () => {
    const applicant = await createUser(t.database.db, alpha.id, { firstname: 'Undisclosed' });
    await t.send(
      beta.host,
      { method: 'POST', url: '/api/admins', payload: { email: applicant.email, roleKeys: ['collaborator'] } },
      betaAdmin,
    );
    const { program, category } = await openProgram(beta.id);
    const owner = await createUser(t.database.db, beta.id);
    const ownerSession = await t.signIn(beta.host, owner.email, TEST_PASSWORD);
    const id = randomUUID();
    const created = await t.send(
      beta.host,
      {
        method: 'POST',
        url: `/api/portal/programs/${program.id}/applications`,
        payload: { id, categoryId: category.id },
      },
      ownerSession,
    );
    expect(created.statusCode, created.body).toBe(200);
    const added = await t.send(
      beta.host,
      { method: 'POST', url: `/api/portal/me/responses/${id}/team`, payload: { email: applicant.email } },
      ownerSession,
    );
    expect(added.json().error.code).toBe('team_user_not_found');
    expect(added.body).not.toContain('Undisclosed');
  });

  it('an import of applications for another platform’s account lists that person by the names in the file', async () => {
    const applicant = await createUser(t.database.db, alpha.id, { firstname: 'Cachée', lastname: 'Ailleurs' });
    const s = await importProgram(t.database.db, beta.id);
    const text = ['email,prenom,nom,categorie,statut,projet', `${applicant.email},Nom,DuFichier,Jeunes,,Éolienne`].join(
      '\n',
    );
    const mapping = mappingOf(['email', 'firstname', 'lastname', 'category', 'status', `field:${s.project.id}:projet`]);
    const res = await t.send(
      beta.host,
      { method: 'POST', url: `/api/user.programs/${s.program.id}/imports`, payload: { ...csvFile(text), mapping } },
      betaAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const listed = (await betaUsers()).find((u) => u.id === applicant.id);
    expect(listed).toMatchObject({ firstname: 'Nom', lastname: 'DuFichier', status: 'invited' });
    expect(await betaUsers('Cach')).toEqual([]);
    // The responses workspace, the application's page and the export name them the same way.
    const programUrl = `/api/user.programs/${s.program.id}/responses`;
    const list = await get(beta.host, programUrl, betaAdmin);
    const row = list.json().data.find((r: { applicant: { id: string } }) => r.applicant.id === applicant.id);
    expect(row.applicant.name).toBe('Nom DuFichier');
    const page = await get(beta.host, `${programUrl}/${row.id}`, betaAdmin);
    expect(page.json().data.applicant.name).toBe('Nom DuFichier');
    const csv = await get(beta.host, `${programUrl}/export?format=csv`, betaAdmin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('DuFichier');
    for (const answer of [list.body, page.body, csv.body]) expect(answer).not.toContain('Ailleurs');
    // The person joins only by the explicit step.
    expect((await login(beta.host, applicant.email)).json().error.code).toBe('platform_membership_required');
  });

  it('revoking a member of both platforms ends their sessions on this platform only', async () => {
    const { user, onAlpha, onBeta } = await memberOfBoth();
    const res = await t.send(beta.host, { method: 'DELETE', url: `/api/admins/${user.id}` }, betaAdmin);
    expect(res.statusCode).toBe(200);
    expect((await get(beta.host, '/api/profile', onBeta)).statusCode).toBe(401);
    expect((await refresh(beta.host, onBeta)).statusCode).toBe(401);
    expect((await get(alpha.host, '/api/profile', onAlpha)).statusCode).toBe(200);
    expect((await refresh(alpha.host, onAlpha)).statusCode).toBe(200);
  });

  it('signing out of one platform leaves the account signed in on the other', async () => {
    const { onAlpha, onBeta } = await memberOfBoth();
    expect((await t.send(beta.host, { method: 'POST', url: '/api/auth/logout' }, onBeta)).statusCode).toBe(200);
    expect((await get(beta.host, '/api/profile', onBeta)).statusCode).toBe(401);
    expect((await get(alpha.host, '/api/profile', onAlpha)).statusCode).toBe(200);
  });

  it('signing out ends a super admin’s session though they hold no membership', async () => {
    const root = await createUser(t.database.db, alpha.id, { superAdmin: true, membership: 'none' });
    const onBeta = await t.signIn(beta.host, root.email, TEST_PASSWORD, 'admin');
    expect((await get(beta.host, '/api/profile', onBeta)).statusCode).toBe(200);
    await t.send(beta.host, { method: 'POST', url: '/api/auth/logout' }, onBeta);
    expect((await get(beta.host, '/api/profile', onBeta)).statusCode).toBe(401);
  });
});

describe('the password is the account’s', () => {
  it('a reset ends the account’s sessions on every platform, and the answer says so', async () => {
    const { user, onAlpha, onBeta } = await memberOfBoth();
    await t.send(alpha.host, { method: 'POST', url: '/api/auth/password/forgot', payload: { email: user.email } });
    const mail = await waitForEmail(t.database.db, user.email, 'password_reset');
    const reset = await t.send(alpha.host, {
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: linkToken(mail.text), password: 'a brand new passphrase' },
    });
    expect(reset.json().data).toEqual({ status: 'ok', signedOutEverywhere: true });
    for (const [host, session] of [
      [alpha.host, onAlpha],
      [beta.host, onBeta],
    ] as const) {
      expect((await get(host, '/api/profile', session)).statusCode).toBe(401);
      expect((await refresh(host, session)).statusCode).toBe(401);
    }
    expect((await login(beta.host, user.email, 'a brand new passphrase')).json().status).toBe('signed_in');
  });
});

describe('an unconfirmed account', () => {
  it('fills a draft, is refused the submission with 403 account_not_confirmed, resends the mail, confirms, then submits', async () => {
    const db = t.database.db;
    const { program, category } = await openProgram(alpha.id);
    const user = await createUser(db, alpha.id, { verified: false });
    const session = await t.signIn(alpha.host, user.email, TEST_PASSWORD);
    const send = (url: string, payload?: object) =>
      t.send(alpha.host, { method: 'POST', url, ...(payload && { payload }) }, session);

    const id = randomUUID();
    expect(
      (await send(`/api/portal/programs/${program.id}/applications`, { id, categoryId: category.id })).statusCode,
    ).toBe(200);
    const saved = await t.send(
      alpha.host,
      {
        method: 'PUT',
        url: `/api/portal/me/responses/${id}/answers`,
        payload: { version: 1, stepId: 'form-step', answers: { name: 'Ada' } },
      },
      session,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await send(`/api/portal/me/responses/${id}/submit`, { version: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('account_not_confirmed');

    const resent = await send('/api/auth/account-validation/resend');
    expect(resent.json().data).toEqual({ status: 'check_your_email' });
    await waitForEmail(db, user.email, 'account_validation');
    await send('/api/auth/account-validation/resend');
    await send('/api/auth/account-validation/resend');
    expect((await send('/api/auth/account-validation/resend')).statusCode).toBe(429);
    // Each mail spends the link of the one before: only the newest confirms.
    const mail = await waitForEmail(db, user.email, 'account_validation');

    const confirmed = await t.send(alpha.host, {
      method: 'POST',
      url: '/api/auth/account-validation',
      payload: { token: linkToken(mail.text) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const submitted = await send(`/api/portal/me/responses/${id}/submit`, { version: 2 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe('submitted');
    // A confirmed account asks for nothing more: no further mail is sent.
    const before = (await emailsTo(db, user.email)).length;
    expect((await send('/api/auth/account-validation/resend')).statusCode).toBe(200);
    expect((await emailsTo(db, user.email)).length).toBe(before);
  });
});
