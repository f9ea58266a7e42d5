import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { applications } from '../../db/schema';

// The ranking of a session: each application's standing from the final sheets that count (weighted
// mean, median, trimmed mean, normalised score, spread, contested), ranks shared by ties across keyset
// pages, the summary with each juror's leniency, and "what if" with other weights or fewer jurors.

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const boss = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  admin = await t.signIn(acme.host, boss.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string, as: Session = admin) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, as: Session = admin) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, as);

/** One criterion out of 100: a sheet's total is its score. */
const OUT_OF_100 = [
  { id: 'score', kind: 'score', labels: { fr: 'Note' }, weight: 1, required: true, min: 0, max: 100, step: 1 },
];
/** Two criteria out of 10: a sheet's total is (wa × a + wb × b) / (wa + wb) × 10. */
const twoCriteria = (wa: number, wb: number) => [
  { id: 'a', kind: 'score', labels: { fr: 'A' }, weight: wa, required: true, min: 0, max: 10, step: 1 },
  { id: 'b', kind: 'score', labels: { fr: 'B' }, weight: wb, required: true, min: 0, max: 10, step: 1 },
];

interface Setup {
  id: string;
  programId: string;
  url: string;
}

/** A program of acme with an open session scored against `criteria`. */
async function setUp(criteria: object[] = OUT_OF_100): Promise<Setup> {
  const program = await createProgram(t.database.db, acme.id);
  const base = `/api/user.programs/${program.id}/evaluation-sessions`;
  const slug = `jury-${Math.random().toString(36).slice(2, 8)}`;
  const res = await send('POST', base, { name: 'Jury', slug });
  expect(res.statusCode, res.body).toBe(200);
  const setup = { id: res.json().data.id as string, programId: program.id, url: `${base}/${res.json().data.id}` };
  const saved = await send('PUT', `${setup.url}/criteria`, { criteria });
  expect(saved.statusCode, saved.body).toBe(200);
  const opened = await send('PUT', `${setup.url}/status`, { status: 'open' });
  expect(opened.statusCode, opened.body).toBe(200);
  return setup;
}

const mine = (sessionId: string) => `/api/portal/me/evaluation-sessions/${sessionId}`;

interface Juror {
  id: string;
  session: Session;
}

/** A member of acme seated on the session, terms accepted. */
async function jurorOf(setup: Setup, firstname = 'Ada'): Promise<Juror> {
  const user = await createUser(t.database.db, acme.id, { firstname, lastname: 'Juror' });
  const res = await send('POST', `${setup.url}/jurors`, { email: user.email });
  expect(res.statusCode, res.body).toBe(200);
  const session = await t.signIn(acme.host, user.email, TEST_PASSWORD);
  const accepted = await send('POST', `${mine(setup.id)}/accept`, { acceptTerms: true }, session);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { id: user.id, session };
}

/** A submitted application to the session's program, by `firstname` Doe, found by a search on that name. */
async function applicationTo(setup: Setup, firstname: string) {
  const applicant = await createUser(t.database.db, acme.id, { firstname, lastname: 'Doe' });
  const row = await createApplication(t.database.db, acme.id, setup.programId, {
    applicantId: applicant.id,
    status: 'submitted',
  });
  await t.database.db
    .update(applications)
    .set({ searchText: `${firstname} doe`.toLowerCase() })
    .where(eq(applications.id, row.id));
  return row.id;
}

const scoreUrl = (setup: Setup, applicationId: string) => `${mine(setup.id)}/applications/${applicationId}/score`;

/** The juror's first save of a sheet: final unless told. */
async function sheet(setup: Setup, applicationId: string, juror: Juror, values: object, final = true) {
  const res = await send('PUT', scoreUrl(setup, applicationId), { values, final, version: 0 }, juror.session);
  expect(res.statusCode, res.body).toBe(200);
}
/** A final sheet out of 100. */
const score = (setup: Setup, applicationId: string, juror: Juror, value: number) =>
  sheet(setup, applicationId, juror, { score: value });

interface Row {
  id: string;
  rank: number;
  tied: boolean;
  applicant: string;
  status: string;
  sheets: number;
  mean: number | null;
  median: number | null;
  trimmed: number | null;
  normalized: number | null;
  spread: number | null;
  low: number | null;
  high: number | null;
  contested: boolean;
}

