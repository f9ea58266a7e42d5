import {
  BUILTIN_ROLE_PERMISSIONS,
  MANAGES_ADMINS_AND_ROLES,
  PLATFORM_ADMIN_KEPT_PERMISSIONS,
  ROLE_KEYS,
  type RoleKey,
} from '@opencall/shared/auth';
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformMemberships, roles, userRoles } from '../../db/schema/auth';
import { programs } from '../../db/schema/programs';
import { isUuid } from '../../db/uuid';
import { forgetPlatformSessionUsers, forgetSessionUserOn } from './session-user-cache';

export type RoleRow = typeof roles.$inferSelect;

const ROLE_NAMES: Record<RoleKey, string> = {
  platform_admin: 'Platform administrator',
  program_manager: 'Program manager',
  collaborator: 'Collaborator',
  jury: 'Jury',
  applicant: 'Applicant',
  public_voter: 'Public voter',
};

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Gives a platform the built-in roles it lacks; existing ones keep their (possibly edited) permissions. */
export async function ensureBuiltinRoles(db: Db, platformId: string): Promise<void> {
  await db
    .insert(roles)
    .values(
      ROLE_KEYS.map((key) => ({
        platformId,
        key,
        name: ROLE_NAMES[key],
        permissions: [...BUILTIN_ROLE_PERMISSIONS[key]],
      })),
    )
    .onConflictDoNothing();
  // SPEC §7 lock-out rule: the admin role keeps what administers the platform; a platform stripped
  // before that rule existed gets it back at the next boot.
  const kept = textArray(PLATFORM_ADMIN_KEPT_PERMISSIONS);
  await db
    .update(roles)
    .set({ permissions: sql`array(select distinct p from unnest(${roles.permissions} || ${kept}) as p order by p)` })
    .where(
      and(
        eq(roles.platformId, platformId),
        eq(roles.key, 'platform_admin'),
        sql`not (${roles.permissions} @> ${kept})`,
      ),
    );
}

export async function listForPlatform(db: Db, platformId: string): Promise<RoleRow[]> {
  return db.select().from(roles).where(eq(roles.platformId, platformId)).orderBy(roles.createdAt, roles.key);
}

export async function findByKeys(db: Db, platformId: string, keys: readonly string[]): Promise<RoleRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(roles)
    .where(and(eq(roles.platformId, platformId), inArray(roles.key, [...keys])));
}

export async function findById(db: Db, platformId: string, roleId: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.platformId, platformId), eq(roles.id, roleId)))
    .limit(1);
  return row;
}

export async function updatePermissions(db: Db, platformId: string, roleId: string, permissions: string[]) {
  const [row] = await db
    .update(roles)
    .set({ permissions, updatedAt: new Date() })
    .where(and(eq(roles.platformId, platformId), eq(roles.id, roleId)))
    .returning();
  forgetPlatformSessionUsers(platformId);
  return row;
}

/** The program a route names by id or slug (SPEC §3), as a condition on `programs`. */
function programNamed(platformId: string, programRef: string): SQL | undefined {
  return and(
    eq(programs.platformId, platformId),
    isUuid(programRef) ? eq(programs.id, programRef) : eq(programs.slug, programRef),
  );
}

/** The user's roles on the platform, plus those on one program (id or slug) when given. */
export async function listUserRoles(db: Db, platformId: string, userId: string, programRef?: string) {
  const scope = programRef
    ? or(
        isNull(userRoles.programId),
        inArray(
          userRoles.programId,
          db.select({ id: programs.id }).from(programs).where(programNamed(platformId, programRef)),
        ),
      )
    : isNull(userRoles.programId);
  return db
    .select({
      id: roles.id,
      key: roles.key,
      name: roles.name,
      permissions: roles.permissions,
      programId: userRoles.programId,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.platformId, platformId), eq(userRoles.userId, userId), scope));
}

/** What the user's roles on one program (id or slug) of the platform allow there; nothing for an unknown program. */
export async function findProgramPermissions(
  db: Db,
  platformId: string,
  userId: string,
  programRef: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ permission: sql<string>`unnest(${roles.permissions})` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(programs, eq(programs.id, userRoles.programId))
    .where(
      and(eq(userRoles.platformId, platformId), eq(userRoles.userId, userId), programNamed(platformId, programRef)),
    );
  return rows.map((row) => row.permission);
}

