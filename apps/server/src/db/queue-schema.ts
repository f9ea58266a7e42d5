import PgBoss from 'pg-boss';
import { SCHEMA_LOCK_KEY, type SqlExecutor } from './client';

/** The PostgreSQL schema holding the job queue's tables (pg-boss), beside ours in `public`. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * Creates pg-boss's tables when they are missing; called by `migrate()`, under its lock on
 * PostgreSQL. A later pg-boss version migrates its own tables when the queue starts.
 */
export async function installQueueSchema(sql: SqlExecutor): Promise<void> {
  const { rows } = await sql.executeSql(`SELECT to_regclass('${QUEUE_SCHEMA}.version') IS NOT NULL AS installed`);
  if (rows[0]?.installed) return;
  await sql.executeSql(PgBoss.getConstructionPlans(QUEUE_SCHEMA));
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * Creates the queues (one partition table each) if missing. Two servers creating the same queue at
 * once deadlock inside pg-boss, so this takes the migrations' lock, in one statement: a failure
 * leaves no transaction open on the connection.
 */
export async function createQueues(sql: SqlExecutor, names: string[]): Promise<void> {
  const creates = names.map(
    (name) => `PERFORM ${QUEUE_SCHEMA}.create_queue(${literal(name)}, '{"policy":"standard"}'::json);`,
  );
  await sql.executeSql(`DO $$ BEGIN PERFORM pg_advisory_xact_lock(${SCHEMA_LOCK_KEY}); ${creates.join(' ')} END $$`);
}

/**
 * Only for an embedded database, which one process holds (db/data-dir-lock.ts): a job still active
 * when that process starts was cut short by a crash, and is due again now rather than after its
 * time limit. On PostgreSQL another server may be running it, so its time limit decides.
 */
export async function retryJobsOfDeadProcess(sql: SqlExecutor): Promise<void> {
  await sql.executeSql(`UPDATE ${QUEUE_SCHEMA}.job SET state = 'retry' WHERE state = 'active'`);
}
