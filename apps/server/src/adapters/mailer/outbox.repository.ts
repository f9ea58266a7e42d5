import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailOutbox } from '../../db/schema/mailer';

/** queued: waiting to be sent or retried; sent: the SMTP server took it; stored: no SMTP, logged; failed: retries exhausted. */
export type OutboxStatus = 'queued' | 'sent' | 'stored' | 'failed';

export interface OutboxEmail {
  to: string;
  template: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
}

/** Records one rendered email as queued; platformId is null for mail that belongs to no platform. */
export async function insertQueued(db: Db | Tx, platformId: string | null, email: OutboxEmail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ platformId, ...email, status: 'queued' })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('email_outbox insert returned no row');
  return row.id;
}

/** The email while it still waits to go out; undefined once sent, stored or given up. */
export async function findQueued(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')));
  return row;
}

export async function markDelivered(db: Db, id: string, status: 'sent' | 'stored'): Promise<void> {
  await db.update(emailOutbox).set({ status, error: null }).where(eq(emailOutbox.id, id));
}

/** Keeps the last error in sight; a last attempt marks the email failed. */
export async function recordFailure(db: Db, id: string, error: string, final: boolean): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ error, ...(final && { status: 'failed' as const }) })
    .where(eq(emailOutbox.id, id));
}
