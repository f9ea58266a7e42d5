import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const platforms = pgTable(
  'platforms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Host names this platform answers on (without port); the first is the one links use. */
    domains: text('domains').array().notNull().default(sql`'{}'::text[]`),
    deleted: boolean('deleted').notNull().default(false),
    supportedLangs: text('supported_langs').array().notNull().default(sql`'{}'::text[]`),
    themeReference: text('theme_reference').notNull().default('default'),
    mfaRequiredForAdmins: boolean('mfa_required_for_admins').notNull().default(false),
    /** Who answers for the platform, named by the default legal texts (legal notice, privacy policy). */
    contactEmail: text('contact_email'),
    postalAddress: text('postal_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platforms_slug_key').on(t.slug), index('platforms_domains_idx').using('gin', t.domains)],
);

/** The platform a row belongs to: every tenant table has one, and its rows go with the platform. */
export const platformColumn = () =>
  uuid('platform_id')
    .notNull()
    .references(() => platforms.id, { onDelete: 'cascade' });

export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    reference: text('reference').notNull(),
    config: jsonb('config').$type<{ primaryColor: string; secondaryColor: string }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('themes_platform_reference_key').on(t.platformId, t.reference),
    // The API validates colours too; the database refuses a bad one from any other path.
    check(
      'themes_colours_hex',
      sql`${t.config}->>'primaryColor' ~ '^#[0-9a-fA-F]{6}$' AND ${t.config}->>'secondaryColor' ~ '^#[0-9a-fA-F]{6}$'`,
    ),
  ],
);

/**
 * The platform's own pages (`home/interfaces`): legal notice, accessibility statement, terms of use,
 * privacy policy and cookie policy. Rich text per language, sanitised on save.
 */
export const platformPages = pgTable(
  'platform_pages',
  {
    platformId: platformColumn(),
    kind: text('kind').notNull(),
    contents: jsonb('contents').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.kind] })],
);
