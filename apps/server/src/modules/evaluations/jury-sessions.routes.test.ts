import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { evaluationSessions, sessionJurors } from '../../db/schema';

// The juror's side on the portal: the session they sit on, in their language, and accepting it.

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db, { supportedLangs: ['fr', 'en', 'de'] });
  globex = await createPlatform(t.database.db);
  const boss = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  admin = await t.signIn(acme.host, boss.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string, as: Session, headers: Record<string, string> = {}) =>
  t.request(acme.host, { method: 'GET', url, headers: { ...headers, authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, as: Session) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, as);

const mine = (sessionId: string) => `/api/portal/me/evaluation-sessions/${sessionId}`;
const accept = (sessionId: string, as: Session, body: object = { acceptTerms: true }) =>
  send('POST', `${mine(sessionId)}/accept`, body, as);

const score = {
  kind: 'score',
  labels: { fr: 'Qualité du projet', en: 'Project quality' },
  descriptions: { fr: 'De 0 à 20' },
  weight: 2,
  required: true,
  min: 0,
  max: 20,
  step: 1,
};
const comment = { kind: 'text', labels: { fr: 'Avis' }, weight: 0, required: false, minChars: 0, maxChars: 500 };

/**
 * A program (French first, English too) with a session its organizers set up through the API:
 * instructions in both languages, two criteria. Answers the session, its criteria and its jurors' URL.
 */
async function setUpSession(
  program: { titles?: Record<string, string>; instructions?: Record<string, string> } = {},
): Promise<{ programId: string; programSlug: string; id: string; jurors: string; criteria: { id: string }[] }> {
  const created = await createProgram(t.database.db, acme.id, {
    titles: program.titles ?? { fr: 'Programme Lumière', en: 'Light program' },
  });
  const base = `/api/user.programs/${created.id}/evaluation-sessions`;
  const res = await send(
    'POST',
    base,
    {
      name: 'Jury final',
      slug: 'final',
      startsAt: '2025-03-01T09:00:00Z',
      instructions: program.instructions ?? { fr: '<p>Lisez tout</p>', en: '<p>Read everything</p>' },
      scoreVisibility: 'after_own',
    },
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  const saved = await send('PUT', `${base}/${id}/criteria`, { criteria: [score, comment] }, admin);
  expect(saved.statusCode, saved.body).toBe(200);
  return {
    programId: created.id,
    programSlug: created.slug,
    id,
    jurors: `${base}/${id}/jurors`,
    criteria: saved.json().data,
  };
}

/** A member of acme invited to the session by its organizers, signed in on the portal. */
async function jurorOf(jurorsUrl: string, overrides: Parameters<typeof createUser>[2] = {}, panel = '') {
  const user = await createUser(t.database.db, acme.id, overrides);
  const res = await send('POST', jurorsUrl, { email: user.email, panel }, admin);
  expect(res.statusCode, res.body).toBe(200);
  return { user, session: await t.signIn(acme.host, user.email, TEST_PASSWORD) };
}

describe('GET /api/portal/me/evaluation-sessions/:sessionId', () => {
  it('shows a juror their session in the language asked: title, instructions and criteria, not yet accepted', async () => {
    const session = await setUpSession();
    const juror = await jurorOf(session.jurors, {}, 'Panel A');
    const res = await get(`${mine(session.id)}?lang=en`, juror.session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: session.id,
      slug: 'final',
      name: 'Jury final',
      status: 'draft',
      startsAt: '2025-03-01T09:00:00.000Z',
      endsAt: null,
      instructions: '<p>Read everything</p>',
      scoreVisibility: 'after_own',
      program: { id: session.programId, slug: session.programSlug, title: 'Light program' },
      lang: 'en',
      defaultLang: 'fr',
      panel: 'Panel A',
      acceptedAt: null,
      criteria: session.criteria,
    });
    const [first, second] = res.json().data.criteria;
    expect(first).toMatchObject({ id: expect.any(String), kind: 'score', labels: score.labels, position: 0 });
    expect(second).toMatchObject({ id: expect.any(String), kind: 'text', labels: { fr: 'Avis' }, position: 1 });
  });

  it('falls back to the program’s default language for a language it does not offer or a text not written', async () => {
    const session = await setUpSession();
    const juror = await jurorOf(session.jurors);
    // German: the platform offers it, the program does not.
    const german = (await get(`${mine(session.id)}?lang=de`, juror.session)).json().data;
    expect(german).toMatchObject({
      lang: 'fr',
      defaultLang: 'fr',
      program: { title: 'Programme Lumière' },
      instructions: '<p>Lisez tout</p>',
    });
    // No `lang`: the language the portal sends, here English.
    const english = (await get(mine(session.id), juror.session, { 'x-locale': 'en' })).json().data;
    expect(english).toMatchObject({ lang: 'en', program: { title: 'Light program' } });
    expect((await get(mine(session.id), juror.session)).json().data).toMatchObject({ lang: 'fr' });

    // English offered, but nothing written in it: each text in French.
    const untranslated = await setUpSession({
      titles: { fr: 'Seulement en français' },
      instructions: { fr: '<p>Lire</p>' },
    });
    const reader = await jurorOf(untranslated.jurors);
    expect((await get(`${mine(untranslated.id)}?lang=en`, reader.session)).json().data).toMatchObject({
      lang: 'en',
      program: { title: 'Seulement en français' },
      instructions: '<p>Lire</p>',
    });
    expect((await get(`${mine(untranslated.id)}?lang=xx`, reader.session)).statusCode).toBe(400);
  });

  it('answers 404 to anyone who does not sit on the session, a platform admin included', async () => {
    const session = await setUpSession();
    await jurorOf(session.jurors);
    const sibling = await send(
      'POST',
      `/api/user.programs/${session.programId}/evaluation-sessions`,
      { name: 'Other', slug: 'other' },
      admin,
    );
    // A juror of the program's other session holds the jury role on the program: still not one of this session.
    const elsewhere = await jurorOf(
      `/api/user.programs/${session.programId}/evaluation-sessions/${sibling.json().data.id}/jurors`,
    );
    const collaborator = await createUser(t.database.db, acme.id, { roleKeys: ['collaborator'] });
    const others = [admin, elsewhere.session, await t.signIn(acme.host, collaborator.email, TEST_PASSWORD)];
    for (const as of others) {
      const res = await get(mine(session.id), as);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect((await accept(session.id, as)).statusCode).toBe(404);
    }
    expect((await get(mine('00000000-0000-4000-8000-000000000000'), elsewhere.session)).statusCode).toBe(404);
    expect((await get(mine('final'), elsewhere.session)).statusCode).toBe(400);
    expect((await t.request(acme.host, { method: 'GET', url: mine(session.id) })).statusCode).toBe(401);
    // Their refused accept seated nobody.
    const list = (await get(session.jurors, admin)).json().data;
    expect(list).toHaveLength(1);
  });

  it('answers 404 for another platform’s session, though the person sits on it there', async () => {
    const own = await setUpSession();
    const juror = await jurorOf(own.jurors);
    const foreignProgram = await createProgram(t.database.db, globex.id);
    const [foreign] = await t.database.db
      .insert(evaluationSessions)
      .values({ platformId: globex.id, programId: foreignProgram.id, slug: 'globex', name: 'Globex jury' })
      .returning();
    if (!foreign) throw new Error('session insert failed');
    await t.database.db
      .insert(sessionJurors)
      .values({ platformId: globex.id, sessionId: foreign.id, userId: juror.user.id });
    expect((await get(mine(foreign.id), juror.session)).statusCode).toBe(404);
    expect((await accept(foreign.id, juror.session)).statusCode).toBe(404);
  });

  it('answers 404 while the session’s program is in the trash, and the seat is back with the program', async () => {
    const session = await setUpSession();
    const juror = await jurorOf(session.jurors);
    expect((await send('DELETE', `/api/user.programs/${session.programId}`, undefined, admin)).statusCode).toBe(200);
    expect((await get(mine(session.id), juror.session)).statusCode).toBe(404);
    expect((await accept(session.id, juror.session)).statusCode).toBe(404);

    const restored = await send('POST', `/api/trash/programs/${session.programId}/restore`, undefined, admin);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await get(mine(session.id), juror.session)).json().data).toMatchObject({
      id: session.id,
      acceptedAt: null,
    });
  });
});

