import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createCategory,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
} from '../../../test/factories';
import { createStoredFile, TEST_PDF, uploadForm } from '../../../test/file-factories';
import { createTestForm } from '../../../test/form-factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { applications } from '../../db/schema';

/**
 * Issue 11 §2: a file answer is a reference to a row of the files table, of this platform, uploaded
 * by someone who works on the application. Saves refuse anything else; every read path checks the
 * table, so answers stored before the check (written straight in the database here) leak nothing.
 */

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let applicant: Session;
let mate: Session;
let mateEmail: string;
let mateId: string;
let admin: Session;
let adminId: string;
let otherId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  acme = await createPlatform(db);
  globex = await createPlatform(db);
  const a = await createUser(db, acme.id, { firstname: 'Ada', lastname: 'Lovelace' });
  const m = await createUser(db, acme.id, { firstname: 'Mona', lastname: 'Team' });
  const b = await createUser(db, acme.id);
  const boss = await createUser(db, acme.id, { roleKeys: ['platform_admin'] });
  applicant = await t.signIn(acme.host, a.email, TEST_PASSWORD);
  mate = await t.signIn(acme.host, m.email, TEST_PASSWORD);
  admin = await t.signIn(acme.host, boss.email, TEST_PASSWORD, 'admin');
  mateEmail = m.email;
  mateId = m.id;
  adminId = boss.id;
  otherId = b.id;
});
afterAll(() => t.close());

const get = (url: string, as: Session) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT', url: string, payload: object, as: Session) =>
  t.send(acme.host, { method, url, payload }, as);

const refOf = (file: { key: string; name: string; location: string }) => ({
  key: file.key,
  name: file.name,
  location: file.location,
});

async function upload(as: Session, name: string) {
  const res = await t.send(acme.host, { method: 'POST', url: '/api/files', payload: uploadForm(TEST_PDF, name) }, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { key: string; name: string; location: string };
}

/** Files nobody may put in Ada's answers: another person's, another platform's, the organizer's public one, none. */
async function foreignFiles() {
  const db = t.database.db;
  const storage = t.app.deps.services.storage;
  const stranger = await createUser(db, globex.id);
  const other = await createStoredFile(db, storage, acme.id, {
    name: 'secret-Ψ-other.pdf',
    bytes: Buffer.from('%PDF-1.4 secret of another applicant'),
    ownerId: otherId,
  });
  const platform = await createStoredFile(db, storage, globex.id, {
    name: 'secret-Ψ-globex.pdf',
    bytes: Buffer.from('%PDF-1.4 secret of another platform'),
    ownerId: stranger.id,
  });
  const organizer = await createStoredFile(db, storage, acme.id, {
    name: 'secret-Ψ-cover.pdf',
    visibility: 'public',
    ownerId: adminId,
  });
  const unknown = { key: `${acme.id}/${randomUUID()}.pdf`, name: 'secret-Ψ-none.pdf', location: '/x' };
  return { other, platform, organizer, unknown };
}

/** An open program with a form of one text and three file fields, and Ada's draft to it. */
async function draft() {
  const db = t.database.db;
  const program = await createProgram(db, acme.id, { publishedAt: new Date() });
  const form = await createTestForm(db, acme.id, program.id, {
    fields: [
      { reference: 'name', type: 'text', title: 'Nom' },
      { reference: 'cv', type: 'file', title: 'CV' },
      { reference: 'annex', type: 'file', title: 'Annexe' },
      { reference: 'letter', type: 'file', title: 'Lettre' },
    ],
  });
  const steps = [{ id: 'dossier', type: 'form' as const, titles: { fr: 'Dossier' }, config: { form_id: form.id } }];
  const category = await createCategory(db, acme.id, program.id, { steps });
  const id = randomUUID();
  const created = await send(
    'POST',
    `/api/portal/programs/${program.id}/applications`,
    { id, categoryId: category.id },
    applicant,
  );
  expect(created.statusCode, created.body).toBe(200);
  return { id, program };
}

const saveUrl = (id: string) => `/api/portal/me/responses/${id}/answers`;
const save = (id: string, version: number, answers: object, as = applicant) =>
  send('PUT', saveUrl(id), { version, stepId: 'dossier', answers }, as);

/** Ada's application as old data could hold it: her own file beside three foreign ones. */
async function storedWithForeignFiles(status: 'draft' | 'submitted') {
  const { id, program } = await draft();
  const own = await upload(applicant, 'mine-Ω.pdf');
  const foreign = await foreignFiles();
  await t.database.db
    .update(applications)
    .set({
      status,
      submittedAt: status === 'submitted' ? new Date() : null,
      answers: {
        dossier: {
          name: 'Ada',
          cv: refOf(foreign.other),
          annex: refOf(foreign.platform),
          letter: refOf(own),
          group: [{ doc: refOf(foreign.organizer) }],
        },
      },
    })
    .where(eq(applications.id, id));
  return { id, program, own, foreign };
}

/** The text a compressed PDF draws shows in its ToUnicode maps: the code points, as hex, of every glyph used. */
function pdfStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (or trailing bytes): nothing to read.
    }
  }
  return out.join('\n').toLowerCase();
}

