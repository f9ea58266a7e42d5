import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerDatabase, testDriver } from '../../../test/database';
import { startServerProcess } from '../../../test/server-process';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A data folder (and, on PostgreSQL, a database) of its own, as a fresh `npm start` has. */
async function freshStart(): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'opencall-demo-boot-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (testDriver !== 'pg') return { DATA_DIR: dataDir, DATABASE_URL: '' };
  const server = await createServerDatabase();
  cleanups.push(server.drop);
  return { DATA_DIR: dataDir, DATABASE_URL: server.url };
}

async function demoPrograms(origin: string): Promise<string[]> {
  const info = await fetch(`${origin}/api/portal/domain-info`);
  expect(info.status).toBe(200);
  const { data } = (await info.json()) as { data: { platform: { id: string } } };
  const list = await fetch(`${origin}/api/portal/platforms/${data.platform.id}/programs`);
  const body = (await list.json()) as { data: { slug: string }[] };
  return body.data.map((program) => program.slug).sort();
}

describe('npm start', () => {
  // A second start on the same data is seedDemo's second run (demo-seed.test.ts): it seeds nothing.
  it('shows the demo programs on a fresh start', async () => {
    const server = await startServerProcess(await freshStart());
    try {
      expect(await demoPrograms(server.origin)).toEqual([
        'bourses-jeunes-talents-2026',
        'residences-artistes-2026',
        'transition-ecologique-2027',
      ]);
      expect(server.output()).toContain('Demo applicant:');
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('starts empty with SEED_DEMO=false: no platform answers', async () => {
    const server = await startServerProcess({ ...(await freshStart()), SEED_DEMO: 'false' });
    try {
      const info = await fetch(`${server.origin}/api/portal/domain-info`);
      expect(info.status).toBe(404);
      expect(((await info.json()) as { error: { code: string } }).error.code).toBe('platform_not_found');
      expect(server.output()).not.toContain('Demo back office');
    } finally {
      await server.stop();
    }
  }, 120_000);
});
