import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { users } from './auth';
import { platformColumn } from './platforms';

/** Uploaded files: the bytes live in storage under `key`; the name is metadata only. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** Detected from the bytes (magic numbers), never from the name or the browser. */
    mime: text('mime').notNull(),
    /** SPEC §5 file class: pdf, image, audio, video. */
    kind: text('kind').notNull(),
    size: integer('size').notNull(),
    /** Public files stream without a session (cover images); private ones are permission-checked. */
    visibility: text('visibility').$type<'public' | 'private'>().notNull().default('private'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_key_key').on(t.key), index('files_application_idx').on(t.platformId, t.applicationId)],
);
