import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { emailsTo, linkToken, waitForEmail } from '../../../test/outbox';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { evaluationSessions, users } from '../../db/schema';

// SPEC `juries`: the organizers invite a session's jurors by e-mail, group them in panels and remove them.

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;

// Links are built from configuration: this scheme and port, on the platform's first domain.
const PUBLIC_URL = 'https://opencall.example:8443';
const origin = () => `https://${acme.host}:8443`;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  const suffix = Math.random().toString(36).slice(2, 10);
  acme = await createPlatform(t.database.db, { domains: [`acme-${suffix}.test`, `alias-${suffix}.test`] });
  globex = await createPlatform(t.database.db);
  const boss = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  admin = await t.signIn(acme.host, boss.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string, as: Session = admin) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  options: { as?: Session; headers?: Record<string, string>; host?: string } = {},
) =>
  t.send(
    options.host ?? acme.host,
    { method, url, ...(payload && { payload }), ...(options.headers && { headers: options.headers }) },
    options.as ?? admin,
  );

const programUrl = (programId: string) => `/api/user.programs/${programId}`;

/** A program of acme (French first) with a session made through the API, and the session's URLs. */
async function newSession(session: { name?: string; slug?: string } = {}, programId?: string) {
  const program = programId
    ? { id: programId, slug: '' }
    : await createProgram(t.database.db, acme.id, { titles: { fr: 'Programme Lumière', en: 'Light program' } });
  const res = await send('POST', `${programUrl(program.id)}/evaluation-sessions`, {
    name: session.name ?? 'Jury final',
    slug: session.slug ?? `jury-${Math.random().toString(36).slice(2, 8)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json().data as { id: string; slug: string; name: string };
  const url = `${programUrl(program.id)}/evaluation-sessions/${created.id}`;
  return { program, session: created, url, jurors: `${url}/jurors` };
}

const invite = (jurorsUrl: string, body: object, options: Parameters<typeof send>[3] = {}) =>
  send('POST', jurorsUrl, body, options);

const jurorsOf = async (jurorsUrl: string) => (await get(jurorsUrl)).json().data as Juror[];
const collaboratorsOf = async (programId: string) =>
  (await get(`${programUrl(programId)}/collaborators`)).json().data as { id: string; email: string; roles: string[] }[];

interface Juror {
  id: string;
  name: string;
  email: string;
  panel: string;
  languages: string[];
  status: 'invited' | 'accepted';
  account: 'active' | 'invited' | 'revoked';
  invitedAt: string;
  acceptedAt: string | null;
}

/** The hosts (and ports) of every link in a mail's text. */
const linkHosts = (text: string) => [...text.matchAll(/https?:\/\/[^\s"<>)]+/g)].map((match) => new URL(match[0]).host);

/** Mail goes out after the answer: give the queue time to show one that should not exist. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('inviting a new address to a jury', () => {
  it('makes an account invited to the platform with the jury role on that program only, and mails a password link then the session', async () => {
    const { program, session, jurors } = await newSession({ name: 'Jury final', slug: 'final' });
    const sibling = await createProgram(t.database.db, acme.id);
    const res = await invite(jurors, {
      email: '  New.Juror@Example.org ',
      firstname: 'Grace',
      lastname: 'Hopper',
      panel: ' Panel A ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const juror = res.json().data as Juror;
    expect(juror).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Grace Hopper',
      email: 'new.juror@example.org',
      panel: 'Panel A',
      languages: [],
      status: 'invited',
      account: 'invited',
      invitedAt: expect.any(String),
      acceptedAt: null,
    });
    expect(await jurorsOf(jurors)).toEqual([juror]);

    // Invited to the platform: a member waiting to set a password, jury on this program and on no other.
    const members = (await get('/api/users?search=new.juror')).json().data;
    expect(members).toMatchObject([{ id: juror.id, email: 'new.juror@example.org', status: 'invited' }]);
    expect(await collaboratorsOf(program.id)).toMatchObject([{ id: juror.id, roles: ['jury'] }]);
    expect(await collaboratorsOf(sibling.id)).toEqual([]);

    // One mail, the jury's, in the inviter's language: choose a password on the portal, then the session.
    const mail = await waitForEmail(t.database.db, 'new.juror@example.org', 'jury_invitation_new');
    expect(mail.locale).toBe('fr');
    expect(mail.subject).toContain('Jury final');
    expect(mail.text).toContain('Programme Lumière');
    expect(mail.text).toContain(`${origin()}/fr/finalize-registration?token=`);
    expect(mail.text).not.toContain('/admin/');
    const sessionLink = `${origin()}/fr/applications/${program.slug}/sessions/details/final?sessionId=${session.id}&programId=${program.id}`;
    expect(mail.text).toContain(sessionLink);
    expect(mail.html).toMatch(/href="https:\/\/[^"]+\/fr\/finalize-registration\?token=/);
    await settle();
    expect((await emailsTo(t.database.db, 'new.juror@example.org')).map((m) => m.template)).toEqual([
      'jury_invitation_new',
    ]);

    // The link works: the juror chooses a password, signs in on the portal and reaches the session.
    const finalize = await t.send(acme.host, {
      method: 'POST',
      url: '/api/auth/finalize-registration',
      payload: { token: linkToken(mail.text), password: 'a juror’s own passphrase' },
    });
    expect(finalize.statusCode, finalize.body).toBe(200);
    const own = await t.signIn(acme.host, 'new.juror@example.org', 'a juror’s own passphrase');
    const seen = await get(`/api/portal/me/evaluation-sessions/${session.id}`, own);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ id: session.id, name: 'Jury final', panel: 'Panel A' });
    const roles = (await get(`${programUrl(program.id)}/roles`, own)).json().data;
    expect(roles.map((role: { key: string; programId: string }) => `${role.key}@${role.programId}`)).toEqual([
      `jury@${program.id}`,
    ]);
    expect((await get(`${programUrl(sibling.id)}/roles`, own)).json().data).toEqual([]);
    // Now a member who set a password: the organizers see an active account.
    expect((await jurorsOf(jurors))[0]?.account).toBe('active');
  });

  it('writes to a new person in the inviter’s language', async () => {
    const { program, jurors } = await newSession({ slug: 'english' });
    const res = await invite(jurors, { email: 'english.juror@example.org' }, { headers: { 'x-locale': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await waitForEmail(t.database.db, 'english.juror@example.org', 'jury_invitation_new');
    expect(mail.locale).toBe('en');
    expect(mail.text).toContain('Light program');
    expect(mail.text).toContain(`${origin()}/en/finalize-registration?token=`);
    expect(mail.text).toContain(`${origin()}/en/applications/${program.slug}/sessions/details/english?`);
  });

  it('writes to an account without a password (made by Google sign-in) in its own language, password page included', async () => {
    const { program, jurors } = await newSession({ slug: 'google' });
    const person = await createUser(t.database.db, acme.id, { password: null, membership: 'none' });
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, person.id));
    expect((await invite(jurors, { email: person.email })).statusCode).toBe(200);
    const mail = await waitForEmail(t.database.db, person.email, 'jury_invitation_new');
    expect(mail.locale).toBe('en');
    expect(mail.text).toContain(`${origin()}/en/finalize-registration?token=`);
    expect(mail.text).toContain(`${origin()}/en/applications/${program.slug}/sessions/details/google?`);
  });
});

describe('inviting someone who already has an account', () => {
  it('mails a member with a password the session’s page, in their own language', async () => {
    const { program, session, jurors } = await newSession({ name: 'Oral', slug: 'oral' });
    const member = await createUser(t.database.db, acme.id, { firstname: 'Alan', lastname: 'Turing' });
    await t.database.db.update(users).set({ locale: 'de' }).where(eq(users.id, member.id));

    const res = await invite(jurors, { email: member.email.toUpperCase() }, { headers: { 'x-locale': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: member.id,
      name: 'Alan Turing',
      email: member.email,
      panel: '',
      status: 'invited',
      account: 'active',
      acceptedAt: null,
    });

    const mail = await waitForEmail(t.database.db, member.email, 'jury_invitation');
    expect(mail.locale).toBe('de');
    expect(mail.subject).toContain('Einladung');
    expect(mail.subject).toContain('Oral');
    // The program has no German title: its default language's.
    expect(mail.text).toContain('Programme Lumière');
    const sessionLink = `${origin()}/de/applications/${program.slug}/sessions/details/oral?sessionId=${session.id}&programId=${program.id}`;
    expect(mail.text).toContain(sessionLink);
    expect(mail.html).toContain(`href="${sessionLink.replace('&', '&amp;')}"`);
    expect(mail.text).not.toContain('token=');
    await settle();
    expect((await emailsTo(t.database.db, member.email)).map((m) => m.template)).toEqual(['jury_invitation']);
  });

  it('keeps the roles an existing collaborator holds on the program and elsewhere, and adds jury', async () => {
    const { program, jurors } = await newSession();
    const elsewhere = await createProgram(t.database.db, acme.id);
    const member = await createUser(t.database.db, acme.id, { roleKeys: ['collaborator'] });
    const collaborators = (id: string) => `${programUrl(id)}/collaborators`;
    expect(
      (await send('POST', collaborators(program.id), { email: member.email, roleKeys: ['program_manager'] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send('POST', collaborators(elsewhere.id), { email: member.email, roleKeys: ['collaborator'] })).statusCode,
    ).toBe(200);

    expect((await invite(jurors, { email: member.email })).statusCode).toBe(200);
    expect(await collaboratorsOf(program.id)).toMatchObject([{ id: member.id, roles: ['jury', 'program_manager'] }]);
    expect(await collaboratorsOf(elsewhere.id)).toMatchObject([{ id: member.id, roles: ['collaborator'] }]);
    const own = await t.signIn(acme.host, member.email, TEST_PASSWORD);
    const platformRoles = (await get('/api/profile/roles', own)).json().data;
    expect(JSON.stringify(platformRoles)).toContain('collaborator');

    // A juror of a second session of the same program holds the role once.
    const second = await newSession({}, program.id);
    expect((await invite(second.jurors, { email: member.email })).statusCode).toBe(200);
    expect(await collaboratorsOf(program.id)).toMatchObject([{ id: member.id, roles: ['jury', 'program_manager'] }]);
  });
});

describe('inviting the same person twice', () => {
  it('answers 409 juror_exists, mails nothing more, and the first e-mail’s link still works', async () => {
    const { jurors, session } = await newSession();
    const first = await invite(jurors, { email: 'twice@example.org', firstname: 'Ada', panel: 'North' });
    expect(first.statusCode, first.body).toBe(200);
    const mail = await waitForEmail(t.database.db, 'twice@example.org', 'jury_invitation_new');

    const again = await invite(jurors, { email: 'TWICE@example.org', firstname: 'Someone', panel: 'South' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('juror_exists');
    await settle();
    expect(await emailsTo(t.database.db, 'twice@example.org')).toHaveLength(1);
    expect(await jurorsOf(jurors)).toMatchObject([{ email: 'twice@example.org', name: 'Ada', panel: 'North' }]);

    const finalize = await t.send(acme.host, {
      method: 'POST',
      url: '/api/auth/finalize-registration',
      payload: { token: linkToken(mail.text), password: 'the first link still opens' },
    });
    expect(finalize.statusCode, finalize.body).toBe(200);
    const own = await t.signIn(acme.host, 'twice@example.org', 'the first link still opens');
    expect((await get(`/api/portal/me/evaluation-sessions/${session.id}`, own)).statusCode).toBe(200);
  });

  it('answers 409 for a member with a password too, and seats them on another session of the program', async () => {
    const { program, jurors } = await newSession();
    const member = await createUser(t.database.db, acme.id);
    expect((await invite(jurors, { email: member.email })).statusCode).toBe(200);
    await waitForEmail(t.database.db, member.email, 'jury_invitation');
    expect((await invite(jurors, { email: member.email })).json().error.code).toBe('juror_exists');
    await settle();
    expect(await emailsTo(t.database.db, member.email)).toHaveLength(1);

    const other = await newSession({}, program.id);
    expect((await invite(other.jurors, { email: member.email })).statusCode).toBe(200);
    expect(await jurorsOf(other.jurors)).toMatchObject([{ id: member.id }]);
  });
});

describe('the jurors of a session', () => {
  it('lists them by name with whether they accepted and where their account stands', async () => {
    const { session, jurors } = await newSession();
    const ada = await createUser(t.database.db, acme.id, { firstname: 'Ada', lastname: 'Lovelace' });
    for (const body of [
      { email: 'zoe@example.org', firstname: 'Zoé', lastname: 'Zimmer' },
      { email: ada.email },
      { email: 'bob@example.org', firstname: 'Bob', lastname: 'Marley', panel: 'B' },
    ]) {
      const res = await invite(jurors, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const own = await t.signIn(acme.host, ada.email, TEST_PASSWORD);
    const accepted = await send(
      'POST',
      `/api/portal/me/evaluation-sessions/${session.id}/accept`,
      { acceptTerms: true },
      { as: own },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const bob = (await jurorsOf(jurors)).find((juror) => juror.email === 'bob@example.org');
    expect((await send('DELETE', `/api/admins/${bob?.id}`)).statusCode).toBe(200);

    expect(await jurorsOf(jurors)).toEqual([
      {
        id: ada.id,
        name: 'Ada Lovelace',
        email: ada.email,
        panel: '',
        languages: [],
        status: 'accepted',
        account: 'active',
        invitedAt: expect.any(String),
        acceptedAt: accepted.json().data.acceptedAt,
      },
      expect.objectContaining({ name: 'Bob Marley', panel: 'B', status: 'invited', account: 'revoked' }),
      expect.objectContaining({ name: 'Zoé Zimmer', status: 'invited', account: 'invited', acceptedAt: null }),
    ]);
  });

  it('sets the panel on invitation and moves the juror with PUT', async () => {
    const { jurors } = await newSession();
    const res = await invite(jurors, { email: 'panel@example.org', panel: 'Sciences' });
    const juror = res.json().data as Juror;
    expect(juror.panel).toBe('Sciences');

    const moved = await send('PUT', `${jurors}/${juror.id}`, { panel: '  Arts  ' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toEqual({ ...juror, panel: 'Arts' });
    expect(await jurorsOf(jurors)).toEqual([{ ...juror, panel: 'Arts' }]);
    const none = await send('PUT', `${jurors}/${juror.id}`, { panel: '' });
    expect(none.json().data.panel).toBe('');
    // The languages the juror reads, once each; the panel stays.
    const reads = await send('PUT', `${jurors}/${juror.id}`, { languages: ['fr', 'en', 'fr'] });
    expect(reads.statusCode, reads.body).toBe(200);
    expect(reads.json().data).toMatchObject({ panel: '', languages: ['fr', 'en'] });
    expect((await send('PUT', `${jurors}/${juror.id}`, { languages: ['xx'] })).statusCode).toBe(400);

    for (const body of [{}, { panel: 'x'.repeat(81) }, { panel: 3 }]) {
      expect((await send('PUT', `${jurors}/${juror.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await jurorsOf(jurors))[0]?.panel).toBe('');
  });

  it('removes a juror from the session: gone from the list, their role on the program and account stay', async () => {
    const { program, session, jurors } = await newSession();
    const member = await createUser(t.database.db, acme.id, { firstname: 'Leaving', lastname: 'Juror' });
    await invite(jurors, { email: member.email });
    await invite(jurors, { email: 'stays@example.org', firstname: 'Staying' });
    const own = await t.signIn(acme.host, member.email, TEST_PASSWORD);
    expect((await get(`/api/portal/me/evaluation-sessions/${session.id}`, own)).statusCode).toBe(200);

    const res = await send('DELETE', `${jurors}/${member.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: member.id });
    expect((await jurorsOf(jurors)).map((juror) => juror.email)).toEqual(['stays@example.org']);
    expect((await collaboratorsOf(program.id)).find((person) => person.id === member.id)?.roles).toEqual(['jury']);
    expect((await get(`/api/portal/me/evaluation-sessions/${session.id}`, own)).statusCode).toBe(404);
    expect((await get('/api/profile', own)).statusCode).toBe(200);

    expect((await send('DELETE', `${jurors}/${member.id}`)).statusCode).toBe(404);
    // Invited again, they sit on the session again.
    expect((await invite(jurors, { email: member.email })).statusCode).toBe(200);
    expect((await jurorsOf(jurors)).map((juror) => juror.id)).toContain(member.id);
  });

  it('answers 404 for someone who does not sit on the session, and 400 for an id that is not one', async () => {
    const { program, jurors } = await newSession();
    const other = await newSession({}, program.id);
    const elsewhere = await invite(other.jurors, { email: 'other-session@example.org' });
    const collaborator = await createUser(t.database.db, acme.id, { roleKeys: ['collaborator'] });
    for (const userId of [elsewhere.json().data.id, collaborator.id, '00000000-0000-4000-8000-000000000000']) {
      const put = await send('PUT', `${jurors}/${userId}`, { panel: 'Moved' });
      expect(put.statusCode).toBe(404);
      expect(put.json().error.code).toBe('not_found');
      expect((await send('DELETE', `${jurors}/${userId}`)).statusCode).toBe(404);
    }
    expect((await send('PUT', `${jurors}/not-an-id`, { panel: 'x' })).statusCode).toBe(400);
    expect((await send('DELETE', `${jurors}/not-an-id`)).statusCode).toBe(400);
    expect(await jurorsOf(jurors)).toEqual([]);
    expect((await jurorsOf(other.jurors))[0]?.panel).toBe('');
  });

  it('answers 400 for an address that is malformed or refused, and invites nobody', async () => {
    const { program, jurors } = await newSession();
    for (const email of ['not-an-email', 'someone@mailinator.com']) {
      const res = await invite(jurors, { email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error.code).toBe('email_not_accepted');
    }
    for (const body of [{}, { email: '' }, { email: 'ok@example.org', panel: 'x'.repeat(81) }, { email: 42 }]) {
      const res = await invite(jurors, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await jurorsOf(jurors)).toEqual([]);
    expect(await collaboratorsOf(program.id)).toEqual([]);
    expect(await emailsTo(t.database.db, 'ok@example.org')).toEqual([]);
  });
});

describe('sessions of other programs and platforms', () => {
  it('answers 404 for another platform’s program and session, and for another program’s session through this one', async () => {
    const mine = await newSession({ slug: 'mine' });
    const sibling = await newSession({ slug: 'theirs' });
    const foreignProgram = await createProgram(t.database.db, globex.id);
    const [foreign] = await t.database.db
      .insert(evaluationSessions)
      .values({ platformId: globex.id, programId: foreignProgram.id, slug: 'globex', name: 'Globex jury' })
      .returning();
    const member = await createUser(t.database.db, acme.id);
    await invite(sibling.jurors, { email: member.email });
    const sessionsOf = (programId: string) => `${programUrl(programId)}/evaluation-sessions`;
    const urls = [
      `${sessionsOf(foreignProgram.id)}/${foreign?.id}/jurors`,
      `${sessionsOf(foreignProgram.id)}/globex/jurors`,
      `${sessionsOf(mine.program.id)}/${foreign?.id}/jurors`,
      `${sessionsOf(mine.program.id)}/${sibling.session.id}/jurors`,
      `${sessionsOf(mine.program.id)}/theirs/jurors`,
    ];
    for (const url of urls) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await invite(url, { email: 'intruder@example.org' })).statusCode, url).toBe(404);
      expect((await send('PUT', `${url}/${member.id}`, { panel: 'Stolen' })).statusCode, url).toBe(404);
      expect((await send('DELETE', `${url}/${member.id}`)).statusCode, url).toBe(404);
    }
    await settle();
    expect(await emailsTo(t.database.db, 'intruder@example.org')).toEqual([]);
    expect((await get('/api/users?search=intruder')).json().data).toEqual([]);
    expect(await jurorsOf(sibling.jurors)).toMatchObject([{ id: member.id, panel: '' }]);
    expect(await jurorsOf(mine.jurors)).toEqual([]);
  });

  it('answers 404 for a program in the trash, and invites nobody', async () => {
    const { program, jurors } = await newSession();
    expect((await send('DELETE', programUrl(program.id))).statusCode).toBe(200);
    expect((await get(jurors)).statusCode).toBe(404);
    expect((await invite(jurors, { email: 'trashed@example.org' })).statusCode).toBe(404);
    await settle();
    expect(await emailsTo(t.database.db, 'trashed@example.org')).toEqual([]);
  });
});

describe('links in the jury e-mails', () => {
  it('name the platform’s configured domain, whatever Host or X-Forwarded-Host the request came with', async () => {
    const { program, jurors } = await newSession({ slug: 'links' });
    const alias = acme.domains[1] ?? '';
    const member = await createUser(t.database.db, acme.id);
    for (const email of ['links-new@example.org', member.email]) {
      const res = await invite(
        jurors,
        { email },
        { host: alias, headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' } },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const created = await waitForEmail(t.database.db, 'links-new@example.org', 'jury_invitation_new');
    const existing = await waitForEmail(t.database.db, member.email, 'jury_invitation');
    for (const mail of [created, existing]) {
      expect(mail.text).toContain(`${origin()}/fr/applications/${program.slug}/sessions/details/links?`);
      expect(new Set(linkHosts(mail.text))).toEqual(new Set([`${acme.host}:8443`]));
      expect(mail.html).not.toContain(alias);
      expect(mail.html).not.toContain('evil.example');
    }
  });
});
