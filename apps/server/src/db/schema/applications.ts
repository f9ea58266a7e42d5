import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { platforms } from './platforms';
import { categories, programs } from './programs';

/** One applicant's application to a program: a draft until submitted, then the organizer's to decide. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    applicantId: uuid('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shared `ApplicationStatus`. */
    status: text('status').$type<'draft' | 'submitted' | 'accepted' | 'rejected'>().notNull().default('draft'),
    /** Answers per step id, then per field reference. */
    answers: jsonb('answers').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    /** Incremented on every save: a stale editor is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Dashboards count per program and status; the responses list pages per program, newest first.
    index('applications_program_status_idx').on(t.platformId, t.programId, t.status, t.createdAt, t.id),
    index('applications_platform_created_idx').on(t.platformId, t.createdAt),
    index('applications_applicant_idx').on(t.platformId, t.applicantId),
  ],
);
