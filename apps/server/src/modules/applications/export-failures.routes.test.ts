import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BreakableDatabase, createBreakableDatabase } from '../../../test/breakable-database';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { applications } from '../../db/schema';
import { EXPORT_BATCH_SIZE } from './exports.service';

// Issue 11 §6: no request ends the server process. A signed-in XLSX export whose sheet stream failed
// had no error handler and killed the server. Now a stream that fails after its first bytes cuts the
// connection (never a clean end of a truncated file) and the server goes on serving.
let breakable: BreakableDatabase;
let t: TestApp;
let host: string;
let session: Session;
let programId: string;
let port: number;

beforeAll(async () => {
  breakable = await createBreakableDatabase();
  t = await createTestApp({}, { database: breakable.database });
  const db = t.database.db;
  const platform = await createPlatform(db);
  host = platform.host;
  const admin = await createUser(db, platform.id, { roleKeys: ['platform_admin'] });
  session = await t.signIn(host, admin.email, TEST_PASSWORD, 'admin');
  const program = await createProgram(db, platform.id);
  programId = program.id;
  // Several batches, so that the export is still reading the database when it goes away.
  const rows = Array.from({ length: EXPORT_BATCH_SIZE * 3 }, (_, index) => ({
    platformId: platform.id,
    programId: program.id,
    status: 'submitted' as const,
    submittedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
  }));
  await db.insert(applications).values(rows);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

interface Download {
  status: number;
  /** True only when the body ended cleanly. */
  complete: boolean;
  bytes: number;
}

/** A real HTTP download; `onHeaders` runs once the status line and the first bytes have arrived. */
function download(path: string, onHeaders: () => Promise<void>): Promise<Download> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host, authorization: `Bearer ${session.accessToken}` } },
      (res) => {
        let bytes = 0;
        let started = false;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (!started) {
            started = true;
            res.pause();
            onHeaders().then(() => res.resume(), reject);
          }
        });
        const finish = () => resolve({ status: res.statusCode ?? 0, complete: res.complete, bytes });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', () => {});
      },
    );
    req.on('error', () => {});
    req.end();
  });
}

async function health(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { host } });
  return res.status;
}

describe('a stream that fails in the middle', () => {
  it('refuses an impossible date with 400 instead of failing the sheet', async () => {
    const res = await t.get(host, `/api/user.programs/${programId}/responses/export?format=xlsx&to=2020-13-45`, {
      session,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('cuts the XLSX download when the database goes away, and the server lives on', async () => {
    const result = await download(`/api/user.programs/${programId}/responses/export?format=xlsx`, () =>
      breakable.cut(),
    );
    expect(result.status).toBe(200);
    expect(result.bytes).toBeGreaterThan(0);
    expect(result.complete).toBe(false);
    expect(await health()).toBe(200);
  });
});
