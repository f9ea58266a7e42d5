import type { Field, FormTranslations } from '@opencall/shared/forms';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { isEmbedded, queryRows } from '../../../db/client';
import { memberNames } from '../../../db/member-names';
import { applications, applicationTags } from '../../../db/schema/applications';
import { platformMemberships, users } from '../../../db/schema/auth';
import { forms } from '../../../db/schema/forms';
import { categories, tags } from '../../../db/schema/programs';
import type { CategoryRow } from '../applications.repository';
import { applicantMembership, type Conn, isUuid } from '../applications.repository';
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

/** One exported row as PostgreSQL sends it: instants as its text (see `ExportCursor`), answers parsed. */
export interface ExportRow {
  id: string;
  status: string;
  answers: Record<string, Record<string, unknown>>;
  categoryId: string | null;
  applicantId: string | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  /** `created_at` as text: the keyset cursor, and the "created" cell once read as a date. */
  cursor: string;
  submittedAt: string | null;
  tagNames: string | null;
}

/**
 * One keyset batch, oldest first on (created_at, id). No transaction is held between batches, so a
 * long export never blocks PGlite's single connection (or a pool connection) for other requests.
 * Plain rows, no drizzle mapping: at 30 columns of 50,000 rows the per-field mapping cost as much
 * as the query. File names are not read here (a JSON path scan per row): see `heldFileNames`.
 */
export async function exportBatch(
  db: Conn,
  selection: ExportSelection,
  options: { after: ExportCursor | null; limit: number; withTags: boolean },
): Promise<ExportRow[]> {
  const { after } = options;
  const keyset = after
    ? sql`(${applications.createdAt}, ${applications.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const tagNames = options.withTags
    ? sql`(select string_agg(t.name, ', ' order by t.name) from ${applicationTags} at
        join ${tags} t on t.id = at.tag_id where at.application_id = ${applications.id})`
    : sql`null`;
  const rows = sql`select ${applications.id} as "id", ${applications.status} as "status",
      ${applications.answers} as "answers", ${applications.categoryId} as "categoryId",
      ${applications.applicantId} as "applicantId", ${memberNames.firstname} as "firstname",
      ${memberNames.lastname} as "lastname", ${users.email} as "email",
      ${applications.createdAt}::text as "cursor", ${applications.submittedAt}::text as "submittedAt",
      ${tagNames} as "tagNames"
    from ${applications}
    left join ${users} on ${users.id} = ${applications.applicantId}
    left join ${platformMemberships} on ${applicantMembership}
    where ${and(exportWhere(selection), keyset)}
    order by ${applications.createdAt}, ${applications.id}
    limit ${options.limit}`;
  if (!isEmbedded(db)) return queryRows<ExportRow>(db, rows);
  // PGlite hands rows over field by field, at a cost above the CSV formatting's: one JSON array
  // is one field (PostgreSQL would spend longer building it than its driver spends on rows).
  const [batch] = await queryRows<{ rows: ExportRow[] | null }>(
    db,
    sql`select json_agg(batch order by batch."cursor"::timestamptz, batch."id") as "rows" from (${rows}) batch`,
  );
  return batch?.rows ?? [];
}

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
