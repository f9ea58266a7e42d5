import { memberStatus, type UserListItem } from '@opencall/shared/users';
import { and, asc, desc, eq, gt, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { memberColumns, memberNames } from '../../db/member-names';
import { platformMemberships, roles, userRoles, users } from '../../db/schema/auth';

export type MemberSort = 'newest' | 'oldest';

const roleKeys = sql<
  string[]
>`coalesce(array_agg(distinct ${roles.key}) filter (where ${roles.key} is not null), '{}')`;

/** Members of a platform with their platform roles: keyset pages on (created_at, user id). */
export async function listMembers(
  db: Db,
  platformId: string,
  options: {
    search?: string;
    perPage: number;
    after?: { createdAt: Date; id: string };
    sort: MemberSort;
    adminsOnly: boolean;
    adminKeys: readonly string[];
    userId?: string;
  },
) {
  const filters: (SQL | undefined)[] = [
    eq(platformMemberships.platformId, platformId),
    filterOf(options.search),
    options.userId ? eq(users.id, options.userId) : undefined,
  ];
  if (options.after) {
    const { createdAt, id } = options.after;
    filters.push(
      options.sort === 'oldest'
        ? or(
            gt(platformMemberships.createdAt, createdAt),
            and(eq(platformMemberships.createdAt, createdAt), gt(users.id, id)),
          )
        : or(
            lt(platformMemberships.createdAt, createdAt),
            and(eq(platformMemberships.createdAt, createdAt), lt(users.id, id)),
          ),
    );
  }
  const order =
    options.sort === 'oldest'
      ? [asc(platformMemberships.createdAt), asc(users.id)]
      : [desc(platformMemberships.createdAt), desc(users.id)];
  const query = db
    .select({
      ...memberColumns,
      createdAt: platformMemberships.createdAt,
      roles: roleKeys,
    })
    .from(platformMemberships)
    .innerJoin(users, eq(users.id, platformMemberships.userId))
    .leftJoin(
      userRoles,
      and(eq(userRoles.userId, users.id), eq(userRoles.platformId, platformId), isNull(userRoles.programId)),
    )
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(...filters))
    .groupBy(
      users.id,
      platformMemberships.createdAt,
      platformMemberships.status,
      platformMemberships.joinedAt,
      platformMemberships.invitedFirstname,
      platformMemberships.invitedLastname,
    )
    .orderBy(...order)
    .limit(options.perPage);
  const rows = options.adminsOnly
    ? await query.having(sql`bool_or(${roles.key} in ${options.adminKeys})`)
    : await query;
  return rows.map(toListItem);
}

function filterOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.email, pattern), ilike(memberNames.firstname, pattern), ilike(memberNames.lastname, pattern));
}

/** Totals for the envelope: all members (or administrators), and those matching the search. */
export async function countMembers(
  db: Db,
  platformId: string,
  search: string | undefined,
  admins?: { adminKeys: readonly string[] },
) {
  const holdsAdminRole = admins
    ? sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
        where ${userRoles.userId} = ${users.id} and ${userRoles.platformId} = ${platformId}
        and ${userRoles.programId} is null and ${roles.key} in ${admins.adminKeys})`
    : undefined;
  const count = (where: SQL | undefined) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(platformMemberships)
      .innerJoin(users, eq(users.id, platformMemberships.userId))
      .where(and(eq(platformMemberships.platformId, platformId), holdsAdminRole, where))
      .then(([row]) => Number(row?.n ?? 0));
  const total = await count(undefined);
  return { total, totalFiltred: search ? await count(filterOf(search)) : total };
}

export async function findMember(db: Db, platformId: string, userId: string) {
  const [row] = await db
    .select({ createdAt: platformMemberships.createdAt })
    .from(platformMemberships)
    .where(and(eq(platformMemberships.platformId, platformId), eq(platformMemberships.userId, userId)))
    .limit(1);
  return row;
}

function toListItem(row: {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  hasPassword: boolean;
  membershipStatus: 'active' | 'revoked';
  createdAt: Date;
  roles: string[];
}): UserListItem & { createdAtDate: Date } {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    status: memberStatus(row.membershipStatus, row.hasPassword),
    roles: [...row.roles].sort(),
    createdAt: row.createdAt.toISOString(),
    createdAtDate: row.createdAt,
  };
}