describe('saving and submitting answers that hold files', () => {
  it('refuses a file of another person, another platform, the organizer or no row: 400 invalid_file_reference, nothing saved', async () => {
    const { id } = await draft();
    const first = await save(id, 1, { name: 'Ada' });
    expect(first.statusCode, first.body).toBe(200);
    const foreign = await foreignFiles();
    for (const file of [foreign.other, foreign.platform, foreign.organizer, foreign.unknown]) {
      const res = await save(id, 2, { name: 'Ada Lovelace', cv: refOf(file) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'invalid_file_reference',
        details: { stepId: 'dossier', reference: 'cv' },
      });
      expect(res.json().error.message).toContain('fichier');
    }
    // Inside a repeated group the details name the item's field.
    const nested = await save(id, 2, {
      group: [{ doc: refOf(await upload(applicant, 'a.pdf')) }, { doc: refOf(foreign.other) }],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.details).toEqual({ stepId: 'dossier', reference: 'group.1.doc' });
    // The whole save is refused: the application is as it was (the client keeps its copy to send again).
    const mine = (await get(`/api/portal/me/responses/${id}`, applicant)).json().data;
    expect(mine.version).toBe(2);
    expect(mine.answers).toEqual({ dossier: { name: 'Ada' } });
    // The applicant's own upload is taken.
    const own = await upload(applicant, 'cv.pdf');
    const ok = await save(id, 2, { name: 'Ada Lovelace', cv: refOf(own) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("takes a team member's upload, and refuses it once its uploader is off the team", async () => {
    const { id } = await draft();
    const added = await send('POST', `/api/portal/me/responses/${id}/team`, { email: mateEmail }, applicant);
    expect(added.statusCode, added.body).toBe(200);
    const theirs = await upload(mate, 'team.pdf');
    const saved = await save(id, 1, { cv: refOf(theirs) }, applicant);
    expect(saved.statusCode, saved.body).toBe(200);
    const bySelf = await save(id, 2, { cv: refOf(theirs), name: 'Mona' }, mate);
    expect(bySelf.statusCode, bySelf.body).toBe(200);
    const left = await t.send(
      acme.host,
      { method: 'DELETE', url: `/api/portal/me/responses/${id}/team/${mateId}` },
      mate,
    );
    expect(left.statusCode, left.body).toBe(200);
    const after = await save(id, 3, { cv: refOf(theirs), name: 'Ada' }, applicant);
    expect(after.statusCode).toBe(400);
    expect(after.json().error.code).toBe('invalid_file_reference');
  });

  it('refuses to submit an application whose stored answers hold a foreign file', async () => {
    const { id } = await storedWithForeignFiles('draft');
    const res = await send('POST', `/api/portal/me/responses/${id}/submit`, { version: 1 }, applicant);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_file_reference', details: { stepId: 'dossier' } });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('draft');
  });
});

describe('a foreign file stored in an answer leaks through no read path', () => {
  it('private stream and signed link: a key typed into one’s own draft opens nothing', async () => {
    const { own, foreign } = await storedWithForeignFiles('draft');
    for (const file of [foreign.other, foreign.platform]) {
      const key = encodeURIComponent(file.key);
      expect((await get(`/api/files/stream/${key}`, applicant)).statusCode).toBe(404);
      expect((await get(`/api/files/link/${key}`, applicant)).statusCode).toBe(404);
    }
    expect((await get(own.location, applicant)).statusCode).toBe(200);
  });

  it('private stream: a teammate reads the owner’s upload, not a foreign file the owner typed in', async () => {
    const { id, own, foreign } = await storedWithForeignFiles('draft');
    await send('POST', `/api/portal/me/responses/${id}/team`, { email: mateEmail }, applicant);
    expect((await get(own.location, mate)).statusCode).toBe(200);
    expect((await get(`/api/files/stream/${encodeURIComponent(foreign.other.key)}`, mate)).statusCode).toBe(404);
  });

  it('attachments ZIP: only the files the files table gives the application', async () => {
    const { id, program } = await storedWithForeignFiles('submitted');
    const res = await get(`/api/user.programs/${program.id}/responses/attachments?ids=${id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries)).toEqual([`Lovelace Ada - ${id.slice(0, 8)}/mine-Ω.pdf`]);
  });

  it('application PDF: foreign files are no answer, the own file is named', async () => {
    const { id, program } = await storedWithForeignFiles('submitted');
    const res = await get(`/api/user.programs/${program.id}/responses/${id}/pdf`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const drawn = pdfStreams(res.rawPayload);
    expect(drawn).toContain('03a9'); // Ω of mine-Ω.pdf
    expect(drawn).not.toContain('03a8'); // Ψ of every secret-Ψ-….pdf
  });

  it('CSV and XLSX exports: foreign files are no answer', async () => {
    const { program } = await storedWithForeignFiles('submitted');
    const csv = await get(`/api/user.programs/${program.id}/responses/export?format=csv`, admin);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('mine-Ω.pdf');
    expect(csv.body).not.toContain('secret');
    const xlsx = await get(`/api/user.programs/${program.id}/responses/export?format=xlsx`, admin);
    expect(xlsx.statusCode).toBe(200);
    const sheets = Object.values(unzipSync(new Uint8Array(xlsx.rawPayload)))
      .map((entry) => new TextDecoder().decode(entry))
      .join('\n');
    expect(sheets).toContain('mine-Ω.pdf');
    expect(sheets).not.toContain('secret');
  });

  it("CSV export: a teammate's upload by the table's name; another application's file only in its own row", async () => {
    const { id, program } = await draft();
    await send('POST', `/api/portal/me/responses/${id}/team`, { email: mateEmail }, applicant);
    const theirs = await upload(mate, 'team-Σ.pdf');
    const { other } = await foreignFiles();
    const db = t.database.db;
    const ref = (file: { key: string; location: string }, name: string) => ({
      key: file.key,
      name,
      location: file.location,
    });
    // The answers' own names are not the table's: the export reads the table's.
    await db
      .update(applications)
      .set({
        status: 'submitted',
        answers: { dossier: { cv: ref(theirs, 'typed.pdf'), annex: ref(other, 'typed.pdf') } },
      })
      .where(eq(applications.id, id));
    const neighbour = await createApplication(db, acme.id, program.id, { applicantId: otherId, status: 'submitted' });
    await db
      .update(applications)
      .set({ answers: { dossier: { cv: ref(other, 'typed.pdf') } } })
      .where(eq(applications.id, neighbour.id));
    const res = await get(`/api/user.programs/${program.id}/responses/export?format=csv`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const [header = [], ...rows] = parse(res.rawPayload, { delimiter: ';', bom: true }) as string[][];
    const cell = (rowId: string, title: string) => rows.find((row) => row[0] === rowId)?.[header.indexOf(title)];
    expect(cell(id, 'CV')).toBe('team-Σ.pdf');
    expect(cell(id, 'Annexe')).toBe('');
    expect(cell(neighbour.id, 'CV')).toBe('secret-Ψ-other.pdf');
    expect(res.body).not.toContain('typed.pdf');
  });

  it("the organizer's application page and list: foreign files are no answer, the own file is the table's", async () => {
    const { id, program, own } = await storedWithForeignFiles('submitted');
    const detail = await get(`/api/user.programs/${program.id}/responses/${id}`, admin);
    expect(detail.statusCode, detail.body).toBe(200);
    const answers = detail.json().data.answers.dossier;
    expect(answers.cv).toBeNull();
    expect(answers.annex).toBeNull();
    expect(answers.group).toEqual([{ doc: null }]);
    expect(answers.letter).toMatchObject({ key: own.key, name: 'mine-Ω.pdf', location: own.location });
    expect(detail.body).not.toContain('secret');
    const list = await get(`/api/user.programs/${program.id}/responses?columns=cv,letter`, admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain('secret');
    expect(list.json().data.find((row: { id: string }) => row.id === id).answers.letter.name).toBe('mine-Ω.pdf');
  });
});
