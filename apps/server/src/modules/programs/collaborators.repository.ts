import { and, asc, eq, sql } from 'drizzle-orm';
import { platformMemberships, roles, userRoles, users } from '../../db/schema';
import type { Conn } from './programs.repository';

export interface CollaboratorRow {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  hasPassword: boolean;
  membershipStatus: 'active' | 'revoked' | null;
  roles: string[];
}

/** People holding a role on the program, with those roles, by name; one of them when `userId` is given. */
export async function list(
  db: Conn,
  platformId: string,
  programId: string,
  userId?: string,
): Promise<CollaboratorRow[]> {
  return db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      membershipStatus: platformMemberships.status,
      roles: sql<string[]>`array_agg(distinct ${roles.key} order by ${roles.key})`,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(
      platformMemberships,
      and(eq(platformMemberships.platformId, platformId), eq(platformMemberships.userId, users.id)),
    )
    .where(
      and(
        eq(userRoles.platformId, platformId),
        eq(userRoles.programId, programId),
        userId ? eq(users.id, userId) : undefined,
      ),
    )
    .groupBy(users.id, platformMemberships.status)
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.email));
}

/** Whether the user belongs to the platform (any membership status). */
export async function isMember(db: Conn, platformId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: platformMemberships.userId })
    .from(platformMemberships)
    .where(and(eq(platformMemberships.platformId, platformId), eq(platformMemberships.userId, userId)))
    .limit(1);
  return row !== undefined;
}
