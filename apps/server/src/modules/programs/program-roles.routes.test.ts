import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createStoredFile } from '../../../test/file-factories';
import { linkToken, waitForEmail } from '../../../test/outbox';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { applications } from '../../db/schema';

// Issue 11 §5: a collaborator invited to one program opens that program, and only that one.
let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const owner = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  admin = await t.signIn(acme.host, owner.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string, as: Session) => t.get(acme.host, url, { session: as });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, as: Session, payload?: object) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, as);

async function inviteCollaborator(
  programId: string,
  email: string,
  roleKey: 'collaborator' | 'program_manager' = 'collaborator',
): Promise<{ session: Session; userId: string }> {
  const invite = await send('POST', `/api/user.programs/${programId}/collaborators`, admin, {
    email,
    roleKeys: [roleKey],
  });
  expect(invite.statusCode).toBe(200);
  const mail = await waitForEmail(t.database.db, email, 'invitation');
  const finalize = await t.send(acme.host, {
    method: 'POST',
    url: '/api/auth/finalize-registration',
    payload: { token: linkToken(mail.text), password: 'a collaborator passphrase', firstname: 'Kim', lastname: 'Lee' },
  });
  expect(finalize.statusCode).toBe(200);
  // The back office door: a role on a program opens it.
  const session = await t.signIn(acme.host, email, 'a collaborator passphrase', 'admin');
  return { session, userId: invite.json().data.id };
}

/** An applicant's application to the program, holding one private file the applicant uploaded. */
async function applicationWithFile(programId: string) {
  const db = t.database.db;
  const applicant = await createUser(db, acme.id);
  const application = await createApplication(db, acme.id, programId, {
    applicantId: applicant.id,
    status: 'submitted',
  });
  const file = await createStoredFile(db, t.app.deps.services.storage, acme.id, { ownerId: applicant.id });
  await db
    .update(applications)
    .set({ answers: { dossier: { cv: { key: file.key, name: file.name } } } })
    .where(eq(applications.id, application.id));
  return file;
}

describe('a collaborator of one program', () => {
  it("opens the private files of that program's applications, and no other program's", async () => {
    const mine = await createProgram(t.database.db, acme.id);
    const theirs = await createProgram(t.database.db, acme.id);
    const { session } = await inviteCollaborator(mine.id, 'noa@example.org');
    const ours = await applicationWithFile(mine.id);
    const other = await applicationWithFile(theirs.id);
    const stream = (key: string) => get(`/api/files/stream/${encodeURIComponent(key)}`, session);
    expect((await stream(ours.key)).statusCode).toBe(200);
    expect((await stream(other.key)).statusCode).toBe(404);
  });

  it('signs in to the back office, sees that program alone and works on it; another program answers missing_permissions', async () => {
    const mine = await createProgram(t.database.db, acme.id);
    const theirs = await createProgram(t.database.db, acme.id);
    const { session } = await inviteCollaborator(mine.id, 'kim@example.org');

    const profile = (await get('/api/profile', session)).json().data;
    expect(profile.hasPrograms).toBe(true);
    expect(profile.permissions).toEqual(['platform.back-office-access.authorize']);

    const list = (await get('/api/user.programs?status=all', session)).json();
    expect(list.items.map((program: { id: string }) => program.id)).toEqual([mine.id]);
    expect(list.metadata.total).toBe(1);

    // Roles load with the program, by id or by slug.
    const roles = (await get(`/api/user.programs/${mine.slug}/roles`, session)).json().data;
    expect(roles).toEqual([expect.objectContaining({ key: 'collaborator', programId: mine.id })]);
    expect(roles[0].permissions).toContain('program.collaborate');
    expect((await get(`/api/user.programs/${theirs.id}/roles`, session)).json().data).toEqual([]);
    expect((await get('/api/user.programs/0/roles', session)).statusCode).toBe(200);

    // The back office addresses its program pages by slug (SPEC §3).
    expect((await get(`/api/user.programs/${mine.slug}`, session)).statusCode).toBe(200);
    for (const url of ['', '/responses', '/categories', '/tags', '/statistics', '/collaborators', '/forms']) {
      expect((await get(`/api/user.programs/${mine.id}${url}`, session)).statusCode, url).toBe(200);
      const other = await get(`/api/user.programs/${theirs.id}${url}`, session);
      expect(other.statusCode, url).toBe(403);
      expect(other.json().error.code).toBe('missing_permissions');
    }
    // What the collaborator role does not allow (setting the program up) stays closed on their program too.
    const rename = await send('PUT', `/api/user.programs/${mine.id}`, session, { visibility: 'private' });
    expect(rename.statusCode).toBe(403);
    // Platform-wide pages are not theirs.
    expect((await get('/api/trash/programs', session)).statusCode).toBe(403);
    expect((await get('/api/admins', session)).statusCode).toBe(403);
  });

  it('loses the program as soon as the role is taken away', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const { session, userId } = await inviteCollaborator(program.id, 'sam@example.org');
    expect((await get(`/api/user.programs/${program.id}`, session)).statusCode).toBe(200);
    const removal = await send('DELETE', `/api/user.programs/${program.id}/collaborators/${userId}`, admin);
    expect(removal.statusCode).toBe(200);
    expect((await get(`/api/user.programs/${program.id}`, session)).statusCode).toBe(403);
    expect((await get('/api/user.programs', session)).json().items).toEqual([]);
  });

  it('a program manager of one program sets that program up, and only that one', async () => {
    const mine = await createProgram(t.database.db, acme.id);
    const theirs = await createProgram(t.database.db, acme.id);
    const { session } = await inviteCollaborator(mine.id, 'pat@example.org', 'program_manager');
    expect((await send('POST', `/api/user.programs/${mine.id}/tags`, session, { name: 'Shortlist' })).statusCode).toBe(
      200,
    );
    const other = await send('POST', `/api/user.programs/${theirs.id}/tags`, session, { name: 'Shortlist' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('missing_permissions');
    // Creating programs is a platform right, not a program one.
    const create = await send('POST', '/api/user.programs', session, {
      slug: 'not-mine',
      titles: { fr: 'X' },
      defaultLang: 'fr',
      supportedLangs: ['fr'],
    });
    expect(create.statusCode).toBe(403);
  });
});
