import type PgBoss from 'pg-boss';
import { errorMessage, type JobDefinition, type JobDeps } from './job';

/** How many jobs one fetch takes; a full batch is followed by another fetch at once. */
const BATCH_SIZE = 10;

export interface Worker {
  /** Finishes the batch in hand (each job bounded by its handler's own timeouts), then stops fetching. */
  stop(): Promise<void>;
}

/**
 * Runs one kind of job. Our own loop over pg-boss's fetch/complete/fail rather than `work()`:
 * pg-boss completes a batch without awaiting it, so a database outage would surface as an
 * unhandled rejection (which ends Node) and a stop could leave a query running on a closed pool.
 * Each job succeeds or fails on its own, and its outcome is written before the next starts.
 */
export function startWorker<Payload>(
  boss: PgBoss,
  job: JobDefinition<Payload>,
  deps: JobDeps,
  pollingIntervalSeconds: number,
): Worker {
  let stopping = false;
  let wake: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollingIntervalSeconds * 1000);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function runOne(item: PgBoss.JobWithMetadata<unknown>) {
    const run = { attempt: item.retryCount + 1, isLastAttempt: item.retryCount >= item.retryLimit };
    try {
      await job.handle(job.payload.parse(item.data), deps, run);
      await boss.complete(job.name, item.id);
    } catch (error) {
      deps.log(run.isLastAttempt ? 'error' : 'warn', `job ${job.name} failed: ${errorMessage(error)}`, {
        jobId: item.id,
        attempt: run.attempt,
      });
      // If even this fails (database down), the job stays active until it expires, then is retried.
      await boss.fail(job.name, item.id, { message: errorMessage(error) }).catch((failure: unknown) => {
        deps.log('error', `job ${job.name}: could not record the failure: ${errorMessage(failure)}`, {
          jobId: item.id,
        });
      });
    }
  }

  const loop = (async () => {
    while (!stopping) {
      let batch: PgBoss.JobWithMetadata<unknown>[] = [];
      try {
        batch = await boss.fetch<unknown>(job.name, { batchSize: BATCH_SIZE, includeMetadata: true });
      } catch (error) {
        deps.log('error', `job ${job.name}: fetch failed: ${errorMessage(error)}`);
      }
      const items = batch ?? [];
      const lanes = Math.max(1, job.concurrency ?? 1);
      // Each lane takes the batch's next job once its own is done (outcomes still written job by job).
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(lanes, items.length) }, async () => {
          while (next < items.length) await runOne(items[next++] as PgBoss.JobWithMetadata<unknown>);
        }),
      );
      if ((batch?.length ?? 0) < BATCH_SIZE && !stopping) await pause();
    }
  })();

  return {
    async stop() {
      stopping = true;
      wake?.();
      await loop;
    },
  };
}
