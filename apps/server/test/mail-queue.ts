import { createMailer } from '../src/adapters/mailer/mailer';
import { ALL_JOBS } from '../src/all-jobs';
import type { DbHandle } from '../src/db/client';
import type { MailMessage } from '../src/emails/mail-message';
import { createJobQueue, enqueueEmail, type RetryPolicy } from '../src/jobs';

export interface LogLine {
  msg: string;
  extra?: Record<string, unknown>;
}

/** The job queue with its mail worker on a test database, as buildApp starts it, with a readable log. */
export async function startMailQueue(database: DbHandle, options: { smtpUrl?: string; retry?: RetryPolicy } = {}) {
  const lines: LogLine[] = [];
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: 'OpenCall <no-reply@opencall.test>',
    log: (msg, extra) => lines.push({ msg, extra }),
  });
  const queue = createJobQueue({
    database,
    jobs: ALL_JOBS,
    pollingIntervalSeconds: 0.5,
    deps: {
      db: database.db,
      mailer,
      mailRetry: options.retry ?? { limit: 0, delaySeconds: 1 },
      realtime: { emitToUser: () => undefined },
      // The installation's sender (admin/sender-email is tested through buildApp's wiring).
      senderOf: async () => undefined,
      log: (_level, msg, extra) => lines.push({ msg, extra }),
    },
  });
  await queue.start();
  return {
    queue,
    lines,
    enqueue: (message: MailMessage) => enqueueEmail(database.db, queue, message),
    async close() {
      await queue.stop();
      await mailer.close();
    },
  };
}
