import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../test/test-app';
import { files } from '../db/schema';

// Issue 11 §6: bad input never answers 500. Identifiers that are not uuids, impossible dates and NUL
// characters used to reach PostgreSQL and fail there; each now answers 400 with a catalogue code.
let t: TestApp;
let platformId: string;
let host: string;
let admin: Session;
let programId: string;

beforeAll(async () => {
  t = await createTestApp();
  const platform = await createPlatform(t.database.db);
  platformId = platform.id;
  host = platform.host;
  const user = await createUser(t.database.db, platform.id, { roleKeys: ['platform_admin'] });
  admin = await t.signIn(host, user.email, TEST_PASSWORD, 'admin');
  programId = (await createProgram(t.database.db, platform.id)).id;
});
afterAll(() => t.close());

function expectRefused(res: { statusCode: number; json(): { error: { code: string } } }, code = 'validation_failed') {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: { code, message: expect.any(String), details: expect.anything() } });
}

describe('identifiers that are not uuids', () => {
  it.each([
    ['GET', '/api/admins?after=0'],
    ['GET', '/api/users?after=0'],
    ['DELETE', '/api/admins/0'],
    // Programs go by id or slug: what is neither is refused.
    ['GET', '/api/user.programs/Not_A_Slug/roles'],
    ['GET', '/api/user.programs?after=0'],
    ['GET', '/api/trash/programs?after=x'],
    ['GET', '/api/portal/me/responses?programId=default'],
    ['GET', '/api/auth/0/platforms'],
    ['PUT', '/api/roles/0'],
    ['GET', '/api/user.programs/:program/responses/0'],
    ['GET', '/api/user.programs/:program/responses?after=0'],
    ['GET', '/api/user.programs/:program/forms/0'],
    ['GET', '/api/portal/platforms/0/programs'],
    ['GET', '/api/portal/platforms/:platform/programs?after=0'],
  ])('%s %s answers 400 validation_failed', async (method, path) => {
    const url = path.replace(':program', programId).replace(':platform', platformId);
    const res = await t.send(
      host,
      { method: method as 'GET', url, ...(method === 'PUT' && { payload: { permissions: [] } }) },
      admin,
    );
    expectRefused(res);
  });

  it('still finds a program by its slug', async () => {
    const program = await createProgram(t.database.db, platformId, { slug: 'by-slug' });
    const res = await t.get(host, '/api/user.programs/by-slug', { session: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(program.id);
  });
});

describe('impossible dates', () => {
  it.each(['0000-00-00', '2020-13-45', '2021-02-29', '2020-00-10'])('to=%s answers 400', async (day) => {
    for (const path of ['responses', 'responses/export', 'responses/attachments']) {
      const res = await t.get(host, `/api/user.programs/${programId}/${path}?to=${day}`, { session: admin });
      expectRefused(res);
    }
  });

  it('a real leap day is a day', async () => {
    const res = await t.get(host, `/api/user.programs/${programId}/responses?from=2024-02-29&to=2024-02-29`, {
      session: admin,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('NUL characters, which PostgreSQL refuses in text', () => {
  it('are refused in a JSON string, a query and a path, with where they were', async () => {
    const body = await t.send(host, {
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'a\u0000@b.org' },
    });
    expectRefused(body);
    expect(body.json().error.details).toEqual([{ in: 'body', path: 'email', message: 'nul_character' }]);

    const nested = await t.send(
      host,
      { method: 'PUT', url: `/api/user.programs/${programId}`, payload: { titles: { fr: 'x\u0000' } } },
      admin,
    );
    expectRefused(nested);
    expect(nested.json().error.details).toEqual([{ in: 'body', path: 'titles.fr', message: 'nul_character' }]);

    expectRefused(await t.get(host, '/api/users?search=a%00b', { session: admin }));
    expectRefused(await t.get(host, '/api/files/link/%00', { session: admin }));
    expectRefused(await t.get(host, '/api/user.programs/x%00/roles', { session: admin }));
  });
});

describe('what the router cannot route', () => {
  it('answers an unrouted method with 404 in the catalogue shape, on every URL', async () => {
    for (const url of ['/api/health', '/api/user.programs', '/anything']) {
      const res = await t.request(host, { method: 'QUERY' as 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'route_not_found', message: expect.any(String), details: { method: 'QUERY', path: url } },
      });
    }
  });

  it('answers a malformed or over-long path in the catalogue shape', async () => {
    const bad = await t.get(host, '/api/user.programs/%E0%A4%A', { session: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    const long = await t.get(host, `/api/user.programs/${'a'.repeat(500)}`, { session: admin });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('validation_failed');
  });
});

describe('an error the catalogue does not know', () => {
  it('still answers the catalogue shape, never the cause', async () => {
    // A row whose storage key the storage refuses: the failure is ours, and only its code leaves.
    const key = `${platformId}/../../escape.pdf`;
    await t.database.db.insert(files).values({
      platformId,
      key,
      name: 'escape.pdf',
      mime: 'application/pdf',
      kind: 'pdf',
      size: 10,
      visibility: 'public',
    });
    const res = await t.get(host, `/api/portal/platforms/${platformId}/files/stream/${encodeURIComponent(key)}`);
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: expect.any(String), details: null } });
    expect(res.body).not.toContain('escape');
  });
});
