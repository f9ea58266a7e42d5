import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { users } from './auth';
import { platformColumn } from './platforms';
import { programs } from './programs';

type LocalizedText = Record<string, string>;

/** SPEC §3 `evaluationSessions`: a jury round over some of a program's applications. */
export const evaluationSessions = pgTable(
  'evaluation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Shared `SessionStatus`. */
    status: text('status').$type<'draft' | 'open' | 'closed'>().notNull().default('draft'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Sanitised rich text per language. */
    instructions: jsonb('instructions').$type<LocalizedText>().notNull().default({}),
    /** Shared `SessionEntry`: which applications enter. */
    entry: jsonb('entry')
      .$type<{ statuses: string[]; categoryIds: string[]; tagIds: string[]; source?: 'filter' | 'selection' }>()
      .notNull()
      .default({ statuses: ['submitted'], categoryIds: [], tagIds: [] }),
    /** Shared `ScoreVisibility`. */
    scoreVisibility: text('score_visibility').$type<'never' | 'after_own' | 'always'>().notNull().default('never'),
    /** Shared `AssignmentSettings`: everyone scores everything, or a balanced share. */
    assignment: jsonb('assignment')
      .$type<{
        mode: 'everyone' | 'balanced';
        perApplication: number;
        maxPerJuror: number | null;
        byPanel: boolean;
        byLanguage: boolean;
      }>()
      .notNull()
      .default({ mode: 'everyone', perApplication: 3, maxPerJuror: null, byPanel: false, byLanguage: false }),
    /** Shared `JuryView`: the answers the jury reads, in order (null: all, in form order). */
    juryView: jsonb('jury_view').$type<{ questions: string[] | null }>().notNull().default({ questions: null }),
    /** Shared `Anonymization`: what the jury must not see, withheld by the server. */
    anonymization: jsonb('anonymization')
      .$type<{ name: boolean; email: boolean; fileDetails: boolean; questions: string[] }>()
      .notNull()
      .default({ name: false, email: true, fileDetails: false, questions: [] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluation_sessions_program_slug_key').on(t.programId, t.slug),
    // Keyset pages of a program's sessions, newest first.
    index('evaluation_sessions_program_created_idx').on(t.platformId, t.programId, t.createdAt, t.id),
  ],
);

/** SPEC §3 `criteria`: what a juror scores in a session, in order. */
export const criteria = pgTable(
  'criteria',
  {
    id: text('id').notNull(),
    platformId: platformColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => evaluationSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Shared `CriterionKind`. */
    kind: text('kind').$type<'score' | 'single' | 'multiple' | 'dropdown' | 'text'>().notNull(),
    labels: jsonb('labels').$type<LocalizedText>().notNull().default({}),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull().default({}),
    group: jsonb('group_labels').$type<LocalizedText>().notNull().default({}),
    weight: numeric('weight', { precision: 6, scale: 2, mode: 'number' }).notNull().default(1),
    required: boolean('required').notNull().default(true),
    /** The kind's own settings: `{ min, max, step }`, `{ options }` or `{ minChars, maxChars }`. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A criterion's id is the session's own (kept across saves so scores stay attached).
    primaryKey({ columns: [t.sessionId, t.id] }),
    index('criteria_session_position_idx').on(t.sessionId, t.position),
  ],
);

/**
 * SPEC §3 `sessionJuries`: the jurors of a session. A juror holds the `jury` role on the session's
 * program; `acceptedAt` is when they accepted the session and the platform's terms on the portal.
 */
export const sessionJurors = pgTable(
  'session_jurors',
  {
    platformId: platformColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => evaluationSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The jury group (panel) the juror sits on; '' for none. */
    panel: text('panel').notNull().default(''),
    /** The languages the juror reads applications in; empty for every language. */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    // A juror's own sessions on the portal.
    index('session_jurors_user_idx').on(t.platformId, t.userId),
  ],
);

const sessionColumn = () =>
  uuid('session_id')
    .notNull()
    .references(() => evaluationSessions.id, { onDelete: 'cascade' });
const applicationColumn = () =>
  uuid('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' });
const jurorColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Who scores what in a balanced session (a session where everyone scores everything has none). */
export const sessionAssignments = pgTable(
  'session_assignments',
  {
    platformId: platformColumn(),
    sessionId: sessionColumn(),
    applicationId: applicationColumn(),
    userId: jurorColumn(),
    /** auto: a balanced run; manual: an organizer. */
    source: text('source').$type<'auto' | 'manual'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.applicationId, t.userId] }),
    // A juror's list of applications.
    index('session_assignments_juror_idx').on(t.sessionId, t.userId),
  ],
);

