import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows } from '../../../test/csv-rows';
import { createApplication, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

// `admin/session/export-view`: a session's scores (a line per juror and application, a column per
// criterion) and its ranking, as CSV or XLSX, in the program's language.

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
const send = (method: 'POST' | 'PUT', url: string, payload: object, as: Session = admin) =>
  t.send(acme.host, { method, url, payload }, as);

const CRITERIA = [
  { id: 'idea', kind: 'score', labels: { fr: 'Idée' }, weight: 1, required: true, min: 0, max: 10, step: 1 },
  {
    id: 'fit',
    kind: 'single',
    labels: { fr: 'Adéquation' },
    weight: 1,
    required: true,
    options: [
      { id: 'good', labels: { fr: 'Bonne' }, points: 10 },
      { id: 'poor', labels: { fr: 'Faible' }, points: 0 },
    ],
  },
];

async function scoredSession() {
  const program = await createProgram(t.database.db, acme.id);
  const base = `/api/user.programs/${program.id}/evaluation-sessions`;
  const created = await send('POST', base, { name: 'Jury', slug: 'jury-export' });
  const url = `${base}/${created.json().data.id}`;
  const sessionId = created.json().data.id as string;
  expect((await send('PUT', `${url}/criteria`, { criteria: CRITERIA })).statusCode).toBe(200);
  expect((await send('PUT', `${url}/status`, { status: 'open' })).statusCode).toBe(200);
  const jurors: { id: string; session: Session }[] = [];
  for (const firstname of ['Alice', 'Bruno']) {
    const user = await createUser(t.database.db, acme.id, { firstname, lastname: 'Juré' });
    expect((await send('POST', `${url}/jurors`, { email: user.email })).statusCode).toBe(200);
    const session = await t.signIn(acme.host, user.email, TEST_PASSWORD);
    await send('POST', `/api/portal/me/evaluation-sessions/${sessionId}/accept`, { acceptTerms: true }, session);
    jurors.push({ id: user.id, session });
  }
  const apps: string[] = [];
  for (const firstname of ['Zoé', 'Yann']) {
    const applicant = await createUser(t.database.db, acme.id, { firstname, lastname: 'Candidat' });
    apps.push(
      (await createApplication(t.database.db, acme.id, program.id, { applicantId: applicant.id, status: 'submitted' }))
        .id,
    );
  }
  const score = async (juror: number, app: number, values: object, final = true) => {
    const res = await send(
      'PUT',
      `/api/portal/me/evaluation-sessions/${sessionId}/applications/${apps[app]}/score`,
      { values, final, version: 0, comment: `avis ${juror}${app}` },
      jurors[juror]?.session,
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  await score(0, 0, { idea: 9, fit: 'good' });
  await score(1, 0, { idea: 5, fit: 'poor' });
  await score(0, 1, { idea: 2 }, false);
  return { program, url, apps, jurors };
}

describe('session export', () => {
  it('writes the scores: a line per sheet, a column per criterion with option labels, totals, comments', async () => {
    const { url } = await scoredSession();
    const res = await get(`${url}/export?view=scores&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('jury-export-scores');
    const [header, ...lines] = csvRows(res.body);
    expect(header).toEqual([
      'Candidat',
      'Juré',
      'Évaluation',
      'Idée',
      'Adéquation',
      'Total pondéré (%)',
      'Commentaire',
      'Soumise le',
      'Dernier enregistrement le',
    ]);
    expect(lines).toHaveLength(3);
    const zoe = lines
      .filter((line) => line[0] === 'Zoé Candidat')
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(zoe.map((line) => line.slice(1, 7))).toEqual([
      ['Alice Juré', 'Soumise', '9', 'Bonne', '95', 'avis 00'],
      ['Bruno Juré', 'Soumise', '5', 'Faible', '25', 'avis 10'],
    ]);
    const draft = lines.find((line) => line[0] === 'Yann Candidat');
    expect(draft?.slice(1, 7)).toEqual(['Alice Juré', 'Brouillon', '2', '', '', 'avis 01']);
  });

  it('writes the ranking best first, and an XLSX file on demand', async () => {
    const { url } = await scoredSession();
    const csv = await get(`${url}/export?view=ranking&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...lines] = csvRows(csv.body);
    expect(header?.slice(0, 5)).toEqual(['Rang', 'Candidat', 'Statut', 'Évaluations', 'Moyenne (%)']);
    // Only the application with final sheets is ranked: (95 + 25) / 2, jurors 35 points apart.
    expect(lines).toHaveLength(1);
    expect(lines[0]?.slice(0, 5)).toEqual(['1', 'Zoé Candidat', 'Soumise', '2', '60']);
    expect(lines[0]?.at(-1)).toBe('Oui');

    const xlsx = await t.request(acme.host, {
      method: 'GET',
      url: `${url}/export?view=ranking&format=xlsx`,
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a bad view, another program’s session, and a juror who does not work on the program', async () => {
    const { url, jurors } = await scoredSession();
    expect((await get(`${url}/export?view=everything`)).statusCode).toBe(400);
    const other = await createProgram(t.database.db, acme.id);
    const foreign = url.replace(/user\.programs\/[^/]+/, `user.programs/${other.id}`);
    expect((await get(`${foreign}/export`)).statusCode).toBe(404);
    expect((await get(`${url}/export`, jurors[0]?.session)).statusCode).toBe(403);
  });
});
