import { randomBytes, randomUUID } from 'node:crypto';
import { anonymousFileName, applicationReference } from '@opencall/shared/evaluations';
import type { Field } from '@opencall/shared/forms';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { csvRows } from '../../../test/csv-rows';
import { createApplication, createCategory, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createStoredFile, TEST_PDF } from '../../../test/file-factories';
import { createTestForm } from '../../../test/form-factories';
import { useOrganizerApp } from '../../../test/organizer-app';
import type { Session } from '../../../test/test-app';
import { applications } from '../../db/schema';

// A session's jury view (which answers its jurors read, in which order) and its anonymisation (what
// they must not see), as the server enforces them: every juror's read (list, application, history,
// files, their export) withholds what is hidden; the organizers keep reading everything.

const app = useOrganizerApp();
const { get, send } = app;

const expectError = (
  res: { statusCode: number; body: string; json: () => { error: { code: string } } },
  status: number,
  code: string,
) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
};

/** The program's form, in this order; the separator collects no answer and is no question. */
const FIELDS: Field[] = [
  { reference: 'project', type: 'text', title: 'Projet' },
  { reference: 'intro', type: 'separator-title', title: 'Présentation' },
  { reference: 'budget', type: 'number', title: 'Budget' },
  { reference: 'secret', type: 'textarea', title: 'Motivation' },
  { reference: 'cv', type: 'file', title: 'CV' },
];
const QUESTIONS = [
  { reference: 'project', label: 'Projet', type: 'text' },
  { reference: 'budget', label: 'Budget', type: 'number' },
  { reference: 'secret', label: 'Motivation', type: 'textarea' },
  { reference: 'cv', label: 'CV', type: 'file' },
];
const CRITERIA = [
  { id: 'idea', kind: 'score', labels: { fr: 'Idée' }, weight: 1, required: true, min: 0, max: 10, step: 1 },
];

/** Distinctive values, so that a leak shows in a raw body whatever the field carrying it. */
const FIRSTNAME = 'Zephyrine';
const LASTNAME = 'Brocklehurst';
const SECRET = 'Motivation-confidentielle-Q7X';
const PROJECT = 'Projet Lumiere';
/** Not the applicant's name: a file named after them would name them whatever `name` says (see `fileDetails`). */
const ORIGINAL_FILE = 'Dossier-medical-original.pdf';

interface Setup {
  id: string;
  programId: string;
  url: string;
  stepId: string;
  categoryId: string;
}

/** A program whose one category's form step holds FIELDS, and a session of it (criteria set), open unless told. */
async function setUp(options: { open?: boolean } = {}): Promise<Setup> {
  const db = app.t.database.db;
  const program = await createProgram(db, app.acme.id);
  const form = await createTestForm(db, app.acme.id, program.id, { fields: FIELDS });
  const stepId = randomUUID();
  const category = await createCategory(db, app.acme.id, program.id, {
    steps: [{ id: stepId, type: 'form', titles: { fr: 'Dossier' }, config: { form_id: form.id } }],
  });
  const base = `/api/user.programs/${program.id}/evaluation-sessions`;
  const created = await send('POST', base, { name: 'Jury', slug: `jury-${randomBytes(3).toString('hex')}` });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as string;
  const setup = { id, programId: program.id, url: `${base}/${id}`, stepId, categoryId: category.id };
  const criteria = await send('PUT', `${setup.url}/criteria`, { criteria: CRITERIA });
  expect(criteria.statusCode, criteria.body).toBe(200);
  if (options.open !== false) {
    const opened = await send('PUT', `${setup.url}/status`, { status: 'open' });
    expect(opened.statusCode, opened.body).toBe(200);
  }
  return setup;
}

