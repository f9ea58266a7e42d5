import type { Field, FormTranslations } from '@opencall/shared/forms';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { memberNames } from '../../../db/member-names';
import { applications, applicationTags } from '../../../db/schema/applications';
import { platformMemberships, users } from '../../../db/schema/auth';
import { forms } from '../../../db/schema/forms';
import { categories, tags } from '../../../db/schema/programs';
import type { CategoryRow } from '../applications.repository';
import { applicantMembership, type Conn, isUuid } from '../applications.repository';
import { heldFileNames } from '../file-references.repository';
import { type ResponseScope, responseFilterSql } from '../responses/response-filter.repository';

/** The program's categories in their order, with their steps. */
export async function programCategories(db: Conn, platformId: string, programId: string): Promise<CategoryRow[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.platformId, platformId), eq(categories.programId, programId)))
    .orderBy(asc(categories.position), asc(categories.createdAt), asc(categories.id));
  return rows as CategoryRow[];
}

export interface ExportForm {
  id: string;
  fields: Field[];
  translations: FormTranslations;
  deleted: boolean;
}

/** The program's forms among `formIds`, trashed ones too (an application keeps the answers it gave). */
export async function programForms(
  db: Conn,
  platformId: string,
  programId: string,
  formIds: readonly string[],
): Promise<Map<string, ExportForm>> {
  const ids = [...new Set(formIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: forms.id, fields: forms.fields, translations: forms.translations, deletedAt: forms.deletedAt })
    .from(forms)
    .where(and(eq(forms.platformId, platformId), eq(forms.programId, programId), inArray(forms.id, ids)));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        fields: row.fields as Field[],
        translations: row.translations as FormTranslations,
        deleted: row.deletedAt !== null,
      },
    ]),
  );
}

/** Which rows an export covers: the list's own filter, narrowed to chosen ids or widened minus exceptions. */
export interface ExportSelection extends ResponseScope {
  ids?: readonly string[];
  except?: readonly string[];
}

function exportWhere({ platformId, programId, filter, timeZone, ...selection }: ExportSelection): SQL {
  const ids = selection.ids?.filter(isUuid);
  const except = selection.except?.filter(isUuid) ?? [];
  return and(
    responseFilterSql(platformId, programId, filter, timeZone),
    // A selection whose ids are all foreign or malformed keeps nothing, never everything.
    ids ? (ids.length ? inArray(applications.id, ids) : sql`false`) : undefined,
    except.length ? notInArray(applications.id, except) : undefined,
  ) as SQL;
}

/** Where the previous batch stopped; `createdAt` as PostgreSQL wrote it, microseconds and offset kept. */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/**
 * One keyset batch, oldest first on (created_at, id). No transaction is held between batches, so a
 * long export never blocks PGlite's single connection (or a pool connection) for other requests.
 */
export async function exportBatch(
  db: Conn,
  selection: ExportSelection,
  options: {
    after: ExportCursor | null;
    limit: number;
    withTags: boolean;
    /** The names of the files the answers may name (`heldFileNames`), for a file that shows them. */
    withFileNames?: boolean;
  },
) {
  const { after } = options;
  const keyset = after
    ? sql`(${applications.createdAt}, ${applications.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: applications.id,
      status: applications.status,
      answers: applications.answers,
      categoryId: applications.categoryId,
      firstname: memberNames.firstname,
      lastname: memberNames.lastname,
      email: users.email,
      createdAt: applications.createdAt,
      cursor: sql<string>`${applications.createdAt}::text`,
      submittedAt: applications.submittedAt,
      tagNames: options.withTags
        ? sql<string | null>`(select string_agg(t.name, ', ' order by t.name) from ${applicationTags} at
            join ${tags} t on t.id = at.tag_id where at.application_id = ${applications.id})`
        : sql<string | null>`null`,
      fileNames: options.withFileNames ? heldFileNames() : sql<Record<string, string> | null>`null`,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(platformMemberships, applicantMembership)
    .where(and(exportWhere(selection), keyset))
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(options.limit);
}
export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/** The applicant's name (as this platform knows them) and e-mail, for a document about their application. */
export async function applicantOf(db: Conn, platformId: string, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await db
    .select({ firstname: memberNames.firstname, lastname: memberNames.lastname, email: users.email })
    .from(users)
    .leftJoin(
      platformMemberships,
      and(eq(platformMemberships.platformId, platformId), eq(platformMemberships.userId, users.id)),
    )
    .where(eq(users.id, userId));
  return row;
}
