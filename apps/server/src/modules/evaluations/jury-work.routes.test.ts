import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createStoredFile, TEST_PDF } from '../../../test/file-factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { applications, evaluationSessions, sessionJurors } from '../../db/schema';

// The juror's work on the portal: the applications given to them, their score sheets, the others'
// sheets when the session allows, conflicts of interest, and the files of the applications they read.

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  globex = await createPlatform(t.database.db);
  const boss = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  admin = await t.signIn(acme.host, boss.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string, as: Session, host = acme.host) =>
  t.request(host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT', url: string, payload: object, as: Session) =>
  t.send(acme.host, { method, url, payload }, as);

const criteria = [
  { id: 'quality', kind: 'score', labels: { fr: 'Qualité' }, weight: 2, required: true, min: 0, max: 20, step: 1 },
  {
    id: 'level',
    kind: 'single',
    labels: { fr: 'Niveau' },
    weight: 1,
    required: true,
    options: [
      { id: 'low', labels: { fr: 'Bas' }, points: 0 },
      { id: 'mid', labels: { fr: 'Moyen' }, points: 5 },
      { id: 'high', labels: { fr: 'Haut' }, points: 10 },
    ],
  },
  { id: 'opinion', kind: 'text', labels: { fr: 'Avis' }, weight: 0, required: false, minChars: 0, maxChars: 50 },
];
// (2 × 15/20 + 1 × 5/10) / 3 = 2/3 of the best.
const complete = { quality: 15, level: 'mid', opinion: 'Clair et solide' };
const COMPLETE_TOTAL = 66.67;

type Visibility = 'never' | 'after_own' | 'always';
interface Setup {
  id: string;
  programId: string;
  url: string;
}

/** A program of acme with a session set up by its organizers (three criteria), open unless told. */
async function setUp(options: { scoreVisibility?: Visibility; open?: boolean } = {}): Promise<Setup> {
  const program = await createProgram(t.database.db, acme.id);
  const base = `/api/user.programs/${program.id}/evaluation-sessions`;
  const slug = `jury-${Math.random().toString(36).slice(2, 8)}`;
  const res = await send(
    'POST',
    base,
    { name: 'Jury', slug, scoreVisibility: options.scoreVisibility ?? 'never' },
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  const setup = { id: res.json().data.id as string, programId: program.id, url: `${base}/${res.json().data.id}` };
  const saved = await send('PUT', `${setup.url}/criteria`, { criteria }, admin);
  expect(saved.statusCode, saved.body).toBe(200);
  if (options.open !== false) await setStatus(setup, 'open');
  return setup;
}

async function setStatus(setup: Setup, status: 'open' | 'closed') {
  const res = await send('PUT', `${setup.url}/status`, { status }, admin);
  expect(res.statusCode, res.body).toBe(200);
}

/** A member of acme seated on the session, signed in on the portal, terms accepted unless told. */
async function jurorOf(setup: Setup, options: { accept?: boolean } = {}) {
  const user = await createUser(t.database.db, acme.id);
  const res = await send('POST', `${setup.url}/jurors`, { email: user.email }, admin);
  expect(res.statusCode, res.body).toBe(200);
  const session = await t.signIn(acme.host, user.email, TEST_PASSWORD);
  if (options.accept !== false) {
    const accepted = await send('POST', `${mine(setup.id)}/accept`, { acceptTerms: true }, session);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return { id: user.id, session };
}

/** A submitted application to the session's program, by an applicant of that name, `minutesAgo` old. */
async function applicationTo(
  setup: Pick<Setup, 'programId'>,
  firstname: string,
  minutesAgo: number,
  answers?: Record<string, Record<string, unknown>>,
) {
  const applicant = await createUser(t.database.db, acme.id, { firstname, lastname: 'Doe' });
  const row = await createApplication(t.database.db, acme.id, setup.programId, {
    applicantId: applicant.id,
    status: 'submitted',
    submittedAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  if (answers) await t.database.db.update(applications).set({ answers }).where(eq(applications.id, row.id));
  return { id: row.id, applicantId: applicant.id, submittedAt: row.submittedAt?.toISOString() ?? null };
}

const mine = (sessionId: string) => `/api/portal/me/evaluation-sessions/${sessionId}`;
const listUrl = (sessionId: string) => `${mine(sessionId)}/applications`;
const itemUrl = (sessionId: string, applicationId: string) => `${listUrl(sessionId)}/${applicationId}`;

const list = async (setup: Setup, as: Session) => {
  const res = await get(listUrl(setup.id), as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; sheet: string; total: number | null }[];
};
const detail = async (setup: Setup, applicationId: string, as: Session) => {
  const res = await get(itemUrl(setup.id, applicationId), as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const save = (setup: Setup, applicationId: string, as: Session, body: object) =>
  send('PUT', `${itemUrl(setup.id, applicationId)}/score`, body, as);
const saved = async (setup: Setup, applicationId: string, as: Session, body: object) => {
  const res = await save(setup, applicationId, as, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const history = async (setup: Setup, applicationId: string, as: Session) => {
  const res = await get(`${itemUrl(setup.id, applicationId)}/history`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { version: number; status: string; reason: string; values: object; total: number | null }[];
};
const balance = async (setup: Setup) => {
  const body = { mode: 'balanced', perApplication: 1, maxPerJuror: null, byPanel: false, byLanguage: false };
  const res = await send('POST', `${setup.url}/assignments/plan`, body, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const jurorsOfApplication = async (setup: Setup, applicationId: string) => {
  const res = await get(`${setup.url}/assignments?applicationId=${applicationId}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { userId: string }[]).map((row) => row.userId);
};

const expectError = (
  res: { statusCode: number; json: () => { error: { code: string } } },
  status: number,
  code: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().error.code).toBe(code);
};

describe('GET …/evaluation-sessions/:sessionId/applications', () => {
  it('lists every application entering the session to each juror, oldest first, with their own sheet’s progress', async () => {
    const setup = await setUp();
    const older = await applicationTo(setup, 'Anna', 60);
    const newer = await applicationTo(setup, 'Bruno', 30);
    // A draft application does not enter the session; one of another program neither.
    await createApplication(t.database.db, acme.id, setup.programId, { status: 'draft' });
    await applicationTo(await setUp(), 'Elsewhere', 90);
    const ada = await jurorOf(setup);
    const alan = await jurorOf(setup);

    await saved(setup, older.id, ada.session, { values: { quality: 10 }, final: false, version: 0 });
    await saved(setup, newer.id, ada.session, { values: complete, final: true, version: 0 });

    expect(await list(setup, ada.session)).toEqual([
      {
        id: older.id,
        reference: older.id.replace(/-/g, '').slice(0, 8).toUpperCase(),
        applicant: 'Anna Doe',
        email: null,
        categoryId: null,
        submittedAt: older.submittedAt,
        sheet: 'draft',
        total: null,
      },
      {
        id: newer.id,
        reference: newer.id.replace(/-/g, '').slice(0, 8).toUpperCase(),
        applicant: 'Bruno Doe',
        email: null,
        categoryId: null,
        submittedAt: newer.submittedAt,
        sheet: 'final',
        total: COMPLETE_TOTAL,
      },
    ]);
    const others = await list(setup, alan.session);
    expect(others.map((row) => [row.id, row.sheet, row.total])).toEqual([
      [older.id, 'todo', null],
      [newer.id, 'todo', null],
    ]);
  });

  it('in a balanced session, lists to each juror only the applications assigned to them', async () => {
    const setup = await setUp();
    const first = await applicationTo(setup, 'Anna', 60);
    const second = await applicationTo(setup, 'Bruno', 30);
    const ada = await jurorOf(setup);
    const alan = await jurorOf(setup);
    const plan = await balance(setup);
    expect(plan).toMatchObject({ applications: 2, added: 2, shortfall: [] });

    const adaIds = (await list(setup, ada.session)).map((row) => row.id);
    const alanIds = (await list(setup, alan.session)).map((row) => row.id);
    expect(adaIds).toHaveLength(1);
    expect(alanIds).toHaveLength(1);
    expect([...adaIds, ...alanIds].sort()).toEqual([first.id, second.id].sort());
    for (const id of adaIds) expect(await jurorsOfApplication(setup, id)).toEqual([ada.id]);
    // Not given: 404, as for no application at all.
    const [notGiven] = alanIds as [string];
    expectError(await get(itemUrl(setup.id, notGiven), ada.session), 404, 'not_found');
    expectError(await save(setup, notGiven, ada.session, { values: {}, final: false, version: 0 }), 404, 'not_found');
    expectError(await get(`${itemUrl(setup.id, notGiven)}/history`, ada.session), 404, 'not_found');
  });

  it('shows nothing of a session still in draft', async () => {
    const setup = await setUp({ open: false });
    const application = await applicationTo(setup, 'Anna', 60);
    const ada = await jurorOf(setup);
    expect(await list(setup, ada.session)).toEqual([]);
    expectError(await get(itemUrl(setup.id, application.id), ada.session), 404, 'not_found');
    expectError(
      await save(setup, application.id, ada.session, { values: {}, final: false, version: 0 }),
      404,
      'not_found',
    );
  });
});

describe('GET …/applications/:applicationId', () => {
  it('answers the application’s answers, the juror’s sheet, and the previous and next ones of their list', async () => {
    const setup = await setUp();
    const first = await applicationTo(setup, 'Anna', 90);
    const middle = await applicationTo(setup, 'Bruno', 60, { intro: { project: 'Lumière', budget: 1200 } });
    const last = await applicationTo(setup, 'Carla', 30);
    const ada = await jurorOf(setup);

    expect(await detail(setup, middle.id, ada.session)).toEqual({
      id: middle.id,
      programId: setup.programId,
      categoryId: null,
      reference: middle.id.replace(/-/g, '').slice(0, 8).toUpperCase(),
      applicant: 'Bruno Doe',
      email: null,
      submittedAt: middle.submittedAt,
      // No form holds these questions any more: with no view chosen, the jury still reads every answer.
      questions: expect.arrayContaining(['project', 'budget']),
      answers: { intro: { project: 'Lumière', budget: 1200 } },
      sheet: { values: {}, comment: '', status: 'todo', version: 0, total: null, submittedAt: null, updatedAt: null },
      note: { text: '', version: 0, updatedAt: null },
      peers: null,
      previousId: first.id,
      nextId: last.id,
    });
    expect(await detail(setup, first.id, ada.session)).toMatchObject({ previousId: null, nextId: middle.id });
    expect(await detail(setup, last.id, ada.session)).toMatchObject({ previousId: middle.id, nextId: null });

    const sheet = await saved(setup, middle.id, ada.session, {
      values: { quality: 4 },
      comment: 'À revoir',
      final: false,
      version: 0,
    });
    expect((await detail(setup, middle.id, ada.session)).sheet).toEqual(sheet);
  });

  it('answers 404 to whoever does not sit on the session, for an application outside it, and on another platform', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup, 'Anna', 60);
    const outside = await applicationTo(await setUp(), 'Other', 60);
    const ada = await jurorOf(setup);
    const member = await createUser(t.database.db, acme.id);
    const stranger = await t.signIn(acme.host, member.email, TEST_PASSWORD);
    for (const as of [stranger, admin]) {
      expectError(await get(listUrl(setup.id), as), 404, 'not_found');
      expectError(await get(itemUrl(setup.id, application.id), as), 404, 'not_found');
      expectError(await save(setup, application.id, as, { values: {}, final: false, version: 0 }), 404, 'not_found');
      expectError(await get(`${itemUrl(setup.id, application.id)}/history`, as), 404, 'not_found');
      const conflict = await send(
        'POST',
        `${itemUrl(setup.id, application.id)}/conflict`,
        { reason: 'Je le connais' },
        as,
      );
      expectError(conflict, 404, 'not_found');
    }
    for (const id of [outside.id, '00000000-0000-4000-8000-000000000000'])
      expectError(await get(itemUrl(setup.id, id), ada.session), 404, 'not_found');
    expect((await t.request(acme.host, { method: 'GET', url: listUrl(setup.id) })).statusCode).toBe(401);

    // The same person seated on a globex session with a globex application: nothing of it on acme.
    const program = await createProgram(t.database.db, globex.id);
    const [foreign] = await t.database.db
      .insert(evaluationSessions)
      .values({ platformId: globex.id, programId: program.id, slug: 'globex', name: 'Globex jury', status: 'open' })
      .returning();
    if (!foreign) throw new Error('session insert failed');
    await t.database.db
      .insert(sessionJurors)
      .values({ platformId: globex.id, sessionId: foreign.id, userId: ada.id, acceptedAt: new Date() });
    const theirs = await createApplication(t.database.db, globex.id, program.id, { status: 'submitted' });
    expectError(await get(listUrl(foreign.id), ada.session), 404, 'not_found');
    expectError(await get(itemUrl(foreign.id, theirs.id), ada.session), 404, 'not_found');
    expectError(await get(itemUrl(setup.id, theirs.id), ada.session), 404, 'not_found');
    // acme's token is refused on globex.
    expect((await get(listUrl(foreign.id), ada.session, globex.host)).statusCode).toBe(401);
  });
});

describe('PUT …/applications/:applicationId/score', () => {
  it('saves a partial draft, one version at a time; a stale version is 409 version_conflict and changes nothing', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup, 'Anna', 60);
    const ada = await jurorOf(setup);

    const first = await saved(setup, application.id, ada.session, {
      values: { quality: 12 },
      final: false,
      version: 0,
    });
    expect(first).toEqual({
      values: { quality: 12 },
      comment: '',
      status: 'draft',
      version: 1,
      total: null,
      submittedAt: null,
      updatedAt: expect.any(String),
    });
    const second = await saved(setup, application.id, ada.session, {
      values: { quality: 12, level: 'mid' },
      comment: 'Bien',
      final: false,
      version: 1,
    });
    // (2 × 12/20 + 1 × 5/10) / 3
    expect(second).toMatchObject({
      values: { quality: 12, level: 'mid' },
      comment: 'Bien',
      status: 'draft',
      version: 2,
      total: 56.67,
    });

    for (const version of [1, 0, 7]) {
      const stale = await save(setup, application.id, ada.session, { values: { quality: 3 }, final: false, version });
      expectError(stale, 409, 'version_conflict');
      expect(stale.json().error.details).toMatchObject({
        currentVersion: 2,
        current: { version: 2, values: second.values },
      });
    }
    // The same sheet again is no new version.
    expect(
      await saved(setup, application.id, ada.session, {
        values: second.values,
        comment: 'Bien',
        final: false,
        version: 2,
      }),
    ).toEqual(second);
    expect((await detail(setup, application.id, ada.session)).sheet).toEqual(second);
    expect((await history(setup, application.id, ada.session)).map((row) => row.version)).toEqual([1, 2]);
  });

  it('answers 422 scores_invalid naming each wrong value, and saves none of it', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup, 'Anna', 60);
    const ada = await jurorOf(setup);
    const cases: [object, string, string][] = [
      [{ quality: 21 }, 'values.quality', 'out_of_range'],
      [{ quality: -1 }, 'values.quality', 'out_of_range'],
      [{ quality: 2.5 }, 'values.quality', 'off_step'],
      [{ level: 'top' }, 'values.level', 'unknown_option'],
      [{ level: 5 }, 'values.level', 'wrong_type'],
      [{ ghost: 1 }, 'values.ghost', 'wrong_type'],
      [{ opinion: 'x'.repeat(51) }, 'values.opinion', 'too_long'],
    ];
    for (const [values, field, reason] of cases) {
      for (const final of [false, true]) {
        const res = await save(setup, application.id, ada.session, {
          values: { ...complete, ...values },
          final,
          version: 0,
        });
        expectError(res, 422, 'scores_invalid');
        expect(res.json().error.details, JSON.stringify(values)).toEqual([{ field, reason }]);
      }
    }
    const several = await save(setup, application.id, ada.session, {
      values: { quality: 30, level: 'top' },
      final: false,
      version: 0,
    });
    expect(several.json().error.details).toEqual([
      { field: 'values.quality', reason: 'out_of_range' },
      { field: 'values.level', reason: 'unknown_option' },
    ]);
    expect((await detail(setup, application.id, ada.session)).sheet).toMatchObject({
      status: 'todo',
      version: 0,
      values: {},
    });
    expect(await history(setup, application.id, ada.session)).toEqual([]);
    expect((await list(setup, ada.session))[0]?.sheet).toBe('todo');
  });

  it('submits a final sheet only with every required criterion, then with its total and submission date', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup, 'Anna', 60);
    const ada = await jurorOf(setup);

    const missing = await save(setup, application.id, ada.session, {
      values: { quality: 15 },
      final: true,
      version: 0,
    });
    expectError(missing, 422, 'scores_invalid');
    expect(missing.json().error.details).toEqual([{ field: 'values.level', reason: 'required' }]);
    expect(await history(setup, application.id, ada.session)).toEqual([]);

    const before = Date.now();
    const final = await saved(setup, application.id, ada.session, { values: complete, final: true, version: 0 });
    expect(final).toMatchObject({ status: 'final', version: 1, total: COMPLETE_TOTAL, values: complete });
    expect(Date.parse(final.submittedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await list(setup, ada.session))[0]).toMatchObject({ sheet: 'final', total: COMPLETE_TOTAL });
  });

  it('changes a final sheet only with a reason: it stays final, and the history keeps every version', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup, 'Anna', 60);
    const ada = await jurorOf(setup);
    await saved(setup, application.id, ada.session, { values: { quality: 8 }, final: false, version: 0 });
    await saved(setup, application.id, ada.session, { values: { quality: 9, level: 'low' }, final: false, version: 1 });
    const final = await saved(setup, application.id, ada.session, { values: complete, final: true, version: 2 });

    const change = { values: { ...complete, quality: 16 }, final: false, version: 3 };
    for (const reason of [undefined, '', '   ']) {
      const res = await save(setup, application.id, ada.session, {
        ...change,
        ...(reason !== undefined && { reason }),
      });
      expectError(res, 422, 'score_reason_required');
    }
    // Still final: a change that leaves a required criterion empty is refused as for a submission.
    const emptied = await save(setup, application.id, ada.session, {
      ...change,
      values: { quality: 16 },
      reason: 'Oubli',
    });
    expectError(emptied, 422, 'scores_invalid');
    expect(emptied.json().error.details).toEqual([{ field: 'values.level', reason: 'required' }]);
    expect((await detail(setup, application.id, ada.session)).sheet).toEqual(final);

    const changed = await saved(setup, application.id, ada.session, { ...change, reason: '  Relu le dossier ' });
    // (2 × 16/20 + 1 × 5/10) / 3
    expect(changed).toMatchObject({ status: 'final', version: 4, total: 70, submittedAt: final.submittedAt });

    const rows = await history(setup, application.id, ada.session);
    expect(rows.map(({ version, status, reason, total }) => ({ version, status, reason, total }))).toEqual([
      { version: 1, status: 'draft', reason: '', total: null },
      // (2 × 9/20 + 1 × 0/10) / 3
      { version: 2, status: 'draft', reason: '', total: 30 },
      { version: 3, status: 'final', reason: '', total: COMPLETE_TOTAL },
      { version: 4, status: 'final', reason: 'Relu le dossier', total: 70 },
    ]);
    expect(rows.map((row) => row.values)).toEqual([
      { quality: 8 },
      { quality: 9, level: 'low' },
      complete,
      change.values,
    ]);
    expect(rows[0]).toMatchObject({ by: { id: ada.id }, at: expect.any(String) });
  });

  it('answers 409 session_not_open in a closed session, which the juror still reads; reopened, it saves again', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup, 'Anna', 60);
    const ada = await jurorOf(setup);
    const final = await saved(setup, application.id, ada.session, { values: complete, final: true, version: 0 });

    await setStatus(setup, 'closed');
    const res = await save(setup, application.id, ada.session, {
      values: complete,
      final: true,
      version: 1,
      reason: 'Tard',
    });
    expectError(res, 409, 'session_not_open');
    expectError(
      await save(setup, application.id, ada.session, { values: {}, final: false, version: 0 }),
      409,
      'session_not_open',
    );
    expect((await list(setup, ada.session)).map((row) => row.sheet)).toEqual(['final']);
    expect((await detail(setup, application.id, ada.session)).sheet).toEqual(final);

    await setStatus(setup, 'open');
    const again = await saved(setup, application.id, ada.session, {
      values: { ...complete, quality: 20 },
      final: true,
      version: 1,
      reason: 'Rouvert',
    });
    expect(again).toMatchObject({ version: 2, status: 'final' });
  });

  it('answers 409 jury_terms_not_accepted until the juror accepts the session’s terms', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup, 'Anna', 60);
    const ada = await jurorOf(setup, { accept: false });
    expect((await list(setup, ada.session)).map((row) => row.id)).toEqual([application.id]);
    const res = await save(setup, application.id, ada.session, { values: { quality: 3 }, final: false, version: 0 });
    expectError(res, 409, 'jury_terms_not_accepted');
    expect(await history(setup, application.id, ada.session)).toEqual([]);

    expect((await send('POST', `${mine(setup.id)}/accept`, { acceptTerms: true }, ada.session)).statusCode).toBe(200);
    expect(
      await saved(setup, application.id, ada.session, { values: { quality: 3 }, final: false, version: 0 }),
    ).toMatchObject({
      version: 1,
    });
  });

  it('lets exactly one of two saves of the same version win, and loses nothing', async () => {
    const setup = await setUp();
    const ada = await jurorOf(setup);
    const race = async (applicationId: string, version: number, a: object, b: object) => {
      const answers = await Promise.all([
        save(setup, applicationId, ada.session, { values: a, final: false, version }),
        save(setup, applicationId, ada.session, { values: b, final: false, version }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((res) => res.statusCode === 200)?.json().data;
      const loser = answers.find((res) => res.statusCode === 409);
      expect(loser?.json().error.code).toBe('version_conflict');
      // The loser is told the winner's version, to start from again (on PostgreSQL a first save may lose on the key).
      expect(loser?.json().error.details).toMatchObject({
        currentVersion: version + 1,
        current: { values: winner.values },
      });
      expect(winner.version).toBe(version + 1);
      return winner;
    };
    // First saves race on the sheet's key, later ones on its row: a few of each.
    for (const name of ['Anna', 'Bruno', 'Carla']) {
      const application = await applicationTo(setup, name, 60);
      const first = await race(application.id, 0, { quality: 1 }, { quality: 2 });
      expect((await detail(setup, application.id, ada.session)).sheet).toEqual(first);
      const second = await race(application.id, 1, { quality: 3 }, { quality: 4 });
      // The loser saves again over the winner's version: every save is in the history.
      await saved(setup, application.id, ada.session, { values: { quality: 5 }, final: false, version: 2 });
      const rows = await history(setup, application.id, ada.session);
      expect(rows.map((row) => [row.version, row.values])).toEqual([
        [1, first.values],
        [2, second.values],
        [3, { quality: 5 }],
      ]);
    }
  });
});

describe('the other jurors’ sheets', () => {
  async function threeJurors(scoreVisibility: Visibility) {
    const setup = await setUp({ scoreVisibility });
    const application = await applicationTo(setup, 'Anna', 60);
    const ada = await jurorOf(setup);
    const alan = await jurorOf(setup);
    const grace = await jurorOf(setup);
    // Alan's sheet is final; Grace's only a draft, never shown.
    const alanValues = { quality: 20, level: 'high', opinion: 'Excellent' };
    await saved(setup, application.id, alan.session, { values: alanValues, comment: 'Top', final: true, version: 0 });
    await saved(setup, application.id, grace.session, { values: { quality: 1 }, final: false, version: 0 });
    const peers = async (as: Session) => (await detail(setup, application.id, as)).peers;
    return {
      setup,
      application,
      ada,
      alan,
      alanSheet: { juror: 1, values: alanValues, comment: 'Top', total: 100 },
      peers,
    };
  }

  it('never: shows none, even once the juror’s own sheet is final', async () => {
    const { setup, application, ada, alan, peers } = await threeJurors('never');
    expect(await peers(ada.session)).toBeNull();
    await saved(setup, application.id, ada.session, { values: complete, final: true, version: 0 });
    expect(await peers(ada.session)).toBeNull();
    expect(await peers(alan.session)).toBeNull();
  });

  it('after_own: shows the others’ final sheets once the juror’s own is final', async () => {
    const { setup, application, ada, alan, alanSheet, peers } = await threeJurors('after_own');
    expect(await peers(ada.session)).toBeNull();
    await saved(setup, application.id, ada.session, { values: { quality: 5 }, final: false, version: 0 });
    expect(await peers(ada.session)).toBeNull();
    await saved(setup, application.id, ada.session, { values: complete, comment: 'Bof', final: true, version: 1 });
    expect(await peers(ada.session)).toEqual([alanSheet]);
    expect(await peers(alan.session)).toEqual([{ juror: 1, values: complete, comment: 'Bof', total: COMPLETE_TOTAL }]);
  });

  it('always: shows the others’ final sheets from the start', async () => {
    const { setup, application, ada, alan, alanSheet, peers } = await threeJurors('always');
    expect(await peers(ada.session)).toEqual([alanSheet]);
    expect(await peers(alan.session)).toEqual([]);
    await saved(setup, application.id, ada.session, { values: complete, final: true, version: 0 });
    expect(await peers(alan.session)).toEqual([expect.objectContaining({ juror: 1, values: complete })]);
    expect(await peers(ada.session)).toEqual([alanSheet]);
  });
});

describe('POST …/applications/:applicationId/conflict', () => {
  it('takes the application out of the juror’s list at once, for good', async () => {
    const setup = await setUp();
    const kept = await applicationTo(setup, 'Anna', 60);
    const known = await applicationTo(setup, 'Bruno', 30);
    const ada = await jurorOf(setup);
    const alan = await jurorOf(setup);
    const url = `${itemUrl(setup.id, known.id)}/conflict`;
    expectError(await send('POST', url, { reason: ' x ' }, ada.session), 400, 'validation_failed');

    const res = await send('POST', url, { reason: 'C’est ma cousine' }, ada.session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ applicationId: known.id });
    expect((await list(setup, ada.session)).map((row) => row.id)).toEqual([kept.id]);
    expectError(await get(itemUrl(setup.id, known.id), ada.session), 404, 'not_found');
    expectError(await save(setup, known.id, ada.session, { values: {}, final: false, version: 0 }), 404, 'not_found');
    expectError(await send('POST', url, { reason: 'Encore' }, ada.session), 404, 'not_found');
    // Only hers: Alan still scores it; the organizers see the conflict and its reason.
    expect((await list(setup, alan.session)).map((row) => row.id)).toEqual([kept.id, known.id]);
    const conflicts = (await get(`${setup.url}/conflicts`, admin)).json().data;
    expect(conflicts).toContainEqual(
      expect.objectContaining({
        applicationId: known.id,
        userId: ada.id,
        kind: 'declared',
        reason: 'C’est ma cousine',
        declaredBy: 'juror',
      }),
    );
  });

  it('in a balanced session, gives the application to another juror', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup, 'Anna', 60);
    const ada = await jurorOf(setup);
    const alan = await jurorOf(setup);
    await balance(setup);
    const [holder] = await jurorsOfApplication(setup, application.id);
    const [from, to] = holder === ada.id ? [ada, alan] : [alan, ada];
    expect((await list(setup, to.session)).map((row) => row.id)).toEqual([]);

    const res = await send(
      'POST',
      `${itemUrl(setup.id, application.id)}/conflict`,
      { reason: 'Mon associé' },
      from.session,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await jurorsOfApplication(setup, application.id)).toEqual([to.id]);
    expect((await list(setup, to.session)).map((row) => row.id)).toEqual([application.id]);
    expect(await list(setup, from.session)).toEqual([]);
  });
});

describe('the files of the applications a juror scores', () => {
  /** An application to the program whose answers hold a private PDF its applicant uploaded. */
  async function withFile(setup: Pick<Setup, 'programId'>, firstname: string) {
    const applicant = await createUser(t.database.db, acme.id, { firstname });
    const file = await createStoredFile(t.database.db, t.app.deps.services.storage, acme.id, {
      ownerId: applicant.id,
      name: `${firstname}.pdf`,
    });
    const row = await createApplication(t.database.db, acme.id, setup.programId, {
      applicantId: applicant.id,
      status: 'submitted',
    });
    const answers = { dossier: { cv: { key: file.key, name: file.name, location: file.location } } };
    await t.database.db.update(applications).set({ answers }).where(eq(applications.id, row.id));
    return { id: row.id, file };
  }

  it('lets a juror open the files of an application given to them, and no other', async () => {
    const setup = await setUp();
    const given = await withFile(setup, 'Anna');
    const other = await withFile(setup, 'Bruno');
    const ada = await jurorOf(setup);
    const alan = await jurorOf(setup);
    await balance(setup);
    const [adaOwn] = (await list(setup, ada.session)).map((row) => row.id);
    const [mineApp, theirs] = adaOwn === given.id ? [given, other] : [other, given];

    const cv = (await detail(setup, mineApp.id, ada.session)).answers.dossier.cv;
    expect(cv).toMatchObject({ key: mineApp.file.key, name: mineApp.file.name, location: mineApp.file.location });
    const opened = await get(mineApp.file.location, ada.session);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.rawPayload.equals(TEST_PDF)).toBe(true);

    expectError(await get(theirs.file.location, ada.session), 404, 'not_found');
    expect((await get(theirs.file.location, alan.session)).statusCode).toBe(200);
    // A conflict closes the file with the application.
    await send('POST', `${itemUrl(setup.id, mineApp.id)}/conflict`, { reason: 'Je la connais' }, ada.session);
    const reassigned = await jurorsOfApplication(setup, mineApp.id);
    expect(reassigned).toEqual([alan.id]);
    expectError(await get(mineApp.file.location, ada.session), 404, 'not_found');
  });

  it('answers 404 for the files of a session still in draft', async () => {
    const setup = await setUp({ open: false });
    const application = await withFile(setup, 'Anna');
    const ada = await jurorOf(setup);
    expectError(await get(application.file.location, ada.session), 404, 'not_found');
    await setStatus(setup, 'open');
    expect((await get(application.file.location, ada.session)).statusCode).toBe(200);
  });

  it('answers 404 for the applications and files of a session whose program is in the trash', async () => {
    const setup = await setUp();
    const application = await withFile(setup, 'Anna');
    const ada = await jurorOf(setup);
    expect((await get(application.file.location, ada.session)).statusCode).toBe(200);
    const trashed = await t.send(acme.host, { method: 'DELETE', url: `/api/user.programs/${setup.programId}` }, admin);
    expect(trashed.statusCode, trashed.body).toBe(200);
    expectError(await get(listUrl(setup.id), ada.session), 404, 'not_found');
    expectError(await get(itemUrl(setup.id, application.id), ada.session), 404, 'not_found');
    expectError(await get(application.file.location, ada.session), 404, 'not_found');
  });
});
