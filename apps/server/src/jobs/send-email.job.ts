import * as z from 'zod';
import * as outbox from '../adapters/mailer/outbox.repository';
import { type Db, executorOf } from '../db/client';
import type { MailMessage } from '../emails/mail-message';
import { renderEmail } from '../emails/render-email';
import { defineJob, errorMessage } from './job';
import type { JobQueue } from './queue';

/**
 * Delivers one email of the outbox. The job's id is the outbox row's id (one job per message), and
 * a message no longer queued is not sent again, so a duplicate job sends nothing.
 */
export const sendEmailJob = defineJob({
  name: 'send-email',
  payload: z.object({ outboxId: z.uuid() }),
  // Above the SMTP transport's own timeouts (10 s connect, 10 s greeting, 30 s idle socket).
  expireInSeconds: 120,
  // As many as the SMTP pool's connections (smtp-transport.ts): a batch of e-mails goes out side by side.
  concurrency: 3,
  retry: (deps) => deps.mailRetry,
  async handle({ outboxId }, { db, mailer, log, senderOf }, run) {
    // Counted before the SMTP call: an attempt cut short by a crash still shows in the log.
    const email = await outbox.startAttempt(db, outboxId);
    if (!email) return;
    let status: 'sent' | 'stored';
    try {
      status = await mailer.deliver({ ...email, sender: await senderOf(email.platformId) });
    } catch (error) {
      if (isPermanentRefusal(error)) {
        // Retrying a refused recipient only gets the same answer: the job ends here, the log says why.
        await outbox.markBounced(db, outboxId, errorMessage(error));
        log('warn', `email ${outboxId} bounced: ${errorMessage(error)}`, { outboxId, attempt: run.attempt });
        return;
      }
      await outbox.recordFailure(db, outboxId, errorMessage(error), run.isLastAttempt);
      throw error;
    }
    await outbox.markDelivered(db, outboxId, status);
  },
});

/**
 * An SMTP 5xx answer to the message (550 unknown recipient, 552, 554 rejected…): final. A 5xx to
 * our credentials (AUTH) is the operator's configuration, not the recipient's: retried like an outage.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode >= 600) return false;
  return !(typeof command === 'string' && /^AUTH\b/i.test(command));
}

/**
 * Renders the message and records it with its job in one transaction (the caller's, when `db` is
 * one): once this resolves the mail survives a crash, and nothing waits for the SMTP server.
 */
export async function enqueueEmail(db: Db, queue: JobQueue, message: MailMessage): Promise<string> {
  const rendered = renderEmail(message.template, message.locale, message.vars, message.override ?? null);
  return db.transaction(async (tx) => {
    const outboxId = await outbox.insertQueued(tx, message.platformId, {
      to: message.to,
      template: message.template,
      locale: message.locale,
      ...rendered,
    });
    await queue.send(sendEmailJob, { outboxId }, { id: outboxId, db: executorOf(tx) });
    return outboxId;
  });
}

/**
 * Queues a copy of an e-mail already rendered (the log's resend): a new outbox row with the same
 * content and its own job, in one transaction. Answers the new row's id.
 */
export async function enqueueCopy(
  db: Db,
  queue: JobQueue,
  platformId: string | null,
  email: outbox.OutboxEmail,
): Promise<string> {
  return db.transaction(async (tx) => {
    const outboxId = await outbox.insertQueued(tx, platformId, email);
    await queue.send(sendEmailJob, { outboxId }, { id: outboxId, db: executorOf(tx) });
    return outboxId;
  });
}
