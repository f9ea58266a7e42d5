import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
} from '../../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
let applicant: Session;
let applicantId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const a = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  const p = await createUser(t.database.db, acme.id, { firstname: 'Léa', lastname: 'Roux' });
  applicantId = p.id;
  admin = await t.signIn(acme.host, a.email, TEST_PASSWORD, 'admin');
  applicant = await t.signIn(acme.host, p.email, TEST_PASSWORD);
});
afterAll(() => t.close());

const get = (url: string, as: Session = admin) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT', url: string, payload: object, as: Session) =>
  t.send(acme.host, { method, url, payload }, as);

describe('applicant requests', () => {
  it('an applicant asks, the organizers see it unprocessed, process it, and it moves to processed', async () => {
    const program = await createProgram(t.database.db, acme.id, { publishedAt: new Date() });
    const application = await createApplication(t.database.db, acme.id, program.id, { applicantId });
    const created = await send(
      'POST',
      `/api/portal/programs/${program.id}/requests`,
      { type: 'deletion', message: 'Merci de supprimer mes données', applicationId: application.id },
      applicant,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      type: 'deletion',
      status: 'unprocessed',
      applicant: { name: 'Léa Roux' },
    });
    const list = (status: string) => get(`/api/user.programs/${program.id}/requests?status=${status}`);
    const open = (await list('unprocessed')).json();
    expect(open.data).toHaveLength(1);
    expect(open.pagination).toMatchObject({ total: 1, totalFiltred: 1 });
    const id = open.data[0].id;
    const done = await send('PUT', `/api/user.programs/${program.id}/requests/${id}`, { status: 'processed' }, admin);
    expect(done.json().data).toMatchObject({ status: 'processed', processedBy: { id: expect.any(String) } });
    expect((await list('unprocessed')).json().data).toEqual([]);
    expect((await list('processed')).json().data.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it("refuses someone else's application, an unpublished program, and organizers' access for applicants", async () => {
    const program = await createProgram(t.database.db, acme.id, { publishedAt: new Date() });
    const other = await createApplication(t.database.db, acme.id, program.id);
    const foreign = await send(
      'POST',
      `/api/portal/programs/${program.id}/requests`,
      { type: 'access', message: '', applicationId: other.id },
      applicant,
    );
    expect(foreign.statusCode).toBe(404);
    const hidden = await createProgram(t.database.db, acme.id);
    const res = await send(
      'POST',
      `/api/portal/programs/${hidden.id}/requests`,
      { type: 'other', message: 'x' },
      applicant,
    );
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/user.programs/${program.id}/requests`, applicant)).statusCode).toBe(403);
    const missing = await send(
      'PUT',
      `/api/user.programs/${program.id}/requests/${randomUUID()}`,
      { status: 'processed' },
      admin,
    );
    expect(missing.statusCode).toBe(404);
  });
});
