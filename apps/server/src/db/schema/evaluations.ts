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
      .$type<{ statuses: string[]; categoryIds: string[]; tagIds: string[] }>()
      .notNull()
      .default({ statuses: ['submitted'], categoryIds: [], tagIds: [] }),
    /** Shared `ScoreVisibility`. */
    scoreVisibility: text('score_visibility').$type<'never' | 'after_own' | 'always'>().notNull().default('never'),
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
