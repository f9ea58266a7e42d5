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

/** SPEC §3 `galleries`: a chosen set of applications shown to the public. */
export const galleries = pgTable(
  'galleries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    programId: programColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    published: boolean('published').notNull().default(false),
    layout: text('layout').$type<'grid' | 'list'>().notNull().default('grid'),
    texts: jsonb('texts')
      .$type<{ title: LocalizedText; description: LocalizedText }>()
      .notNull()
      .default({ title: {}, description: {} }),
    fields: jsonb('fields').$type<ShowcaseFields>().notNull().default(DEFAULT_FIELDS),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('galleries_program_slug_key').on(t.programId, t.slug),
    index('galleries_program_created_idx').on(t.platformId, t.programId, t.createdAt, t.id),
  ],
);

/** The applications a gallery shows, in order. */
export const galleryEntries = pgTable(
  'gallery_entries',
  {
    platformId: platformColumn(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    applicationId: applicationColumn(),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.galleryId, t.applicationId] }),
    index('gallery_entries_order_idx').on(t.galleryId, t.position),
    index('gallery_entries_application_idx').on(t.applicationId),
  ],
);
