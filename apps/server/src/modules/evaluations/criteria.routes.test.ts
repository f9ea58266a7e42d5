import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let session: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${session.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, session);

/** A session of a new program (French by default), and the URLs of its criteria and status. */
async function newSession(overrides: Parameters<typeof createProgram>[2] = {}) {
  const program = await createProgram(t.database.db, acme.id, overrides);
  const res = await send('POST', `/api/user.programs/${program.id}/evaluation-sessions`, {
    name: 'Jury',
    slug: 'jury',
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = `/api/user.programs/${program.id}/evaluation-sessions/${res.json().data.id}`;
  return { program, id: res.json().data.id as string, url, criteriaUrl: `${url}/criteria` };
}

const options = [
  { id: 'yes', labels: { fr: 'Oui', en: 'Yes' }, points: 2 },
  { id: 'no', labels: { fr: 'Non' }, points: 0 },
];
const score = {
  kind: 'score',
  labels: { fr: 'Qualité du projet', en: 'Project quality' },
  descriptions: { fr: 'De 0 à 20' },
  group: { fr: 'Projet' },
  weight: 3,
  required: true,
  min: 0,
  max: 20,
  step: 0.5,
};
const single = { kind: 'single', labels: { fr: 'Éligible' }, weight: 1, required: true, options };
const multiple = {
  kind: 'multiple',
  labels: { fr: 'Points forts' },
  weight: 1.5,
  required: false,
  options: [...options, { id: 'maybe', labels: { fr: 'Peut-être' }, points: 1 }],
};
const dropdown = { kind: 'dropdown', labels: { fr: 'Secteur' }, weight: 0, required: false, options };
const text = {
  kind: 'text',
  labels: { fr: 'Avis' },
  weight: 0,
  required: false,
  minChars: 10,
  maxChars: 2000,
};

describe('PUT and GET /api/user.programs/:programId/evaluation-sessions/:sessionId/criteria', () => {
  it('saves every kind in the order sent, gives each an id, and answers them back', async () => {
    const { program, id, url, criteriaUrl } = await newSession();
    expect((await get(criteriaUrl)).json().data).toEqual([]);
    const res = await send('PUT', criteriaUrl, { criteria: [score, single, multiple, dropdown, text] });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toEqual([
      { ...score, id: expect.any(String), position: 0 },
      { ...single, descriptions: {}, group: {}, id: expect.any(String), position: 1 },
      { ...multiple, descriptions: {}, group: {}, id: expect.any(String), position: 2 },
      { ...dropdown, descriptions: {}, group: {}, id: expect.any(String), position: 3 },
      { ...text, descriptions: {}, group: {}, id: expect.any(String), position: 4 },
    ]);
    expect(new Set(saved.map((c: { id: string }) => c.id)).size).toBe(5);
    expect((await get(criteriaUrl)).json().data).toEqual(saved);
    expect((await get(url)).json().data.criteriaCount).toBe(5);

    const [log] = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(log).toMatchObject({
      action: 'update',
      entity: 'session',
      entityId: id,
      before: { criteria: [] },
      after: {
        criteria: [
          'Qualité du projet (score, 3)',
          'Éligible (single, 1)',
          'Points forts (multiple, 1.5)',
          'Secteur (dropdown, 0)',
          'Avis (text, 0)',
        ],
      },
    });
  });

  it('keeps the id of a criterion sent back, even renamed or moved; one left out is removed', async () => {
    const { program, criteriaUrl } = await newSession();
    const [first, second, third] = (await send('PUT', criteriaUrl, { criteria: [score, single, text] })).json().data;
    const res = await send('PUT', criteriaUrl, {
      criteria: [
        third,
        { ...score, id: first.id, labels: { fr: 'Qualité' }, max: 10 },
        { ...dropdown, labels: { fr: 'Nouveau' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject([
      { id: third.id, kind: 'text', position: 0 },
      { id: first.id, kind: 'score', labels: { fr: 'Qualité' }, max: 10, position: 1 },
      { kind: 'dropdown', labels: { fr: 'Nouveau' }, position: 2 },
    ]);
    expect([first.id, second.id, third.id]).not.toContain(saved[2].id);
    expect((await get(criteriaUrl)).json().data).toEqual(saved);
    expect(saved.map((c: { id: string }) => c.id)).not.toContain(second.id);

    // The same list again changes nothing, and logs nothing.
    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    const again = await send('PUT', criteriaUrl, { criteria: saved });
    expect(again.json().data).toEqual(saved);
    expect((await get(`/api/user.programs/${program.id}/logs`)).json().data).toEqual(logs);
    expect(logs[0]).toMatchObject({
      before: { criteria: ['Qualité du projet (score, 3)', 'Éligible (single, 1)', 'Avis (text, 0)'] },
      after: { criteria: ['Avis (text, 0)', 'Qualité (score, 3)', 'Nouveau (dropdown, 0)'] },
    });
  });

  it('keeps each session’s criteria apart, even under the same ids', async () => {
    const mine = await newSession();
    const theirs = await newSession();
    const [kept] = (await send('PUT', mine.criteriaUrl, { criteria: [score] })).json().data;
    const copied = await send('PUT', theirs.criteriaUrl, { criteria: [{ ...single, id: kept.id }] });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().data).toMatchObject([{ id: kept.id, kind: 'single' }]);
    expect((await get(mine.criteriaUrl)).json().data).toEqual([kept]);
    expect((await send('PUT', theirs.criteriaUrl, { criteria: [] })).json().data).toEqual([]);
    expect((await get(mine.criteriaUrl)).json().data).toEqual([kept]);
  });
});

describe('criteria the rules refuse', () => {
  it('answers 400 with the field and the reason of each issue, and changes nothing', async () => {
    const { criteriaUrl } = await newSession();
    const before = (await send('PUT', criteriaUrl, { criteria: [score, single] })).json().data;
    const cases: [object[], { field: string; reason: string }[]][] = [
      [[single, { ...score, min: 10, max: 10 }], [{ field: 'criteria.1.max', reason: 'min_not_below_max' }]],
      [[{ ...score, min: 5, max: 2 }], [{ field: 'criteria.0.max', reason: 'min_not_below_max' }]],
      [[{ ...score, min: 0, max: 5, step: 6 }], [{ field: 'criteria.0.step', reason: 'step_too_large' }]],
      [[score, { ...text, weight: 1 }], [{ field: 'criteria.1.weight', reason: 'text_not_weighted' }]],
      [[{ ...text, minChars: 50, maxChars: 20 }], [{ field: 'criteria.0.maxChars', reason: 'min_not_below_max' }]],
      [[score, { ...single, labels: { en: 'Eligible' } }], [{ field: 'criteria.1.labels.fr', reason: 'required' }]],
      [[{ ...single, labels: { fr: '   ' } }], [{ field: 'criteria.0.labels.fr', reason: 'required' }]],
      [
        [{ ...single, options: [options[0], { ...options[1], labels: { en: 'No' } }] }],
        [{ field: 'criteria.0.options.1.labels.fr', reason: 'required' }],
      ],
      [
        [{ ...multiple, options: [...options, { id: 'yes', labels: { fr: 'Encore oui' }, points: 3 }] }],
        [{ field: 'criteria.0.options.2.id', reason: 'duplicate_id' }],
      ],
      [
        [
          { ...score, id: 'same' },
          { ...text, id: 'same' },
        ],
        [{ field: 'criteria.1.id', reason: 'duplicate_id' }],
      ],
    ];
    for (const [criteria, details] of cases) {
      const res = await send('PUT', criteriaUrl, { criteria });
      expect(res.statusCode, JSON.stringify(criteria)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', details });
    }
    expect((await get(criteriaUrl)).json().data).toEqual(before);
  });

  it('asks the label in the program’s own default language', async () => {
    const { criteriaUrl } = await newSession({ defaultLang: 'en', supportedLangs: ['en', 'fr'] });
    // French labels only, for the criterion and one of its options.
    const res = await send('PUT', criteriaUrl, { criteria: [score, single] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'criteria.1.labels.en', reason: 'required' },
      { field: 'criteria.1.options.1.labels.en', reason: 'required' },
    ]);
    const english = await send('PUT', criteriaUrl, {
      criteria: [
        score,
        { ...single, labels: { en: 'Eligible' }, options: [options[0], { ...options[1], labels: { en: 'No' } }] },
      ],
    });
    expect(english.statusCode, english.body).toBe(200);
  });

  it('answers 400 for a criterion out of shape', async () => {
    const { criteriaUrl } = await newSession();
    for (const criterion of [
      { ...score, kind: 'stars' },
      { ...score, step: 0 },
      { ...score, max: 1001 },
      { ...score, weight: 101 },
      { ...score, weight: -1 },
      { ...single, options: [options[0]] },
      { ...single, options: undefined },
      { ...text, maxChars: 0 },
      { ...text, minChars: 1.5 },
      { ...score, id: 'not an id' },
      { ...score, required: undefined },
    ]) {
      const res = await send('PUT', criteriaUrl, { criteria: [criterion] });
      expect(res.statusCode, JSON.stringify(criterion)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await get(criteriaUrl)).json().data).toEqual([]);
  });

  it('holds 50 criteria at most', async () => {
    const { criteriaUrl } = await newSession();
    const many = (n: number) =>
      Array.from({ length: n }, (_, index) => ({ ...score, labels: { fr: `Critère ${index + 1}` } }));
    const full = await send('PUT', criteriaUrl, { criteria: many(50) });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().data).toHaveLength(50);
    expect(full.json().data[49]).toMatchObject({ labels: { fr: 'Critère 50' }, position: 49 });
    const over = await send('PUT', criteriaUrl, { criteria: many(51) });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.code).toBe('validation_failed');
    expect((await get(criteriaUrl)).json().data).toEqual(full.json().data);
  });
});

describe('the criteria of an open session', () => {
  it('may change, but cannot be left without a weighted criterion (422, nothing changed)', async () => {
    const { criteriaUrl, url } = await newSession();
    await send('PUT', criteriaUrl, { criteria: [score, text] });
    expect((await send('PUT', `${url}/status`, { status: 'open' })).statusCode).toBe(200);
    const before = (await get(criteriaUrl)).json().data;

    for (const criteria of [[], [text], [{ ...score, weight: 0 }, dropdown]]) {
      const res = await send('PUT', criteriaUrl, { criteria });
      expect(res.statusCode, JSON.stringify(criteria)).toBe(422);
      expect(res.json().error.code).toBe('session_without_criteria');
    }
    expect((await get(criteriaUrl)).json().data).toEqual(before);

    const changed = await send('PUT', criteriaUrl, { criteria: [{ ...text, weight: 0 }, single] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.map((c: { kind: string }) => c.kind)).toEqual(['text', 'single']);
    expect((await get(url)).json().data).toMatchObject({ status: 'open', criteriaCount: 2 });
  });

  it('refuses a weight too small to be kept as one', async () => {
    const { criteriaUrl, url } = await newSession();
    await send('PUT', criteriaUrl, { criteria: [score] });
    await send('PUT', `${url}/status`, { status: 'open' });
    const res = await send('PUT', criteriaUrl, { criteria: [{ ...score, weight: 0.001 }] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe('session_without_criteria');
    expect((await get(criteriaUrl)).json().data).toMatchObject([{ weight: 3 }]);
  });

  it('a draft session may be emptied', async () => {
    const { criteriaUrl, url } = await newSession();
    await send('PUT', criteriaUrl, { criteria: [score] });
    expect((await send('PUT', criteriaUrl, { criteria: [] })).json().data).toEqual([]);
    expect((await get(url)).json().data.criteriaCount).toBe(0);
  });
});
