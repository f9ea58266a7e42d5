import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { createPlatform } from '../../test/factories';
import { startMailQueue } from '../../test/mail-queue';
import { emailsTo, waitForEmail } from '../../test/outbox';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import type { DbHandle } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { MailMessage } from '../emails/mail-message';
import { enqueueEmail, sendEmailJob } from './send-email.job';

let database: DbHandle;
let platformId: string;
let sink: SmtpSink;

beforeAll(async () => {
  database = await createTestDatabase();
  platformId = (await createPlatform(database.db, { name: 'Fondation Queue' })).id;
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink?.close();
  await database?.close();
});

function message(to: string): MailMessage {
  return {
    platformId,
    to,
    template: 'password_reset',
    locale: 'fr',
    vars: { firstname: 'Anna', link: `http://demo.localhost/fr/reset-password?token=${to}`, expiresInHours: '2' },
  };
}

const delivered = (to: string) => sink.messages.filter((m) => m.to.includes(to));

describe('e-mail through the job queue', () => {
  it('retries with backoff while the SMTP server refuses, then delivers the message once', async () => {
    sink.refuse(true);
    const mailQueue = await startMailQueue(database, { smtpUrl: sink.url, retry: { limit: 5, delaySeconds: 1 } });
    try {
      const to = 'smtp-down@example.test';
      const outboxId = await mailQueue.enqueue(message(to));
      // The worker has tried and failed: the outbox shows the error while the mail waits for a retry.
      await expect
        .poll(async () => (await emailsTo(database.db, to))[0], { timeout: 10_000, interval: 100 })
        .toMatchObject({ status: 'queued', error: expect.stringContaining('421') });
      const refusedBefore = sink.refusals;
      expect(refusedBefore).toBeGreaterThanOrEqual(1);
      sink.refuse(false);

      const row = await waitForEmail(database.db, to, 'password_reset');
      expect(row).toMatchObject({ id: outboxId, status: 'sent', error: null });
      // The log shows it was retried, and when it finally went out.
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.sentAt).toBeInstanceOf(Date);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(delivered(to)).toHaveLength(1);
    } finally {
      sink.refuse(false);
      await mailQueue.close();
    }
  });

  it('shows the message as failed in the outbox when every retry is refused', async () => {
    sink.refuse(true);
    const mailQueue = await startMailQueue(database, { smtpUrl: sink.url, retry: { limit: 1, delaySeconds: 1 } });
    try {
      const to = 'smtp-gone@example.test';
      const refusedBefore = sink.refusals;
      await mailQueue.enqueue(message(to));
      const row = await waitForEmail(database.db, to, 'password_reset');
      expect(row.status).toBe('failed');
      expect(row.error).toContain('421');
      expect(row.attempts).toBe(2);
      expect(row.sentAt).toBeNull();
      // The first attempt and its one retry.
      expect(sink.refusals - refusedBefore).toBe(2);
      expect(delivered(to)).toHaveLength(0);
    } finally {
      sink.refuse(false);
      await mailQueue.close();
    }
  });

  it('marks a message the SMTP server refuses for good (550) bounced, once, without a retry', async () => {
    const to = 'no-such-user@example.test';
    sink.refuseRecipient(to);
    const mailQueue = await startMailQueue(database, { smtpUrl: sink.url, retry: { limit: 3, delaySeconds: 1 } });
    try {
      const outboxId = await mailQueue.enqueue(message(to));
      const row = await waitForEmail(database.db, to, 'password_reset');
      expect(row).toMatchObject({ id: outboxId, status: 'bounced', attempts: 1, sentAt: null });
      expect(row.error).toContain('550');
      // Past the retry delay (1 s, then 2 s): no second attempt came, the job ended without a failure.
      await new Promise((resolve) => setTimeout(resolve, 3500));
      const [after] = await emailsTo(database.db, to);
      expect(after).toMatchObject({ status: 'bounced', attempts: 1 });
      expect(mailQueue.lines.filter((line) => line.msg.startsWith('job send-email failed'))).toEqual([]);
      expect(delivered(to)).toHaveLength(0);
      // The server still takes the other recipients.
      await mailQueue.enqueue(message('after-bounce@example.test'));
      expect((await waitForEmail(database.db, 'after-bounce@example.test', 'password_reset')).status).toBe('sent');
    } finally {
      await mailQueue.close();
    }
  });

  it('delivers every message queued while the SMTP server was down exactly once when it comes back', async () => {
    sink.refuse(true);
    const mailQueue = await startMailQueue(database, { smtpUrl: sink.url, retry: { limit: 5, delaySeconds: 1 } });
    const recipients = Array.from({ length: 6 }, (_, index) => `outage-${index}@example.test`);
    try {
      const ids = await Promise.all(recipients.map((to) => mailQueue.enqueue(message(to))));
      // Each was tried and refused while the server was down.
      await expect
        .poll(
          async () => {
            const rows = await Promise.all(recipients.map((to) => emailsTo(database.db, to)));
            return rows.every(([row]) => row?.status === 'queued' && row.attempts >= 1 && row.error?.includes('421'));
          },
          { timeout: 10_000, interval: 100 },
        )
        .toBe(true);
      expect(recipients.every((to) => delivered(to).length === 0)).toBe(true);
      sink.refuse(false);

      for (const [index, to] of recipients.entries()) {
        const row = await waitForEmail(database.db, to, 'password_reset');
        expect(row).toMatchObject({ id: ids[index], status: 'sent', error: null });
        expect(row.attempts).toBeGreaterThanOrEqual(2);
        expect(row.sentAt).toBeInstanceOf(Date);
      }
      // Later retries or replays send nothing more.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      for (const to of recipients) expect(delivered(to)).toHaveLength(1);
    } finally {
      sink.refuse(false);
      await mailQueue.close();
    }
  });

  it('sends a message enqueued twice only once, even when its job comes again after delivery', async () => {
    const mailQueue = await startMailQueue(database, { smtpUrl: sink.url });
    try {
      const to = 'twice@example.test';
      const outboxId = await mailQueue.enqueue(message(to));
      // The same message's job again, before it ran: its id is the deduplication key.
      await mailQueue.queue.send(sendEmailJob, { outboxId }, { id: outboxId });
      await waitForEmail(database.db, to, 'password_reset');
      // And a job for it under another id once it was sent (a replay, an operator's retry).
      await mailQueue.queue.send(sendEmailJob, { outboxId });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(delivered(to)).toHaveLength(1);
      const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
      expect(rows.map((r) => r.status)).toEqual(['sent']);
    } finally {
      await mailQueue.close();
    }
  });

  it('records the mail and its job with the transaction that asked for them, or not at all', async () => {
    const mailQueue = await startMailQueue(database, { smtpUrl: sink.url });
    try {
      const to = 'rolled-back@example.test';
      await expect(
        database.db.transaction(async (tx) => {
          await enqueueEmail(tx, mailQueue.queue, message(to));
          throw new Error('the save failed');
        }),
      ).rejects.toThrow('the save failed');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await emailsTo(database.db, to)).toEqual([]);
      expect(delivered(to)).toHaveLength(0);
    } finally {
      await mailQueue.close();
    }
  });
});
