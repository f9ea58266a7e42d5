import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createCategory,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
} from '../../../../test/factories';
import { createStoredFile } from '../../../../test/file-factories';
import { createTestForm } from '../../../../test/form-factories';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app';
import { applications, applicationTags, tags } from '../../../db/schema';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
let collaborator: Session;
let globexAdmin: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  globex = await createPlatform(t.database.db);
  const a = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  const c = await createUser(t.database.db, acme.id, { roleKeys: ['jury'] }); // no program.collaborate (issue 11: a platform collaborator works on every program)
  const g = await createUser(t.database.db, globex.id, { roleKeys: ['platform_admin'] });
  admin = await t.signIn(acme.host, a.email, TEST_PASSWORD, 'admin');
  collaborator = await t.signIn(acme.host, c.email, TEST_PASSWORD);
  globexAdmin = await t.signIn(globex.host, g.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string, as: Session = admin, host = acme.host) =>
  t.request(host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const put = (url: string, payload: object, as: Session = admin) =>
  t.send(acme.host, { method: 'PUT', url, payload }, as);

const FIELDS = [
  { reference: 'intro', type: 'separator-title' as const, content: 'Votre projet' },
  { reference: 'city', type: 'text' as const, title: 'Ville' },
  {
    reference: 'themes',
    type: 'checkbox' as const,
    title: 'Thèmes',
    options: [
      { reference: 'eau', text: 'Eau' },
      { reference: 'sol', text: 'Sol' },
    ],
  },
  { reference: 'motto', type: 'textarea' as const, title: 'Devise; "citée"' },
  { reference: 'cv', type: 'file' as const, title: 'CV' },
  { reference: 'agree', type: 'yes-no' as const, title: 'Accord' },
  { reference: 'budget', type: 'number' as const, title: 'Budget' },
];
const FIXED = [
  'Identifiant',
  'Statut',
  'Catégorie',
  'Nom du candidat',
  'E-mail du candidat',
  'Créée le',
  'Soumise le',
  'Étiquettes',
];
const ANSWERS = ['Ville', 'Thèmes', 'Devise; "citée"', 'CV', 'Accord', 'Budget'];

/** A program with a form step and four applications of known answers, plus a trashed one and a neighbour's. */
async function seeded(platformId = acme.id) {
  const db = t.database.db;
  const program = await createProgram(db, platformId, { publishedAt: new Date() });
  const form = await createTestForm(db, platformId, program.id, { fields: FIELDS });
  const category = await createCategory(db, platformId, program.id, {
    titles: { fr: 'Jeunes pousses', en: 'Seedlings' },
    steps: [{ id: 'dossier', type: 'form', config: { form_id: form.id } }],
  });
  const person = await createUser(db, platformId, {
    firstname: 'Zoé',
    lastname: 'Ébène',
    email: `zoe-${program.slug}@x.org`,
  });
  // A file answer reads as the files table names it: a row of the applicant's.
  const cv = await createStoredFile(db, t.app.deps.services.storage, platformId, {
    name: 'cv-zoé.pdf',
    ownerId: person.id,
  });
  const [tag] = await db.insert(tags).values({ platformId, programId: program.id, name: 'Bio' }).returning();
  const rows = [
    {
      status: 'submitted' as const,
      createdAt: '2026-03-01T10:00:00Z',
      city: 'Lyon',
      motto: '=HYPERLINK("http://evil")',
    },
    { status: 'draft' as const, createdAt: '2026-03-02T23:30:00Z', city: 'Paris', motto: 'Line 1\nLine 2' },
    { status: 'accepted' as const, createdAt: '2026-03-03T08:00:00Z', city: 'Lille', motto: '@SUM(A1)' },
    { status: 'rejected' as const, createdAt: '2026-03-04T08:00:00Z', city: 'Nice', motto: 'plain' },
  ];
  const ids: string[] = [];
  for (const row of rows) {
    const created = await createApplication(db, platformId, program.id, {
      categoryId: category.id,
      applicantId: person.id,
      status: row.status,
      createdAt: new Date(row.createdAt),
      submittedAt: row.status === 'draft' ? null : new Date('2026-03-05T12:00:00Z'),
    });
    const answers = {
      city: row.city,
      themes: ['eau', 'sol'],
      motto: row.motto,
      cv: { key: cv.key, name: cv.name, location: cv.location },
      agree: 'yes',
      budget: -12.5,
    };
    await db
      .update(applications)
      .set({ answers: { dossier: answers }, searchText: row.city.toLowerCase() })
      .where(eq(applications.id, created.id));
    ids.push(created.id);
  }
  await db.insert(applicationTags).values({ platformId, applicationId: ids[0] as string, tagId: tag?.id as string });
  await createApplication(db, platformId, program.id, { deletedAt: new Date() });
  const neighbour = await createProgram(db, platformId);
  const foreign = await createApplication(db, platformId, neighbour.id, { status: 'submitted' });
  return { program, form, ids, foreignId: foreign.id };
}

const exportUrl = (programId: string, query = '') => `/api/user.programs/${programId}/responses/export${query}`;

function readCsv(body: Buffer): string[][] {
  return parse(body, { delimiter: ';', bom: true, relax_column_count: false }) as string[][];
}

describe('GET /api/user.programs/:programId/responses/export?format=csv', () => {
  it('streams a UTF-8 CSV with BOM, headers in the default language and the portal text rules', async () => {
    const { program, ids } = await seeded();
    const res = await get(exportUrl(program.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="${program.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"; filename\\*=UTF-8''${program.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`,
      ),
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = readCsv(res.rawPayload);
    expect(header).toEqual([...FIXED, ...ANSWERS]);
    expect(rows.map((row) => row[0])).toEqual(ids);
    expect(rows[0]).toEqual([
      ids[0],
      'Soumise',
      'Jeunes pousses',
      'Zoé Ébène',
      expect.stringMatching(/^zoe-/),
      // 10:00 UTC is 11:00 in Paris in March.
      '2026-03-01 11:00:00',
      '2026-03-05 13:00:00',
      'Bio',
      'Lyon',
      'Eau, Sol',
      `'=HYPERLINK("http://evil")`,
      'cv-zoé.pdf',
      'Oui',
      '-12.5',
    ]);
    expect(rows[1]?.[10]).toBe('Line 1\nLine 2');
    expect(rows[1]?.[6]).toBe('');
    expect(rows[2]?.[10]).toBe("'@SUM(A1)");
    expect(res.rawPayload.toString('utf8')).toContain('"Devise; ""citée"""');
  });

  it('keeps to the filter, the selection and the exceptions, never another program or the trash', async () => {
    const { program, ids, foreignId } = await seeded();
    const idsOf = async (query: string) => {
      const res = await get(exportUrl(program.id, query));
      expect(res.statusCode, res.body).toBe(200);
      return readCsv(res.rawPayload)
        .slice(1)
        .map((row) => row[0]);
    };
    expect(await idsOf('?status=submitted,accepted')).toEqual([ids[0], ids[2]]);
    expect(await idsOf('?search=lille')).toEqual([ids[2]]);
    // 23:30 UTC on the 2nd is already the 3rd in Paris.
    expect(await idsOf('?from=2026-03-03&tz=Europe/Paris')).toEqual([ids[1], ids[2], ids[3]]);
    expect(await idsOf('?from=2026-03-03&tz=UTC')).toEqual([ids[2], ids[3]]);
    expect(await idsOf(`?ids=${ids[3]},${ids[1]},${foreignId},not-a-uuid`)).toEqual([ids[1], ids[3]]);
    expect(await idsOf(`?ids=${foreignId}`)).toEqual([]);
    expect(await idsOf(`?status=submitted,draft&except=${ids[0]}`)).toEqual([ids[1]]);
    expect(await idsOf('')).not.toContain(foreignId);
    expect(await idsOf('')).toHaveLength(4);
  });

  it('reads every row across keyset batches, even rows created in the same microsecond', async () => {
    const db = t.database.db;
    const program = await createProgram(db, acme.id);
    const at = new Date('2026-01-01T00:00:00Z');
    const values = Array.from({ length: 1_005 }, () => ({ platformId: acme.id, programId: program.id, createdAt: at }));
    await db.insert(applications).values(values);
    const res = await get(exportUrl(program.id));
    const rows = readCsv(res.rawPayload).slice(1);
    expect(rows).toHaveLength(1_005);
    expect(new Set(rows.map((row) => row[0])).size).toBe(1_005);
  });

  it('answers 400 for a bad format, 403 without the programs permission and 404 for another platform', async () => {
    const { program } = await seeded();
    expect((await get(exportUrl(program.id, '?format=pdf'))).statusCode).toBe(400);
    const forbidden = await get(exportUrl(program.id), collaborator);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('missing_permissions');
    const theirs = await seeded(globex.id);
    expect((await get(exportUrl(theirs.program.id))).statusCode).toBe(404);
    expect((await get(exportUrl(program.id), globexAdmin, globex.host)).statusCode).toBe(404);
  });
});

describe('GET …/responses/export?format=xlsx', () => {
  it('streams a workbook exceljs reads back: labels, text, numbers and dates in the program zone', async () => {
    const { program, ids } = await seeded();
    const res = await get(exportUrl(program.id, '?format=xlsx'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${program.slug}-`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    expect(sheet.name).toBe('Candidatures');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...FIXED, ...ANSWERS]);
    expect(sheet.rowCount).toBe(5);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(ids[0]);
    expect(first.getCell(4).value).toBe('Zoé Ébène');
    expect(first.getCell(6).value).toEqual(new Date(Date.UTC(2026, 2, 1, 11, 0, 0)));
    expect(first.getCell(10).value).toBe('Eau, Sol');
    // A text cell is never a formula in XLSX: kept as the applicant wrote it.
    expect(first.getCell(11).value).toBe('=HYPERLINK("http://evil")');
    expect(first.getCell(11).formula).toBeUndefined();
    expect(first.getCell(14).value).toBe(-12.5);
  });
});

describe('export-config', () => {
  const configUrl = (programId: string) => `/api/user.programs/${programId}/export-config`;

  it('offers every fixed and answer column by default, labels in the reader language', async () => {
    const { program } = await seeded();
    const res = await t.request(acme.host, {
      method: 'GET',
      url: configUrl(program.id),
      headers: { authorization: `Bearer ${admin.accessToken}`, 'x-locale': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const columns = res.json().data.columns as { id: string; label: string; included: boolean; kind: string }[];
    expect(columns.map((c) => c.id)).toEqual([
      'id',
      'status',
      'category',
      'applicantName',
      'applicantEmail',
      'createdAt',
      'submittedAt',
      'tags',
      'answer:city',
      'answer:themes',
      'answer:motto',
      'answer:cv',
      'answer:agree',
      'answer:budget',
    ]);
    expect(columns.every((c) => c.included)).toBe(true);
    expect(columns.find((c) => c.id === 'answer:city')?.label).toBe('Ville');
  });

  it('saves order and choices, which the next export follows', async () => {
    const { program, ids } = await seeded();
    const saved = await put(configUrl(program.id), {
      columns: [
        { id: 'answer:city', included: true },
        { id: 'id', included: true },
        { id: 'status', included: false },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const columns = saved.json().data.columns as { id: string; included: boolean }[];
    expect(columns.slice(0, 3)).toMatchObject([
      { id: 'answer:city', included: true },
      { id: 'id', included: true },
      { id: 'status', included: false },
    ]);
    expect((await get(configUrl(program.id))).json().data.columns).toEqual(saved.json().data.columns);
    const [header, first] = readCsv((await get(exportUrl(program.id))).rawPayload);
    expect(header?.slice(0, 3)).toEqual(['Ville', 'Identifiant', 'Catégorie']);
    expect(header).not.toContain('Statut');
    expect(first?.slice(0, 2)).toEqual(['Lyon', ids[0]]);
  });

  it('refuses unknown or duplicated columns and an export of nothing, and keeps the saved config', async () => {
    const { program } = await seeded();
    const bad = await put(configUrl(program.id), {
      columns: [
        { id: 'answer:nope', included: true },
        { id: 'id', included: true },
        { id: 'id', included: true },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { field: 'columns.0.id', reason: 'unknown', id: 'answer:nope' },
      { field: 'columns.2.id', reason: 'duplicate', id: 'id' },
    ]);
    const empty = await put(configUrl(program.id), { columns: [{ id: 'id', included: false }] });
    expect(empty.json().error.details).toEqual([{ field: 'columns', reason: 'empty' }]);
    expect((await get(configUrl(program.id))).json().data.columns[0]).toMatchObject({ id: 'id', included: true });
    expect((await put(configUrl(program.id), { columns: [] })).statusCode).toBe(400);
    expect((await get(configUrl(program.id), collaborator)).statusCode).toBe(403);
  });
});