/** The session's settings changed by its organizers; the saved session. */
async function configure(setup: Setup, body: object) {
  const res = await send('PUT', setup.url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const anonymization = (overrides: object = {}) => ({
  anonymization: { name: false, email: true, fileDetails: false, questions: [], ...overrides },
});

/** A submitted application of the session's program answering every question, its CV a private file (a PDF unless told) its applicant uploaded. */
async function applicationTo(setup: Setup, cv: { bytes: Buffer; mime: string; kind: 'image' } | null = null) {
  const db = app.t.database.db;
  const email = `zephyrine-${randomBytes(4).toString('hex')}@example.org`;
  const applicant = await createUser(db, app.acme.id, { firstname: FIRSTNAME, lastname: LASTNAME, email });
  const file = await createStoredFile(db, app.t.app.deps.services.storage, app.acme.id, {
    ownerId: applicant.id,
    name: ORIGINAL_FILE,
    ...cv,
  });
  const row = await createApplication(db, app.acme.id, setup.programId, {
    applicantId: applicant.id,
    categoryId: setup.categoryId,
    status: 'submitted',
  });
  const answers = {
    [setup.stepId]: {
      project: PROJECT,
      budget: 1200,
      secret: SECRET,
      cv: { key: file.key, name: file.name, location: file.location },
    },
  };
  await db.update(applications).set({ answers }).where(eq(applications.id, row.id));
  return { id: row.id, email, file };
}

/** A member of acme (no role on any program) seated on the session, signed in on the portal, terms accepted. */
async function jurorOf(setup: Setup) {
  const user = await createUser(app.t.database.db, app.acme.id, { firstname: 'Juliette', lastname: 'Jurée' });
  const res = await send('POST', `${setup.url}/jurors`, { email: user.email });
  expect(res.statusCode, res.body).toBe(200);
  const session = await app.t.signIn(app.acme.host, user.email, TEST_PASSWORD);
  const accepted = await send('POST', `${mine(setup.id)}/accept`, { acceptTerms: true }, session);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { id: user.id, session };
}

const mine = (sessionId: string) => `/api/portal/me/evaluation-sessions/${sessionId}`;
const listUrl = (setup: Setup) => `${mine(setup.id)}/applications`;
const itemUrl = (setup: Setup, applicationId: string) => `${listUrl(setup)}/${applicationId}`;
const exportUrl = (setup: Setup, format = 'csv') => `${mine(setup.id)}/export?format=${format}`;
const linkUrl = (key: string) => `/api/files/link/${encodeURIComponent(key)}`;

/** A juror's read that must answer 200: the raw body (to look for leaks) and its JSON. */
async function read(url: string, as: Session) {
  const res = await get(url, as);
  expect(res.statusCode, res.body).toBe(200);
  return { raw: res.body, data: String(res.headers['content-type']).includes('json') ? res.json().data : undefined };
}
async function score(setup: Setup, applicationId: string, as: Session, comment: string) {
  const body = { values: { idea: 7 }, final: true, version: 0, comment };
  const res = await send('PUT', `${itemUrl(setup, applicationId)}/score`, body, as);
  expect(res.statusCode, res.body).toBe(200);
}
/** Every read a juror has of the application and their work on it, as raw bodies. */
async function jurorReads(setup: Setup, applicationId: string, as: Session) {
  const list = await read(listUrl(setup), as);
  const detail = await read(itemUrl(setup, applicationId), as);
  const history = await read(`${itemUrl(setup, applicationId)}/history`, as);
  const csv = await read(exportUrl(setup), as);
  return { list, detail, history, csv };
}

describe('GET …/evaluation-sessions/:sessionId/questions', () => {
  it('lists the questions of the program’s forms in form order, a reference in two forms once', async () => {
    const setup = await setUp();
    expect((await read(`${setup.url}/questions`, app.admin)).data).toEqual(QUESTIONS);

    // A second category, after the first, whose form asks `project` again and one more question.
    const db = app.t.database.db;
    const other = await createTestForm(db, app.acme.id, setup.programId, {
      fields: [
        { reference: 'region', type: 'text', title: 'Région' },
        { reference: 'project', type: 'text', title: 'Projet (bis)' },
      ],
    });
    await createCategory(db, app.acme.id, setup.programId, {
      position: 1,
      steps: [{ type: 'form', config: { form_id: other.id } }],
    });
    expect((await read(`${setup.url}/questions`, app.admin)).data).toEqual([
      ...QUESTIONS,
      { reference: 'region', label: 'Région', type: 'text' },
    ]);
  });

  it('answers 404 for another program’s session, and refuses a juror without a program role', async () => {
    const setup = await setUp();
    const elsewhere = await setUp();
    const juror = await jurorOf(setup);
    expectError(
      await get(`/api/user.programs/${elsewhere.programId}/evaluation-sessions/${setup.id}/questions`, app.admin),
      404,
      'not_found',
    );
    expectError(await get(`${setup.url}/questions`, juror.session), 403, 'missing_permissions');
  });
});

describe('PUT …/evaluation-sessions/:sessionId: jury view and anonymisation', () => {
  it('refuses a question the program’s forms do not hold, changing nothing; saves a valid configuration', async () => {
    const setup = await setUp();
    const before = (await read(setup.url, app.admin)).data;
    expect(before).toMatchObject({
      juryView: { questions: null },
      anonymization: { name: false, email: true, fileDetails: false, questions: [] },
    });

    const unknownView = await send('PUT', setup.url, { name: 'Renamed', juryView: { questions: ['project', 'nope'] } });
    expectError(unknownView, 400, 'validation_failed');
    expect(unknownView.json().error.details).toEqual([{ field: 'juryView.questions', reason: 'unknown' }]);
    const unknownHidden = await send('PUT', setup.url, {
      juryView: { questions: ['budget'] },
      ...anonymization({ name: true, questions: ['ghost'] }),
    });
    expectError(unknownHidden, 400, 'validation_failed');
    expect(unknownHidden.json().error.details).toEqual([{ field: 'anonymization.questions', reason: 'unknown' }]);
    const both = await send('PUT', setup.url, {
      juryView: { questions: ['ghost'] },
      ...anonymization({ questions: ['ghost'] }),
    });
    expectError(both, 400, 'validation_failed');
    expect(both.json().error.details).toEqual([
      { field: 'juryView.questions', reason: 'unknown' },
      { field: 'anonymization.questions', reason: 'unknown' },
    ]);
    // Nothing of the refused calls was written, not even their valid parts.
    expect((await read(setup.url, app.admin)).data).toEqual(before);

    const config = {
      juryView: { questions: ['budget', 'project', 'budget'] },
      anonymization: { name: true, email: false, fileDetails: true, questions: ['secret'] },
    };
    const saved = await configure(setup, config);
    const expected = { juryView: { questions: ['budget', 'project'] }, anonymization: config.anonymization };
    expect(saved).toMatchObject(expected);
    expect((await read(setup.url, app.admin)).data).toMatchObject(expected);
    // Back to every answer.
    expect(await configure(setup, { juryView: { questions: null } })).toMatchObject({ juryView: { questions: null } });
  });
});

describe('the applicant’s name', () => {
  it('is withheld from the juror’s list, application, history and export when hidden, and only then', async () => {
    const setup = await setUp();
    await configure(setup, anonymization({ name: true }));
    const application = await applicationTo(setup);
    const juror = await jurorOf(setup);
    await score(setup, application.id, juror.session, 'Solide');
    const reference = applicationReference(application.id);
    expect(reference).toBe(application.id.replace(/-/g, '').slice(0, 8).toUpperCase());

    const hidden = await jurorReads(setup, application.id, juror.session);
    expect(hidden.list.data).toEqual([expect.objectContaining({ id: application.id, reference, applicant: '' })]);
    expect(hidden.detail.data).toMatchObject({ reference, applicant: '' });
    for (const [name, { raw }] of Object.entries(hidden)) {
      expect(raw, name).not.toContain(FIRSTNAME);
      expect(raw, name).not.toContain(LASTNAME);
    }
    const [header, line] = csvRows(hidden.csv.raw);
    expect(header?.[0]).toBe('Référence');
    expect(header).not.toContain('Candidat');
    expect(line?.[0]).toBe(reference);

    // Shown: the very same reads name the applicant (so the checks above can fail).
    await configure(setup, anonymization({ name: false }));
    const shown = await jurorReads(setup, application.id, juror.session);
    const fullName = `${FIRSTNAME} ${LASTNAME}`;
    expect(shown.list.data).toEqual([expect.objectContaining({ reference, applicant: fullName })]);
    expect(shown.detail.data).toMatchObject({ reference, applicant: fullName });
    const [shownHeader, shownLine] = csvRows(shown.csv.raw);
    expect(shownHeader?.slice(0, 2)).toEqual(['Référence', 'Candidat']);
    expect(shownLine?.slice(0, 2)).toEqual([reference, fullName]);
  });
});

describe('the applicant’s e-mail', () => {
  it('is withheld by default from the list, the application and the export; shown when the session allows', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup);
    const juror = await jurorOf(setup);
    await score(setup, application.id, juror.session, 'Solide');

    const hidden = await jurorReads(setup, application.id, juror.session);
    expect(hidden.list.data).toEqual([expect.objectContaining({ id: application.id, email: null })]);
    expect(hidden.detail.data).toMatchObject({ email: null });
    for (const [name, { raw }] of Object.entries(hidden)) expect(raw, name).not.toContain(application.email);
    expect(csvRows(hidden.csv.raw)[0]).not.toContain('E-mail');

    await configure(setup, anonymization({ email: false }));
    const shown = await jurorReads(setup, application.id, juror.session);
    expect(shown.list.data).toEqual([expect.objectContaining({ id: application.id, email: application.email })]);
    expect(shown.detail.data).toMatchObject({ email: application.email });
    const [header, line] = csvRows(shown.csv.raw);
    const at = header?.indexOf('E-mail') ?? -1;
    expect(at).toBeGreaterThan(0);
    expect(line?.[at]).toBe(application.email);
  });
});

