import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { applications, applicationTeamMembers } from '../../../db/schema/applications';
import { platformMemberships, users } from '../../../db/schema/auth';
import type { Conn } from '../applications.repository';

export interface TeamPersonRow {
  userId: string;
  firstname: string;
  lastname: string;
  email: string;
  addedAt: Date | null;
}

/** The rows of one application's team, on its platform. */
const teamOf = (platformId: string, applicationId: string) =>
  and(eq(applicationTeamMembers.platformId, platformId), eq(applicationTeamMembers.applicationId, applicationId));

const person = { userId: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email };

/** The applicant of an application (null when their account is gone). */
export async function findOwner(db: Conn, platformId: string, applicationId: string): Promise<TeamPersonRow | null> {
  const [row] = await db
    .select(person)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(and(eq(applications.platformId, platformId), eq(applications.id, applicationId)));
  return row ? { ...row, addedAt: null } : null;
}

/** An application's members, in the order they joined. */
export async function listMembers(db: Conn, platformId: string, applicationId: string): Promise<TeamPersonRow[]> {
  return db
    .select({ ...person, addedAt: applicationTeamMembers.createdAt })
    .from(applicationTeamMembers)
    .innerJoin(users, eq(users.id, applicationTeamMembers.userId))
    .where(teamOf(platformId, applicationId))
    .orderBy(asc(applicationTeamMembers.createdAt), asc(applicationTeamMembers.userId));
}

export async function countMembers(db: Conn, platformId: string, applicationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applicationTeamMembers).where(teamOf(platformId, applicationId));
  return row?.n ?? 0;
}

/**
 * The account with this (normalised) address, only if it is an active member of the platform who
 * joined it themself (an administrator's pending invitation does not count: issue 11 §1).
 */
export async function findPlatformAccount(db: Conn, platformId: string, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, locale: users.locale })
    .from(users)
    .innerJoin(
      platformMemberships,
      and(
        eq(platformMemberships.userId, users.id),
        eq(platformMemberships.platformId, platformId),
        eq(platformMemberships.status, 'active'),
        isNotNull(platformMemberships.joinedAt),
      ),
    )
    .where(eq(users.email, email));
  return row;
}

/** Adds a member; false when they already were one. */
export async function insertMember(
  db: Conn,
  values: { platformId: string; applicationId: string; userId: string; addedBy: string },
): Promise<boolean> {
  const rows = await db
    .insert(applicationTeamMembers)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: applicationTeamMembers.userId });
  return rows.length > 0;
}

/** Removes a member; false when they were not one. */
export async function deleteMember(db: Conn, platformId: string, applicationId: string, userId: string) {
  const rows = await db
    .delete(applicationTeamMembers)
    .where(and(teamOf(platformId, applicationId), eq(applicationTeamMembers.userId, userId)))
    .returning({ userId: applicationTeamMembers.userId });
  return rows.length > 0;
}