describe('POST /api/portal/me/evaluation-sessions/:sessionId/accept', () => {
  it('records the acceptance once: the organizers see it, and a second accept keeps the first date', async () => {
    const session = await setUpSession();
    const juror = await jurorOf(session.jurors);
    const other = await jurorOf(session.jurors);
    const res = await accept(session.id, juror.session);
    expect(res.statusCode, res.body).toBe(200);
    const acceptedAt = res.json().data.acceptedAt as string;
    expect(Date.parse(acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.json().data).toMatchObject({ id: session.id, name: 'Jury final', criteria: session.criteria });
    expect((await get(mine(session.id), juror.session)).json().data.acceptedAt).toBe(acceptedAt);

    const list = (await get(session.jurors, admin)).json().data as {
      id: string;
      status: string;
      acceptedAt: string | null;
    }[];
    expect(list.find((row) => row.id === juror.user.id)).toMatchObject({ status: 'accepted', acceptedAt });
    expect(list.find((row) => row.id === other.user.id)).toMatchObject({ status: 'invited', acceptedAt: null });

    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await accept(session.id, juror.session);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.acceptedAt).toBe(acceptedAt);
    const after = (await get(session.jurors, admin)).json().data as { id: string; acceptedAt: string | null }[];
    expect(after.find((row) => row.id === juror.user.id)?.acceptedAt).toBe(acceptedAt);
  });

  it('answers 400 without the terms accepted, and records nothing', async () => {
    const session = await setUpSession();
    const juror = await jurorOf(session.jurors);
    for (const body of [{ acceptTerms: false }, {}, { acceptTerms: 'yes' }]) {
      const res = await accept(session.id, juror.session, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await get(mine(session.id), juror.session)).json().data.acceptedAt).toBeNull();
    expect((await get(session.jurors, admin)).json().data).toMatchObject([{ status: 'invited', acceptedAt: null }]);
  });

  it('answers 403 account_not_confirmed to an account whose address is not confirmed, which may still read the session', async () => {
    const session = await setUpSession();
    const juror = await jurorOf(session.jurors, { verified: false });
    expect((await get(mine(session.id), juror.session)).statusCode).toBe(200);
    const res = await accept(session.id, juror.session);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_not_confirmed');
    expect((await get(mine(session.id), juror.session)).json().data.acceptedAt).toBeNull();
    expect((await get(session.jurors, admin)).json().data).toMatchObject([{ status: 'invited' }]);
  });
});