describe('hidden questions', () => {
  it('never sends a hidden answer to the juror, and closes a file of a hidden question to them only', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup);
    const juror = await jurorOf(setup);
    const { key, location } = application.file;

    // Nothing hidden yet: the juror reads the answer and opens the file (so the checks below can fail).
    const open = await read(itemUrl(setup, application.id), juror.session);
    expect(open.raw).toContain(SECRET);
    expect(open.data.questions).toEqual(expect.arrayContaining(['secret', 'cv']));
    expect((await get(location, juror.session)).statusCode).toBe(200);
    expect((await get(linkUrl(key), juror.session)).statusCode).toBe(200);

    await configure(setup, anonymization({ questions: ['secret', 'cv'] }));
    const detail = await read(itemUrl(setup, application.id), juror.session);
    expect(detail.raw).not.toContain(SECRET);
    expect(detail.raw).not.toContain(key);
    expect(detail.data.questions).toEqual(['project', 'budget']);
    expect(detail.data.answers).toEqual({ [setup.stepId]: { project: PROJECT, budget: 1200 } });
    expectError(await get(location, juror.session), 404, 'not_found');
    expectError(await get(linkUrl(key), juror.session), 404, 'not_found');

    // The organizers still read everything.
    const organizer = await get(location, app.admin);
    expect(organizer.statusCode).toBe(200);
    expect(organizer.rawPayload.equals(TEST_PDF)).toBe(true);
    expect((await get(linkUrl(key), app.admin)).statusCode).toBe(200);
  });

  it('a signed address handed out before the question was hidden opens nothing afterwards', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup);
    const juror = await jurorOf(setup);
    const link = await read(linkUrl(application.file.key), juror.session);
    const signed = link.data.url as string;
    expect((await app.t.request(app.acme.host, { method: 'GET', url: signed })).statusCode).toBe(200);

    await configure(setup, anonymization({ questions: ['cv'] }));
    expectError(await app.t.request(app.acme.host, { method: 'GET', url: signed }), 404, 'not_found');
  });
});

