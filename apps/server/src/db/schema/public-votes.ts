import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { users } from './auth';
import { evaluationSessions } from './evaluations';
import { platformColumn } from './platforms';
import { programs } from './programs';

type LocalizedText = Record<string, string>;
const programColumn = () =>
  uuid('program_id')
    .notNull()
    .references(() => programs.id, { onDelete: 'cascade' });
const applicationColumn = () =>
  uuid('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' });

/** Shared `ShowcaseFields`: what the public reads of an entry (a gallery's or a vote's). */
type ShowcaseFields = {
  showName: boolean;
  titleQuestion: string | null;
  imageQuestion: string | null;
  questions: string[];
};
const DEFAULT_FIELDS: ShowcaseFields = { showName: true, titleQuestion: null, imageQuestion: null, questions: [] };

/** SPEC §3 `publicEvaluationSessions`: a public vote over some of a program's applications. */
export const publicVoteSessions = pgTable(
  'public_vote_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    programId: programColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** SPEC §3 published flag: unpublished, the portal answers 404. */
    published: boolean('published').notNull().default(false),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** Shared `ShowcaseTexts`: title and description per language (sanitised rich text). */
    texts: jsonb('texts')
      .$type<{ title: LocalizedText; description: LocalizedText }>()
      .notNull()
      .default({ title: {}, description: {} }),
    /** Shared `SessionEntry` (source `filter` or `selection`). */
    entry: jsonb('entry')
      .$type<{ statuses: string[]; categoryIds: string[]; tagIds: string[]; source?: 'filter' | 'selection' }>()
      .notNull()
      .default({ statuses: ['submitted'], categoryIds: [], tagIds: [], source: 'filter' }),
    fields: jsonb('fields').$type<ShowcaseFields>().notNull().default(DEFAULT_FIELDS),
    /** Shared `VoteRules`. */
    rules: jsonb('rules')
      .$type<{
        votesPerVoter: number;
        votesPerCategory: number | null;
        votesPerDay: number | null;
        results: 'live' | 'after_close' | 'never';
      }>()
      .notNull()
      .default({ votesPerVoter: 1, votesPerCategory: null, votesPerDay: null, results: 'after_close' }),
    /** Shared `VoterVerification`. */
    verification: jsonb('verification')
      .$type<{ mode: 'email_code' | 'email_domain' | 'google'; domains: string[] }>()
      .notNull()
      .default({ mode: 'email_code', domains: [] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('public_vote_sessions_program_slug_key').on(t.programId, t.slug),
    index('public_vote_sessions_program_created_idx').on(t.platformId, t.programId, t.createdAt, t.id),
  ],
);

const voteSessionColumn = () =>
  uuid('session_id')
    .notNull()
    .references(() => publicVoteSessions.id, { onDelete: 'cascade' });

/** The applications a vote session fed by a selection takes (by hand, or a jury session's shortlist). */
export const publicVoteSelections = pgTable(
  'public_vote_selections',
  {
    platformId: platformColumn(),
    sessionId: voteSessionColumn(),
    applicationId: applicationColumn(),
    fromSessionId: uuid('from_session_id').references(() => evaluationSessions.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.applicationId] }),
    index('public_vote_selections_application_idx').on(t.applicationId),
  ],
);

/** SPEC §6 role "public voters": a verified e-mail address, per vote session (no account needed). */
export const publicVoters = pgTable(
  'public_voters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    sessionId: voteSessionColumn(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** How the address was proven: a code by e-mail, or a Google sign-in. */
    via: text('via').$type<'email_code' | 'google'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The votes that hold a place (live or voided), `[applicationId, categoryId, day, createdAt]`:
     * the ledger a vote is checked against and added to in one statement (votes.service.ts).
     */
    held: jsonb('held').$type<[string, string | null, string, string][]>().notNull().default([]),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('public_voters_session_email_key').on(t.sessionId, t.email)],
);

/** Codes sent to prove an address; attempts are counted (integrity: verification failure rates). */
export const publicVoteCodes = pgTable(
  'public_vote_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    sessionId: voteSessionColumn(),
    email: text('email').notNull(),
    /** HMAC of the code: a database read gives no code. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('public_vote_codes_email_idx').on(t.sessionId, t.email, t.createdAt)],
);

/**
 * A vote. Nothing is deleted: a withdrawn vote keeps `withdrawnAt`, a voided one `voidedAt` and its
 * reason. One live vote per voter and application (the partial unique key holds under any burst).
 */
export const publicVotes = pgTable(
  'public_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    sessionId: voteSessionColumn(),
    applicationId: applicationColumn(),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => publicVoters.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id'),
    /** The voter's day (UTC) the vote counts for, for the daily limit. */
    day: text('day').notNull(),
    /** Address and device (hashed user agent) of the request, for the integrity analytics. */
    address: text('address').notNull().default(''),
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('public_votes_one_live_key')
      .on(t.sessionId, t.voterId, t.applicationId)
      .where(sql`withdrawn_at is null`),
    index('public_votes_voter_idx').on(t.voterId, t.createdAt),
    index('public_votes_session_application_idx').on(t.sessionId, t.applicationId),
    index('public_votes_session_created_idx').on(t.sessionId, t.createdAt, t.id),
  ],
);
