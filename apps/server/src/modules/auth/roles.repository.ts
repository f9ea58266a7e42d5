import { BUILTIN_ROLE_PERMISSIONS, ROLE_KEYS, type RoleKey } from '@opencall/shared/auth';
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
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

/** The user's roles on the platform, plus those on one program when given. */
export async function listUserRoles(db: Db, platformId: string, userId: string, programId?: string) {
  const scope = programId
    ? or(isNull(userRoles.programId), eq(userRoles.programId, programId))
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
  if (programId === null) forgetSessionUserOn(platformId, userId);
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
}
