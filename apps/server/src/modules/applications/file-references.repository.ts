import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { applications, applicationTeamMembers, files } from '../../db/schema';
import { type Conn, isUuid, openTo } from './applications.repository';

/** What an answer's file reads as: the files table's own id, key, name, type, size and address. */
const fileColumns = {
  applicationId: applications.id,
  id: files.id,
  platformId: files.platformId,
  key: files.key,
  name: files.name,
  mime: files.mime,
  kind: files.kind,
  size: files.size,
  visibility: files.visibility,
};

export type ApplicationFileRow = { [K in keyof typeof fileColumns]: (typeof fileColumns)[K]['_']['data'] };

/**
 * Whether `ownerId` works on the application in scope: its applicant, or a member of its team. The
 * one rule of whose uploads an application may hold, on save and on every read.
 */
export function worksOnApplication(ownerId: SQL | typeof files.ownerId): SQL {
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
  return db
    .select(fileColumns)
    .from(named)
    .innerJoin(applications, sql`${applications.id} = named."applicationId"`)
    .innerJoin(files, and(eq(files.platformId, applications.platformId), sql`${files.key} = named.key`))
    .where(and(eq(applications.platformId, platformId), worksOnApplication(files.ownerId)));
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
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.platformId, platformId),
        scope,
        isNull(applications.deletedAt),
        worksOnApplication(sql`${file.ownerId}::uuid`),
        sql`jsonb_path_exists(${applications.answers}, '$.** ? (@.key == $key)', jsonb_build_object('key', ${file.key}::text))`,
      ),
    )
    .limit(1);
  return Boolean(row);
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
