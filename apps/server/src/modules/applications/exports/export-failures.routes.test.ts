import { afterEach, describe, expect, it } from 'vitest';
import { createBreakableDatabase } from '../../../../test/breakable-database';
import { downloadAndCut, healthOf } from '../../../../test/cut-download';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../../test/factories';
import { createStoredFile } from '../../../../test/file-factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { applications } from '../../../db/schema';
import { EXPORT_BATCH_SIZE } from './exports.service';

// Issue 11 §6: no request ends the server process. A signed-in XLSX export whose sheet stream failed
// had no error handler and killed the server. Now a stream that fails after its first bytes cuts the
// connection (never a clean end of a truncated file) and the server goes on serving.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * A served app whose program has several export batches of applications (each with a stored file
 * in its answers), and whose database the test can take away in the middle of a download.
 */
async function servedExport() {
  const breakable = await createBreakableDatabase();
  const app = await createTestApp({}, { database: breakable.database });
  t = app;
  const db = app.database.db;
  const platform = await createPlatform(db);
  const admin = await createUser(db, platform.id, { roleKeys: ['platform_admin'] });
  const session = await app.signIn(platform.host, admin.email, TEST_PASSWORD, 'admin');
  const program = await createProgram(db, platform.id);
  const file = await createStoredFile(db, app.app.deps.services.storage, platform.id, { ownerId: admin.id });
  const rows = Array.from({ length: EXPORT_BATCH_SIZE * 3 }, (_, index) => ({
    platformId: platform.id,
    programId: program.id,
    applicantId: admin.id,
    status: 'submitted' as const,
    answers: { step: { cv: file } },
    submittedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
  }));
  await db.insert(applications).values(rows);
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.app.server.address() as { port: number }).port;

  const downloadCut = (path: string) =>
    downloadAndCut(
      { port, path, headers: { host: platform.host, authorization: `Bearer ${session.accessToken}` } },
      () => breakable.cut(),
    );
  const health = () => healthOf(port, platform.host);
  return { downloadCut, health, exportUrl: `/api/user.programs/${program.id}/responses`, session, host: platform.host };
}

describe('a download whose stream fails in the middle', () => {
  it.each([
    ['XLSX export', '/export?format=xlsx'],
    ['CSV export', '/export?format=csv'],
    ['attachments ZIP', '/attachments'],
  ])('%s: the connection is cut, never cleanly ended, and the server lives on', async (_, suffix) => {
    const served = await servedExport();
    const result = await served.downloadCut(`${served.exportUrl}${suffix}`);
    expect(result.status).toBe(200);
    expect(result.bytes).toBeGreaterThan(0);
    expect(result.complete).toBe(false);
    expect(await served.health()).toBe(200);
  });

  it('refuses an impossible date with 400 instead of failing the sheet', async () => {
    const served = await servedExport();
    const res = await t?.get(served.host, `${served.exportUrl}/export?format=xlsx&to=2020-13-45`, {
      session: served.session,
    });
    expect(res?.statusCode).toBe(400);
    expect(res?.json().error.code).toBe('validation_failed');
  });
});
