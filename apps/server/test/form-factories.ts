import { randomBytes } from 'node:crypto';
import type { Locale } from '@opencall/shared/common';
import type { Field, FormTranslations } from '@opencall/shared/forms';
import type { Db } from '../src/db/client';
import { forms, programs } from '../src/db/schema';

export interface TestProgramOverrides {
  slug?: string;
  defaultLang?: Locale;
  supportedLangs?: Locale[];
  status?: 'active' | 'archived' | 'deleted';
}

/** A program row written directly, for form tests that need one before the programs module exists. */
export async function createTestProgram(db: Db, platformId: string, overrides: TestProgramOverrides = {}) {
  const deleted = overrides.status === 'deleted';
  const [program] = await db
    .insert(programs)
    .values({
      platformId,
      slug: overrides.slug ?? `program-${randomBytes(4).toString('hex')}`,
      titles: { fr: 'Programme', en: 'Program' },
      defaultLang: overrides.defaultLang ?? 'fr',
      supportedLangs: overrides.supportedLangs ?? ['fr', 'en'],
      status: overrides.status ?? 'active',
      statusBeforeDelete: deleted ? 'active' : null,
      deletedAt: deleted ? new Date() : null,
    })
    .returning();
  if (!program) throw new Error('program insert failed');
  return program;
}

export interface TestFormOverrides {
  title?: string;
  fields?: Field[];
  translations?: FormTranslations;
  deleted?: boolean;
}

export async function createTestForm(db: Db, platformId: string, programId: string, overrides: TestFormOverrides = {}) {
  const [form] = await db
    .insert(forms)
    .values({
      platformId,
      programId,
      title: overrides.title ?? 'Application form',
      fields: overrides.fields ?? [{ reference: 'name', type: 'text', title: 'Nom', required: true }],
      translations: overrides.translations ?? {},
      deletedAt: overrides.deleted ? new Date() : null,
    })
    .returning();
  if (!form) throw new Error('form insert failed');
  return form;
}

export interface MatrixForms {
  programId: string;
  /** One form per persona (by user id) per row that changes it, so each persona finds it untouched. */
  live: Map<string, string>;
  toTrash: Map<string, string>;
  trashed: Map<string, string>;
  toDestroy: Map<string, string>;
}

/** Forms for the authorization matrix: a program of the platform and, per persona, forms in each state. */
export async function createMatrixForms(db: Db, platformId: string, userIds: readonly string[]): Promise<MatrixForms> {
  const program = await createTestProgram(db, platformId);
  const one = async (deleted: boolean) => (await createTestForm(db, platformId, program.id, { deleted })).id;
  const each = async (deleted: boolean) =>
    new Map(await Promise.all(userIds.map(async (userId) => [userId, await one(deleted)] as const)));
  return {
    programId: program.id,
    live: await each(false),
    toTrash: await each(false),
    trashed: await each(true),
    toDestroy: await each(true),
  };
}
