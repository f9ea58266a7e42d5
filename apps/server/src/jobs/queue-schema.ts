import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/client';

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
