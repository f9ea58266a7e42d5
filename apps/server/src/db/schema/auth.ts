import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { platformColumn } from './platforms';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** One identity across platforms; what it may do on a platform comes from its membership and roles. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed: one account per address. */
    email: text('email').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    /** Null until an invited user sets one (or for a Google-only account). */
    passwordHash: text('password_hash'),
    superAdmin: boolean('super_admin').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    locale: text('locale'),
    /** AES-GCM sealed TOTP secret (APP_SECRET-derived key); pending until `mfa_enabled_at`. */
    mfaSecret: text('mfa_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** Last TOTP time step accepted: a code is usable once. */
    mfaLastStep: integer('mfa_last_step'),
    /** Bumped to end every session: access tokens carry the epoch they were issued under. */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_created_idx').on(t.createdAt, t.id)],
);

export const platformMemberships = pgTable(
  'platform_memberships',
  {
    platformId: platformColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'active' | 'revoked'>().notNull().default('active'),
    /**
     * When the person themself joined (registered here, accepted this platform's terms, set a password
     * from an invitation); null while an administrator's invitation waits. Until then the platform
     * sees only what its inviter typed.
     */
    joinedAt: timestamp('joined_at', { withTimezone: true }).defaultNow(),
    /** The names the inviter typed: what the platform shows before the person joins. */
    invitedFirstname: text('invited_firstname'),
    invitedLastname: text('invited_lastname'),
    /** Acceptance of this platform's terms of use on joining: when, and which version of the page. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
    /** Bumped to end this platform's sessions only: access tokens carry it beside the account's epoch. */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.platformId, t.userId] }),
    index('platform_memberships_user_idx').on(t.userId),
    index('platform_memberships_platform_created_idx').on(t.platformId, t.createdAt, t.userId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_platform_key').on(t.platformId, t.key)],
);

/** A role held on the platform (program_id null) or on one program. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    programId: uuid('program_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_roles_platform_user_idx').on(t.platformId, t.userId),
    unique('user_roles_unique').on(t.platformId, t.userId, t.roleId, t.programId).nullsNotDistinct(),
  ],
);

/** Rotated refresh tokens (hashed); a family is one sign-in, revoked whole on reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Sealed successor, kept briefly so a parallel refresh with the same token gets the same answer. */
    successorSealed: text('successor_sealed'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use links: account validation, password reset, invitation, e-mail change. Stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'account_validation' | 'password_reset' | 'invitation' | 'email_change'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** email_change: the address the link was mailed to, which becomes the account's when it is opened. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash)],
);

export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/** Failed sign-ins, wrong MFA codes and reset mails, counted in a sliding window by key. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_events_key_idx').on(t.key, t.createdAt)],
);

/** External sign-in identities (OpenID Connect): keyed by issuer and subject, never by email. */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] })],
);
