import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { waitForEmail } from '../../../test/outbox';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let session: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  globex = await createPlatform(t.database.db);
  const admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string, as: Session = session, host = acme.host) =>
  t.request(host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: Session = session) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, as);
const collaboratorsOf = (programId: string) => `/api/user.programs/${programId}/collaborators`;
const roleKeysOf = (res: { json(): { data: { key: string; programId: string | null }[] } }) =>
  res.json().data.map((role) => `${role.key}@${role.programId ?? 'platform'}`);

describe('inviting a collaborator to a program', () => {
  it('emails a new person a finalize link and lists them as invited with their program roles', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const res = await send('POST', collaboratorsOf(program.id), {
      email: 'New.Jury@Example.org',
      firstname: 'Grace',
      lastname: 'Hopper',
      roleKeys: ['jury', 'collaborator'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Grace Hopper',
      email: 'new.jury@example.org',
      roles: ['collaborator', 'jury'],
      status: 'invited',
    });
    const mail = await waitForEmail(t.database.db, 'new.jury@example.org', 'invitation');
    expect(mail.text).toMatch(/token=/);
    const list = (await get(collaboratorsOf(program.id))).json();
    expect(list.data).toMatchObject([{ email: 'new.jury@example.org', roles: ['collaborator', 'jury'] }]);
    expect(list.pagination).toMatchObject({ total: 1 });
  });

  it('gives an existing member the role on that program only, and connects them to programs', async () => {
    const programA = await createProgram(t.database.db, acme.id);
    const programB = await createProgram(t.database.db, acme.id);
    const member = await createUser(t.database.db, acme.id);
    const own = await t.signIn(acme.host, member.email, TEST_PASSWORD);
    expect((await get('/api/profile', own)).json().data.hasPrograms).toBe(false);

    const res = await send('POST', collaboratorsOf(programA.id), { email: member.email, roleKeys: ['jury'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: member.id, status: 'active', roles: ['jury'] });

    expect(roleKeysOf(await get(`/api/user.programs/${programA.id}/roles`, own))).toEqual([`jury@${programA.id}`]);
    expect(roleKeysOf(await get(`/api/user.programs/${programB.id}/roles`, own))).toEqual([]);
    expect((await get('/api/profile', own)).json().data.hasPrograms).toBe(true);
    expect((await get(collaboratorsOf(programB.id))).json().data).toEqual([]);
  });

  it('replaces the roles of someone invited again and logs each change with before and after', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const member = await createUser(t.database.db, acme.id, { firstname: 'Alan', lastname: 'Turing' });
    await send('POST', collaboratorsOf(program.id), { email: member.email, roleKeys: ['jury'] });
    await send('POST', collaboratorsOf(program.id), { email: member.email, roleKeys: ['program_manager'] });
    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs).toMatchObject([
      {
        action: 'update',
        entity: 'collaborator',
        entityId: member.id,
        before: { name: 'Alan Turing', roles: ['jury'] },
        after: { name: 'Alan Turing', roles: ['program_manager'] },
      },
      { action: 'create', entity: 'collaborator', before: null, after: { email: member.email, roles: ['jury'] } },
    ]);
  });

  it('answers 400 for no role, a platform role or a malformed email, and 404 for a program in the trash', async () => {
    const program = await createProgram(t.database.db, acme.id);
    for (const body of [
      { email: 'a@example.org', roleKeys: [] },
      { email: 'a@example.org', roleKeys: ['platform_admin'] },
      { email: 'not-an-email', roleKeys: ['jury'] },
    ]) {
      expect((await send('POST', collaboratorsOf(program.id), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const trashed = await createProgram(t.database.db, acme.id, { status: 'deleted' });
    const res = await send('POST', collaboratorsOf(trashed.id), { email: 'trash@example.org', roleKeys: ['jury'] });
    expect(res.statusCode).toBe(404);
  });
});

describe('changing and removing a collaborator', () => {
  it('replaces their program roles, then removes them while they stay a platform member', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const member = await createUser(t.database.db, acme.id, { roleKeys: ['collaborator'] });
    await send('POST', collaboratorsOf(program.id), { email: member.email, roleKeys: ['jury'] });
    const url = `${collaboratorsOf(program.id)}/${member.id}`;

    const updated = await send('PUT', url, { roleKeys: ['program_manager', 'jury'] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.roles).toEqual(['jury', 'program_manager']);

    expect((await send('DELETE', url)).json().data).toEqual({ id: member.id });
    expect((await get(collaboratorsOf(program.id))).json().data).toEqual([]);
    const own = await t.signIn(acme.host, member.email, TEST_PASSWORD);
    expect(roleKeysOf(await get(`/api/user.programs/${program.id}/roles`, own))).toEqual(['collaborator@platform']);
    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs[0]).toMatchObject({ action: 'delete', entity: 'collaborator', after: null });

    expect((await send('DELETE', url)).statusCode).toBe(404);
    expect((await send('PUT', url, { roleKeys: ['jury'] })).statusCode).toBe(404);
  });

  it('answers 404 for a collaborator of another program, another platform’s ids and an unknown id', async () => {
    const programA = await createProgram(t.database.db, acme.id);
    const programB = await createProgram(t.database.db, acme.id);
    const member = await createUser(t.database.db, acme.id);
    await send('POST', collaboratorsOf(programB.id), { email: member.email, roleKeys: ['jury'] });
    expect((await send('PUT', `${collaboratorsOf(programA.id)}/${member.id}`, { roleKeys: ['jury'] })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `${collaboratorsOf(programA.id)}/${member.id}`)).statusCode).toBe(404);
    // Not a uuid: refused before any lookup (issue 11 §6).
    expect((await send('DELETE', `${collaboratorsOf(programA.id)}/nope`)).statusCode).toBe(400);

    const foreignProgram = await createProgram(t.database.db, globex.id);
    expect((await get(collaboratorsOf(foreignProgram.id))).statusCode).toBe(404);
    const res = await send('POST', collaboratorsOf(foreignProgram.id), { email: 'x@example.org', roleKeys: ['jury'] });
    expect(res.statusCode).toBe(404);
    const foreigner = await createUser(t.database.db, globex.id);
    expect((await send('DELETE', `${collaboratorsOf(programA.id)}/${foreigner.id}`)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('answers 401 to anonymous callers and 403 to applicants and program-level juries', async () => {
    const program = await createProgram(t.database.db, acme.id);
    expect((await t.request(acme.host, { method: 'GET', url: collaboratorsOf(program.id) })).statusCode).toBe(401);
    const applicant = await createUser(t.database.db, acme.id);
    const applicantSession = await t.signIn(acme.host, applicant.email, TEST_PASSWORD);
    expect((await get(collaboratorsOf(program.id), applicantSession)).statusCode).toBe(403);
    const body = { email: 'intruder@example.org', roleKeys: ['program_manager'] };
    expect((await send('POST', collaboratorsOf(program.id), body, applicantSession)).statusCode).toBe(403);

    await send('POST', collaboratorsOf(program.id), { email: applicant.email, roleKeys: ['jury'] });
    const jurySession = await t.signIn(acme.host, applicant.email, TEST_PASSWORD);
    expect((await send('POST', collaboratorsOf(program.id), body, jurySession)).statusCode).toBe(403);
  });
});

describe('GET /api/user.programs/:programId/collaborators pages and search', () => {
  it('pages by name with totals, and searches names and e-mail addresses', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const people = [
      ['Ada', 'Lovelace', 'ada@example.org'],
      ['Alan', 'Turing', 'alan@example.org'],
      ['Barbara', 'Liskov', 'barbara@sample.net'],
      ['Edsger', 'Dijkstra', 'edsger@example.org'],
      ['Grace', 'Hopper', 'grace@example.org'],
    ];
    for (const [firstname, lastname, email] of people) {
      const res = await send('POST', collaboratorsOf(program.id), { email, firstname, lastname, roleKeys: ['jury'] });
      expect(res.statusCode, res.body).toBe(200);
    }
    const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((person) => person.name);
    const first = await get(`${collaboratorsOf(program.id)}?perPage=2`);
    expect(names(first)).toEqual(['Edsger Dijkstra', 'Grace Hopper']);
    expect(first.json().pagination).toMatchObject({ page: 1, perPage: 2, total: 5, totalFiltred: 5, nbPages: 3 });
    const last = await get(`${collaboratorsOf(program.id)}?perPage=2&page=3`);
    expect(names(last)).toEqual(['Alan Turing']);

    const byMail = await get(`${collaboratorsOf(program.id)}?search=sample.net`);
    expect(names(byMail)).toEqual(['Barbara Liskov']);
    expect(byMail.json().pagination).toMatchObject({ total: 5, totalFiltred: 1 });
    const byName = await get(`${collaboratorsOf(program.id)}?search=${encodeURIComponent('ada love')}`);
    expect(names(byName)).toEqual(['Ada Lovelace']);
    const literal = await get(`${collaboratorsOf(program.id)}?search=%25`);
    expect(literal.json().data).toEqual([]);
  });
});
