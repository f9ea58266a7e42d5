import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
  type UserOverrides,
} from '../../../test/factories';
import { emailsTo, waitForEmail } from '../../../test/outbox';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import {
  applicationTeamMembers,
  evaluationSessions,
  evaluationSheets,
  sessionAssignments,
  sessionJurors,
  users,
} from '../../db/schema';

// SPEC `juries`, organizer side: who scores what (everyone, or a balanced share by panel and
// language), conflicts of interest, each juror's progress, reminders, and every sheet's history.

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

const get = (url: string, as: Session = admin) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: Session = admin) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, as);

interface Setup {
  programId: string;
  sessionId: string;
  url: string;
  criterionId: string;
}

/** A program of acme with a draft session made through the API, holding one weighted score criterion. */
async function setUp(name = 'Jury final'): Promise<Setup> {
  const program = await createProgram(t.database.db, acme.id, {
    titles: { fr: 'Programme Lumière', en: 'Light program' },
  });
  const sessions = `/api/user.programs/${program.id}/evaluation-sessions`;
  const res = await send('POST', sessions, { name, slug: `jury-${Math.random().toString(36).slice(2, 8)}` });
  expect(res.statusCode, res.body).toBe(200);
  const url = `${sessions}/${res.json().data.id}`;
  const criterion = { kind: 'score', labels: { fr: 'Qualité' }, weight: 1, required: true, min: 0, max: 10, step: 1 };
  const saved = await send('PUT', `${url}/criteria`, { criteria: [criterion] });
  expect(saved.statusCode, saved.body).toBe(200);
  return { programId: program.id, sessionId: res.json().data.id, url, criterionId: saved.json().data[0].id };
}

let submitted = 0;
/** A submitted application of a new applicant (in the order made), whose account has `locale` as its language. */
async function apply(s: Pick<Setup, 'programId'>, applicant: UserOverrides = {}, locale: string | null = null) {
  const user = await createUser(t.database.db, acme.id, applicant);
  if (locale) await t.database.db.update(users).set({ locale }).where(eq(users.id, user.id));
  submitted += 1;
  const application = await createApplication(t.database.db, acme.id, s.programId, {
    applicantId: user.id,
    status: 'submitted',
    submittedAt: new Date(Date.UTC(2025, 0, 1) + submitted * 1000),
  });
  return { id: application.id, applicant: user };
}

