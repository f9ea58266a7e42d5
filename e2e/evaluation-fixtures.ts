import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '@opencall/shared/files';
import type { AdminApi } from './admin';

// What the evaluation journeys share: a published program with submitted applications.

/** A small PDF the upload inspector takes by its `%PDF-` bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * A published program taking several applications per person; `count` submitted ones, the first with a PDF.
 * The organizer applies unless `applicant` (someone else's signed-in API) is given: then that person
 * uploads the PDF and sends every application, under their own name.
 */
export async function programWithSubmittedApplications(
  api: AdminApi,
  count: number,
  { applicant = api }: { applicant?: AdminApi } = {},
) {
  const slug = `notation-${Date.now()}`;
  const { data: program } = await api.send<{ data: { id: string } }>('POST', '/api/user.programs', {
    slug,
    titles: { fr: 'Prix de la notation' },
    defaultLang: 'fr',
    supportedLangs: ['fr'],
    features: { multipleApplications: true },
  });
  const { data: form } = await api.send<{ data: { id: string } }>('POST', `/api/user.programs/${program.id}/forms`, {
    title: 'Dossier',
    fields: [
      { reference: 'project', type: 'text', title: 'Projet' },
      { reference: 'dossier', type: 'file', title: 'Dossier PDF' },
    ],
  });
  const { data: category } = await api.send<{ data: { id: string; steps: { id: string }[] } }>(
    'POST',
    `/api/user.programs/${program.id}/categories`,
    { titles: { fr: 'Général' }, steps: [{ type: 'form', titles: { fr: 'Projet' }, config: { form_id: form.id } }] },
  );
  await api.send('POST', `/api/user.programs/${program.id}/publish`, {});
  const file: UploadedFile = await applicant.upload(PDF, 'dossier-technique.pdf');
  const applicationIds: string[] = [];
  for (let index = 0; index < count; index++) {
    const id = randomUUID();
    await applicant.send('POST', `/api/portal/programs/${program.id}/applications`, { id, categoryId: category.id });
    await applicant.send('PUT', `/api/portal/me/responses/${id}/answers`, {
      version: 1,
      stepId: category.steps[0]?.id,
      answers: { project: `Projet numéro ${index + 1}`, ...(index === 0 && { dossier: file }) },
    });
    await applicant.send('POST', `/api/portal/me/responses/${id}/submit`, { version: 2 });
    applicationIds.push(id);
  }
  return { slug, programId: program.id, applicationIds };
}
