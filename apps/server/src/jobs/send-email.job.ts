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
  retry: (deps) => deps.mailRetry,
  async handle({ outboxId }, { db, mailer }, run) {
    const email = await outbox.findQueued(db, outboxId);
    if (!email) return;
    let status: 'sent' | 'stored';
    try {
      status = await mailer.deliver(email);
    } catch (error) {
      await outbox.recordFailure(db, outboxId, errorMessage(error), run.isLastAttempt);
      throw error;
    }
    await outbox.markDelivered(db, outboxId, status);
  },
});

/**
 * Renders the message and records it with its job in one transaction (the caller's, when `db` is
 * one): once this resolves the mail survives a crash, and nothing waits for the SMTP server.
 */
export async function enqueueEmail(db: Db, queue: JobQueue, message: MailMessage): Promise<string> {
  const rendered = renderEmail(message.template, message.locale, message.vars);
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
