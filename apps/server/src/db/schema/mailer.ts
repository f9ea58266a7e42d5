import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platforms } from './platforms';

/** Every email the platform sends: delivered by SMTP when configured, otherwise kept here and logged. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: uuid('platform_id').references(() => platforms.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** bounced: the SMTP server refused the recipient (5xx) — retrying cannot help. */
    status: text('status').$type<'queued' | 'sent' | 'stored' | 'failed' | 'bounced'>().notNull(),
    error: text('error'),
    /** Delivery attempts so far (the log shows a retried e-mail as such). */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_to_idx').on(t.to, t.createdAt),
    // The e-mail log of a platform: newest first, keyset pages.
    index('email_outbox_platform_idx').on(t.platformId, t.createdAt.desc(), t.id.desc()),
  ],
);