/** The programs on which the user's program roles grant `permission` (platform roles aside). */
export async function findProgramsGranting(
  db: Db,
  platformId: string,
  userId: string,
  permission: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ programId: userRoles.programId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.platformId, platformId),
        eq(userRoles.userId, userId),
        isNotNull(userRoles.programId),
        sql`${permission} = any(${roles.permissions})`,
      ),
    );
  return rows.flatMap((row) => (row.programId ? [row.programId] : []));
}

/** Replaces the user's platform-level roles (program roles are untouched). */
export async function replacePlatformRoles(
  db: Db,
  platformId: string,
  userId: string,
  roleIds: string[],
): Promise<void> {
  await db
    .delete(userRoles)
    .where(and(eq(userRoles.platformId, platformId), eq(userRoles.userId, userId), isNull(userRoles.programId)));
  forgetSessionUserOn(platformId, userId);
  if (roleIds.length === 0) return;
  await db.insert(userRoles).values(roleIds.map((roleId) => ({ platformId, userId, roleId })));
}

/** Replaces the user's roles on one program (their platform roles and other programs' are untouched). */
export async function replaceProgramRoles(
  db: Db,
  platformId: string,
  userId: string,
  programId: string,
  roleIds: string[],
): Promise<void> {
  await db
    .delete(userRoles)
    .where(and(eq(userRoles.platformId, platformId), eq(userRoles.userId, userId), eq(userRoles.programId, programId)));
  forgetSessionUserOn(platformId, userId);
  if (roleIds.length === 0) return;
  await db.insert(userRoles).values(roleIds.map((roleId) => ({ platformId, userId, roleId, programId })));
}

export async function grant(
  db: Db,
  platformId: string,
  userId: string,
  roleId: string,
  programId: string | null = null,
) {
  await db.insert(userRoles).values({ platformId, userId, roleId, programId }).onConflictDoNothing();
  forgetSessionUserOn(platformId, userId);
}

/** Whether the user holds a role on at least one program of the platform (SPEC §6 connected programs). */
export async function hasProgramRole(db: Db, platformId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.platformId, platformId), eq(userRoles.userId, userId), isNotNull(userRoles.programId)))
    .limit(1);
  return row !== undefined;
}

/** A program deleted for good takes its roles with it (user_roles.program_id has no foreign key). */
export async function removeProgramRoles(db: Db, platformId: string, programId: string): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.platformId, platformId), eq(userRoles.programId, programId)));
  forgetPlatformSessionUsers(platformId);
}

export interface AdminRoleHolding {
  userId: string;
  roleId: string;
  permissions: string[];
}

/**
 * Platform roles of the platform's active, joined members that matter to the lock-out rule: those granting
 * a permission that manages admins or roles, plus every role of `userId` and every holder of `roleId`.
 */
export async function listAdminRoleHoldings(
  db: Db,
  platformId: string,
  around: { userId?: string; roleId?: string },
): Promise<AdminRoleHolding[]> {
  const managing = sql`${roles.permissions} && ${textArray(MANAGES_ADMINS_AND_ROLES)}`;
  return db
    .select({ userId: userRoles.userId, roleId: roles.id, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(
      platformMemberships,
      and(
        eq(platformMemberships.platformId, platformId),
        eq(platformMemberships.userId, userRoles.userId),
        eq(platformMemberships.status, 'active'),
        // An invitation not taken up yet administers nothing: it may never be.
        isNotNull(platformMemberships.joinedAt),
      ),
    )
    .where(
      and(
        eq(userRoles.platformId, platformId),
        isNull(userRoles.programId),
        or(
          managing,
          around.userId ? eq(userRoles.userId, around.userId) : undefined,
          around.roleId ? eq(roles.id, around.roleId) : undefined,
        ),
      ),
    );
}

/** The people whose roles grant `permission` on a program: on the whole platform or on that program. */
export async function usersGrantedOn(
  db: Db,
  platformId: string,
  programId: string,
  permission: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.platformId, platformId),
        or(isNull(userRoles.programId), eq(userRoles.programId, programId)),
        sql`${permission} = any(${roles.permissions})`,
      ),
    );
  return rows.map((row) => row.userId);
}
