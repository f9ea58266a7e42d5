import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../../test/factories';
import { TEST_PDF, uploadForm } from '../../../../test/file-factories';
import { createTestForm } from '../../../../test/form-factories';
import { waitForEmail } from '../../../../test/outbox';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app';
import { applications } from '../../../db/schema';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let other: Awaited<ReturnType<typeof createPlatform>>;
let owner: Session;
let mate: Session;
let stranger: Session;
let mateId: string;
let mateEmail: string;
let strangerEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  acme = await createPlatform(db);
  other = await createPlatform(db);
  const a = await createUser(db, acme.id, { firstname: 'Alice', lastname: 'Martin' });
  const b = await createUser(db, acme.id, { firstname: 'Bruno', lastname: 'Petit' });
  const c = await createUser(db, acme.id);
  owner = await t.signIn(acme.host, a.email, TEST_PASSWORD);
  mate = await t.signIn(acme.host, b.email, TEST_PASSWORD);
  stranger = await t.signIn(acme.host, c.email, TEST_PASSWORD);
  mateId = b.id;
  mateEmail = b.email;
  strangerEmail = c.email;
});
afterAll(() => t.close());

const get = (url: string, as: Session, host = acme.host) =>
  t.request(host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, as: Session) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, as);

/** A published open program with a form step (a required name) and an application of the owner's. */
async function ownersApplication() {
  const db = t.database.db;
  const program = await createProgram(db, acme.id, { publishedAt: new Date() });
  const form = await createTestForm(db, acme.id, program.id, {
    fields: [{ reference: 'name', type: 'text', title: 'Nom', required: true }],
  });
  const steps = [{ id: 'form-step', type: 'form' as const, titles: { fr: 'Dossier' }, config: { form_id: form.id } }];
  const category = await createCategory(db, acme.id, program.id, { steps });
  const id = randomUUID();
  const res = await send(
    'POST',
    `/api/portal/programs/${program.id}/applications`,
    { id, categoryId: category.id },
    owner,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { id, program };
}

const team = (id: string) => `/api/portal/me/responses/${id}/team`;
const addMember = (id: string, email: string, as = owner) => send('POST', team(id), { email }, as);
const removeMember = (id: string, userId: string, as = owner) => send('DELETE', `${team(id)}/${userId}`, undefined, as);
const save = (id: string, version: number, name: string, as: Session) =>
  send('PUT', `/api/portal/me/responses/${id}/answers`, { version, stepId: 'form-step', answers: { name } }, as);

describe('an application team', () => {
  it('lets the owner add a member who then reads, saves and submits like the owner', async () => {
    const { id, program } = await ownersApplication();
    expect((await get(`/api/portal/me/responses/${id}`, mate)).statusCode).toBe(404);
    const added = await addMember(id, ` ${mateEmail.toUpperCase()} `);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({
      canManage: true,
      maxMembers: 10,
      members: [
        { role: 'owner', firstname: 'Alice', lastname: 'Martin', addedAt: null },
        { role: 'member', userId: mateId, firstname: 'Bruno', email: mateEmail, addedAt: expect.any(String) },
      ],
    });
    // Bruno hears of it, with the way straight to the application.
    const mail = await waitForEmail(t.database.db, mateEmail, 'team_added');
    expect(mail.subject).toContain('Alice Martin');
    expect(mail.text).toContain(`/fr/applications/${program.slug}/apply?responseId=${id}`);
    const seen = await get(team(id), mate);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ canManage: false, members: [{ role: 'owner' }, { userId: mateId }] });

    expect((await get(`/api/portal/me/responses/${id}`, mate)).json().data).toMatchObject({ id, version: 1 });
    const mine = await get(`/api/portal/me/responses?programId=${program.id}`, mate);
    expect(mine.json().data.map((a: { id: string }) => a.id)).toEqual([id]);
    const saved = await save(id, 1, 'Bruno écrit', mate);
    expect(saved.statusCode, saved.body).toBe(200);
    // The organizers' search still finds the application by its applicant's name.
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.searchText).toContain('alice');
    expect(row?.searchText).not.toContain('bruno petit');
    const submitted = await send('POST', `/api/portal/me/responses/${id}/submit`, { version: 2 }, mate);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe('submitted');
  });

  it("refuses a member's stale save after the owner saved: 409 with the current application, nothing overwritten", async () => {
    const { id } = await ownersApplication();
    await addMember(id, mateEmail);
    expect((await save(id, 1, 'Alice', owner)).statusCode).toBe(200);
    const stale = await save(id, 1, 'Bruno', mate);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'version_conflict',
      details: { currentVersion: 2, current: { version: 2, answers: { 'form-step': { name: 'Alice' } } } },
    });
    const now = (await get(`/api/portal/me/responses/${id}`, mate)).json().data;
    expect(now).toMatchObject({ version: 2, answers: { 'form-step': { name: 'Alice' } } });
  });

  it('hides the application and its team from anyone else, and lets only the owner add', async () => {
    const { id } = await ownersApplication();
    await addMember(id, mateEmail);
    for (const url of [`/api/portal/me/responses/${id}`, team(id)]) {
      expect((await get(url, stranger)).statusCode, url).toBe(404);
    }
    expect((await save(id, 1, 'Intrus', stranger)).statusCode).toBe(404);
    expect((await addMember(id, strangerEmail, stranger)).statusCode).toBe(404);
    const byMate = await addMember(id, strangerEmail, mate);
    expect(byMate.statusCode).toBe(403);
    expect(byMate.json().error.code).toBe('team_owner_only');
    expect((await removeMember(id, mateId, stranger)).statusCode).toBe(404);
    // The same application from another platform's address does not exist.
    expect((await get(team(id), owner, other.host)).statusCode).toBe(401);
    const otherOwner = await createUser(t.database.db, other.id);
    const signedOther = await t.signIn(other.host, otherOwner.email, TEST_PASSWORD);
    expect((await get(team(id), signedOther, other.host)).statusCode).toBe(404);
    expect((await get(`/api/portal/me/responses/${id}`, signedOther, other.host)).statusCode).toBe(404);
  });

  it('refuses unknown addresses, accounts of another platform, the owner, a second add and a full team', async () => {
    const { id } = await ownersApplication();
    const db = t.database.db;
    const unknown = await addMember(id, 'personne@example.org');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({ code: 'team_user_not_found', message: expect.any(String) });
    const elsewhere = await createUser(db, other.id);
    expect((await addMember(id, elsewhere.email)).json().error.code).toBe('team_user_not_found');
    const revoked = await createUser(db, acme.id, { membership: 'revoked' });
    expect((await addMember(id, revoked.email)).json().error.code).toBe('team_user_not_found');
    const self = (await get(team(id), owner)).json().data.members[0].email;
    expect((await addMember(id, self)).json().error.code).toBe('team_member_exists');
    expect((await addMember(id, mateEmail)).statusCode).toBe(200);
    const twice = await addMember(id, mateEmail);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('team_member_exists');
    for (let n = 1; n < 10; n++) {
      const person = await createUser(db, acme.id);
      expect((await addMember(id, person.email)).statusCode).toBe(200);
    }
    const eleventh = await createUser(db, acme.id);
    const full = await addMember(id, eleventh.email);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ code: 'team_full', details: { max: 10 } });
  });

  it('takes access away at once on removal; a member may leave, the owner may not', async () => {
    const { id } = await ownersApplication();
    await addMember(id, mateEmail);
    const ownerId = (await get(team(id), owner)).json().data.members[0].userId;
    const ownerLeaves = await removeMember(id, ownerId);
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().error.code).toBe('team_owner_cannot_leave');
    expect((await removeMember(id, ownerId, mate)).json().error.code).toBe('team_owner_cannot_leave');
    const removed = await removeMember(id, mateId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ userId: mateId });
    expect((await get(`/api/portal/me/responses/${id}`, mate)).statusCode).toBe(404);
    expect((await save(id, 1, 'Trop tard', mate)).statusCode).toBe(404);
    expect((await get('/api/portal/me/responses', mate)).json().data.map((a: { id: string }) => a.id)).not.toContain(
      id,
    );
    expect((await removeMember(id, mateId)).statusCode).toBe(404);

    await addMember(id, mateEmail);
    const leaves = await removeMember(id, mateId, mate);
    expect(leaves.statusCode).toBe(200);
    expect((await get(team(id), mate)).statusCode).toBe(404);
    expect((await get(team(id), owner)).json().data.members).toHaveLength(1);
  });

  it("shows the team's names to the program's organizers on the application's page", async () => {
    const { id, program } = await ownersApplication();
    await addMember(id, mateEmail);
    const admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
    const session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
    const detail = await get(`/api/user.programs/${program.id}/responses/${id}`, session);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.team).toEqual([{ id: mateId, name: 'Bruno Petit', email: mateEmail }]);
    await removeMember(id, mateId);
    await addMember(id, mateEmail);
    await removeMember(id, mateId, mate);
    const history = (await get(`/api/user.programs/${program.id}/responses/${id}`, session)).json().data.events;
    expect(history.map((event: { action: string; user: { name: string } }) => [event.action, event.user.name])).toEqual(
      [
        ['created', 'Alice Martin'],
        ['team_added', 'Alice Martin'],
        ['team_removed', 'Alice Martin'],
        ['team_added', 'Alice Martin'],
        ['team_left', 'Bruno Petit'],
      ],
    );
  });

  it('opens a file a member put in the answers to the owner, and not to anyone else', async () => {
    const { id } = await ownersApplication();
    await addMember(id, mateEmail);
    const upload = await t.send(
      acme.host,
      { method: 'POST', url: '/api/files', payload: uploadForm(TEST_PDF, 'cv.pdf') },
      mate,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const file = upload.json().data;
    expect((await get(file.location, owner)).statusCode).toBe(404);
    const answers = { name: 'Bruno', cv: { key: file.key, name: file.name, location: file.location } };
    const saved = await send(
      'PUT',
      `/api/portal/me/responses/${id}/answers`,
      { version: 1, stepId: 'form-step', answers },
      mate,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(file.location, owner)).statusCode).toBe(200);
    expect((await get(file.location, stranger)).statusCode).toBe(404);
  });
});
