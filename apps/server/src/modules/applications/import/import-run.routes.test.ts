import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createPlatform, createUser, TEST_PASSWORD } from '../../../../test/factories';
import { csvFile, importProgram, mappingOf } from '../../../../test/import-factories';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app';
import { applicationEvents, applications, platformMemberships, programLogs, users } from '../../../db/schema';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const user = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  adminId = user.id;
  admin = await t.signIn(acme.host, user.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const call = (path: 'imports/dry-run' | 'imports', programId: string, payload: object) =>
  t.send(acme.host, { method: 'POST', url: `/api/user.programs/${programId}/${path}`, payload }, admin);

async function totals() {
  const db = t.database.db;
  const [apps] = await db.select({ n: count() }).from(applications);
  const [people] = await db.select({ n: count() }).from(users);
  const [events] = await db.select({ n: count() }).from(applicationEvents);
  return { applications: apps?.n, users: people?.n, events: events?.n };
}

type Seeded = Awaited<ReturnType<typeof importProgram>>;
const columns = (s: Seeded) => [
  'email',
  'firstname',
  'lastname',
  'category',
  'status',
  `field:${s.project.id}:projet`,
  `field:${s.project.id}:budget`,
  `field:${s.project.id}:type`,
];

/** One row per reason a row cannot be imported, around a good one. */
const BAD_FILE = [
  'email;prenom;nom;categorie;statut;projet;budget;type',
  'alice@example.org;Alice;Martin;Jeunes;Déposée;Four solaire;1200;Association',
  'known@example.org;K;P;Jeunes;;Éolienne;10;asso',
  'pas-un-email;X;Y;Jeunes;;P;1;asso',
  'bob@example.org;Bob;B;Inconnue;;P;1;asso',
  'carol@example.org;C;C;Jeunes;peut-être;P;1;asso',
  'dan@example.org;D;D;Jeunes;;P;beaucoup;asso',
  'alice@example.org;Alice;Martin;Jeunes;;Doublon;1;asso',
  'erin@example.org;E;E;Seniors;;Hors catégorie;;',
  'fay@example.org;F;F;;;P;1;asso',
  'gus@example.org;G;G;Jeunes;accepted;;1;asso',
  'hal@example.org;H;H;Jeunes;brouillon;;;',
].join('\n');

describe('POST …/imports/dry-run', () => {
  it('reports each row: created, or the reasons it cannot be, and writes nothing', async () => {
    const s = await importProgram(t.database.db, acme.id);
    const known = await createUser(t.database.db, acme.id, { email: 'known@example.org' });
    await createApplication(t.database.db, acme.id, s.program.id, { applicantId: known.id, categoryId: s.youth.id });
    const before = await totals();
    const res = await call('imports/dry-run', s.program.id, { ...csvFile(BAD_FILE), mapping: mappingOf(columns(s)) });
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    const summary = report.rows.map((row: { row: number; outcome: string; errors: { code: string }[] }) => [
      row.row,
      row.outcome,
      row.errors.map((error) => error.code),
    ]);
    expect(summary).toEqual([
      [2, 'created', []],
      [3, 'error', ['application_exists']],
      [4, 'error', ['email_invalid']],
      [5, 'error', ['category_unknown']],
      [6, 'error', ['status_unknown']],
      [7, 'error', ['answer_invalid']],
      [8, 'error', ['duplicate_in_file']],
      [9, 'error', ['field_not_in_category']],
      [10, 'error', ['category_missing']],
      [11, 'error', ['answer_invalid']],
      [12, 'created', []],
    ]);
    expect(report.rows[0]).toMatchObject({
      email: 'alice@example.org',
      applicant: 'new',
      categoryId: s.youth.id,
      status: 'submitted',
    });
    expect(report.rows[1]).toMatchObject({
      applicant: 'existing',
      errors: [{ code: 'application_exists', column: 0 }],
    });
    expect(report.rows[5].errors).toEqual([{ code: 'answer_invalid', column: 6, reference: 'budget', rule: 'number' }]);
    expect(report.rows[7].errors[0]).toEqual({ code: 'field_not_in_category', column: 5, reference: 'projet' });
    // A required answer missing counts past the draft only: row 11 is accepted, row 12 a draft.
    expect(report.rows[9].errors).toEqual([
      { code: 'answer_invalid', column: 5, reference: 'projet', rule: 'required' },
    ]);
    expect(report.rows[10]).toMatchObject({ status: 'draft', outcome: 'created' });
    expect(report.totals).toEqual({ rows: 11, created: 2, errors: 9, skipped: 0, newApplicants: 2 });
    expect(report.previousImport).toBeNull();
    expect(await totals()).toEqual(before);
  });

  it('leaves out the rows it is told to, and takes a default category and status', async () => {
    const s = await importProgram(t.database.db, acme.id);
    const file = csvFile('email;projet\nivy@example.org;A\npas-un-email;B\njay@example.org;C\n');
    const mapping = mappingOf(['email', `field:${s.project.id}:projet`], { categoryId: s.youth.id, status: 'draft' });
    const res = await call('imports/dry-run', s.program.id, { ...file, mapping, excludeRows: [3] });
    expect(res.json().data.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'created',
      'skipped',
      'created',
    ]);
    expect(res.json().data.rows[0]).toMatchObject({ categoryId: s.youth.id, status: 'draft' });
    expect(res.json().data.totals).toMatchObject({ created: 2, skipped: 1, errors: 0 });
  });

  it("checks answers with the form's own rules, bounds included", async () => {
    const s = await importProgram(t.database.db, acme.id);
    const file = csvFile(`email;projet;budget\nkim@example.org;${'x'.repeat(41)};-5\n`);
    const mapping = mappingOf(['email', `field:${s.project.id}:projet`, `field:${s.project.id}:budget`], {
      categoryId: s.youth.id,
    });
    const res = await call('imports/dry-run', s.program.id, { ...file, mapping });
    expect(res.json().data.rows[0].errors).toEqual([
      { code: 'answer_invalid', column: 1, reference: 'projet', rule: 'max', params: { max: 40 } },
      { code: 'answer_invalid', column: 2, reference: 'budget', rule: 'w-min-value', params: { min: 0 } },
    ]);
  });

  it('refuses a mapping without an e-mail column, with a target twice or a field the program does not ask', async () => {
    const s = await importProgram(t.database.db, acme.id);
    const file = csvFile('a;b;c\nx@example.org;1;2\n');
    const cases: [string[], { categoryId?: string }, { column: number; reason: string }[]][] = [
      [['firstname', 'ignore', 'ignore'], { categoryId: s.youth.id }, [{ column: -1, reason: 'email_required' }]],
      [['email', 'lastname', 'lastname'], { categoryId: s.youth.id }, [{ column: 2, reason: 'mapped_twice' }]],
      [
        ['email', `field:${s.project.id}:piece`, 'ignore'],
        { categoryId: s.youth.id },
        [{ column: 1, reason: 'unknown_field' }],
      ],
      [['email', 'ignore'], { categoryId: s.youth.id }, [{ column: -1, reason: 'column_count' }]],
      [['email', 'ignore', 'ignore'], {}, [{ column: -1, reason: 'category_required' }]],
    ];
    for (const [targets, extra, details] of cases) {
      const res = await call('imports/dry-run', s.program.id, { ...file, mapping: mappingOf(targets, extra) });
      expect([res.statusCode, res.json().error.code, res.json().error.details]).toEqual([
        422,
        'import_mapping_invalid',
        details,
      ]);
    }
  });
});

