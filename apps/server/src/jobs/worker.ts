import type PgBoss from 'pg-boss';
import type { JobDefinition, JobDeps } from './job';

/** How many jobs one poll takes: the worker waits a polling interval after each batch. */
const BATCH_SIZE = 10;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one kind of job. Each job of a batch succeeds or fails on its own (pg-boss would fail the
 * whole batch for one error), and its outcome is written before the next starts.
 */
export async function startWorker<Payload>(
  boss: PgBoss,
  job: JobDefinition<Payload>,
  deps: JobDeps,
  pollingIntervalSeconds: number,
): Promise<void> {
  await boss.work<unknown>(
    job.name,
    { batchSize: BATCH_SIZE, includeMetadata: true, pollingIntervalSeconds },
    async (batch) => {
      for (const item of batch) {
        const run = { attempt: item.retryCount + 1, isLastAttempt: item.retryCount >= item.retryLimit };
        try {
          await job.handle(job.payload.parse(item.data), deps, run);
          await boss.complete(job.name, item.id);
        } catch (error) {
          deps.log(run.isLastAttempt ? 'error' : 'warn', `job ${job.name} failed: ${messageOf(error)}`, {
            jobId: item.id,
            attempt: run.attempt,
          });
          await boss.fail(job.name, item.id, { message: messageOf(error) });
        }
      }
    },
  );
}
