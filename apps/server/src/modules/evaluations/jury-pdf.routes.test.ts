import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApplication, createCategory, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestForm } from '../../../test/form-factories';
import { useOrganizerApp } from '../../../test/organizer-app';
import { pdfText } from '../../../test/pdf-text';
import type { Session } from '../../../test/test-app';
import { applications } from '../../db/schema';

// A juror's PDF of an application: the answers the session's view and anonymisation let them read,
// under the name it allows, no status; read back as text so that a leak would show.

const app = useOrganizerApp();
const { get, send } = app;

const CRITERIA = [
  { id: 'note', kind: 'score', labels: { fr: 'Note' }, weight: 1, required: true, min: 0, max: 10, step: 1 },
];

/** A program with one form (a project, a secret), an application by Zoé Quintane, an open session and its juror. */
async function scene() {
  const db = app.t.database.db;
  const program = await createProgram(db, app.acme.id, { titles: { fr: 'Prix du jury' }, publishedAt: new Date() });
  const form = await createTestForm(db, app.acme.id, program.id, {
    fields: [
      { reference: 'project', type: 'text', title: 'Projet' },
      { reference: 'secret', type: 'text', title: 'Structure' },
    ],
  });
  const category = await createCategory(db, app.acme.id, program.id, {
    steps: [{ id: 'dossier', type: 'form', titles: { fr: 'Dossier' }, config: { form_id: form.id } }],
  });
  const applicant = await createUser(db, app.acme.id, { firstname: 'Zoé', lastname: 'Quintane' });
  const row = await createApplication(db, app.acme.id, program.id, {
    categoryId: category.id,
    applicantId: applicant.id,
    status: 'submitted',
  });
  await db
    .update(applications)
    .set({ answers: { dossier: { project: 'Fresque lumineuse', secret: 'Atelier Quintane SARL' } } })
    .where(eq(applications.id, row.id));
  const base = `/api/user.programs/${program.id}/evaluation-sessions`;
  const created = await send('POST', base, { name: 'Jury', slug: `jury-${row.id.slice(0, 6)}` });
  const sessionUrl = `${base}/${created.json().data.id}`;
  expect((await send('PUT', `${sessionUrl}/criteria`, { criteria: CRITERIA })).statusCode).toBe(200);
  expect((await send('PUT', `${sessionUrl}/status`, { status: 'open' })).statusCode).toBe(200);
  const juror = await createUser(db, app.acme.id);
  expect((await send('POST', `${sessionUrl}/jurors`, { email: juror.email })).statusCode).toBe(200);
  const jurorSession = await app.t.signIn(app.acme.host, juror.email, TEST_PASSWORD);
  const sessionId = created.json().data.id as string;
  const pdfUrl = `/api/portal/me/evaluation-sessions/${sessionId}/applications/${row.id}/pdf`;
  return { sessionUrl, pdfUrl, jurorSession, applicationId: row.id };
}

async function textOf(url: string, as: Session) {
  const res = await get(url, as);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  // The file name names the program and the application's id, never the applicant.
  expect(String(res.headers['content-disposition'])).not.toMatch(/Quintane|Zo/);
  return pdfText(res.rawPayload);
}

describe('GET /api/portal/me/evaluation-sessions/:sessionId/applications/:applicationId/pdf', () => {
  it('writes only what the session lets the juror read, under the name it allows', async () => {
    const { sessionUrl, pdfUrl, jurorSession, applicationId } = await scene();
    const open = await textOf(pdfUrl, jurorSession);
    expect(open).toContain('Fresque lumineuse');
    expect(open).toContain('Atelier Quintane SARL');
    expect(open).toContain('Zoé Quintane');

    const hidden = await send('PUT', sessionUrl, {
      anonymization: { name: true, email: true, fileDetails: false, questions: ['secret'] },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const blind = await textOf(pdfUrl, jurorSession);
    expect(blind).toContain('Fresque lumineuse');
    expect(blind).not.toContain('Atelier Quintane');
    // The hidden question is not even named.
    expect(blind).not.toContain('Structure');
    expect(blind).not.toContain('Zoé');
    expect(blind).not.toContain('Quintane');
    expect(blind).toContain(`Candidature ${applicationId.replace(/-/g, '').slice(0, 8).toUpperCase()}`);

    // The view's order is the PDF's: the structure first, then the project.
    const ordered = await send('PUT', sessionUrl, {
      juryView: { questions: ['secret', 'project'] },
      anonymization: { name: true, email: true, fileDetails: false, questions: [] },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const inOrder = await textOf(pdfUrl, jurorSession);
    expect(inOrder.indexOf('Atelier Quintane SARL')).toBeGreaterThan(-1);
    expect(inOrder.indexOf('Atelier Quintane SARL')).toBeLessThan(inOrder.indexOf('Fresque lumineuse'));

    // A view leaving the project out leaves it out of the PDF too.
    const viewed = await send('PUT', sessionUrl, { juryView: { questions: [] } });
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(await textOf(pdfUrl, jurorSession)).not.toContain('Fresque lumineuse');
  });

  it('answers 404 to whoever the application is not given to, the organizers included', async () => {
    const { pdfUrl } = await scene();
    const stranger = await createUser(app.t.database.db, app.acme.id);
    const strangerSession = await app.t.signIn(app.acme.host, stranger.email, TEST_PASSWORD);
    expect((await get(pdfUrl, strangerSession)).statusCode).toBe(404);
    expect((await get(pdfUrl, app.admin)).statusCode).toBe(404);
  });
});