describe('the jury view', () => {
  it('sends only the chosen answers, in the chosen order; a file outside the view stays closed', async () => {
    const setup = await setUp();
    await configure(setup, { juryView: { questions: ['budget', 'project'] } });
    const application = await applicationTo(setup);
    const juror = await jurorOf(setup);

    const detail = await read(itemUrl(setup, application.id), juror.session);
    expect(detail.data.questions).toEqual(['budget', 'project']);
    expect(detail.data.answers).toEqual({ [setup.stepId]: { budget: 1200, project: PROJECT } });
    expect(detail.raw).not.toContain(SECRET);
    expect(detail.raw).not.toContain(application.file.key);
    expect(detail.raw).not.toContain(ORIGINAL_FILE);
    expectError(await get(application.file.location, juror.session), 404, 'not_found');

    // A question both in the view and hidden stays hidden.
    await configure(setup, {
      juryView: { questions: ['secret', 'project'] },
      ...anonymization({ questions: ['secret'] }),
    });
    const narrowed = await read(itemUrl(setup, application.id), juror.session);
    expect(narrowed.data.questions).toEqual(['project']);
    expect(narrowed.data.answers).toEqual({ [setup.stepId]: { project: PROJECT } });
    expect(narrowed.raw).not.toContain(SECRET);
  });
});

