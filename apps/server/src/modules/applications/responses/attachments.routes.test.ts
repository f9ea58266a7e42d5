import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
} from '../../../../test/factories';
import { createStoredFile } from '../../../../test/file-factories';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app';
import { applications } from '../../../db/schema';
import { fileReferencesOf } from '../file-references';
import { safeName } from './attachments.service';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const a = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  admin = await t.signIn(acme.host, a.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const download = (url: string) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${admin.accessToken}` } });

describe('fileReferencesOf and safeName', () => {
  it('finds uploaded files anywhere in the answers, with their field, and nothing else', () => {
    const file = { key: 'k1', name: 'cv.pdf', location: '/api/files/stream/k1' };
    const found = fileReferencesOf({ s1: { cv: file, name: 'Ada', group: [{ photo: { ...file, key: 'k2' } }] } });
    expect(found.map((f) => [f.stepId, f.reference, f.file.key])).toEqual([
      ['s1', 'cv', 'k1'],
      ['s1', 'group.0.photo', 'k2'],
    ]);
    expect(fileReferencesOf({ s1: { key: 'not a file', name: 'a step, not a file' } })).toEqual([]);
  });

  it('keeps names safe on every system', () => {
    expect(safeName('../../etc/passwd', 'x')).toBe('_.._etc_passwd');
    expect(safeName('  ', 'fichier')).toBe('fichier');
    expect(safeName('Étude: été?.pdf', 'x')).toBe('Étude_ été_.pdf');
  });
});

describe('GET /api/user.programs/:programId/responses/attachments', () => {
  it('zips the files of the chosen applications, one folder each, never another program', async () => {
    const db = t.database.db;
    const storage = t.app.deps.services.storage;
    const program = await createProgram(db, acme.id, { publishedAt: new Date() });
    const person = await createUser(db, acme.id, { firstname: 'Ada', lastname: 'Lovelace' });
    const cv = await createStoredFile(db, storage, acme.id, { name: 'cv.pdf', ownerId: person.id });
    const letter = await createStoredFile(db, storage, acme.id, {
      name: 'cv.pdf',
      ownerId: person.id,
      bytes: Buffer.from('%PDF-1.4 letter'),
    });
    const app = await createApplication(db, acme.id, program.id, { applicantId: person.id, status: 'submitted' });
    await db
      .update(applications)
      .set({ answers: { s1: { cv, letter } } })
      .where(eq(applications.id, app.id));
    const other = await createProgram(db, acme.id);
    const foreign = await createApplication(db, acme.id, other.id);
    await db
      .update(applications)
      .set({ answers: { s1: { cv } } })
      .where(eq(applications.id, foreign.id));
    const empty = await createApplication(db, acme.id, program.id, { status: 'submitted' });

    const res = await download(`/api/user.programs/${program.id}/responses/attachments?status=submitted`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    expect(res.headers['content-disposition']).toContain('.zip');
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(entries).sort();
    const folder = `Lovelace Ada - ${app.id.slice(0, 8)}`;
    expect(names).toEqual([`${folder}/cv (2).pdf`, `${folder}/cv.pdf`]);
    expect(Buffer.from(entries[`${folder}/cv (2).pdf`] as Uint8Array).toString()).toBe('%PDF-1.4 letter');
    expect(names.some((name) => name.includes(empty.id.slice(0, 8)))).toBe(false);

    const none = await download(`/api/user.programs/${program.id}/responses/attachments?ids=${foreign.id}`);
    expect(Object.keys(unzipSync(new Uint8Array(none.rawPayload)))).toEqual([]);
  });

  it("answers 404 for another platform's program", async () => {
    const other = await createPlatform(t.database.db);
    const foreign = await createProgram(t.database.db, other.id);
    expect((await download(`/api/user.programs/${foreign.id}/responses/attachments`)).statusCode).toBe(404);
  });
});
