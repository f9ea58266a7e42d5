import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrateEmbedded } from '../src/db/client';

/**
 * PGlite's initdb costs seconds of CPU: migrate one database once, dump it, and let every test
 * file start its own copy from the dump. With TEST_DATABASE_URL the files use PostgreSQL instead.
 */
export default async function setup(project: TestProject) {
  const client = await PGlite.create();
  await migrateEmbedded(client);
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const path = join(tmpdir(), `opencall-template-${process.pid}.tar.gz`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
}
