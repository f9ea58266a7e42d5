import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { platformColumn } from './platforms';

/** SPEC §3 deletionRequests: a member asks a platform to delete their account; its administrators process it. */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedBy: uuid('processed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open request per account and platform.
    uniqueIndex('account_deletion_requests_open_key').on(t.platformId, t.userId).where(sql`${t.processedAt} is null`),
    index('account_deletion_requests_list_idx').on(t.platformId, t.createdAt, t.id),
  ],
);
