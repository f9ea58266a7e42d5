import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export type OutboxStatus = 'sent' | 'stored' | 'failed';

export interface OutboxEmail {
  to: string;
  template: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
  status: OutboxStatus;
  error?: string | null;
}

/** Records one email; platformId is null for mail that belongs to no platform. */
export async function insertOutboxEmail(db: Db, platformId: string | null, email: OutboxEmail): Promise<void> {
  await db.insert(emailOutbox).values({ platformId, ...email, error: email.error ?? null });
}