/** A member of acme the organizers seat on the session. */
async function seat(s: Setup, overrides: UserOverrides = {}, panel = '') {
  const user = await createUser(t.database.db, acme.id, overrides);
  const res = await send('POST', `${s.url}/jurors`, { email: user.email, panel });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

/** The juror signed in on the portal, having accepted the session. */
async function accepted(s: Setup, juror: { email: string }) {
  const session = await t.signIn(acme.host, juror.email, TEST_PASSWORD);
  const res = await send(
    'POST',
    `/api/portal/me/evaluation-sessions/${s.sessionId}/accept`,
    { acceptTerms: true },
    session,
  );
  expect(res.statusCode, res.body).toBe(200);
  return session;
}

async function open(s: Setup) {
  const res = await send('PUT', `${s.url}/status`, { status: 'open' });
  expect(res.statusCode, res.body).toBe(200);
}

/** The juror's save of their sheet on the portal, as the score page sends it. */
async function score(
  s: Setup,
  as: Session,
  applicationId: string,
  body: { value?: number; final: boolean; version: number; reason?: string },
) {
  const res = await send(
    'PUT',
    `/api/portal/me/evaluation-sessions/${s.sessionId}/applications/${applicationId}/score`,
    { values: { [s.criterionId]: body.value ?? 5 }, final: body.final, version: body.version, reason: body.reason },
    as,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { version: number; status: string };
}

const BALANCED = { mode: 'balanced', perApplication: 1, maxPerJuror: null, byPanel: false, byLanguage: false } as const;
const EVERYONE = { mode: 'everyone', perApplication: 3, maxPerJuror: null, byPanel: false, byLanguage: false };

const plan = (s: Setup, body: Partial<Record<keyof typeof BALANCED | 'dryRun', unknown>>) =>
  send('POST', `${s.url}/assignments/plan`, { ...BALANCED, ...body });
/** A plan's applications per juror, fewest first. */
const loadCounts = (res: Awaited<ReturnType<typeof plan>>) =>
  (res.json().data.loads as { count: number }[]).map((load) => load.count).sort((a, b) => a - b);

interface Progress {
  settings: typeof EVERYONE;
  applications: number;
  jurors: ({ userId: string; lastActivityAt: string | null } & Record<keyof ReturnType<typeof counts>, number>)[];
}
/** A juror's counts, in the order the progress table shows them. */
const counts = (assigned: number, todo: number, draft: number, final: number, conflicts = 0) => ({
  assigned,
  todo,
  draft,
  final,
  conflicts,
});
const progressOf = async (s: Setup) => {
  const res = await get(`${s.url}/progress`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Progress;
};
const jurorProgress = (progress: Progress, userId: string) => progress.jurors.find((juror) => juror.userId === userId);

interface Pair {
  applicationId: string;
  userId: string;
  applicant: string;
  source: 'auto' | 'manual' | 'everyone';
  sheet: 'todo' | 'draft' | 'final';
}
const pairsOf = async (s: Setup, query: { userId?: string; applicationId?: string }) => {
  const res = await get(`${s.url}/assignments?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Pair[];
};

/** The session's stored pairs, as `applicationId userId` sorted. */
const storedPairs = async (s: Setup) =>
  (await t.database.db.select().from(sessionAssignments).where(eq(sessionAssignments.sessionId, s.sessionId)))
    .map((row) => `${row.applicationId} ${row.userId}`)
    .sort();

/** The jurors of each application, from the stored pairs. */
const jurorsByApplication = async (s: Setup) => {
  const out = new Map<string, string[]>();
  for (const pair of await storedPairs(s)) {
    const [applicationId = '', userId = ''] = pair.split(' ');
    out.set(applicationId, [...(out.get(applicationId) ?? []), userId]);
  }
  return out;
};

/** Mail goes out after the answer: give the queue time to show one that should not exist. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('GET …/progress', () => {
  it('counts, when everyone scores everything, each juror’s applications to do, in draft and final, and their conflicts', async () => {
    const s = await setUp();
    const [first, second, third] = [await apply(s), await apply(s), await apply(s)];
    // A draft application does not enter the session.
    await createApplication(t.database.db, acme.id, s.programId, { status: 'draft' });
    const ann = await seat(s, { firstname: 'Ann' });
    const bob = await seat(s, { firstname: 'Bob' });
    const before = await progressOf(s);
    expect(before.settings).toEqual(EVERYONE);
    expect(before.applications).toBe(3);
    for (const juror of [ann, bob])
      expect(jurorProgress(before, juror.id)).toEqual({
        userId: juror.id,
        ...counts(3, 3, 0, 0),
        lastActivityAt: null,
      });

    await open(s);
    const annSession = await accepted(s, ann);
    await score(s, annSession, first.id, { final: false, version: 0 });
    await score(s, annSession, second.id, { final: true, version: 0 });
    const conflict = await send('POST', `${s.url}/conflicts`, {
      applicationId: third.id,
      userId: bob.id,
      reason: 'Works with the applicant',
    });
    expect(conflict.statusCode, conflict.body).toBe(200);

    const after = await progressOf(s);
    expect(after.applications).toBe(3);
    expect(jurorProgress(after, ann.id)).toEqual({
      userId: ann.id,
      ...counts(3, 1, 1, 1),
      lastActivityAt: expect.any(String),
    });
    expect(Date.parse(jurorProgress(after, ann.id)?.lastActivityAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(jurorProgress(after, bob.id)).toEqual({ userId: bob.id, ...counts(2, 2, 0, 0, 1), lastActivityAt: null });
  });

  it('counts, in a balanced share, only the applications given to each juror', async () => {
    const s = await setUp();
    const applications = [await apply(s), await apply(s), await apply(s), await apply(s)];
    const ann = await seat(s);
    const bob = await seat(s);
    expect((await plan(s, { perApplication: 1 })).statusCode).toBe(200);
    await open(s);
    const annSession = await accepted(s, ann);
    const given = await pairsOf(s, { userId: ann.id });
    expect(given).toHaveLength(2);
    await score(s, annSession, given[0]?.applicationId ?? '', { final: true, version: 0 });

    const progress = await progressOf(s);
    expect(progress.settings).toEqual({ ...BALANCED, perApplication: 1 });
    expect(progress.applications).toBe(applications.length);
    expect(jurorProgress(progress, ann.id)).toMatchObject(counts(2, 1, 0, 1));
    expect(jurorProgress(progress, bob.id)).toMatchObject(counts(2, 2, 0, 0));
  });
});

describe('POST …/assignments/plan', () => {
  it('with dryRun, says what it would do and writes nothing, settings included', async () => {
    const s = await setUp();
    for (let i = 0; i < 3; i++) await apply(s);
    const jurors = [await seat(s), await seat(s)];
    const res = await plan(s, { perApplication: 2, maxPerJuror: 5, dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      settings: { ...BALANCED, perApplication: 2, maxPerJuror: 5 },
      dryRun: true,
      applications: 3,
      added: 6,
      kept: 0,
      shortfall: [],
    });
    expect(data.settings).not.toHaveProperty('dryRun');
    const byUser = (a: { userId: string }, b: { userId: string }) => a.userId.localeCompare(b.userId);
    expect([...data.loads].sort(byUser)).toEqual(jurors.map((juror) => ({ userId: juror.id, count: 3 })).sort(byUser));
    expect(await storedPairs(s)).toEqual([]);
    expect((await progressOf(s)).settings).toEqual(EVERYONE);
  });

  it('saves the settings and gives each application its jurors, no juror over the cap; a second run keeps the pairs', async () => {
    const s = await setUp();
    const applications = [];
    for (let i = 0; i < 5; i++) applications.push(await apply(s));
    const jurors = [await seat(s), await seat(s), await seat(s)];
    const settings = { ...BALANCED, perApplication: 2, maxPerJuror: 4 };
    // Two runs at once: one waits for the other, and finds every pair made.
    const runs = await Promise.all([plan(s, settings), plan(s, settings)]);
    expect(runs.map((run) => run.statusCode)).toEqual([200, 200]);
    expect(runs.map((run) => run.json().data.added).sort()).toEqual([0, 10]);
    const res = runs.find((run) => run.json().data.added === 10) as (typeof runs)[number];
    expect(res.json().data).toMatchObject({ settings, dryRun: false, applications: 5, kept: 0, shortfall: [] });
    expect((await progressOf(s)).settings).toEqual(settings);

    const byApplication = await jurorsByApplication(s);
    expect([...byApplication.keys()].sort()).toEqual(applications.map((a) => a.id).sort());
    for (const ids of byApplication.values()) {
      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(2);
    }
    const loads = jurors.map((juror) => [...byApplication.values()].filter((ids) => ids.includes(juror.id)).length);
    expect(loads.sort()).toEqual([3, 3, 4]);
    expect(loadCounts(res)).toEqual([3, 3, 4]);

    // Again: nothing to add, every pair stays.
    const pairs = await storedPairs(s);
    const again = await plan(s, settings);
    expect(again.json().data).toMatchObject({ added: 0, kept: 10, shortfall: [] });
    expect(await storedPairs(s)).toEqual(pairs);

    // A new application: it alone gets jurors, the others keep theirs; everyone now at the cap.
    const late = await apply(s);
    const third = await plan(s, settings);
    expect(third.json().data).toMatchObject({ applications: 6, added: 2, kept: 10, shortfall: [] });
    const now = await storedPairs(s);
    expect(now).toEqual(expect.arrayContaining(pairs));
    expect(now.filter((pair) => pair.startsWith(late.id))).toHaveLength(2);
    expect(loadCounts(third)).toEqual([4, 4, 4]);

    // Three jurors each: nobody has room left, each application lacks one.
    const short = await plan(s, { ...settings, perApplication: 3 });
    expect(short.json().data.added).toBe(0);
    expect(short.json().data.shortfall).toHaveLength(6);
    expect(short.json().data.shortfall.every((entry: { missing: number }) => entry.missing === 1)).toBe(true);
    expect(await storedPairs(s)).toEqual(now);
  });

  it('keeps each application’s jurors on one panel with byPanel', async () => {
    const s = await setUp();
    for (let i = 0; i < 4; i++) await apply(s);
    const panelOf = new Map<string, string>();
    for (const panel of ['North', 'North', 'South', 'South']) panelOf.set((await seat(s, {}, panel)).id, panel);
    const res = await plan(s, { perApplication: 2, byPanel: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ added: 8, shortfall: [] });
    const byApplication = await jurorsByApplication(s);
    expect(byApplication.size).toBe(4);
    for (const ids of byApplication.values()) expect(new Set(ids.map((id) => panelOf.get(id))).size).toBe(1);
    // Both panels get work, evenly.
    expect(loadCounts(res)).toEqual([2, 2, 2, 2]);

    // A panel has two jurors: a third per application cannot be found on it.
    const more = await plan(s, { perApplication: 3, byPanel: true });
    expect(more.json().data).toMatchObject({ added: 0, kept: 8 });
    expect(more.json().data.shortfall).toHaveLength(4);
    // Without panels, the third juror comes from the other one.
    expect((await plan(s, { perApplication: 3 })).json().data).toMatchObject({ added: 4, shortfall: [] });
  });

  it('gives an application only jurors reading its applicant’s language with byLanguage', async () => {
    const s = await setUp();
    const french = await apply(s, {}, 'fr');
    const english = await apply(s, {}, 'en');
    const german = await apply(s, {}, 'de');
    const unknown = await apply(s);
    const reader = await seat(s);
    const writer = await seat(s);
    const set = await send('PUT', `${s.url}/jurors/${reader.id}`, { languages: ['fr', 'fr'] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ id: reader.id, languages: ['fr'], panel: '' });
    expect((await send('PUT', `${s.url}/jurors/${writer.id}`, { languages: ['en'] })).statusCode).toBe(200);
    expect((await send('PUT', `${s.url}/jurors/${writer.id}`, { languages: ['xx'] })).statusCode).toBe(400);
    expect((await send('PUT', `${s.url}/jurors/${writer.id}`, {})).statusCode).toBe(400);

    const res = await plan(s, { byLanguage: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ added: 3, shortfall: [{ applicationId: german.id, missing: 1 }] });
    const byApplication = await jurorsByApplication(s);
    expect(byApplication.get(french.id)).toEqual([reader.id]);
    expect(byApplication.get(english.id)).toEqual([writer.id]);
    expect(byApplication.get(german.id)).toBeUndefined();
    expect(byApplication.get(unknown.id)).toHaveLength(1);
    // Languages ignored: the German application finds a juror too.
    expect((await plan(s, {})).json().data).toMatchObject({ added: 1, shortfall: [] });
  });

  it('answers 400 for settings out of range, and saves nothing', async () => {
    const s = await setUp();
    await apply(s);
    await seat(s);
    const refused = [{ perApplication: 0 }, { perApplication: 51 }, { maxPerJuror: 0 }, { mode: 'x' }, { byPanel: 1 }];
    for (const body of refused) {
      const res = await plan(s, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await storedPairs(s)).toEqual([]);
    expect((await progressOf(s)).settings).toEqual(EVERYONE);
  });
});

describe('the pairs of a juror or of an application', () => {
  it('lists a juror’s applications or an application’s jurors, with the pair’s source and the sheet’s progress', async () => {
    const s = await setUp();
    const first = await apply(s, { firstname: 'Marie', lastname: 'Curie' });
    const second = await apply(s, { firstname: 'Niels', lastname: 'Bohr' });
    const ann = await seat(s);
    const bob = await seat(s);

    // Everyone scores everything: every application, for every juror.
    expect((await pairsOf(s, { userId: ann.id })).map((pair) => [pair.applicationId, pair.source])).toEqual([
      [first.id, 'everyone'],
      [second.id, 'everyone'],
    ]);
    expect((await pairsOf(s, { applicationId: first.id })).map((pair) => pair.userId).sort()).toEqual(
      [ann.id, bob.id].sort(),
    );

    expect((await plan(s, { perApplication: 1 })).statusCode).toBe(200);
    await open(s);
    const mine = await pairsOf(s, { userId: ann.id });
    expect(mine).toHaveLength(1);
    const [pair] = mine;
    const applicant = pair?.applicationId === first.id ? 'Marie Curie' : 'Niels Bohr';
    expect(pair).toEqual({
      applicationId: pair?.applicationId,
      userId: ann.id,
      applicant,
      source: 'auto',
      sheet: 'todo',
    });
    await score(s, await accepted(s, ann), pair?.applicationId ?? '', { final: false, version: 0 });
    expect(await pairsOf(s, { applicationId: pair?.applicationId ?? '' })).toEqual([{ ...pair, sheet: 'draft' }]);
  });

  it('answers 400 without a juror or an application, and 404 for one that is not the session’s', async () => {
    const s = await setUp();
    await apply(s);
    await seat(s);
    const other = await setUp();
    const stranger = await apply(other);
    const res = await get(`${s.url}/assignments`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect((await get(`${s.url}/assignments?userId=not-an-id`)).statusCode).toBe(400);
    expect((await get(`${s.url}/assignments?userId=${(await seat(other)).id}`)).statusCode).toBe(404);
    expect((await get(`${s.url}/assignments?applicationId=${stranger.id}`)).statusCode).toBe(404);
  });

  it('gives an application to a juror by hand and takes it back; 404 for a pair that is not there', async () => {
    const s = await setUp();
    const first = await apply(s);
    await apply(s);
    const ann = await seat(s);
    const bob = await seat(s);
    expect((await plan(s, { perApplication: 1 })).statusCode).toBe(200);
    const [holder] = (await jurorsByApplication(s)).get(first.id) ?? [];
    const other = holder === ann.id ? bob : ann;

    const res = await send('PUT', `${s.url}/assignments/${first.id}/${other.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      applicationId: first.id,
      userId: other.id,
      applicant: 'Ada Lovelace',
      source: 'manual',
      sheet: 'todo',
    });
    const jurors = await pairsOf(s, { applicationId: first.id });
    expect(jurors.map((pair) => [pair.userId, pair.source]).sort()).toEqual(
      [
        [holder, 'auto'],
        [other.id, 'manual'],
      ].sort(),
    );
    // Again: the pair is there once, as it was; a pair a balanced run made answers as it is listed.
    expect((await send('PUT', `${s.url}/assignments/${first.id}/${other.id}`)).statusCode).toBe(200);
    const held = await send('PUT', `${s.url}/assignments/${first.id}/${holder}`);
    expect(held.json().data).toMatchObject({ userId: holder, source: 'auto' });
    expect(await storedPairs(s)).toHaveLength(3);

    const removed = await send('DELETE', `${s.url}/assignments/${first.id}/${other.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ applicationId: first.id, userId: other.id });
    expect((await pairsOf(s, { applicationId: first.id })).map((pair) => pair.userId)).toEqual([holder]);
    const again = await send('DELETE', `${s.url}/assignments/${first.id}/${other.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('not_found');

    // Someone who does not sit on the session, an application that does not enter it.
    const outsider = await createUser(t.database.db, acme.id);
    const draft = await createApplication(t.database.db, acme.id, s.programId, { status: 'draft' });
    expect((await send('PUT', `${s.url}/assignments/${first.id}/${outsider.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `${s.url}/assignments/${draft.id}/${ann.id}`)).statusCode).toBe(404);
    expect(await storedPairs(s)).toHaveLength(2);
  });
});

describe('conflicts of interest', () => {
  it('lists declared conflicts, and suspects a shared organisation domain or a juror on the application’s team', async () => {
    const s = await setUp();
    const corp = await apply(s, { email: 'founder@acme-corp.org', firstname: 'Fay', lastname: 'Founder' });
    const gmail = await apply(s, { email: 'someone.applying@gmail.com', firstname: 'Gil', lastname: 'Mail' });
    const team = await apply(s, { email: 'lead@startup.io', firstname: 'Tea', lastname: 'Lead' });
    const colleague = await seat(s, { email: 'judge@acme-corp.org', firstname: 'Cole', lastname: 'League' });
    const publicMail = await seat(s, { email: 'judge.two@gmail.com', firstname: 'Pub', lastname: 'Lic' });
    const member = await seat(s, { email: 'member@elsewhere.net', firstname: 'Mem', lastname: 'Ber' });
    await t.database.db
      .insert(applicationTeamMembers)
      .values({ platformId: acme.id, applicationId: team.id, userId: member.id });
    // A juror who applied themself.
    const own = await createApplication(t.database.db, acme.id, s.programId, {
      applicantId: publicMail.id,
      status: 'submitted',
    });

    const suspected = (await get(`${s.url}/conflicts`)).json().data;
    expect(suspected).toEqual(
      expect.arrayContaining([
        {
          applicationId: corp.id,
          userId: colleague.id,
          juror: 'Cole League',
          applicant: 'Fay Founder',
          kind: 'suspected',
          reason: 'same_domain',
          declaredBy: null,
          createdAt: null,
        },
        expect.objectContaining({
          applicationId: team.id,
          userId: member.id,
          kind: 'suspected',
          reason: 'team_member',
        }),
        expect.objectContaining({
          applicationId: own.id,
          userId: publicMail.id,
          juror: 'Pub Lic',
          applicant: 'Pub Lic',
          reason: 'team_member',
        }),
      ]),
    );
    // gmail.com is everyone's: no suspicion between its users.
    expect(suspected).toHaveLength(3);
    expect(suspected.some((c: { applicationId: string }) => c.applicationId === gmail.id)).toBe(false);

    // Declared by an organizer: listed once, as declared, in place of the suspicion.
    const res = await send('POST', `${s.url}/conflicts`, {
      applicationId: corp.id,
      userId: colleague.id,
      reason: '  Same company  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const declared = {
      applicationId: corp.id,
      userId: colleague.id,
      juror: 'Cole League',
      applicant: 'Fay Founder',
      kind: 'declared',
      reason: 'Same company',
      declaredBy: 'organizer',
      createdAt: expect.any(String),
    };
    expect(res.json().data).toEqual(declared);
    const after = (await get(`${s.url}/conflicts`)).json().data;
    expect(after).toHaveLength(3);
    expect(after[0]).toEqual(declared);
    expect(after.filter((c: { applicationId: string }) => c.applicationId === corp.id)).toHaveLength(1);
  });

  it('refuses a conflicted pair by hand, reassigns the application, and assigns it again once the conflict is cleared', async () => {
    const s = await setUp();
    const first = await apply(s);
    await apply(s);
    const ann = await seat(s);
    const bob = await seat(s);
    expect((await plan(s, { perApplication: 1 })).statusCode).toBe(200);
    const [holder = ''] = (await jurorsByApplication(s)).get(first.id) ?? [];
    const other = holder === ann.id ? bob.id : ann.id;

    const recorded = await send('POST', `${s.url}/conflicts`, {
      applicationId: first.id,
      userId: holder,
      reason: 'Cousin',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    // The pair went; the application went to the other juror at once, in the balanced run's name.
    expect(await pairsOf(s, { applicationId: first.id })).toMatchObject([{ userId: other, source: 'auto' }]);
    expect((await pairsOf(s, { userId: holder })).map((pair) => pair.applicationId)).not.toContain(first.id);
    expect(jurorProgress(await progressOf(s), holder)).toMatchObject({ conflicts: 1 });

    const refused = await send('PUT', `${s.url}/assignments/${first.id}/${holder}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('conflict_of_interest');
    // A balanced run never gives the pair back either.
    expect((await plan(s, { perApplication: 2 })).json().data.shortfall).toEqual([
      { applicationId: first.id, missing: 1 },
    ]);

    const cleared = await send('DELETE', `${s.url}/conflicts/${first.id}/${holder}`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toEqual({ applicationId: first.id, userId: holder });
    expect(
      (await get(`${s.url}/conflicts`)).json().data.filter((c: { kind: string }) => c.kind === 'declared'),
    ).toEqual([]);
    expect((await send('DELETE', `${s.url}/conflicts/${first.id}/${holder}`)).statusCode).toBe(404);
    const assigned = await send('PUT', `${s.url}/assignments/${first.id}/${holder}`);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ source: 'manual' });
  });

  it('answers 400 for a reason too short and 404 for a pair that is not the session’s, recording nothing', async () => {
    const s = await setUp();
    const application = await apply(s);
    const juror = await seat(s);
    const outsider = await createUser(t.database.db, acme.id);
    for (const body of [
      { applicationId: application.id, userId: juror.id, reason: ' a ' },
      { applicationId: application.id, userId: juror.id, reason: 'x'.repeat(1001) },
      { applicationId: application.id, userId: 'nobody', reason: 'Cousin' },
    ])
      expect((await send('POST', `${s.url}/conflicts`, body)).statusCode, JSON.stringify(body)).toBe(400);
    for (const body of [
      { applicationId: application.id, userId: outsider.id, reason: 'Cousin' },
      { applicationId: outsider.id, userId: juror.id, reason: 'Cousin' },
    ])
      expect((await send('POST', `${s.url}/conflicts`, body)).statusCode, JSON.stringify(body)).toBe(404);
    // Every address here is at example.org: suspected, never declared.
    expect((await get(`${s.url}/conflicts`)).json().data).toMatchObject([{ kind: 'suspected', reason: 'same_domain' }]);
  });
});

describe('POST …/reminders', () => {
  it('answers 409 session_not_open before the session opens, and mails nobody', async () => {
    const s = await setUp();
    await apply(s);
    const juror = await seat(s);
    const res = await send('POST', `${s.url}/reminders`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('session_not_open');
    await settle();
    expect((await emailsTo(t.database.db, juror.email)).map((mail) => mail.template)).toEqual(['jury_invitation']);
  });

  it('mails each juror with sheets left, in their language, none to one whose sheets are all final', async () => {
    const s = await setUp('Oral final');
    const [first, second] = [await apply(s), await apply(s)];
    const english = await seat(s, { firstname: 'Eve' });
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, english.id));
    const french = await seat(s, { firstname: 'Jean' });
    const done = await seat(s, { firstname: 'Done' });
    await open(s);
    await score(s, await accepted(s, french), first.id, { final: false, version: 0 });
    const doneSession = await accepted(s, done);
    for (const application of [first, second]) await score(s, doneSession, application.id, { final: true, version: 0 });

    const res = await send('POST', `${s.url}/reminders`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ queued: 2 });

    const toEve = await waitForEmail(t.database.db, english.email, 'jury_reminder');
    expect(toEve.locale).toBe('en');
    expect(toEve.subject).toContain('Oral final');
    expect(toEve.text).toContain('Light program');
    expect(toEve.text).toContain('You have 2 of 2 applications left to score.');
    expect(toEve.text).toContain(`/en/applications/`);
    const toJean = await waitForEmail(t.database.db, french.email, 'jury_reminder');
    expect(toJean.locale).toBe('fr');
    expect(toJean.text).toContain('Programme Lumière');
    expect(toJean.text).toContain('Il vous reste 2 candidatures à noter sur 2.');
    await settle();
    expect((await emailsTo(t.database.db, done.email)).map((mail) => mail.template)).toEqual(['jury_invitation']);

    // Only the jurors asked for.
    const one = await send('POST', `${s.url}/reminders`, { userIds: [french.id, done.id] });
    expect(one.json().data).toEqual({ queued: 1 });
    await settle();
    expect((await emailsTo(t.database.db, english.email)).filter((m) => m.template === 'jury_reminder')).toHaveLength(
      1,
    );
    expect((await emailsTo(t.database.db, french.email)).filter((m) => m.template === 'jury_reminder')).toHaveLength(2);
  });
});

describe('GET …/applications/:applicationId/timeline', () => {
  it('lists every version of every juror’s sheet of the application, oldest first, with the juror’s name', async () => {
    const s = await setUp();
    const [first, second] = [await apply(s), await apply(s)];
    const ann = await seat(s, { firstname: 'Ann', lastname: 'Arbor' });
    const bob = await seat(s, { firstname: 'Bob', lastname: 'Bell' });
    await open(s);
    const annSession = await accepted(s, ann);
    const bobSession = await accepted(s, bob);
    await score(s, annSession, first.id, { value: 3, final: false, version: 0 });
    await score(s, bobSession, first.id, { value: 8, final: true, version: 0 });
    await score(s, annSession, first.id, { value: 4, final: true, version: 1 });
    await score(s, annSession, first.id, { value: 6, final: true, version: 2, reason: 'Read the annex' });
    await score(s, bobSession, second.id, { value: 1, final: false, version: 0 });

    const res = await get(`${s.url}/applications/${first.id}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const timeline = res.json().data as {
      version: number;
      status: string;
      values: Record<string, number>;
      reason: string;
      juror: { id: string; name: string };
      by: { id: string; name: string };
      at: string;
    }[];
    expect(timeline.map((v) => [v.juror.name, v.version, v.status, v.values[s.criterionId], v.reason])).toEqual([
      ['Ann Arbor', 1, 'draft', 3, ''],
      ['Bob Bell', 1, 'final', 8, ''],
      ['Ann Arbor', 2, 'final', 4, ''],
      ['Ann Arbor', 3, 'final', 6, 'Read the annex'],
    ]);
    expect(timeline[0]?.juror).toEqual({ id: ann.id, name: 'Ann Arbor' });
    expect(timeline[1]?.by).toEqual({ id: bob.id, name: 'Bob Bell' });
    const times = timeline.map((v) => Date.parse(v.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const untouched = await apply(s);
    expect((await get(`${s.url}/applications/${untouched.id}/timeline`)).json().data).toEqual([]);
    const draft = await createApplication(t.database.db, acme.id, s.programId, { status: 'draft' });
    expect((await get(`${s.url}/applications/${draft.id}/timeline`)).statusCode).toBe(404);
  });
});

describe('sessions and applications of other programs and platforms', () => {
  it('answers 404 for another platform’s session, another program’s session, and another program’s application', async () => {
    const mine = await setUp();
    const application = await apply(mine);
    const juror = await seat(mine);
    const sibling = await setUp();
    const theirs = await apply(sibling);
    const siblingJuror = await seat(sibling);
    const foreignProgram = await createProgram(t.database.db, globex.id);
    const [foreign] = await t.database.db
      .insert(evaluationSessions)
      .values({ platformId: globex.id, programId: foreignProgram.id, slug: 'globex', name: 'Globex jury' })
      .returning();
    const sessionsOf = (programId: string) => `/api/user.programs/${programId}/evaluation-sessions`;
    const urls = [
      `${sessionsOf(foreignProgram.id)}/${foreign?.id}`,
      `${sessionsOf(mine.programId)}/${foreign?.id}`,
      `${sessionsOf(mine.programId)}/${sibling.sessionId}`,
    ];
    for (const url of urls) {
      const pair = `${application.id}/${juror.id}`;
      const calls = [
        await get(`${url}/progress`),
        await get(`${url}/assignments?userId=${juror.id}`),
        await get(`${url}/conflicts`),
        await get(`${url}/applications/${application.id}/timeline`),
        await send('POST', `${url}/assignments/plan`, BALANCED),
        await send('PUT', `${url}/assignments/${pair}`),
        await send('DELETE', `${url}/assignments/${pair}`),
        await send('POST', `${url}/conflicts`, { applicationId: application.id, userId: juror.id, reason: 'Cousin' }),
        await send('DELETE', `${url}/conflicts/${pair}`),
        await send('POST', `${url}/reminders`, {}),
      ];
      expect(
        calls.map((res) => res.statusCode),
        url,
      ).toEqual(calls.map(() => 404));
    }
    // The sibling's application through this session: not one of its applications.
    expect((await get(`${mine.url}/applications/${theirs.id}/timeline`)).statusCode).toBe(404);
    expect((await send('PUT', `${mine.url}/assignments/${theirs.id}/${juror.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `${mine.url}/assignments/${application.id}/${siblingJuror.id}`)).statusCode).toBe(404);
    expect(
      (await send('POST', `${mine.url}/conflicts`, { applicationId: theirs.id, userId: juror.id, reason: 'Cousin' }))
        .statusCode,
    ).toBe(404);
    // Nothing moved anywhere.
    expect(await storedPairs(mine)).toEqual([]);
    expect(await storedPairs(sibling)).toEqual([]);
    expect((await progressOf(sibling)).settings).toEqual(EVERYONE);
  });
});

describe('removing a juror', () => {
  it('takes their assignments with their seat; their sheets stay, and they come back with nothing assigned', async () => {
    const s = await setUp();
    for (let i = 0; i < 4; i++) await apply(s);
    const leaving = await seat(s);
    const staying = await seat(s);
    expect((await plan(s, { perApplication: 2 })).json().data).toMatchObject({ added: 8 });
    await open(s);
    const [given] = await pairsOf(s, { userId: leaving.id });
    await score(s, await accepted(s, leaving), given?.applicationId ?? '', { final: true, version: 0 });

    const res = await send('DELETE', `${s.url}/jurors/${leaving.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.database.db
      .select()
      .from(sessionAssignments)
      .where(and(eq(sessionAssignments.sessionId, s.sessionId), eq(sessionAssignments.userId, leaving.id)));
    expect(left).toEqual([]);
    expect(await storedPairs(s)).toHaveLength(4);
    expect((await progressOf(s)).jurors.map((juror) => juror.userId)).toEqual([staying.id]);
    const sheets = await t.database.db.select().from(evaluationSheets).where(eq(evaluationSheets.userId, leaving.id));
    expect(sheets).toHaveLength(1);

    expect((await send('POST', `${s.url}/jurors`, { email: leaving.email })).statusCode).toBe(200);
    const seats = await t.database.db.select().from(sessionJurors).where(eq(sessionJurors.userId, leaving.id));
    expect(seats).toHaveLength(1);
    expect(await pairsOf(s, { userId: leaving.id })).toEqual([]);
    // A new run shares the work again.
    expect((await plan(s, { perApplication: 2 })).json().data).toMatchObject({ added: 4, kept: 4 });
  });
});
