import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { TEST_PDF, uploadForm } from '../../../test/file-factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

const require = createRequire(import.meta.url);
const errorsIn = (locale: string) =>
  require(`@opencall/shared/locales/${locale}/errors.json`) as Record<string, string>;

const MAX_BYTES = 200_000;
const PDF = TEST_PDF;
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

let t: TestApp;
let dataDir: string;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let applicant: Session;
let manager: Session;
let png: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'opencall-files-'));
  t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  acme = await createPlatform(t.database.db);
  const signIn = async (roleKeys: Parameters<typeof createUser>[2] = {}) => {
    const user = await createUser(t.database.db, acme.id, roleKeys);
    return t.signIn(acme.host, user.email, TEST_PASSWORD);
  };
  applicant = await signIn();
  manager = await signIn({ roleKeys: ['program_manager'] });
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#18347e' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (session: Session | undefined, form: FormData, headers: Record<string, string> = {}) =>
  t.send(acme.host, { method: 'POST', url: '/api/files', payload: form, headers }, session);

async function uploaded(session: Session, file: Buffer, name: string, fields: Record<string, string> = {}) {
  const res = await upload(session, uploadForm(file, name, fields));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; key: string; location: string; cdnLocation: string; size: number };
}

const storedFiles = async () =>
  (await readdir(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

const get = (url: string, session: Session) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${session.accessToken}` } });

const errorOf = (res: LightMyRequestResponse) =>
  res.json().error as { code: string; message: string; details: unknown };

describe('POST /api/files', () => {
  it('keeps a PDF under a key of its own and answers the uploaded file', async () => {
    const res = await upload(applicant, uploadForm(PDF, 'Dossier de candidature.pdf'));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(String),
      key: expect.stringMatching(new RegExp(`^${acme.id}/[0-9a-f-]{36}\\.pdf$`)),
      name: 'Dossier de candidature.pdf',
      location: `/api/files/stream/${encodeURIComponent(data.key)}`,
      cdnLocation: `/api/files/stream/${encodeURIComponent(data.key)}`,
      size: PDF.length,
      mime: 'application/pdf',
      kind: 'pdf',
    });
    const stored = await t.app.deps.services.storage.get(data.key);
    expect(stored?.size).toBe(PDF.length);
  });

  it('makes a PNG public for a programs administrator, with the platform’s public address', async () => {
    const res = await upload(manager, uploadForm(png, 'cover.PNG', { visibility: 'public', class: 'image' }));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ mime: 'image/png', kind: 'image', name: 'cover.PNG', size: png.length });
    expect(data.key).toMatch(/\.png$/);
    expect(data.location).toBe(`/api/portal/platforms/${acme.id}/files/stream/${encodeURIComponent(data.key)}`);
    expect(data.cdnLocation).toBe(data.location);
  });

  it('lets only programs administrators publish a file', async () => {
    const res = await upload(applicant, uploadForm(png, 'cover.png', { visibility: 'public' }));
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('missing_permissions');
  });

  it('reads the type from the bytes: an executable or a text named .pdf is refused with what it is', async () => {
    const before = await storedFiles();
    for (const [bytes, detected] of [
      [EXE, 'application/x-msdownload'],
      [Buffer.from('Just some words, not a PDF at all.\n'), 'text/plain'],
      [Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04]), 'application/octet-stream'],
    ] as const) {
      const res = await upload(applicant, uploadForm(bytes, 'invoice.pdf', { class: 'pdf' }), { 'x-locale': 'en' });
      expect(res.statusCode).toBe(415);
      expect(errorOf(res)).toEqual({
        code: 'file_type_not_allowed',
        message: errorsIn('en').file_type_not_allowed,
        details: { detected, accepted: ['pdf'] },
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses SVG, which can carry scripts, whatever it is called', async () => {
    for (const name of ['logo.svg', 'logo.png']) {
      const res = await upload(manager, uploadForm(SVG, name, { visibility: 'public' }));
      expect(res.statusCode).toBe(415);
      expect(errorOf(res).details).toEqual({ detected: 'image/svg+xml', accepted: ['pdf', 'image', 'audio', 'video'] });
    }
  });

  it('refuses a file of another class than the field expects', async () => {
    const res = await upload(applicant, uploadForm(PDF, 'photo.jpg', { class: 'image' }));
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).details).toEqual({ detected: 'application/pdf', accepted: ['image'] });
  });

  it('accepts a file of exactly the limit, refuses one byte more and keeps nothing of it', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES - PDF.length, 0x20)]);
    expect((await uploaded(applicant, exact, 'exact.pdf')).size).toBe(MAX_BYTES);
    const before = await storedFiles();
    const res = await upload(applicant, uploadForm(Buffer.concat([exact, Buffer.from(' ')]), 'big.pdf'), {
      'x-locale': 'de',
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toEqual({
      code: 'file_too_large',
      message: errorsIn('de').file_too_large,
      details: { maxBytes: MAX_BYTES, maxSize: '195.31 kb' },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps the original name as sanitised metadata only', async () => {
    const file = await uploaded(applicant, PDF, '..\\..//etc/pass\u202Ewd\u0007.pdf');
    const res = await get(file.location, applicant);
    expect(file.key).not.toContain('pass');
    expect(res.headers['content-disposition']).toBe(`inline; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`);
  });

  it('answers 400 without a file, 415 to a JSON body and a bad visibility', async () => {
    const empty = new FormData();
    empty.append('visibility', 'private');
    expect(errorOf(await upload(applicant, empty)).code).toBe('request_body_required');
    const json = await t.send(acme.host, { method: 'POST', url: '/api/files', payload: { file: 'x' } }, applicant);
    expect(json.statusCode).toBe(415);
    expect(errorOf(json).code).toBe('unsupported_media_type');
    const bad = await upload(applicant, uploadForm(PDF, 'a.pdf', { visibility: 'everyone' }));
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: 'validation_failed', details: [{ field: 'visibility' }] });
  });
});
