import type { ApplicationStatus } from '@opencall/shared/applications';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { applicationEvents, applications, applicationTeamMembers } from '../../db/schema/applications';
import { platformMemberships, users } from '../../db/schema/auth';
import { categories, programs } from '../../db/schema/programs';
import { type CategoryRow, findCategory } from '../programs';

export type Conn = Db | Tx;
export type ApplicationRow = typeof applications.$inferSelect;
export type ProgramRow = typeof programs.$inferSelect;

/** An application with the program and category it belongs to. */
export interface ApplicationWithContext {
  application: ApplicationRow;
  program: ProgramRow;
  category: CategoryRow | null;
}

import { isUuid } from '../../db/uuid';

export { isUuid };

export async function findProgram(db: Conn, platformId: string, programId: string): Promise<ProgramRow | undefined> {
  if (!isUuid(programId)) return undefined;
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.platformId, platformId), eq(programs.id, programId)));
  return row;
}

export type { CategoryRow };

export { findCategory };

/** The applicant's membership of the application's platform: the names the platform knows them by. */
export const applicantMembership = and(
  eq(platformMemberships.platformId, applications.platformId),
  eq(platformMemberships.userId, applications.applicantId),
) as SQL;

/**
 * One name of the applicant as the application's platform knows them (`db/member-names.ts`), for a
 * query that joins `users` on the applicant: the account's own once they joined, else what the
 * platform's inviter or import file typed.
 */
export function applicantName(part: 'firstname' | 'lastname'): SQL<string> {
  const own = part === 'firstname' ? users.firstname : users.lastname;
  const typed = part === 'firstname' ? platformMemberships.invitedFirstname : platformMemberships.invitedLastname;
  return sql<string>`coalesce((select case when ${platformMemberships.joinedAt} is not null then ${own} else ${typed} end
    from ${platformMemberships} where ${applicantMembership}), '')`;
}

/**
 * The one rule of who works on an application on the portal: its applicant (the owner) and the
 * members of its team. Everything an applicant reads or changes goes through it.
 */
export function openTo(platformId: string, userId: string): SQL | undefined {
  // The person's team applications are read once into an array (an init plan, not a per-row
  // subquery), so both sides of the OR use an index: the applicant's and the primary key.
  const teamApplications = sql`array(select ${applicationTeamMembers.applicationId} from ${applicationTeamMembers}
    where ${applicationTeamMembers.platformId} = ${platformId} and ${applicationTeamMembers.userId} = ${userId})`;
  return or(eq(applications.applicantId, userId), sql`${applications.id} = any(${teamApplications})`);
}

/** An application with its program and its category, as the portal reads it. */
const withContext = (db: Conn) =>
  db
    .select({ application: applications, program: programs, category: categories })
    .from(applications)
    .innerJoin(programs, eq(programs.id, applications.programId))
    .leftJoin(categories, eq(categories.id, applications.categoryId))
    .$dynamic();

/**
 * An application outside the trash, with its program and category; `openTo` keeps it to its owner
 * and team members; `forUpdate` locks the application.
 */
export async function findWithContext(
  db: Conn,
  platformId: string,
  applicationId: string,
  options: { openTo?: string; forUpdate?: boolean } = {},
): Promise<ApplicationWithContext | undefined> {
  if (!isUuid(applicationId)) return undefined;
  const query = withContext(db).where(
    and(
      eq(applications.platformId, platformId),
      eq(applications.id, applicationId),
      isNull(applications.deletedAt),
      options.openTo ? openTo(platformId, options.openTo) : undefined,
    ),
  );
  const [row] = options.forUpdate ? await query.for('update', { of: applications }) : await query;
  return row as ApplicationWithContext | undefined;
}

/** Any application with this id, trashed or another person's: a create retry must not reuse a foreign id. */
export async function exists(db: Conn, applicationId: string) {
  const [row] = await db
    .select({ id: applications.id, applicantId: applications.applicantId, platformId: applications.platformId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row;
}

/** The id of a live application (outside the trash) of the platform meeting every condition, else null. */
export async function findLiveApplicationId(db: Conn, platformId: string, ...conditions: (SQL | undefined)[]) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.platformId, platformId), isNull(applications.deletedAt), ...conditions))
    .limit(1);
  return row?.id ?? null;
}

/** Whether the applicant already has an application (outside the trash) to the program. */
export function hasApplication(db: Conn, platformId: string, applicantId: string, programId: string) {
  return findLiveApplicationId(
    db,
    platformId,
    eq(applications.applicantId, applicantId),
    eq(applications.programId, programId),
  );
}

/** The applications a person owns or is a team member of. */
export async function listForApplicant(
  db: Conn,
  platformId: string,
  userId: string,
  programId?: string,
): Promise<ApplicationWithContext[]> {
  const rows = await withContext(db)
    .where(
      and(
        eq(applications.platformId, platformId),
        openTo(platformId, userId),
        isNull(applications.deletedAt),
        programId ? eq(applications.programId, programId) : undefined,
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(200);
  return rows as ApplicationWithContext[];
}

export async function insert(
  db: Conn,
  values: {
    id: string;
    platformId: string;
    programId: string;
    categoryId: string;
    applicantId: string;
    searchText: string;
  },
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  if (!row) throw new Error('application insert failed');
  return row;
}

export async function update(
  db: Conn,
  platformId: string,
  applicationId: string,
  values: Partial<Pick<ApplicationRow, 'answers' | 'status' | 'submittedAt' | 'searchText' | 'version'>>,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(applications)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(applications.platformId, platformId), eq(applications.id, applicationId)))
    .returning();
  if (!row) throw new Error('application update failed');
  return row;
}

export async function insertEvent(
  db: Conn,
  values: {
    platformId: string;
    applicationId: string;
    userId: string | null;
    action: string;
    fromStatus?: ApplicationStatus | null;
    toStatus?: ApplicationStatus | null;
    stepId?: string | null;
  },
): Promise<void> {
  await db.insert(applicationEvents).values(values);
}
