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
 * `applicationFiles` for an export batch: the same rule and pair-by-pair lookups, only the names
 * read, and plain rows (no drizzle mapping; a batch asks thousands of pairs).
 */
export async function applicationFileNames(
  db: Conn,
  platformId: string,
  pairs: readonly { applicationId: string; key: string }[],
): Promise<{ applicationId: string; key: string; name: string }[]> {
  const wanted = pairs.filter((pair) => isUuid(pair.applicationId));
  if (wanted.length === 0) return [];
  return queryRows(
    db,
    sql`select ${applications.id} as "applicationId", pair_file.key, pair_file.name
      from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as named("applicationId" uuid, key text)
      join ${applications} on ${applications.id} = named."applicationId"
      join lateral (select ${files.key} as key, ${files.name} as name, ${files.ownerId} as owner_id from ${files}
        where ${files.key} = named.key and ${files.platformId} = ${platformId} offset 0) pair_file on true
      where ${applications.platformId} = ${platformId} and ${worksOnApplication(sql`pair_file.owner_id`)}`,
  );
}

/**
 * Whether a live application in `scope` holds the file in its answers AND was worked on by the
 * file's uploader: a key typed into an answer opens nothing by itself.
 */
async function applicationHoldsFile(
  db: Conn,
  platformId: string,
  scope: SQL,
  file: { key: string; ownerId: string | null },
): Promise<boolean> {
  if (!file.ownerId) return false;
  const id = await findLiveApplicationId(
    db,
    platformId,
    scope,
    worksOnApplication(sql`${file.ownerId}::uuid`),
    sql`jsonb_path_exists(${applications.answers}, '$.** ? (@.key == $key)', jsonb_build_object('key', ${file.key}::text))`,
  );
  return id !== null;
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