/** Declared conflicts of interest: the pair is never assigned. */
export const sessionConflicts = pgTable(
  'session_conflicts',
  {
    platformId: platformColumn(),
    sessionId: sessionColumn(),
    applicationId: applicationColumn(),
    userId: jurorColumn(),
    reason: text('reason').notNull(),
    declaredBy: text('declared_by').$type<'juror' | 'organizer'>().notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.applicationId, t.userId] })],
);

/** SPEC §3 `evaluationJuryResponses`: a juror's current sheet for an application. */
export const evaluationSheets = pgTable(
  'evaluation_sheets',
  {
    platformId: platformColumn(),
    sessionId: sessionColumn(),
    applicationId: applicationColumn(),
    userId: jurorColumn(),
    values: jsonb('values').$type<Record<string, number | string | string[]>>().notNull().default({}),
    comment: text('comment').notNull().default(''),
    status: text('status').$type<'draft' | 'final'>().notNull(),
    /** The weighted total in percent, kept at each save for the ranking; null while incomplete. */
    total: numeric('total', { precision: 7, scale: 2, mode: 'number' }),
    version: integer('version').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.applicationId, t.userId] }),
    index('evaluation_sheets_juror_idx').on(t.sessionId, t.userId),
  ],
);

/** Every saved version of every sheet, append-only: who, when, what, and why for a change after final. */
export const evaluationSheetVersions = pgTable(
  'evaluation_sheet_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    sessionId: sessionColumn(),
    applicationId: applicationColumn(),
    userId: jurorColumn(),
    version: integer('version').notNull(),
    status: text('status').$type<'draft' | 'final'>().notNull(),
    values: jsonb('values').$type<Record<string, number | string | string[]>>().notNull(),
    comment: text('comment').notNull(),
    total: numeric('total', { precision: 7, scale: 2, mode: 'number' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluation_sheet_versions_key').on(t.sessionId, t.applicationId, t.userId, t.version),
    index('evaluation_sheet_versions_application_idx').on(t.sessionId, t.applicationId, t.createdAt),
  ],
);

/**
 * One application's standing in a session, kept at each final sheet, conflict or juror change, so
 * the ranking reads 50,000 applications as rows and not by aggregating every sheet (G8). It counts
 * the final sheets of jurors still on the session and without a conflict on the application.
 */
export const sessionResults = pgTable(
  'session_results',
  {
    platformId: platformColumn(),
    sessionId: sessionColumn(),
    applicationId: applicationColumn(),
    sheets: integer('sheets').notNull(),
    mean: numeric('mean', { precision: 7, scale: 2, mode: 'number' }),
    median: numeric('median', { precision: 7, scale: 2, mode: 'number' }),
    trimmed: numeric('trimmed', { precision: 7, scale: 2, mode: 'number' }),
    spread: numeric('spread', { precision: 7, scale: 2, mode: 'number' }),
    low: numeric('low', { precision: 7, scale: 2, mode: 'number' }),
    high: numeric('high', { precision: 7, scale: 2, mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.applicationId] }),
    // The ranking's default order and its keyset pages.
    index('session_results_mean_idx').on(t.sessionId, t.mean, t.applicationId),
  ],
);

/** A juror's habit in a session (their final sheets' mean and spread), kept for the normalised scores. */
export const sessionJurorStats = pgTable(
  'session_juror_stats',
  {
    platformId: platformColumn(),
    sessionId: sessionColumn(),
    userId: jurorColumn(),
    sheets: integer('sheets').notNull(),
    mean: numeric('mean', { precision: 9, scale: 4, mode: 'number' }).notNull(),
    stdev: numeric('stdev', { precision: 9, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);

/**
 * The applications chosen by hand for a session whose entry is a selection: from the responses
 * table (select-all across pages included) or a previous session's shortlist (a round feeding the next).
 */
export const sessionSelections = pgTable(
  'session_selections',
  {
    platformId: platformColumn(),
    sessionId: sessionColumn(),
    applicationId: applicationColumn(),
    /** The session whose shortlist brought it in; null when chosen in the responses table. */
    fromSessionId: uuid('from_session_id').references(() => evaluationSessions.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.applicationId] }),
    // An application leaving the trash for good takes its selections with it.
    index('session_selections_application_idx').on(t.applicationId),
  ],
);

/** SPEC §3 `evaluationJuryNotes`: a juror's private notes on an application of a session, theirs alone. */
export const evaluationJuryNotes = pgTable(
  'evaluation_jury_notes',
  {
    platformId: platformColumn(),
    sessionId: sessionColumn(),
    applicationId: applicationColumn(),
    userId: jurorColumn(),
    text: text('text').notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.applicationId, t.userId] }),
    index('evaluation_jury_notes_application_idx').on(t.applicationId),
  ],
);
