import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { applications, applicationTeamMembers, files } from '../../db/schema';
import { type Conn, isUuid, openTo } from './applications.repository';

export type ApplicationFileRow = typeof files.$inferSelect & { applicationId: string };

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
 * The files among `keys` that the given applications may hold: rows of the files table of this
 * platform, uploaded by each application's applicant or a member of its team. One row per
 * (application, file); a key of another platform, another person or no row at all is absent.
 */
export async function applicationFiles(
  db: Conn,
  platformId: string,
  applicationIds: readonly string[],
  keys: readonly string[],
): Promise<ApplicationFileRow[]> {
  const ids = [...new Set(applicationIds.filter(isUuid))];
  const wanted = [...new Set(keys)];
  if (ids.length === 0 || wanted.length === 0) return [];
  const rows = await db
    .select({ applicationId: applications.id, file: files })
    .from(applications)
    .innerJoin(
      files,
      and(eq(files.platformId, applications.platformId), inArray(files.key, wanted), worksOnApplication(files.ownerId)),
    )
    .where(and(eq(applications.platformId, platformId), inArray(applications.id, ids)));
  return rows.map(({ applicationId, file }) => ({ ...file, applicationId }));
}

/**
 * Whether a file is in the answers of an application this person works on AND was uploaded by
 * someone who works on that same application: a key typed into one's own draft opens nothing.
 */
export async function holdsFileOf(
  db: Conn,
  platformId: string,
  userId: string,
  file: { key: string; ownerId: string | null },
): Promise<boolean> {
  if (!file.ownerId) return false;
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.platformId, platformId),
        openTo(platformId, userId),
        isNull(applications.deletedAt),
        worksOnApplication(sql`${file.ownerId}::uuid`),
        sql`jsonb_path_exists(${applications.answers}, '$.** ? (@.key == $key)', jsonb_build_object('key', ${file.key}::text))`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