describe('hidden file details', () => {
  it('names each file anonymously, without its size, in the application and in the download; the bytes still come', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup);
    const juror = await jurorOf(setup);
    const { key, location } = application.file;
    const anonymous = anonymousFileName(key);
    expect(anonymous).not.toContain('original');

    // Details shown: the original name (so the checks below can fail).
    const shown = await read(itemUrl(setup, application.id), juror.session);
    expect(shown.data.answers[setup.stepId].cv).toMatchObject({ key, name: ORIGINAL_FILE, size: TEST_PDF.length });
    expect((await get(location, juror.session)).headers['content-disposition']).toContain(ORIGINAL_FILE);

    await configure(setup, anonymization({ fileDetails: true }));
    const detail = await read(itemUrl(setup, application.id), juror.session);
    expect(detail.data.answers[setup.stepId].cv).toMatchObject({ key, name: anonymous, size: 0 });
    expect(detail.raw).not.toContain(ORIGINAL_FILE);
    expect(detail.raw).not.toContain('medical');

    const stream = await get(location, juror.session);
    expect(stream.statusCode).toBe(200);
    expect(stream.rawPayload.equals(TEST_PDF)).toBe(true);
    const disposition = String(stream.headers['content-disposition']);
    expect(disposition).toContain(anonymous);
    expect(disposition).not.toContain('medical');

    // Through a signed address too.
    const link = await read(linkUrl(key), juror.session);
    const signed = await app.t.request(app.acme.host, { method: 'GET', url: link.data.url });
    expect(signed.statusCode).toBe(200);
    expect(String(signed.headers['content-disposition'])).toContain(anonymous);
    expect(String(signed.headers['content-disposition'])).not.toContain('medical');

    // The organizers keep the original name.
    const organizer = await get(location, app.admin);
    expect(organizer.statusCode).toBe(200);
    expect(organizer.headers['content-disposition']).toContain(ORIGINAL_FILE);
  });
});

