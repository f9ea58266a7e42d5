import { randomUUID } from 'node:crypto';
import type { Field } from '@opencall/shared/forms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createApplication,
  createCategory,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
} from '../../../test/factories';
import { createStoredFile } from '../../../test/file-factories';
import { createTestForm } from '../../../test/form-factories';
import { useOrganizerApp } from '../../../test/organizer-app';
import type { Session } from '../../../test/test-app';
import { applications } from '../../db/schema';

const app = useOrganizerApp();
const { get, send } = app;

const FIELDS: Field[] = [
  { reference: 'project_title', type: 'text', title: 'Titre du projet' },
  { reference: 'summary', type: 'textarea', title: 'Résumé' },
  { reference: 'secret', type: 'textarea', title: 'Budget détaillé' },
  { reference: 'visual', type: 'file', title: 'Visuel' },
];
/** A value no public answer may ever carry. */
const SECRET = 'Budget-confidentiel-Z9Q';

const publicUrl = (programRef: string, galleryId: string, platformId = app.acme.id) =>
  `/api/portal/platforms/${platformId}/programs/${programRef}/galleries/${galleryId}`;
const anonymous = (url: string) => app.t.request(app.acme.host, { method: 'GET', url });

/** A program with FIELDS, three submitted applications (one picture each) and a draft, and a gallery of the three. */
async function setUp(options: { published?: boolean } = {}) {
  const db = app.t.database.db;
  const program = await createProgram(db, app.acme.id, {
    titles: { fr: 'Bourses', en: 'Grants' },
    publishedAt: new Date(),
  });
  const form = await createTestForm(db, app.acme.id, program.id, { fields: FIELDS });
  const stepId = randomUUID();
  const category = await createCategory(db, app.acme.id, program.id, {
    titles: { fr: 'Musique', en: 'Music' },
    steps: [{ id: stepId, type: 'form', titles: { fr: 'Dossier' }, config: { form_id: form.id } }],
  });
  const applicationOf = async (title: string, status: 'draft' | 'accepted') => {
    const applicant = await createUser(db, app.acme.id, { firstname: 'Ada', lastname: title });
    const picture = await createStoredFile(db, app.t.app.deps.services.storage, app.acme.id, {
      ownerId: applicant.id,
      name: `${title}.png`,
      mime: 'image/png',
      kind: 'image',
    });
    const row = await createApplication(db, app.acme.id, program.id, {
      status,
      applicantId: applicant.id,
      categoryId: category.id,
    });
    const answers = {
      [stepId]: {
        project_title: `Projet ${title}`,
        summary: `Résumé ${title}`,
        secret: SECRET,
        visual: [{ key: picture.key, name: picture.name, location: picture.location }],
      },
    };
    await db.update(applications).set({ answers }).where(eq(applications.id, row.id));
    return row.id;
  };
  const ids = [await applicationOf('Alpha', 'accepted'), await applicationOf('Beta', 'accepted')];
  const third = await applicationOf('Gamma', 'accepted');
  const draft = await applicationOf('Brouillon', 'draft');
  const base = `/api/user.programs/${program.id}/galleries`;
  const created = await send('POST', base, { name: 'Lauréats', slug: 'laureats' });
  expect(created.statusCode, created.body).toBe(200);
  const gallery = created.json().data as { id: string };
  const saved = await send('PUT', `${base}/${gallery.id}`, {
    published: options.published ?? true,
    texts: { title: { fr: 'Nos lauréats', en: 'Our winners' }, description: { fr: '<p>Bravo</p>' } },
    fields: { showName: true, titleQuestion: 'project_title', imageQuestion: 'visual', questions: ['summary'] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const order = [third, ...ids];
  const entries = await send('PUT', `${base}/${gallery.id}/entries`, { applicationIds: order });
  expect(entries.statusCode, entries.body).toBe(200);
  return { program, gallery, base, order, draft };
}

const expectNotFound = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(404);
  expect(JSON.parse(res.body).error).toMatchObject({ code: 'not_found', details: { entity: 'gallery' } });
};

describe('GET /api/portal/platforms/:platformId/programs/:programId/galleries/:id', () => {
  it('shows a published gallery to anyone: its entries in order, only the chosen answers', async () => {
    const { program, gallery, order } = await setUp();
    const res = await anonymous(publicUrl(program.id, gallery.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('Budget détaillé');
    const data = res.json().data;
    expect(data).toMatchObject({
      id: gallery.id,
      programId: program.id,
      lang: 'fr',
      title: 'Nos lauréats',
      description: '<p>Bravo</p>',
      layout: 'grid',
      published: true,
      categories: [{ title: 'Musique' }],
    });
    expect(data.entries.map((entry: { id: string }) => entry.id)).toEqual(order);
    expect(data.entries[0]).toMatchObject({
      title: 'Projet Gamma',
      name: 'Ada Gamma',
      category: 'Musique',
      image: { name: 'Gamma.png', kind: 'image' },
      answers: [{ reference: 'summary', label: 'Résumé', text: 'Résumé Gamma', files: [] }],
    });
  });

  it('answers by the program’s address too, in the asked language when the program offers it', async () => {
    const { program, gallery } = await setUp();
    const res = await anonymous(`${publicUrl(program.slug, gallery.id)}?lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    // The description was written in French only: French stands in.
    expect(res.json().data).toMatchObject({ lang: 'en', title: 'Our winners', description: '<p>Bravo</p>' });
    expect(res.json().data.entries[0].category).toBe('Music');
    expect((await anonymous(`${publicUrl(program.slug, gallery.id)}?lang=de`)).json().data.lang).toBe('fr');
  });

  it('leaves out the applications that left: trashed ones', async () => {
    const { program, gallery, order } = await setUp();
    await app.t.database.db
      .update(applications)
      .set({ deletedAt: new Date() })
      .where(eq(applications.id, order[0] as string));
    const data = (await anonymous(publicUrl(program.id, gallery.id))).json().data;
    expect(data.entries.map((entry: { id: string }) => entry.id)).toEqual(order.slice(1));
  });

  it('answers 404 not_found for an unpublished gallery, then shows it once published', async () => {
    const { program, gallery, base } = await setUp({ published: false });
    expectNotFound(await anonymous(publicUrl(program.id, gallery.id)));
    await send('PUT', `${base}/${gallery.id}`, { published: true });
    expect((await anonymous(publicUrl(program.id, gallery.id))).statusCode).toBe(200);
    await send('PUT', `${base}/${gallery.id}`, { published: false });
    expectNotFound(await anonymous(publicUrl(program.id, gallery.id)));
  });

  it('lets whoever works on the program preview an unpublished gallery, signed in; no one else', async () => {
    const { program, gallery } = await setUp({ published: false });
    const asAdmin = await get(publicUrl(program.id, gallery.id));
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json().data.published).toBe(false);
    const db = app.t.database.db;
    const member = await createUser(db, app.acme.id);
    const memberSession: Session = await app.t.signIn(app.acme.host, member.email, TEST_PASSWORD);
    expectNotFound(await get(publicUrl(program.id, gallery.id), memberSession));
  });

  it('answers 404 not_found for an unknown gallery, another program’s address, or a deleted program', async () => {
    const { program, gallery } = await setUp();
    expectNotFound(await anonymous(publicUrl(program.id, randomUUID())));
    const other = await createProgram(app.t.database.db, app.acme.id, { publishedAt: new Date() });
    expectNotFound(await anonymous(publicUrl(other.id, gallery.id)));
    expectNotFound(await anonymous(publicUrl(other.slug, gallery.id)));
    expect((await send('DELETE', `/api/user.programs/${program.id}`)).statusCode).toBe(200);
    expectNotFound(await anonymous(publicUrl(program.id, gallery.id)));
  });

  it('answers 404 on another platform, and for another platform’s id in the address', async () => {
    const { program, gallery } = await setUp();
    const globex = await createPlatform(app.t.database.db);
    expectNotFound(
      await app.t.request(globex.host, { method: 'GET', url: publicUrl(program.id, gallery.id, globex.id) }),
    );
    expectNotFound(await app.t.request(globex.host, { method: 'GET', url: publicUrl(program.id, gallery.id) }));
    expectNotFound(await anonymous(publicUrl(program.id, gallery.id, globex.id)));
  });

  it('answers 400 for a gallery id that is not a uuid or an unknown language', async () => {
    const { program } = await setUp();
    expect((await anonymous(publicUrl(program.id, 'laureats'))).statusCode).toBe(400);
    expect((await anonymous(`${publicUrl(program.id, randomUUID())}?lang=xx`)).statusCode).toBe(400);
  });
});