describe('POST …/imports', () => {
  it('imports nothing at all when one row has an error', async () => {
    const s = await importProgram(t.database.db, acme.id);
    const before = await totals();
    const res = await call('imports', s.program.id, { ...csvFile(BAD_FILE), mapping: mappingOf(columns(s)) });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('import_rows_invalid');
    expect(res.json().error.details.totals).toMatchObject({ errors: 8, created: 3 });
    expect(res.json().error.details.rows).toHaveLength(8);
    expect(await totals()).toEqual(before);
  });

  it('creates the applicants and their applications, answers in the right step, with an imported event', async () => {
    const db = t.database.db;
    const s = await importProgram(db, acme.id);
    const known = await createUser(db, acme.id, { firstname: 'Léa', lastname: 'Connue', membership: 'none' });
    const text = [
      'email,prenom,nom,categorie,statut,projet,budget,type,debut,experience',
      `Nina.New@Example.org,Nina,Nouvelle,Youth,accepted,"Serre, bio",1500,Entreprise,31/12/2025,`,
      `${known.email},Autre,Nom,Jeunes,,Éolienne,0,asso,,`,
      'omar@example.org,Omar,Senior,Seniors,brouillon,,,,,Trente ans de métier',
    ].join('\n');
    const mapping = mappingOf([...columns(s), `field:${s.project.id}:debut`, `field:${s.experience.id}:experience`]);
    const res = await call('imports', s.program.id, { ...csvFile(text), mapping });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.totals).toEqual({ rows: 3, created: 3, errors: 0, skipped: 0, newApplicants: 2 });

    const rows = await db.select().from(applications).where(eq(applications.programId, s.program.id));
    const [nina] = await db.select().from(users).where(eq(users.email, 'nina.new@example.org'));
    expect(nina).toMatchObject({ firstname: 'Nina', lastname: 'Nouvelle', passwordHash: null });
    const ninaApp = rows.find((row) => row.applicantId === nina?.id);
    expect(ninaApp).toMatchObject({
      categoryId: s.youth.id,
      status: 'accepted',
      answers: { 'projet-step': { projet: 'Serre, bio', budget: 1500, type: 'company', debut: '2025-12-31' } },
    });
    expect(ninaApp?.submittedAt).not.toBeNull();
    expect(ninaApp?.searchText).toContain('nina nouvelle nina.new@example.org');
    expect(ninaApp?.searchText).toContain('serre, bio');

    const knownApp = rows.find((row) => row.applicantId === known.id);
    expect(knownApp).toMatchObject({
      status: 'submitted',
      answers: { 'projet-step': { projet: 'Éolienne', budget: 0 } },
    });
    // An existing account keeps its names; the search reads them.
    expect(knownApp?.searchText).toContain('léa connue');
    const [stillKnown] = await db.select().from(users).where(eq(users.id, known.id));
    expect(stillKnown).toMatchObject({ firstname: 'Léa', lastname: 'Connue' });

    const omarApp = rows.find((row) => row.categoryId === s.seniors.id);
    expect(omarApp).toMatchObject({
      status: 'draft',
      submittedAt: null,
      answers: { 'experience-step': { experience: 'Trente ans de métier' } },
    });

    const members = await db
      .select()
      .from(platformMemberships)
      .where(and(eq(platformMemberships.platformId, acme.id), eq(platformMemberships.status, 'active')));
    for (const row of rows) expect(members.some((member) => member.userId === row.applicantId)).toBe(true);
    const events = await db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, ninaApp?.id ?? ''));
    expect(events).toEqual([expect.objectContaining({ action: 'imported', userId: adminId, toStatus: 'accepted' })]);
    const logs = await db.select().from(programLogs).where(eq(programLogs.programId, s.program.id));
    expect(logs).toEqual([
      expect.objectContaining({
        action: 'import',
        entity: 'program',
        userId: adminId,
        after: expect.objectContaining({ name: 'candidatures.csv', created: 3 }),
      }),
    ]);
    // The organizers' list finds them, the search too.
    const list = await t.request(acme.host, {
      method: 'GET',
      url: `/api/user.programs/${s.program.id}/responses?search=serre`,
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(list.json().pagination.totalFiltred).toBe(1);
  });

  it('answers 409 for the same content imported again, however it is saved, unless forced', async () => {
    const s = await importProgram(t.database.db, acme.id, { multipleApplications: true });
    const mapping = mappingOf(['email', `field:${s.project.id}:projet`], { categoryId: s.youth.id });
    const first = await call('imports', s.program.id, { ...csvFile('email;projet\npia@example.org;Ruche\n'), mapping });
    expect(first.statusCode).toBe(200);
    const before = await totals();
    // The same rows with a BOM and commas: the same content.
    const again = csvFile('email,projet\r\npia@example.org,Ruche\r\n', { bom: true, filename: 'copie.csv' });
    const res = await call('imports', s.program.id, { ...again, mapping });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'import_already_done',
      details: { filename: 'candidatures.csv', importedAt: first.json().data.importedAt },
    });
    expect(await totals()).toEqual(before);
    const dryRun = await call('imports/dry-run', s.program.id, { ...again, mapping });
    expect(dryRun.json().data.previousImport).toEqual({
      filename: 'candidatures.csv',
      importedAt: first.json().data.importedAt,
    });
    const forced = await call('imports', s.program.id, { ...again, mapping, force: true });
    expect(forced.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.programId, s.program.id));
    expect(row?.n).toBe(2);
  });

  it('imports the rows left once the erroneous ones are excluded', async () => {
    const s = await importProgram(t.database.db, acme.id);
    const file = csvFile('email;projet\nquinn@example.org;A\npas-un-email;B\n');
    const mapping = mappingOf(['email', `field:${s.project.id}:projet`], { categoryId: s.youth.id });
    expect((await call('imports', s.program.id, { ...file, mapping })).statusCode).toBe(422);
    const res = await call('imports', s.program.id, { ...file, mapping, excludeRows: [3] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.totals).toMatchObject({ created: 1, skipped: 1 });
  });

  it("answers 404 for another platform's program", async () => {
    const globex = await createPlatform(t.database.db);
    const foreign = await importProgram(t.database.db, globex.id);
    const mapping = mappingOf(['email'], { categoryId: foreign.youth.id });
    for (const path of ['imports', 'imports/dry-run'] as const) {
      const res = await call(path, foreign.program.id, { ...csvFile('email\na@example.org'), mapping });
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'not_found']);
    }
  });
});
