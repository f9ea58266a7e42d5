import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { platformColumn } from './platforms';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Text per language: `{ fr: '…', en: '…' }`; a missing language falls back to the default one. */
type LocalizedText = Record<string, string>;

export const programs = pgTable(
  'programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    slug: text('slug').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull().default({}),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull().default({}),
    defaultLang: text('default_lang').notNull().default('fr'),
    supportedLangs: text('supported_langs').array().notNull().default(sql`'{fr}'::text[]`),
    /** SPEC §3: active, archived, deleted (deleted = in the trash, restorable). */
    status: text('status').$type<'active' | 'archived' | 'deleted'>().notNull().default('active'),
    /** Where a restore from the trash puts the program back. */
    statusBeforeDelete: text('status_before_delete').$type<'active' | 'archived'>(),
    visibility: text('visibility').$type<'public' | 'private'>().notNull().default('public'),
    openingAt: timestamp('opening_at', { withTimezone: true }),
    closingAt: timestamp('closing_at', { withTimezone: true }),
    timezone: text('timezone').notNull().default('Europe/Paris'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** `program-features` switches that were saved; missing keys read as the shared defaults. */
    features: jsonb('features').$type<Record<string, boolean>>().notNull().default({}),
    /** `public-interface-config`; missing keys read as the shared defaults. */
    publicConfig: jsonb('public_config').$type<Record<string, unknown>>().notNull().default({}),
    /** `export-config`: the columns an export of the program's applications holds, in order. */
    exportConfig: jsonb('export_config').$type<Record<string, unknown>>().notNull().default({}),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('programs_platform_slug_key').on(t.platformId, t.slug),
    // Keyset pages per status bucket, newest first (GET /user.programs).
    index('programs_platform_status_created_idx').on(t.platformId, t.status, t.createdAt, t.id),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    titles: jsonb('titles').$type<LocalizedText>().notNull().default({}),
    position: integer('position').notNull().default(0),
    /** Ordered steps: `{ id, type: 'form' | 'textarea' | 'validation', titles, config: { form_id?, content? } }`. */
    steps: jsonb('steps').$type<unknown[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('categories_program_position_idx').on(t.platformId, t.programId, t.position)],
);

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('#2c77ff'),
    ...timestamps,
  },
  (t) => [uniqueIndex('tags_program_name_key').on(t.programId, t.name)],
);

/** Audit log of every change in a program: who, what, when, before and after. */
export const programLogs = pgTable(
  'program_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('program_logs_program_created_idx').on(t.platformId, t.programId, t.createdAt)],
);
