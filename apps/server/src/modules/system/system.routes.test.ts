import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../../test/database';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok on any host, before any platform is known', async () => {
    const res = await t.request('no-platform.example', { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('answers ready with the driver and the number of applied migrations', async () => {
    const res = await t.request('localhost', { method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', database: testDriver });
    expect(res.json().migrations).toBeGreaterThanOrEqual(1);
  });

  it('answers 503 service_unavailable when a shipped migration is not applied', async () => {
    await t.database.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`,
    );
    const res = await t.request('localhost', { method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    const { code, details } = res.json().error;
    expect(code).toBe('service_unavailable');
    expect(details.migrations.applied).toBe(details.migrations.shipped - 1);
  });
});
