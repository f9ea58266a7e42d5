import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { applications, applicationTeamMembers } from '../../db/schema/applications';
import { files } from '../../db/schema/files';
import { type Conn, findLiveApplicationId, isUuid, openTo } from './applications.repository';

/** What an answer's file reads as: the files table's own id, key, name, type, size and address. */
const fileColumns = (file: ReturnType<typeof pairFile>) => ({
  applicationId: applications.id,
  id: file.id,
  platformId: file.platformId,
  key: file.key,
  name: file.name,
  mime: file.mime,
  kind: file.kind,
  size: file.size,
  visibility: file.visibility,
});

/**
 * The file one (application, key) pair names, looked up by its unique key for each pair: the
 * planner, blind to how many pairs a JSON parameter holds, would otherwise hash the platform's
 * whole files table on every export batch.
 */
function pairFile(db: Conn, platformId: string) {
  return db
    .select()
    .from(files)
    .where(and(sql`${files.key} = named.key`, eq(files.platformId, platformId)))
    .offset(0)
    .as('pair_file');
}

export type ApplicationFileRow = {
  [K in keyof ReturnType<typeof fileColumns>]: ReturnType<typeof fileColumns>[K]['_']['data'];
};

/**
 * Whether `ownerId` works on the application in scope: its applicant, or a member of its team. The
 * one rule of whose uploads an application may hold, on save and on every read.
 */
export function worksOnApplication(ownerId: SQL | SQLWrapper): SQL {
  return or(
    eq(applications.applicantId, ownerId),
    sql`exists (select 1 from ${applicationTeamMembers}
      where ${applicationTeamMembers.platformId} = ${applications.platformId}
        and ${applicationTeamMembers.applicationId} = ${applications.id}
        and ${applicationTeamMembers.userId} = ${ownerId})`,
  ) as SQL;
}

/**
 * The files the given (application, key) pairs may name: rows of the files table of this platform,
 * uploaded by the application's applicant or a member of its team. A key of another platform,
 * another person or no row at all is absent. The pairs go as one JSON parameter, so every lookup is
 * by primary key or unique key, whatever their number (an export asks a thousand rows at a time).
 */
export async function applicationFiles(
  db: Conn,
  platformId: string,
  pairs: readonly { applicationId: string; key: string }[],
): Promise<ApplicationFileRow[]> {
  const wanted = pairs.filter((pair) => isUuid(pair.applicationId));
  if (wanted.length === 0) return [];
  const named = sql`jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as named("applicationId" uuid, key text)`;
  const file = pairFile(db, platformId);
  return db
    .select(fileColumns(file))
    .from(named)
    .innerJoin(applications, sql`${applications.id} = named."applicationId"`)
    .innerJoinLateral(file, sql`true`)
    .where(and(eq(applications.platformId, platformId), worksOnApplication(file.ownerId)));
}

/**
 * The files of this platform with these keys: their name and uploader, for a caller that applies
 * `worksOnApplication` itself (an export batch). Each key is looked up by the unique key (`offset
 * 0` keeps the lateral apart): with `key = any(…)` of a thousand keys PostgreSQL scans the whole
 * files table on every batch. One JSON value rather than a row per file: PGlite hands rows over one
 * by one, at a cost.
 */
export async function filesByKey(
  db: Conn,
  platformId: string,
  keys: readonly string[],
): Promise<{ key: string; name: string; ownerId: string | null }[]> {
  if (keys.length === 0) return [];
  const [row] = await queryRows<{ files: [string, string, string | null][] | null }>(
    db,
    sql`select json_agg(json_build_array(file.key, file.name, file.owner_id)) as "files"
      from unnest(${sql.param([...keys])}::text[]) as wanted(key)
      cross join lateral (select ${files.key} as key, ${files.name} as name, ${files.ownerId} as owner_id
        from ${files} where ${files.key} = wanted.key and ${files.platformId} = ${platformId} offset 0) file`,
  );
  return (row?.files ?? []).map(([key, name, ownerId]) => ({ key, name, ownerId }));
}

/** The (application, member) pairs of these applications' teams, as `applicationId userId`. */
export async function teamMemberPairs(
  db: Conn,
  platformId: string,
  applicationIds: readonly string[],
): Promise<Set<string>> {
  const ids = applicationIds.filter(isUuid);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ applicationId: applicationTeamMembers.applicationId, userId: applicationTeamMembers.userId })
    .from(applicationTeamMembers)
    .where(and(eq(applicationTeamMembers.platformId, platformId), inArray(applicationTeamMembers.applicationId, ids)));
  return new Set(rows.map((row) => `${row.applicationId} ${row.userId}`));
}

/**
 * A live application in `scope` that holds the file in its answers AND was worked on by the
 * file's uploader (a key typed into an answer opens nothing by itself), or null.
 */
export async function applicationHoldingFile(
  db: Conn,
  platformId: string,
  scope: SQL,
  file: { key: string; ownerId: string | null },
): Promise<string | null> {
  if (!file.ownerId) return null;
  return findLiveApplicationId(
    db,
    platformId,
    scope,
    worksOnApplication(sql`${file.ownerId}::uuid`),
    sql`jsonb_path_exists(${applications.answers}, '$.** ? (@.key == $key)', jsonb_build_object('key', ${file.key}::text))`,
  );
}

/** Whether such an application exists (see `applicationHoldingFile`). */
export async function applicationHoldsFile(
  db: Conn,
  platformId: string,
  scope: SQL,
  file: { key: string; ownerId: string | null },
): Promise<boolean> {
  return (await applicationHoldingFile(db, platformId, scope, file)) !== null;
}

/** Whether the file is held by an application this person works on (see `applicationHoldsFile`). */
export function holdsFileOf(
  db: Conn,
  platformId: string,
  userId: string,
  file: { key: string; ownerId: string | null },
): Promise<boolean> {
  return applicationHoldsFile(db, platformId, openTo(platformId, userId) as SQL, file);
}

/** Whether the file is held by an application of one of these programs: what their collaborators may open. */
export async function programsHoldFile(
  db: Conn,
  platformId: string,
  programIds: readonly string[],
  file: { key: string; ownerId: string | null },
): Promise<boolean> {
  if (programIds.length === 0) return false;
  return applicationHoldsFile(db, platformId, inArray(applications.programId, [...programIds]), file);
}
