import PgBoss from 'pg-boss';
import type { DbHandle, SqlExecutor } from '../db/client';
import { createQueues, QUEUE_SCHEMA, retryJobsOfDeadProcess } from '../db/queue-schema';
import type { JobDefinition, JobDeps } from './job';
import { startWorker, type Worker } from './worker';

export interface JobQueue {
  /** Creates each job's queue and starts its worker. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
  /**
   * Enqueues a job. The same `id` twice makes one job: the id is the deduplication key. With `db`
   * (a transaction's executor) the job commits or rolls back with the rows that asked for it.
   */
  send<Payload>(
    job: JobDefinition<Payload>,
    payload: Payload,
    options?: { id?: string; db?: SqlExecutor; startAfter?: Date },
  ): Promise<void>;
}

export interface JobQueueOptions {
  database: DbHandle;
  jobs: JobDefinition<unknown>[];
  deps: Omit<JobDeps, 'queue'>;
  pollingIntervalSeconds: number;
}

/**
 * pg-boss on the application's own database connections (PostgreSQL pool or PGlite): no other
 * server to run. Several servers on one database share the work; each job runs on one of them.
 */
export function createJobQueue({ database, jobs, deps, pollingIntervalSeconds }: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: database.sql as PgBoss.Db,
    schema: QUEUE_SCHEMA,
    // No cron yet: the clock monitor and its queue would cost every start for nothing.
    schedule: false,
    maintenanceIntervalSeconds: 60,
  });
  // An EventEmitter 'error' with no listener ends the process: a failed poll is logged instead.
  boss.on('error', (error) => deps.log('error', `job queue: ${error.message}`));
  let workers: Worker[] = [];

  const queue: JobQueue = {
    async start() {
      await boss.start();
      await createQueues(
        database.sql,
        jobs.map((job) => job.name),
      );
      if (database.driver === 'pglite') await retryJobsOfDeadProcess(database.sql);
      workers = jobs.map((job) => startWorker(boss, job, { ...deps, queue }, pollingIntervalSeconds));
    },
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop()));
      workers = [];
      await boss.stop({ graceful: false, close: false });
    },
    async send(job, payload, options = {}) {
      const retry = job.retry({ ...deps, queue });
      await boss.send(job.name, job.payload.parse(payload) as object, {
        id: options.id,
        db: options.db as PgBoss.Db | undefined,
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds,
        ...(options.startAfter && { startAfter: options.startAfter }),
      });
    },
  };
  return queue;
}
