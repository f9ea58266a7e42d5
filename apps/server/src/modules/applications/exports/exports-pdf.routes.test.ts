import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createCategory,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
} from '../../../../test/factories';
import { createTestForm } from '../../../../test/form-factories';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app';
import { applications } from '../../../db/schema';
import { renderDocumentPdf } from '../../../lib/document-pdf';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
let collaborator: Session;
let alice: Session;
let aliceId: string;
let bob: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const a = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  const c = await createUser(t.database.db, acme.id, { roleKeys: ['jury'] }); // no program.collaborate (issue 11: a platform collaborator works on every program)
  const applicant = await createUser(t.database.db, acme.id, { firstname: 'Алиса', lastname: 'Éluard' });
  const other = await createUser(t.database.db, acme.id);
  aliceId = applicant.id;
  admin = await t.signIn(acme.host, a.email, TEST_PASSWORD, 'admin');
  collaborator = await t.signIn(acme.host, c.email, TEST_PASSWORD);
  alice = await t.signIn(acme.host, applicant.email, TEST_PASSWORD);
  bob = await t.signIn(acme.host, other.email, TEST_PASSWORD);
});
afterAll(() => t.close());

const get = (url: string, as: Session) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });

/** An application of Alice with a form step (long answers), a validation step and a text step. */
async function application(options: { status?: 'draft' | 'submitted'; features?: Record<string, boolean> } = {}) {
  const db = t.database.db;
  const program = await createProgram(db, acme.id, {
    titles: { fr: 'Prix de l’été', en: 'Summer prize' },
    publishedAt: new Date(),
    features: options.features,
  });
  const form = await createTestForm(db, acme.id, program.id, {
    fields: [
      { reference: 'city', type: 'text', title: 'Ville' },
      { reference: 'story', type: 'textarea', title: 'Votre histoire' },
      {
        reference: 'hidden',
        type: 'text',
        title: 'Caché',
        condition: { reference: 'city', operator: 'equals', value: 'x' },
      },
    ],
  });
  const category = await createCategory(db, acme.id, program.id, {
    titles: { fr: 'Jeunes' },
    steps: [
      { id: 'dossier', type: 'form', titles: { fr: 'Dossier' }, config: { form_id: form.id } },
      { id: 'check', type: 'validation', titles: { fr: 'Vérification' } },
      { id: 'intro', type: 'textarea', titles: { fr: 'À lire' }, config: { content: '<p>Merci</p>' } },
    ],
  });
  const row = await createApplication(db, acme.id, program.id, {
    categoryId: category.id,
    applicantId: aliceId,
    status: options.status ?? 'submitted',
  });
  await db
    .update(applications)
    .set({ answers: { dossier: { city: 'Жуковский', story: 'Une très longue histoire. '.repeat(600) } } })
    .where(eq(applications.id, row.id));
  return { program, id: row.id };
}

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('GET /api/user.programs/:programId/responses/:responseId/pdf', () => {
  it('streams a PDF download of several pages for the organizers', async () => {
    const { program, id } = await application();
    const res = await get(`/api/user.programs/${program.id}/responses/${id}/pdf`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; .*filename\\*=UTF-8''${program.slug}-${id.slice(0, 8)}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(res.rawPayload)).toBeGreaterThan(1);
  });

  it('answers 404 for an application of another program and 403 without the permission', async () => {
    const { id } = await application();
    const other = await createProgram(t.database.db, acme.id);
    expect((await get(`/api/user.programs/${other.id}/responses/${id}/pdf`, admin)).statusCode).toBe(404);
    const { program } = await application();
    expect((await get(`/api/user.programs/${program.id}/responses/${id}/pdf`, collaborator)).statusCode).toBe(403);
  });
});

describe('GET /api/portal/me/responses/:responseId/pdf', () => {
  it('gives the applicant a PDF of a submitted application', async () => {
    const { id } = await application();
    const res = await get(`/api/portal/me/responses/${id}/pdf`, alice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a draft (409), a program without the feature (404) and anyone else (404)', async () => {
    const draft = await application({ status: 'draft' });
    const notSubmitted = await get(`/api/portal/me/responses/${draft.id}/pdf`, alice);
    expect(notSubmitted.statusCode).toBe(409);
    expect(notSubmitted.json().error.code).toBe('application_not_submitted');
    const off = await application({ features: { applicantPdf: false } });
    const disabled = await get(`/api/portal/me/responses/${off.id}/pdf`, alice);
    expect(disabled.statusCode).toBe(404);
    expect(disabled.json().error.code).toBe('applicant_pdf_disabled');
    const theirs = await application();
    const stranger = await get(`/api/portal/me/responses/${theirs.id}/pdf`, bob);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('not_found');
    expect((await get('/api/portal/me/responses/not-a-uuid/pdf', alice)).statusCode).toBe(400);
  });
});

describe('renderDocumentPdf', () => {
  it('embeds a font covering accents and Cyrillic and maps the text back to Unicode', async () => {
    const document = renderDocumentPdf({
      lang: 'fr',
      title: 'Prix de l’été',
      subtitle: 'Candidature',
      compress: false,
      facts: [{ label: 'Catégorie', value: 'Jeunes' }],
      sections: [{ title: 'Étape 1 : Dossier', items: [{ label: 'Ville', value: 'Жуковский' }] }],
      noAnswer: 'Sans réponse',
      footer: (page, pages) => `Page ${page} sur ${pages}`,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of document) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('DejaVuSans');
    // The ToUnicode map lists the code points drawn: é (00e9) and Ж (0416).
    expect(text).toContain('00e9');
    expect(text).toContain('0416');
    expect(pageCount(Buffer.from(text, 'latin1'))).toBe(1);
  });
});
