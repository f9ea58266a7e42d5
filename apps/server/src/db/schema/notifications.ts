import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { platformColumn } from './platforms';
import { programs } from './programs';

const userColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * SPEC §3 `notifications`: one line of a user's bell on one platform. `params` are the plain-text
 * names the line shows (program, application, session), `link` the in-app path it opens; the text
 * itself is translated by the reader, so a notification reads in the language of whoever opens it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    userId: userColumn(),
    event: text('event').notNull(),
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.platformId, t.userId, t.createdAt.desc(), t.id.desc()),
    // `nbNotifications` counts only these rows: the index holds nothing once they are read.
    index('notifications_unread_idx').on(t.platformId, t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** How a user wants one kind of event: in the bell, by e-mail too, in a daily digest, or not at all. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    platformId: platformColumn(),
    userId: userColumn(),
    event: text('event').notNull(),
    channel: text('channel').$type<'in_app' | 'email' | 'digest' | 'off'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.userId, t.event] })],
);