async function ranking(setup: Setup, query = '') {
  const res = await get(`${setup.url}/ranking${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Row[];
    pagination: { total: number; totalFiltred: number; perPage: number; lastId: string | null };
  };
}
const rows = async (setup: Setup, query = '') => (await ranking(setup, query)).data;
/** [id, rank] of each row, in order. */
const ranks = async (setup: Setup, query = '') => (await rows(setup, query)).map((row) => [row.id, row.rank]);

async function summary(setup: Setup) {
  const res = await get(`${setup.url}/ranking/summary`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function whatIf(setup: Setup, body: object) {
  const res = await send('POST', `${setup.url}/ranking/what-if`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    ranked: number;
    rows: { id: string; applicant: string; rank: number; previousRank: number | null; mean: number; sheets: number }[];
  };
}

/** A in the middle; its three jurors at 40, 70 and 91 (mean 67, median 70, spread √438 ≈ 20.93). */
async function threeJurors() {
  const setup = await setUp();
  const jurors = [await jurorOf(setup), await jurorOf(setup), await jurorOf(setup)] as [Juror, Juror, Juror];
  const app = await applicationTo(setup, 'Anna');
  await score(setup, app, jurors[0], 40);
  await score(setup, app, jurors[1], 70);
  await score(setup, app, jurors[2], 91);
  return { setup, jurors, app };
}

const ANNA_STANDING = {
  sheets: 3,
  mean: 67,
  median: 70,
  trimmed: 70,
  spread: 20.93,
  low: 40,
  high: 91,
  contested: true,
};

describe('GET …/ranking: one application’s standing', () => {
  it('states the mean, median, trimmed mean, spread, lowest and highest of three final sheets; a draft does not count', async () => {
    const { setup, app } = await threeJurors();
    // A fourth juror's draft (and an application nobody scored) do not count.
    const late = await jurorOf(setup);
    await sheet(setup, app, late, { score: 5 }, false);
    await applicationTo(setup, 'Nobody');

    const page = await ranking(setup);
    expect(page.data).toEqual([
      {
        id: app,
        rank: 1,
        tied: false,
        applicant: 'Anna Doe',
        status: 'submitted',
        ...ANNA_STANDING,
        // Each juror has one sheet: no habit to measure against, every z-score is 0.
        normalized: 0,
      },
    ]);
    expect(page.pagination).toMatchObject({ total: 1, totalFiltred: 1, lastId: app });
  });

  it('counts the draft once it becomes final', async () => {
    const { setup, app } = await threeJurors();
    const late = await jurorOf(setup);
    await sheet(setup, app, late, { score: 99 }, false);
    const res = await send(
      'PUT',
      scoreUrl(setup, app),
      { values: { score: 99 }, final: true, version: 1 },
      late.session,
    );
    expect(res.statusCode, res.body).toBe(200);
    // 40, 70, 91, 99: mean 75, median 80.5, trimmed (70 + 91) / 2 = 80.5, spread √((1225+25+256+576)/4) ≈ 22.81.
    expect((await rows(setup))[0]).toMatchObject({
      sheets: 4,
      mean: 75,
      median: 80.5,
      trimmed: 80.5,
      spread: 22.81,
      low: 40,
      high: 99,
    });
  });
});

describe('GET …/ranking: ranks, ties and keyset pages', () => {
  /** One juror: A 90, two at 80, D 70, E 60. */
  async function ladder() {
    const setup = await setUp();
    const juror = await jurorOf(setup);
    const [a, b, c, d, e] = [
      await applicationTo(setup, 'Alma'),
      await applicationTo(setup, 'Boris'),
      await applicationTo(setup, 'Clara'),
      await applicationTo(setup, 'Dmitri'),
      await applicationTo(setup, 'Elena'),
    ];
    for (const [id, value] of [
      [a, 90],
      [b, 80],
      [c, 80],
      [d, 70],
      [e, 60],
    ] as const)
      await score(setup, id, juror, value);
    // Within a tie, the order is the application id's, descending (stable across pages).
    const [tieFirst, tieSecond] = [b, c].sort().reverse() as [string, string];
    return { setup, a, b, c, d, e, tieFirst, tieSecond };
  }

  it('gives tied applications the same rank, flags them tied, and skips the next rank', async () => {
    const { setup, a, d, e, tieFirst, tieSecond } = await ladder();
    const data = await rows(setup);
    expect(data.map((row) => [row.id, row.rank, row.tied, row.mean])).toEqual([
      [a, 1, false, 90],
      [tieFirst, 2, true, 80],
      [tieSecond, 2, true, 80],
      [d, 4, false, 70],
      [e, 5, false, 60],
    ]);
  });

  it('carries ranks and ties across keyset pages (perPage=2, after the last id)', async () => {
    const { setup, a, d, e, tieFirst, tieSecond } = await ladder();
    const first = await ranking(setup, 'perPage=2');
    expect(first.data.map((row) => [row.id, row.rank, row.tied])).toEqual([
      [a, 1, false],
      // Its tie is on the next page.
      [tieFirst, 2, true],
    ]);
    expect(first.pagination).toMatchObject({ total: 5, totalFiltred: 5, perPage: 2, lastId: tieFirst });
    const second = await ranking(setup, `perPage=2&after=${tieFirst}`);
    expect(second.data.map((row) => [row.id, row.rank, row.tied])).toEqual([
      [tieSecond, 2, true],
      [d, 4, false],
    ]);
    const third = await ranking(setup, `perPage=2&after=${d}`);
    expect(third.data.map((row) => [row.id, row.rank, row.tied])).toEqual([[e, 5, false]]);
    expect(await ranking(setup, `perPage=2&after=${e}`)).toMatchObject({ data: [] });
  });

  it('refuses an `after` that is not a ranked application of the session', async () => {
    const { setup } = await ladder();
    const res = await get(`${setup.url}/ranking?after=00000000-0000-4000-8000-000000000000`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('keeps the global ranks when a search filters the list, on every page', async () => {
    const { setup, a, b, c, d, e } = await ladder();
    expect(await ranks(setup, 'search=elena')).toEqual([[e, 5]]);
    // "a" is in Alma, Clara and Elena.
    const page = await ranking(setup, 'search=a');
    expect(page.data.map((row) => [row.id, row.rank])).toEqual([
      [a, 1],
      [c, 2],
      [e, 5],
    ]);
    expect(page.pagination).toMatchObject({ total: 5, totalFiltred: 3 });
    // Clara is tied with Boris, who is filtered out: she shares his rank and is said to be tied.
    expect((await rows(setup, 'search=clara'))[0]).toMatchObject({ rank: 2, tied: true });
    expect((await rows(setup, 'search=elena'))[0]).toMatchObject({ rank: 5, tied: false });
    // "i" is in Boris and Dmitri, one a page.
    expect(await ranks(setup, 'search=i&perPage=1')).toEqual([[b, 2]]);
    expect(await ranks(setup, `search=i&perPage=1&after=${b}`)).toEqual([[d, 4]]);
  });
});

describe('GET …/ranking: sorts', () => {
  /**
   * Three jurors. P: 40, 70, 91 (mean 67, median 70, spread 20.93). Q: 66, 68, 69 (mean 67.67,
   * median 68, spread 1.25). R: 75 alone. S: 20, 30 (mean 25, spread 5).
   */
  async function field() {
    const setup = await setUp();
    const [j1, j2, j3] = [await jurorOf(setup), await jurorOf(setup), await jurorOf(setup)];
    const [p, q, r, s] = [
      await applicationTo(setup, 'Paula'),
      await applicationTo(setup, 'Quentin'),
      await applicationTo(setup, 'Rosa'),
      await applicationTo(setup, 'Sven'),
    ];
    for (const [id, juror, value] of [
      [p, j1, 40],
      [p, j2, 70],
      [p, j3, 91],
      [q, j1, 66],
      [q, j2, 68],
      [q, j3, 69],
      [r, j1, 75],
      [s, j1, 20],
      [s, j2, 30],
    ] as const)
      await score(setup, id, juror, value);
    return { setup, p, q, r, s };
  }

  it('orders by mean, median, trimmed mean, spread and sheets, each with its own ranks', async () => {
    const { setup, p, q, r, s } = await field();
    const all = await rows(setup);
    expect(all.map((row) => [row.id, row.mean, row.median, row.trimmed, row.spread, row.sheets])).toEqual([
      [r, 75, 75, 75, 0, 1],
      [q, 67.67, 68, 68, 1.25, 3],
      [p, 67, 70, 70, 20.93, 3],
      [s, 25, 25, 25, 5, 2],
    ]);
    expect(await ranks(setup, 'sort=mean')).toEqual([
      [r, 1],
      [q, 2],
      [p, 3],
      [s, 4],
    ]);
    expect(await ranks(setup, 'sort=median')).toEqual([
      [r, 1],
      [p, 2],
      [q, 3],
      [s, 4],
    ]);
    expect(await ranks(setup, 'sort=trimmed')).toEqual([
      [r, 1],
      [p, 2],
      [q, 3],
      [s, 4],
    ]);
    expect(await ranks(setup, 'sort=spread')).toEqual([
      [p, 1],
      [s, 2],
      [q, 3],
      [r, 4],
    ]);
    const bySheets = await rows(setup, 'sort=sheets');
    const [top1, top2] = [p, q].sort().reverse();
    expect(bySheets.map((row) => [row.id, row.rank, row.tied])).toEqual([
      [top1, 1, true],
      [top2, 1, true],
      [s, 3, false],
      [r, 4, false],
    ]);
  });

  it('flags contested applications (spread ≥ 15 with two sheets or more) and filters on them', async () => {
    const { setup, p, q, r, s } = await field();
    expect((await rows(setup)).map((row) => [row.id, row.contested])).toEqual([
      [r, false],
      [q, false],
      [p, true],
      [s, false],
    ]);
    const contested = await ranking(setup, 'contested=true');
    expect(contested.data.map((row) => [row.id, row.rank])).toEqual([[p, 3]]);
    expect(contested.pagination).toMatchObject({ total: 4, totalFiltred: 1 });
    expect(await ranks(setup, 'contested=false')).toEqual([
      [r, 1],
      [q, 2],
      [s, 4],
    ]);
  });
});

/**
 * Juror A (lenient habit 70 ± 10): X 80, Y 60. Juror B (severe, 40 ± 10): Y 50, Z 30. Juror C: Z 100,
 * one sheet only. Z-scores: X +1; Y −1 and +1; Z −1 and 0 (C says nothing relative).
 * Normalised: X 1, Y 0, Z −0.5; means: X 80, Z 65, Y 55. W entered, nobody scored it.
 */
async function habits() {
  const setup = await setUp();
  const [ja, jb, jc] = [await jurorOf(setup, 'Alice'), await jurorOf(setup, 'Bob'), await jurorOf(setup, 'Carol')];
  const [x, y, z] = [
    await applicationTo(setup, 'Xavier'),
    await applicationTo(setup, 'Yasmin'),
    await applicationTo(setup, 'Zoe'),
  ];
  const w = await applicationTo(setup, 'Walter');
  for (const [id, juror, value] of [
    [x, ja, 80],
    [y, ja, 60],
    [y, jb, 50],
    [z, jb, 30],
    [z, jc, 100],
  ] as const)
    await score(setup, id, juror, value);
  return { setup, ja, jb, jc, x, y, z, w };
}

describe('GET …/ranking: the normalised score', () => {
  it('averages each sheet’s z-score against its juror’s own mean and population spread (0 below two sheets)', async () => {
    const { setup, x, y, z } = await habits();
    expect(
      (await rows(setup)).map((row) => [row.id, row.rank, row.mean, row.normalized, row.spread, row.contested]),
    ).toEqual([
      [x, 1, 80, 1, 0, false],
      [z, 2, 65, -0.5, 35, true],
      [y, 3, 55, 0, 5, false],
    ]);
    expect(await ranks(setup, 'sort=normalized')).toEqual([
      [x, 1],
      [y, 2],
      [z, 3],
    ]);
    // Keyset pages on the normalised score too.
    expect(await ranks(setup, `sort=normalized&perPage=1&after=${y}`)).toEqual([[z, 3]]);
    expect(await ranks(setup, 'sort=normalized&search=zoe')).toEqual([[z, 3]]);
  });
});

describe('GET …/ranking/summary', () => {
  it('counts the applications entering, ranked and contested, and states each juror’s leniency', async () => {
    const { setup, ja, jb, jc } = await habits();
    const data = await summary(setup);
    // Overall mean weighted by sheets: (2 × 70 + 2 × 40 + 1 × 100) / 5 = 64.
    expect(data).toMatchObject({ applications: 4, ranked: 3, contested: 1, contestedSpread: 15, overallMean: 64 });
    const byId = new Map((data.jurors as { userId: string }[]).map((juror) => [juror.userId, juror]));
    expect(byId.get(ja.id)).toEqual({
      userId: ja.id,
      name: 'Alice Juror',
      sheets: 2,
      mean: 70,
      stdev: 10,
      offset: 6,
      habit: 'balanced',
    });
    expect(byId.get(jb.id)).toMatchObject({ sheets: 2, mean: 40, stdev: 10, offset: -24, habit: 'severe' });
    expect(byId.get(jc.id)).toMatchObject({ sheets: 1, mean: 100, stdev: 0, offset: 36, habit: 'lenient' });
    expect(data.jurors).toHaveLength(3);
    // Ordered by juror id.
    expect(data.jurors.map((juror: { userId: string }) => juror.userId)).toEqual([ja.id, jb.id, jc.id].sort());
  });

  it('is empty before any final sheet', async () => {
    const setup = await setUp();
    const juror = await jurorOf(setup);
    const app = await applicationTo(setup, 'Anna');
    await sheet(setup, app, juror, { score: 50 }, false);
    expect(await summary(setup)).toEqual({
      applications: 1,
      ranked: 0,
      contested: 0,
      contestedSpread: 15,
      overallMean: null,
      jurors: [],
    });
    expect(await ranking(setup)).toMatchObject({ data: [], pagination: { total: 0, totalFiltred: 0 } });
  });
});

describe('the standings follow the session', () => {
  it('counts final sheets submitted at the same moment (one application, and one juror in two tabs)', async () => {
    const setup = await setUp();
    const jurors = [await jurorOf(setup, 'Una'), await jurorOf(setup, 'Dos'), await jurorOf(setup, 'Tres')];
    const [first, second, third] = [
      await applicationTo(setup, 'Primo'),
      await applicationTo(setup, 'Secundo'),
      await applicationTo(setup, 'Tertio'),
    ];
    const put = (applicationId: string, juror: Juror, value: number) =>
      send('PUT', scoreUrl(setup, applicationId), { values: { score: value }, final: true, version: 0 }, juror.session);
    // Three jurors on one application, and the first juror on two more, all at once.
    const answers = await Promise.all([
      put(first, jurors[0] as Juror, 30),
      put(first, jurors[1] as Juror, 60),
      put(first, jurors[2] as Juror, 90),
      put(second, jurors[0] as Juror, 50),
      put(third, jurors[0] as Juror, 70),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const standing = Object.fromEntries((await rows(setup)).map((row) => [row.id, row]));
    expect(standing[first]).toMatchObject({ sheets: 3, mean: 60 });
    expect(standing[second]).toMatchObject({ sheets: 1, mean: 50 });
    expect(standing[third]).toMatchObject({ sheets: 1, mean: 70 });
    const una = (await summary(setup)).jurors.find((juror: { userId: string }) => juror.userId === jurors[0]?.id);
    expect(una).toMatchObject({ sheets: 3, mean: 50 });
  });

  it('a conflict recorded after a final sheet takes that sheet out; clearing it puts it back', async () => {
    const { setup, jurors, app } = await threeJurors();
    const high = jurors[2];
    const recorded = await send('POST', `${setup.url}/conflicts`, {
      applicationId: app,
      userId: high.id,
      reason: 'Works with the applicant',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    // 40 and 70 left: mean 55, median 55, trimmed (below three sheets) 55, spread 15: still contested.
    expect((await rows(setup))[0]).toMatchObject({
      sheets: 2,
      mean: 55,
      median: 55,
      trimmed: 55,
      spread: 15,
      low: 40,
      high: 70,
      contested: true,
    });
    expect((await summary(setup)).jurors.map((juror: { userId: string }) => juror.userId)).not.toContain(high.id);

    const cleared = await send('DELETE', `${setup.url}/conflicts/${app}/${high.id}`, undefined);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await rows(setup))[0]).toMatchObject(ANNA_STANDING);
    expect((await summary(setup)).jurors.map((juror: { userId: string }) => juror.userId)).toContain(high.id);
  });

  it('a juror removed from the session takes their sheets out of the standings and the summary', async () => {
    const { setup, jurors, app } = await threeJurors();
    const other = await applicationTo(setup, 'Bruno');
    await score(setup, other, jurors[0], 60);
    const removed = await send('DELETE', `${setup.url}/jurors/${jurors[0].id}`, undefined);
    expect(removed.statusCode, removed.body).toBe(200);
    // Anna: 70 and 91 left (mean 80.5, spread 10.5); Bruno had only that juror's sheet: no longer ranked.
    expect(await rows(setup)).toEqual([
      expect.objectContaining({ id: app, rank: 1, sheets: 2, mean: 80.5, median: 80.5, spread: 10.5, low: 70 }),
    ]);
    const data = await summary(setup);
    expect(data).toMatchObject({ applications: 2, ranked: 1, contested: 0, overallMean: 80.5 });
    expect(data.jurors.map((juror: { userId: string }) => juror.userId).sort()).toEqual(
      [jurors[1].id, jurors[2].id].sort(),
    );
  });

  it('new criteria weights recompute every total, the standings and the ranking', async () => {
    const { setup, p, q } = await weighted();
    expect(await rows(setup)).toEqual([
      expect.objectContaining({ id: p, rank: 1, mean: 80, low: 60, high: 100 }),
      expect.objectContaining({ id: q, rank: 2, mean: 75, low: 70, high: 80 }),
    ]);
    const res = await send('PUT', `${setup.url}/criteria`, { criteria: twoCriteria(1, 3) });
    expect(res.statusCode, res.body).toBe(200);
    // Juror 1: P (1 × 10 + 3 × 2) / 4 → 40, Q (1 × 4 + 3 × 10) / 4 → 85. Juror 2: P 100, Q 80.
    expect(await rows(setup)).toEqual([
      expect.objectContaining({ id: q, rank: 1, mean: 82.5, low: 80, high: 85, spread: 2.5 }),
      expect.objectContaining({ id: p, rank: 2, mean: 70, low: 40, high: 100, spread: 30, contested: true }),
    ]);
    // Each juror's habit follows too: juror 1 now 62.5 on average, juror 2 90.
    const data = await summary(setup);
    expect(data.overallMean).toBe(76.25);
    expect(data.jurors.map((juror: { mean: number }) => juror.mean).sort()).toEqual([62.5, 90]);
  });

  it('new bounds alone (same labels and weights) recompute the totals too', async () => {
    const { setup, app } = await threeJurors();
    const res = await send('PUT', `${setup.url}/criteria`, { criteria: [{ ...OUT_OF_100[0], max: 200 }] });
    expect(res.statusCode, res.body).toBe(200);
    // Out of 200: 40, 70, 91 are 20, 35, 45.5 percent.
    expect((await rows(setup))[0]).toMatchObject({ id: app, mean: 33.5, median: 35, low: 20, high: 45.5 });
  });

  it('an application that no longer matches the session’s entry leaves the ranking; a decision keeps it there', async () => {
    const { setup, p, q } = await weighted();
    // A decision is a later stage of the submission: the session taking submitted ones keeps it.
    await t.database.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, p));
    expect(await ranks(setup)).toEqual([
      [p, 1],
      [q, 2],
    ]);
    // Reopened for its applicant (a draft again): out of the session.
    await t.database.db.update(applications).set({ status: 'draft' }).where(eq(applications.id, p));
    expect(await ranks(setup)).toEqual([[q, 1]]);
    // (The counts of the summary are cached 5 s per session: PERFORMANCE G8; they follow then.)
    expect((await whatIf(setup, {})).rows.map((row) => [row.id, row.rank, row.previousRank])).toEqual([[q, 1, 1]]);
    // Back in the entry's statuses: back in the ranking.
    await t.database.db.update(applications).set({ status: 'submitted' }).where(eq(applications.id, p));
    expect(await ranks(setup)).toEqual([
      [p, 1],
      [q, 2],
    ]);
  });
});

/**
 * Two criteria out of 10, equal weights; two jurors. Juror 1: P (10, 2) → 60, Q (4, 10) → 70.
 * Juror 2: P (10, 10) → 100, Q (8, 8) → 80. Means: P 80, Q 75.
 */
async function weighted() {
  const setup = await setUp(twoCriteria(1, 1));
  const [j1, j2] = [await jurorOf(setup), await jurorOf(setup)];
  const [p, q] = [await applicationTo(setup, 'Paula'), await applicationTo(setup, 'Quentin')];
  await sheet(setup, p, j1, { a: 10, b: 2 });
  await sheet(setup, q, j1, { a: 4, b: 10 });
  await sheet(setup, p, j2, { a: 10, b: 10 });
  await sheet(setup, q, j2, { a: 8, b: 8 });
  return { setup, j1, j2, p, q };
}

describe('POST …/ranking/what-if', () => {
  it('ranks with other weights beside the current ranks, and saves nothing', async () => {
    const { setup, p, q } = await weighted();
    const before = await rows(setup);
    const data = await whatIf(setup, { weights: { a: 1, b: 3 } });
    expect(data).toEqual({
      ranked: 2,
      rows: [
        { id: q, applicant: 'Quentin Doe', rank: 1, previousRank: 2, mean: 82.5, sheets: 2 },
        { id: p, applicant: 'Paula Doe', rank: 2, previousRank: 1, mean: 70, sheets: 2 },
      ],
    });
    expect(await rows(setup)).toEqual(before);
    const criteria = await get(`${setup.url}/criteria`);
    expect(criteria.json().data.map((criterion: { weight: number }) => criterion.weight)).toEqual([1, 1]);
  });

  it('ranks without some jurors (their sheets left out of the means and counts)', async () => {
    const { setup, j2, p, q } = await weighted();
    const before = await summary(setup);
    const data = await whatIf(setup, { excludeJurors: [j2.id] });
    // Juror 1 alone: P 60, Q 70.
    expect(data.rows).toEqual([
      { id: q, applicant: 'Quentin Doe', rank: 1, previousRank: 2, mean: 70, sheets: 1 },
      { id: p, applicant: 'Paula Doe', rank: 2, previousRank: 1, mean: 60, sheets: 1 },
    ]);
    // Both: weights and a juror left out; with every juror left out nothing is ranked.
    const both = await whatIf(setup, { weights: { a: 1, b: 3 }, excludeJurors: [j2.id] });
    expect(both.rows.map((row) => [row.id, row.mean, row.rank, row.previousRank])).toEqual([
      [q, 85, 1, 2],
      [p, 40, 2, 1],
    ]);
    expect(await summary(setup)).toEqual(before);
    expect(await ranks(setup)).toEqual([
      [p, 1],
      [q, 2],
    ]);
  });

  it('leaves out every juror: nothing ranked; limit caps the rows', async () => {
    const { setup, j1, j2, p } = await weighted();
    expect(await whatIf(setup, { excludeJurors: [j1.id, j2.id] })).toEqual({ ranked: 0, rows: [] });
    const capped = await whatIf(setup, { limit: 1 });
    expect(capped).toEqual({
      ranked: 2,
      rows: [{ id: p, applicant: 'Paula Doe', rank: 1, previousRank: 1, mean: 80, sheets: 2 }],
    });
  });
});

describe('access', () => {
  it('answers 404 for a session of another program, on each ranking endpoint', async () => {
    const { setup } = await weighted();
    const other = await createProgram(t.database.db, acme.id);
    const url = `/api/user.programs/${other.id}/evaluation-sessions/${setup.id}/ranking`;
    for (const res of [await get(url), await get(`${url}/summary`), await send('POST', `${url}/what-if`, {})]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('refuses the ranking to a juror of the session', async () => {
    const { setup } = await weighted();
    const juror = await jurorOf(setup);
    const res = await get(`${setup.url}/ranking`, juror.session);
    expect(res.statusCode).toBe(403);
  });
});
