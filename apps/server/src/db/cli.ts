import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createStorage } from '../adapters/storage';
import { loadConfig } from '../config';
import { openDb } from './client';
import { seedDemo } from './seed';

const command = process.argv[2];
const config = loadConfig();

if (command === 'reset') {
  if (config.database.driver === 'pglite') {
    rmSync(config.database.dataDir, { recursive: true, force: true });
  } else {
    const database = await openDb(config.database);
    await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    // The job queue's jobs point at rows of public: they go with them.
    await database.db.execute(sql`DROP SCHEMA IF EXISTS pgboss CASCADE`);
    await database.db.execute(sql`DROP SCHEMA public CASCADE`);
    await database.db.execute(sql`CREATE SCHEMA public`);
    await database.close();
  }
}

const database = await openDb(config.database);
try {
  if (command === 'migrate' || command === 'reset') {
    await database.migrate();
    console.log('migrations applied');
  }
  if (command === 'seed' || command === 'reset') {
    const seeded = await seedDemo(database.db, createStorage(config.storage));
    console.log(seeded ? 'demo platforms, programs and applications created' : 'platforms exist; nothing seeded');
  }
  if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
    console.error('usage: cli.ts migrate|seed|reset');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