describe('GET /api/portal/me/evaluation-sessions', () => {
  it('lists the sessions the person sits on, newest first, in their language; none for anyone else', async () => {
    const older = await setUpSession({ titles: { fr: 'Programme ancien', en: 'Old program' } });
    const newer = await setUpSession({ titles: { fr: 'Programme récent', en: 'Recent program' } });
    const juror = await jurorOf(older.jurors);
    expect((await send('POST', newer.jurors, { email: juror.user.email }, admin)).statusCode).toBe(200);
    await accept(older.id, juror.session);

    const res = await get('/api/portal/me/evaluation-sessions?lang=en', juror.session);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { id: string; program: { title: string }; acceptedAt: string | null }[];
    expect(list.map((session) => [session.id, session.program.title])).toEqual([
      [newer.id, 'Recent program'],
      [older.id, 'Old program'],
    ]);
    expect(list[0]?.acceptedAt).toBeNull();
    expect(list[1]?.acceptedAt).toEqual(expect.any(String));

    // A program in the trash takes its sessions out of the list; a person with no seat has an empty one.
    expect((await send('DELETE', `/api/user.programs/${older.programId}`, undefined, admin)).statusCode).toBe(200);
    const after = await get('/api/portal/me/evaluation-sessions', juror.session);
    expect(after.json().data.map((session: { id: string }) => session.id)).toEqual([newer.id]);
    expect((await get('/api/portal/me/evaluation-sessions', admin)).json().data).toEqual([]);
  });
});
