import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let session: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${session.accessToken}` } });
const put = (url: string, payload: object) => t.send(acme.host, { method: 'PUT', url, payload }, session);

describe('program-features through PUT /api/user.programs/:programId', () => {
  it('reads the defaults for a program that never saved a switch, then keeps the switches not sent', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const before = (await get(`/api/user.programs/${program.id}`)).json().data;
    expect(before.features).toEqual({
      tags: true,
      multipleApplications: false,
      editAfterSubmission: false,
      applicantPdf: true,
      comments: true,
    });
    const first = await put(`/api/user.programs/${program.id}`, { features: { multipleApplications: true } });
    expect(first.statusCode, first.body).toBe(200);
    await put(`/api/user.programs/${program.id}`, { features: { tags: false } });
    const after = (await get(`/api/user.programs/${program.id}`)).json().data;
    expect(after.features).toMatchObject({ multipleApplications: true, tags: false, applicantPdf: true });
    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs[0]).toMatchObject({
      action: 'update',
      before: { features: { tags: true } },
      after: { features: { tags: false } },
    });
  });

  it('refuses a switch that is not a boolean and an unknown one changes nothing', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const res = await put(`/api/user.programs/${program.id}`, { features: { tags: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    const data = (await get(`/api/user.programs/${program.id}`)).json().data;
    expect(data.features.tags).toBe(true);
  });
});

describe('public-interface-config through PUT /api/user.programs/:programId', () => {
  it('saves the page settings and merges partial changes', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const res = await put(`/api/user.programs/${program.id}`, {
      publicConfig: {
        coverImageUrl: 'https://images.example.org/cover.jpg',
        coverImageAlt: { fr: 'Des lauréats', en: 'Winners' },
        accentColor: '#aa3300',
        showRemainingTime: false,
        applyLabel: { fr: 'Je candidate', en: 'Apply now' },
        contactEmail: 'prix@example.org',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await put(`/api/user.programs/${program.id}`, { publicConfig: { showDates: false } });
    const config = (await get(`/api/user.programs/${program.id}`)).json().data.publicConfig;
    expect(config).toEqual({
      coverImageUrl: 'https://images.example.org/cover.jpg',
      coverImageAlt: { fr: 'Des lauréats', en: 'Winners' },
      accentColor: '#aa3300',
      showDates: false,
      showRemainingTime: false,
      showCategories: true,
      applyLabel: { fr: 'Je candidate', en: 'Apply now' },
      contactEmail: 'prix@example.org',
    });
  });

  it('refuses a script address, a bad colour and a bad e-mail, and keeps what was saved', async () => {
    const program = await createProgram(t.database.db, acme.id);
    for (const publicConfig of [
      { coverImageUrl: 'javascript:alert(1)' },
      { coverImageUrl: 'https://x.org/a.png" onerror="alert(1)' },
      { accentColor: 'red' },
      { contactEmail: 'not-an-email' },
      { applyLabel: { fr: 'x'.repeat(61) } },
    ]) {
      const res = await put(`/api/user.programs/${program.id}`, { publicConfig });
      expect(res.statusCode, JSON.stringify(publicConfig)).toBe(400);
    }
    const config = (await get(`/api/user.programs/${program.id}`)).json().data.publicConfig;
    expect(config).toMatchObject({ coverImageUrl: null, accentColor: null, contactEmail: null, applyLabel: {} });
  });
});
