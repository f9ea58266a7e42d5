import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platformColumn } from './platforms';
import { programs } from './programs';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The field definitions (shared `FieldSchema`), in order. */
    fields: jsonb('fields').$type<unknown[]>().notNull().default([]),
    /** Overrides per language, then per field reference (shared `FormTranslationsSchema`). */
    translations: jsonb('translations').$type<Record<string, unknown>>().notNull().default({}),
    /** Incremented on every save: a stale editor is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('forms_program_idx').on(t.platformId, t.programId, t.deletedAt)],
);
