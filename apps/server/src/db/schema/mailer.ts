import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    status: text('status').$type<'queued' | 'sent' | 'stored' | 'failed'>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_to_idx').on(t.to, t.createdAt)],
);
