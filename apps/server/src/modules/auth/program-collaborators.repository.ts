import { and, asc, eq, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { memberColumns, memberNames } from '../../db/member-names';
import { platformMemberships, roles, userRoles, users } from '../../db/schema/auth';

type Conn = Db | Tx;

import type { Db, Tx } from '../../db/client';

// A program's collaborators are the members holding a role on it: roles are auth's tables.

export interface CollaboratorRow {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  hasPassword: boolean;
  membershipStatus: 'active' | 'revoked' | null;
  roles: string[];
}

export interface CollaboratorFilter {
  userId?: string;
  search?: string;
  limit?: number;
  offset?: number;
}

function searchFilter(search: string | undefined) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const { firstname, lastname } = memberNames;
  return sql`(${users.email} ilike ${pattern} or (${firstname} || ' ' || ${lastname}) ilike ${pattern} or (${lastname} || ' ' || ${firstname}) ilike ${pattern})`;
}

/** People holding a role on the program, with those roles, by name; one of them when `userId` is given. */
export async function list(
  db: Conn,
  platformId: string,
  programId: string,
  filter: CollaboratorFilter = {},
): Promise<CollaboratorRow[]> {
  const { userId, search, limit, offset } = filter;
  const query = db
    .select({
      // What this platform may know of the person (issue 11 §1: an invitation shows what the inviter typed).
      ...memberColumns,
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
        searchFilter(search),
      ),
    )
    .groupBy(
      users.id,
      platformMemberships.status,
      platformMemberships.joinedAt,
      platformMemberships.invitedFirstname,
      platformMemberships.invitedLastname,
    )
    .orderBy(asc(memberNames.lastname), asc(memberNames.firstname), asc(users.email), asc(users.id));
  return limit === undefined ? query : query.limit(limit).offset(offset ?? 0);
}

/** How many people hold a role on the program, and how many of them the search matches. */
export async function count(db: Conn, platformId: string, programId: string, search: string | undefined) {
  const matches = searchFilter(search) ?? sql`true`;
  const [row] = await db
    .select({
      total: sql<number>`count(distinct ${users.id})::int`,
      totalFiltred: sql<number>`(count(distinct ${users.id}) filter (where ${matches}))::int`,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    // The search reads the names this platform may see, which live on the membership.
    .leftJoin(
      platformMemberships,
      and(eq(platformMemberships.platformId, platformId), eq(platformMemberships.userId, users.id)),
    )
    .where(and(eq(userRoles.platformId, platformId), eq(userRoles.programId, programId)));
  return { total: Number(row?.total ?? 0), totalFiltred: Number(row?.totalFiltred ?? 0) };
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
