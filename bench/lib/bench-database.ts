// `--pg <url>` names a PostgreSQL server, not a database to fill: each run seeds a database of its own
// on that server (as the API tests and the e2e journeys do) and drops it at the end, so the bench
// neither writes into a shared database (e.g. `test`) nor reads an earlier run's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `opencall_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