describe('hidden file details, an image', () => {
  it('opens to the juror re-encoded without its metadata (the author in its EXIF), to the organizers as sent', async () => {
    const setup = await setUp();
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c05020' } })
      .jpeg()
      .withExif({ IFD0: { Artist: `${FIRSTNAME} ${LASTNAME}` } })
      .toBuffer();
    expect(photo.includes(LASTNAME)).toBe(true);
    const application = await applicationTo(setup, { bytes: photo, mime: 'image/jpeg', kind: 'image' });
    const juror = await jurorOf(setup);
    const { location } = application.file;

    // Details shown: the photo as sent, metadata included (so the check below can fail).
    expect((await get(location, juror.session)).rawPayload.includes(LASTNAME)).toBe(true);

    await configure(setup, anonymization({ fileDetails: true }));
    for (const attempt of ['made', 'kept']) {
      const stream = await get(location, juror.session);
      expect(stream.statusCode, attempt).toBe(200);
      expect(stream.headers['content-type'], attempt).toBe('image/jpeg');
      expect(stream.rawPayload.subarray(0, 2).equals(Buffer.from([0xff, 0xd8])), attempt).toBe(true);
      expect(stream.rawPayload.includes(LASTNAME), attempt).toBe(false);
    }
    const organizer = await get(location, app.admin);
    expect(organizer.rawPayload.equals(photo)).toBe(true);
  });
});

describe('GET /api/portal/me/evaluation-sessions/:sessionId/export', () => {
  it('writes the juror’s own sheets only, under a reference, naming no one the session hides', async () => {
    const setup = await setUp();
    await configure(setup, anonymization({ name: true }));
    const application = await applicationTo(setup);
    const ada = await jurorOf(setup);
    const alan = await jurorOf(setup);
    await score(setup, application.id, ada.session, 'avis-ada');
    await score(setup, application.id, alan.session, 'avis-alan');

    const res = await get(exportUrl(setup), ada.session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('my-scores');
    const [header, ...lines] = csvRows(res.body);
    expect(header).toEqual([
      'Référence',
      'Évaluation',
      'Idée',
      'Total pondéré (%)',
      'Commentaire',
      'Soumise le',
      'Dernier enregistrement le',
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.slice(0, 5)).toEqual([applicationReference(application.id), 'Soumise', '7', '70', 'avis-ada']);
    for (const leak of ['avis-alan', FIRSTNAME, LASTNAME, application.email]) expect(res.body).not.toContain(leak);

    // The workbook holds the same cells.
    const xlsx = await get(exportUrl(setup, 'xlsx'), ada.session);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells.slice(0, header?.length)).toEqual(header);
    expect(cells).toContain(applicationReference(application.id));
    expect(cells).toContain('avis-ada');
    for (const leak of ['avis-alan', FIRSTNAME, LASTNAME, application.email])
      expect(cells.some((cell) => cell.includes(leak))).toBe(false);
  });

  it('answers 404 to whoever does not sit on the session, organizers included', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup);
    const juror = await jurorOf(setup);
    await score(setup, application.id, juror.session, 'avis');
    const member = await createUser(app.t.database.db, app.acme.id);
    const stranger = await app.t.signIn(app.acme.host, member.email, TEST_PASSWORD);
    for (const as of [stranger, app.admin]) expectError(await get(exportUrl(setup), as), 404, 'not_found');
    expect((await app.t.request(app.acme.host, { method: 'GET', url: exportUrl(setup) })).statusCode).toBe(401);
  });

  it('writes only the header for a session still in draft', async () => {
    const setup = await setUp({ open: false });
    await applicationTo(setup);
    const juror = await jurorOf(setup);
    const res = await get(exportUrl(setup), juror.session);
    expect(res.statusCode, res.body).toBe(200);
    const rows = csvRows(res.body);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[0]).toBe('Référence');
  });
});

describe('the organizers’ documents', () => {
  it('are refused to a juror who holds no role on the program', async () => {
    const setup = await setUp();
    const application = await applicationTo(setup);
    const juror = await jurorOf(setup);
    const program = `/api/user.programs/${setup.programId}`;
    expectError(await get(`${program}/responses/${application.id}/pdf`, juror.session), 403, 'missing_permissions');
    expectError(await get(`${program}/responses/export?format=csv`, juror.session), 403, 'missing_permissions');
    expectError(await get(setup.url, juror.session), 403, 'missing_permissions');
    // The organizer reads them.
    expect((await get(`${program}/responses/${application.id}/pdf`, app.admin)).statusCode).toBe(200);
  });
});
