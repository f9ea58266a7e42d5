import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@opencall/shared/applications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../../test/factories';
import { csvFile, importProgram, xlsxFile } from '../../../../test/import-factories';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
let seeded: Awaited<ReturnType<typeof importProgram>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const user = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  admin = await t.signIn(acme.host, user.email, TEST_PASSWORD, 'admin');
  seeded = await importProgram(t.database.db, acme.id);
});
afterAll(() => t.close());

const preview = (payload: object, as: Session = admin, programId = seeded.program.id) =>
  t.send(acme.host, { method: 'POST', url: `/api/user.programs/${programId}/imports/preview`, payload }, as);

describe('POST /api/user.programs/:programId/imports/preview', () => {
  it('reads a CSV separated by semicolons, with a BOM, and guesses the mapping from the titles', async () => {
    const text = [
      'E-mail;Prénom;Nom;Catégorie;Statut;Projet;Budget;Remarque',
      'alice@example.org;Alice;Martin;Jeunes;Déposée;"Four; solaire";1200;ok',
      '',
      'bob@example.org;Bob;Durand;Youth;;Éolienne;;',
    ].join('\r\n');
    const res = await preview(csvFile(text, { bom: true }));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      filename: 'candidatures.csv',
      format: 'csv',
      delimiter: ';',
      headers: ['E-mail', 'Prénom', 'Nom', 'Catégorie', 'Statut', 'Projet', 'Budget', 'Remarque'],
      totalRows: 2,
      multipleApplications: false,
      previousImport: null,
    });
    expect(data.rows).toEqual([
      ['alice@example.org', 'Alice', 'Martin', 'Jeunes', 'Déposée', 'Four; solaire', '1200', 'ok'],
      ['bob@example.org', 'Bob', 'Durand', 'Youth', '', 'Éolienne', '', ''],
    ]);
    expect(data.suggested).toEqual([
      { type: 'email' },
      { type: 'firstname' },
      { type: 'lastname' },
      { type: 'category' },
      { type: 'status' },
      { type: 'field', formId: seeded.project.id, reference: 'projet' },
      { type: 'field', formId: seeded.project.id, reference: 'budget' },
      { type: 'ignore' },
    ]);
    expect(data.categories).toEqual([
      { id: seeded.youth.id, title: 'Jeunes' },
      { id: seeded.seniors.id, title: 'Seniors' },
    ]);
  });

  it('lists the fields a column can fill, by form and the steps that ask them (files and groups left out)', async () => {
    const res = await preview(csvFile('email\nx@example.org'));
    const fields = res.json().data.fields as { reference: string; formId: string; steps: unknown[] }[];
    expect(fields.map((field) => field.reference)).toEqual(['projet', 'budget', 'type', 'debut', 'experience']);
    expect(fields[0]).toMatchObject({
      formTitle: 'Dossier projet',
      title: 'Projet',
      type: 'text',
      required: true,
      steps: [{ categoryId: seeded.youth.id, categoryTitle: 'Jeunes', stepId: 'projet-step', stepNumber: 2 }],
    });
  });

  it('reads a CSV separated by commas, without a BOM, with quoted commas and line breaks', async () => {
    const text = 'email,projet\n"a@example.org","Un, deux"\nb@example.org,"sur\ndeux lignes"\n';
    const data = (await preview(csvFile(text))).json().data;
    expect(data.delimiter).toBe(',');
    expect(data.rows).toEqual([
      ['a@example.org', 'Un, deux'],
      ['b@example.org', 'sur\ndeux lignes'],
    ]);
  });

  it('reads a CSV saved by an older Excel in Windows-1252', async () => {
    const bytes = Buffer.from('email;prénom\nc@example.org;Hélène\n', 'latin1');
    const data = (await preview({ filename: 'old.csv', contentBase64: bytes.toString('base64') })).json().data;
    expect(data.headers).toEqual(['email', 'prénom']);
    expect(data.rows).toEqual([['c@example.org', 'Hélène']]);
  });

  it('reads the first sheet of an XLSX file: dates, numbers, rich text, links and formulas as text', async () => {
    const file = await xlsxFile([
      ['Email', 'Prénom', 'Début', 'Budget', 'Projet', 'Site', 'Total'],
      [
        'd@example.org',
        { richText: [{ text: 'Da' }, { text: 'ni' }] },
        new Date(Date.UTC(2025, 11, 31)),
        1500.5,
        'Serre',
        { text: 'Mon site', hyperlink: 'https://example.org' },
        { formula: 'D2*2', result: 3001 },
      ],
      [],
      ['e@example.org', 'Eve'],
    ]);
    const res = await preview(file);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ format: 'xlsx', delimiter: null, totalRows: 2 });
    expect(data.rows).toEqual([
      ['d@example.org', 'Dani', '2025-12-31', '1500.5', 'Serre', 'Mon site', '3001'],
      ['e@example.org', 'Eve', '', '', '', '', ''],
    ]);
    expect(data.suggested.slice(0, 2)).toEqual([{ type: 'email' }, { type: 'firstname' }]);
  });

  it('refuses what it cannot read, each time in its own words', async () => {
    const cases: [object, number, string, unknown][] = [
      [csvFile(''), 422, 'import_file_invalid', { reason: 'no_header' }],
      [csvFile('email;nom\n\n;\n'), 422, 'import_file_invalid', { reason: 'no_rows' }],
      [
        { filename: 'old.xls', contentBase64: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]).toString('base64') },
        422,
        'import_file_invalid',
        { reason: 'xls' },
      ],
      [
        { filename: 'x.xlsx', contentBase64: Buffer.from('PK\u0003\u0004broken').toString('base64') },
        422,
        'import_file_invalid',
        { reason: 'unreadable' },
      ],
      [{ filename: 'x.csv', contentBase64: 'not base64!' }, 422, 'import_file_invalid', { reason: 'encoding' }],
      [
        csvFile(`email\n${'x@example.org\n'.repeat(IMPORT_MAX_ROWS + 1)}`),
        422,
        'import_too_many_rows',
        { maxRows: IMPORT_MAX_ROWS },
      ],
    ];
    for (const [payload, status, code, details] of cases) {
      const res = await preview(payload);
      expect([res.statusCode, res.json().error.code, res.json().error.details]).toEqual([status, code, details]);
    }
  });

  it('refuses a file over 10 MB with a translated message', async () => {
    const big = csvFile(`email\n${'a'.repeat(IMPORT_MAX_BYTES)}`);
    const res = await t.send(
      acme.host,
      {
        method: 'POST',
        url: `/api/user.programs/${seeded.program.id}/imports/preview`,
        payload: big,
        headers: { 'x-locale': 'en' },
      },
      admin,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'import_file_too_large', details: { maxBytes: IMPORT_MAX_BYTES } });
    expect(res.json().error.message).toContain('10 MB');
  });

  it("answers 404 for another platform's program and for a program in the trash", async () => {
    const globex = await createPlatform(t.database.db);
    const foreign = await importProgram(t.database.db, globex.id);
    const res = await preview(csvFile('email\na@example.org'), admin, foreign.program.id);
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'not_found']);
    const trashed = await createProgram(t.database.db, acme.id, { status: 'deleted' });
    expect((await preview(csvFile('email\na@example.org'), admin, trashed.id)).statusCode).toBe(404);
  });

  it('is for holders of the programs administration permission only', async () => {
    const collaborator = await createUser(t.database.db, acme.id, { roleKeys: ['collaborator'] });
    const session = await t.signIn(acme.host, collaborator.email, TEST_PASSWORD);
    expect((await preview(csvFile('email\na@example.org'), session)).statusCode).toBe(403);
    const anonymous = await t.send(acme.host, {
      method: 'POST',
      url: `/api/user.programs/${seeded.program.id}/imports/preview`,
      payload: csvFile('email\na@example.org'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
