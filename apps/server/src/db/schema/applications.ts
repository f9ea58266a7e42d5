import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { platformColumn } from './platforms';
import { categories, programs, tags } from './programs';

/** One applicant's application to a program: a draft until submitted, then the organizer's to decide. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    applicantId: uuid('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shared `ApplicationStatus`. */
    status: text('status')
      .$type<'draft' | 'submitted' | 'accepted' | 'waitlist' | 'rejected'>()
      .notNull()
      .default('draft'),
    /** The decision the applicant was last told (shared `DECISION_STATUSES`); null before any release. */
    releasedStatus: text('released_status').$type<'accepted' | 'waitlist' | 'rejected'>(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Answers per step id, then per field reference. */
    answers: jsonb('answers').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    /** Organizer decisions on validation steps: `{ [stepId]: 'validated' | 'rejected' }` (missing = pending). */
    stepStatuses: jsonb('step_statuses').$type<Record<string, 'validated' | 'rejected'>>().notNull().default({}),
    /** Incremented on every save: a stale editor is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    /** Lower-cased text of the applicant and the answers, for the responses search. */
    searchText: text('search_text').notNull().default(''),
    /**
     * The applicant's `lastname firstname`, lower-cased, kept by triggers (migration 0007) whenever
     * the application or the person changes: sorting by applicant then reads an index, not a join.
     */
    applicantSortKey: text('applicant_sort_key').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Dashboards count per program and status; the responses list pages per program, newest first.
    index('applications_program_status_idx').on(t.platformId, t.programId, t.status, t.createdAt, t.id),
    index('applications_platform_created_idx').on(t.platformId, t.createdAt),
    // The responses list's default order (newest first) and its keyset pages.
    index('applications_program_created_idx').on(t.platformId, t.programId, t.createdAt, t.id),
    index('applications_applicant_idx').on(t.platformId, t.applicantId),
    // The responses list sorted by applicant, and its keyset pages.
    index('applications_program_applicant_idx').on(t.platformId, t.programId, t.applicantSortKey, t.id),
  ],
);

/** The application a row belongs to; its rows go with it. */
const applicationColumn = () =>
  uuid('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' });

/** People the applicant invited to fill the application with them; the applicant stays its owner. */
export const applicationTeamMembers = pgTable(
  'application_team_members',
  {
    platformId: platformColumn(),
    applicationId: applicationColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId] }),
    // A member's own list of applications, and the access check, look up by person.
    index('application_team_members_user_idx').on(t.platformId, t.userId),
  ],
);

/** Every change in an application's life: created, saved by a teammate, submitted, status, steps, reopened. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    applicationId: applicationColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    stepId: text('step_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.platformId, t.applicationId, t.createdAt)],
);

/** `responseComments`: organizers' internal discussion of an application. */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    applicationId: applicationColumn(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Private notes are seen by their author only; comments by every organizer of the program. */
    visibility: text('visibility').$type<'team' | 'private'>().notNull().default('team'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_comments_application_idx').on(t.platformId, t.applicationId, t.createdAt)],
);

export const applicationTags = pgTable(
  'application_tags',
  {
    platformId: platformColumn(),
    applicationId: applicationColumn(),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.tagId] }), index('application_tags_tag_idx').on(t.tagId)],
);

/** Applicants' requests to the organizers (access to their data, deletion, other). */
export const applicantRequests = pgTable(
  'applicant_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<'access' | 'deletion' | 'other'>().notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<'unprocessed' | 'processed'>().notNull().default('unprocessed'),
    processedBy: uuid('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applicant_requests_program_idx').on(t.platformId, t.programId, t.status, t.createdAt)],
);
