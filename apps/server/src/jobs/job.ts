import type * as z from 'zod';
import type { Mailer, MailSender } from '../adapters/mailer/mailer';
import type { Db } from '../db/client';
import type { JobQueue } from './queue';

export interface RetryPolicy {
  /** Retries after the first attempt; then the job has failed for good. */
  limit: number;
  /** First wait, in seconds; pg-boss doubles it at each retry, with jitter. */
  delaySeconds: number;
}

export type JobLog = (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;

/** What a job's handler works with: long-lived services, never a request. */
export interface JobDeps {
  db: Db;
  mailer: Mailer;
  log: JobLog;
  mailRetry: RetryPolicy;
  /** Live events to signed-in tabs (the bell), as the requests send them. */
  realtime: { emitToUser(platformId: string, userId: string, event: string, payload: unknown): void };
  /** Who a platform's mail comes from (admin/sender-email; wired in app.ts, so jobs import no module). */
  senderOf(platformId: string | null): Promise<MailSender | undefined>;
  /** The queue the job runs on: a job that fans out enqueues the next ones (the queue adds itself). */
  queue: JobQueue;
}

export interface JobRun {
  /** 1 for the first attempt. */
  attempt: number;
  /** No retry follows if this attempt throws. */
  isLastAttempt: boolean;
}

/** One kind of job: its queue name, the payload it carries (checked on both ends), how it is retried and run. */
export interface JobDefinition<Payload> {
  name: string;
  payload: z.ZodType<Payload>;
  /** Longest a run may take: past it, the job counts as failed (a crashed worker's job is retried after it). */
  expireInSeconds: number;
  /** Jobs of this kind one worker runs at once (default 1): an e-mail waits on the SMTP server, not on us. */
  concurrency?: number;
  retry(deps: JobDeps): RetryPolicy;
  /** Throws to be retried (with backoff) until the policy's limit. */
  handle(payload: Payload, deps: JobDeps, run: JobRun): Promise<void>;
}

export function defineJob<Payload>(job: JobDefinition<Payload>): JobDefinition<Payload> {
  return job;
}

/** What a job's failure records and logs. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
