import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { users } from './auth';
import { platformColumn } from './platforms';
import { programs } from './programs';

/**
 * `messagerie`: one message sent by the organizer to many applications. Each application gets its
 * own row in `messages` (its thread) and its own e-mail; the batch counts them as they go out.
 */
export const messageBatches = pgTable(
  'message_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** Sanitised rich text with `{{mergeField}}` placeholders, filled per application. */
    body: text('body').notNull(),
    /** Ids of files the organizer uploaded (looked up in `files`, platform-scoped, at send time). */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /** Null: at once. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    status: text('status').$type<'scheduled' | 'sending' | 'sent' | 'cancelled'>().notNull(),
    total: integer('total').notNull(),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_batches_program_idx').on(t.platformId, t.programId, t.createdAt.desc(), t.id.desc())],
);

/** SPEC §3 `messages`: the thread of one application, the organizer's messages and the applicant's replies. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => messageBatches.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** organizer: written in the back office; applicant: a reply from the application page. */
    side: text('side').$type<'organizer' | 'applicant'>().notNull(),
    subject: text('subject').notNull(),
    /** The merge fields already filled in: what the applicant read. */
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.applicationId, t.createdAt, t.id),
    index('messages_batch_idx').on(t.batchId),
  ],
);
