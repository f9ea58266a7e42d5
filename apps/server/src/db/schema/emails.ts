import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { platformColumn } from './platforms';
import { programs } from './programs';

/**
 * SPEC §3 `emailTemplates`: an organizer's version of one e-mail in one language, for one program
 * (`transactionnals`) or, with no program, for the whole platform. No row: the default of the
 * catalogue is sent. `body` is sanitised rich text with `{{mergeField}}` placeholders.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('email_templates_key').on(t.platformId, t.programId, t.template, t.locale).nullsNotDistinct()],
);
