import type { Field, FormTranslations } from '@opencall/shared/forms';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { forms } from '../../db/schema/forms';
import { categories, programs } from '../../db/schema/programs';
import { isUuid } from '../../db/uuid';

type Conn = Db | Tx;

export interface FormRow {
  id: string;
  programId: string;
  title: string;
  fields: Field[];
  translations: FormTranslations;
  version: number;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const formColumns = {
  id: forms.id,
  programId: forms.programId,
  title: forms.title,
  fields: forms.fields,
  translations: forms.translations,
  version: forms.version,
  deletedAt: forms.deletedAt,
  createdAt: forms.createdAt,
  updatedAt: forms.updatedAt,
};

const summaryColumns = {
  id: forms.id,
  programId: forms.programId,
  title: forms.title,
  version: forms.version,
  createdAt: forms.createdAt,
  updatedAt: forms.updatedAt,
};

/** A program that is neither missing nor in the trash, with the languages its forms are written in. */
export async function findLiveProgram(db: Conn, platformId: string, programId: string) {
  if (!isUuid(programId)) return undefined;
  const [row] = await db
    .select({ id: programs.id, defaultLang: programs.defaultLang, supportedLangs: programs.supportedLangs })
    .from(programs)
    .where(
      and(
        eq(programs.platformId, platformId),
        eq(programs.id, programId),
        ne(programs.status, 'deleted'),
        isNull(programs.deletedAt),
      ),
    );
  return row;
}

const liveScope = (platformId: string, programId: string) =>
  and(eq(forms.platformId, platformId), eq(forms.programId, programId), isNull(forms.deletedAt));

const trashScope = (platformId: string) => and(eq(forms.platformId, platformId), isNotNull(forms.deletedAt));

/** A form of the program outside the trash; `forUpdate` locks it for a save. */
export async function findLive(db: Conn, platformId: string, programId: string, formId: string, forUpdate = false) {
  if (!isUuid(formId)) return undefined;
  const query = db
    .select(formColumns)
    .from(forms)
    .where(and(liveScope(platformId, programId), eq(forms.id, formId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row as FormRow | undefined;
}

function titleFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return ilike(forms.title, containsPattern(search));
}

/** Newest first from `after` on, keyset on (`column`, id). */
function olderThan(
  column: typeof forms.createdAt | typeof forms.deletedAt,
  after: { at: Date; id: string } | undefined,
) {
  return after ? or(lt(column, after.at), and(eq(column, after.at), lt(forms.id, after.id))) : undefined;
}

/** One page of `scope`'s forms matching the search, newest `column` first from `after` on. */
function pageOf(
  scope: SQL | undefined,
  column: typeof forms.createdAt | typeof forms.deletedAt,
  options: { search?: string; after?: { at: Date; id: string } },
) {
  return {
    where: and(scope, titleFilter(options.search), olderThan(column, options.after)),
    order: [desc(column), desc(forms.id)],
  };
}

/** How many forms `scope` holds, and how many of them match the search. */
async function countWithSearch(db: Db, scope: SQL | undefined, search: string | undefined) {
  const count = (where: SQL | undefined) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(forms)
      .where(and(scope, where))
      .then(([row]) => Number(row?.n ?? 0));
  const total = await count(undefined);
  return { total, totalFiltred: search ? await count(titleFilter(search)) : total };
}

/** Newest first, keyset on (created_at, id). */
export async function listLive(
  db: Db,
  platformId: string,
  programId: string,
  options: { search?: string; perPage: number; after?: { createdAt: Date; id: string } },
) {
  const { after } = options;
  const page = pageOf(liveScope(platformId, programId), forms.createdAt, {
    search: options.search,
    after: after && { at: after.createdAt, id: after.id },
  });
  return db
    .select(summaryColumns)
    .from(forms)
    .where(page.where)
    .orderBy(...page.order)
    .limit(options.perPage);
}

export function countLive(db: Db, platformId: string, programId: string, search: string | undefined) {
  return countWithSearch(db, liveScope(platformId, programId), search);
}

export async function insert(
  db: Conn,
  platformId: string,
  values: { programId: string; title: string; fields: Field[]; translations: FormTranslations },
) {
  const [row] = await db
    .insert(forms)
    .values({ platformId, ...values })
    .returning(formColumns);
  if (!row) throw new Error('form insert returned nothing');
  return row as FormRow;
}

export async function update(
  tx: Tx,
  platformId: string,
  formId: string,
  changes: { title?: string; fields?: Field[]; translations?: FormTranslations },
) {
  const [row] = await tx
    .update(forms)
    .set({ ...changes, version: sql`${forms.version} + 1`, updatedAt: new Date() })
    .where(and(eq(forms.platformId, platformId), eq(forms.id, formId)))
    .returning(formColumns);
  if (!row) throw new Error('form update returned nothing');
  return row as FormRow;
}

/** Moves a live form of the program to the trash; false when there was none. */
export async function moveToTrash(db: Db, platformId: string, programId: string, formId: string) {
  if (!isUuid(formId)) return false;
  const rows = await db
    .update(forms)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(liveScope(platformId, programId), eq(forms.id, formId)))
    .returning({ id: forms.id });
  return rows.length > 0;
}

function inTrash(platformId: string, formId: string): SQL | undefined {
  return and(eq(forms.platformId, platformId), eq(forms.id, formId), isNotNull(forms.deletedAt));
}

export async function findTrashed(db: Db, platformId: string, formId: string) {
  if (!isUuid(formId)) return undefined;
  const [row] = await db
    .select({ id: forms.id, deletedAt: forms.deletedAt })
    .from(forms)
    .where(inTrash(platformId, formId));
  return row;
}

/** Platform-wide, most recently deleted first, keyset on (deleted_at, id). */
export async function listTrashed(
  db: Db,
  platformId: string,
  options: { search?: string; perPage: number; after?: { deletedAt: Date; id: string } },
) {
  const { after } = options;
  const page = pageOf(trashScope(platformId), forms.deletedAt, {
    search: options.search,
    after: after && { at: after.deletedAt, id: after.id },
  });
  const rows = await db
    .select({
      id: forms.id,
      title: forms.title,
      programId: forms.programId,
      programSlug: programs.slug,
      deletedAt: forms.deletedAt,
    })
    .from(forms)
    .innerJoin(programs, eq(programs.id, forms.programId))
    .where(page.where)
    .orderBy(...page.order)
    .limit(options.perPage);
  return rows.map((row) => ({ ...row, deletedAt: row.deletedAt ?? new Date(0) }));
}

export function countTrashed(db: Db, platformId: string, search: string | undefined) {
  return countWithSearch(db, trashScope(platformId), search);
}

/** Restores or destroys a form only while it is in the trash; false when it is not there. */
export async function restore(db: Db, platformId: string, formId: string) {
  if (!isUuid(formId)) return false;
  const rows = await db
    .update(forms)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(inTrash(platformId, formId))
    .returning({ id: forms.id });
  return rows.length > 0;
}

export async function destroy(db: Db, platformId: string, formId: string) {
  if (!isUuid(formId)) return false;
  const rows = await db.delete(forms).where(inTrash(platformId, formId)).returning({ id: forms.id });
  return rows.length > 0;
}

/** For keyset cursors: when the given form of the program was created (trash excluded). */
export async function findCursor(db: Db, platformId: string, programId: string, formId: string) {
  if (!isUuid(formId)) return undefined;
  const [row] = await db
    .select({ createdAt: forms.createdAt })
    .from(forms)
    .where(and(eq(forms.platformId, platformId), eq(forms.programId, programId), eq(forms.id, formId)));
  return row;
}

/**
 * A form outside the trash that a step of a published program (outside the trash) uses: the only
 * forms the portal shows.
 */
export async function findPublishedStepForm(db: Conn, platformId: string, programId: string, formId: string) {
  if (!isUuid(programId) || !isUuid(formId)) return undefined;
  const [row] = await db
    .select({ ...formColumns, defaultLang: programs.defaultLang, supportedLangs: programs.supportedLangs })
    .from(forms)
    .innerJoin(programs, eq(programs.id, forms.programId))
    .where(
      and(
        liveScope(platformId, programId),
        eq(forms.id, formId),
        ne(programs.status, 'deleted'),
        isNotNull(programs.publishedAt),
        sql`exists (select 1 from ${categories} where ${categories.programId} = ${programs.id}
          and ${categories.steps} @> ${JSON.stringify([{ config: { form_id: formId } }])}::jsonb)`,
      ),
    );
  return row as (FormRow & { defaultLang: string; supportedLangs: string[] }) | undefined;
}

/** The fields of the program's live forms among `formIds`, to check answers against. */
export async function fieldsOfForms(
  db: Conn,
  platformId: string,
  programId: string,
  formIds: readonly string[],
): Promise<Map<string, Field[]>> {
  const ids = formIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: forms.id, fields: forms.fields })
    .from(forms)
    .where(and(liveScope(platformId, programId), inArray(forms.id, ids)));
  return new Map(rows.map((row) => [row.id, row.fields as Field[]]));
}

export interface ImportForm {
  id: string;
  title: string;
  fields: Field[];
  translations: FormTranslations;
}

/** The program's forms outside the trash among `formIds`. */
export async function listLiveAmong(
  db: Conn,
  platformId: string,
  programId: string,
  formIds: readonly string[],
): Promise<ImportForm[]> {
  if (formIds.length === 0) return [];
  const rows = await db
    .select({ id: forms.id, title: forms.title, fields: forms.fields, translations: forms.translations })
    .from(forms)
    .where(and(liveScope(platformId, programId), inArray(forms.id, [...formIds])));
  return rows as ImportForm[];
}

/** Which of the given ids are forms of the program outside the trash. */
export async function liveFormIdsAmong(db: Conn, platformId: string, programId: string, ids: readonly string[]) {
  const candidates = ids.filter(isUuid);
  if (candidates.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(liveScope(platformId, programId), inArray(forms.id, candidates)));
  return new Set(rows.map((row) => row.id));
}
