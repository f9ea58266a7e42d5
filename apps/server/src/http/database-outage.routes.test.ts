import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BreakableDatabase, createBreakableDatabase } from '../../test/breakable-database';
import { createPlatform, createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../test/test-app';

// Issue 11 §6: when the database is unreachable the API answers 503 service_unavailable with
// Retry-After (not 500), never with the driver's words, and serves again once the database is back.
let breakable: BreakableDatabase;
let t: TestApp;
let host: string;
let session: Session;

beforeAll(async () => {
  breakable = await createBreakableDatabase();
  t = await createTestApp({}, { database: breakable.database });
  const platform = await createPlatform(t.database.db);
  host = platform.host;
  const admin = await createUser(t.database.db, platform.id, { roleKeys: ['platform_admin'] });
  session = await t.signIn(host, admin.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const listPrograms = () => t.get(host, '/api/user.programs', { session });

describe('a database outage', () => {
  it('answers 503 service_unavailable with Retry-After, and recovers on its own', async () => {
    expect((await listPrograms()).statusCode).toBe(200);
    await breakable.cut();

    const [down, ...others] = await Promise.all([listPrograms(), listPrograms(), listPrograms()]);
    expect(others.map((res) => res.statusCode)).toEqual([503, 503]);
    expect(down.statusCode).toBe(503);
    expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
    expect(down.json()).toEqual({
      error: { code: 'service_unavailable', message: expect.any(String), details: null },
    });
    // Neither SQL nor the driver's message leaves the server.
    expect(down.body).not.toMatch(/select|PGlite|ECONNREFUSED|terminated/i);
    // The process serves what needs no database.
    expect((await t.get(host, '/api/health')).statusCode).toBe(200);
    expect((await t.get(host, '/api/ready')).statusCode).toBe(503);

    if (!breakable.restore) return; // A closed PGlite cannot come back; PostgreSQL can.
    await breakable.restore();
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 200; attempt++) {
      status = (await listPrograms()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await t.get(host, '/api/ready')).statusCode).toBe(200);
  });
});
