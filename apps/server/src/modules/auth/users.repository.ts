import { PERMISSIONS } from '@opencall/shared/auth';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformMemberships, roles, userRoles, users } from '../../db/schema/auth';
import { forgetSessionUser, forgetSessionUserOn } from './session-user-cache';

export type UserRow = typeof users.$inferSelect;

export async function findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function insert(
  db: Db,
  input: Pick<UserRow, 'email' | 'firstname' | 'lastname'> &
    Partial<Pick<UserRow, 'passwordHash' | 'locale' | 'superAdmin' | 'emailVerifiedAt'>>,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(input).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function update(
  db: Db,
  userId: string,
  values: Partial<Omit<UserRow, 'id' | 'createdAt'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
  forgetSessionUser(userId);
}

/** Ends every session: access tokens of an older epoch are refused from now on. */
export async function bumpSessionEpoch(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionEpoch: sql`${users.sessionEpoch} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
  forgetSessionUser(userId);
}

/** Accepts a TOTP step only if it is later than the last one used (a code is usable once). */
export async function claimMfaStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), sql`coalesce(${users.mfaLastStep}, -1) < ${step}`))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function findMembership(db: Db, platformId: string, userId: string) {
  const [row] = await db
    .select()
    .from(platformMemberships)
    .where(and(eq(platformMemberships.platformId, platformId), eq(platformMemberships.userId, userId)))
    .limit(1);
  return row;
}

/** Access granted or withdrawn by an administrator; who joined, and when, is left as it was. */
export async function upsertMembership(
  db: Db,
  platformId: string,
  userId: string,
  status: 'active' | 'revoked' = 'active',
): Promise<void> {
  await db
    .insert(platformMemberships)
    .values({ platformId, userId, status })
    .onConflictDoUpdate({
      target: [platformMemberships.platformId, platformMemberships.userId],
      set: { status, updatedAt: new Date() },
    });
  forgetSessionUserOn(platformId, userId);
}

/**
 * An administrator's invitation: a membership the person has not joined yet, showing only the names
 * the inviter typed. An existing membership keeps who joined; a revoked one is given back.
 */
export async function inviteToPlatform(
  db: Db,
  platformId: string,
  userId: string,
  typed: { firstname?: string; lastname?: string },
): Promise<void> {
  const invitedFirstname = typed.firstname ?? '';
  const invitedLastname = typed.lastname ?? '';
  await db
    .insert(platformMemberships)
    .values({ platformId, userId, status: 'active', joinedAt: null, invitedFirstname, invitedLastname })
    .onConflictDoUpdate({
      target: [platformMemberships.platformId, platformMemberships.userId],
      set: { status: 'active', invitedFirstname, invitedLastname, updatedAt: new Date() },
    });
  forgetSessionUserOn(platformId, userId);
}

/** The person joins the platform themself: an active membership, with the terms they accepted if any. */
export async function joinPlatform(
  db: Db,
  platformId: string,
  userId: string,
  terms?: { version: string },
): Promise<void> {
  const now = new Date();
  const accepted = terms ? { termsAcceptedAt: now, termsVersion: terms.version } : {};
  await db
    .insert(platformMemberships)
    .values({ platformId, userId, status: 'active', joinedAt: now, ...accepted })
    .onConflictDoUpdate({
      target: [platformMemberships.platformId, platformMemberships.userId],
      set: { joinedAt: sql`coalesce(${platformMemberships.joinedAt}, ${now})`, ...accepted, updatedAt: now },
    });
  forgetSessionUserOn(platformId, userId);
}

/**
 * Ends the user's sessions on this platform only: its access tokens carry the older membership epoch.
 * False when the user has no membership here (a super admin): nothing was bumped.
 */
export async function bumpMembershipEpoch(db: Db, platformId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(platformMemberships)
    .set({ sessionEpoch: sql`${platformMemberships.sessionEpoch} + 1`, updatedAt: new Date() })
    .where(and(eq(platformMemberships.platformId, platformId), eq(platformMemberships.userId, userId)))
    .returning({ userId: platformMemberships.userId });
  forgetSessionUserOn(platformId, userId);
  return rows.length > 0;
}

/**
 * Everything a request needs to know about its user on a platform, in one query (it runs on every
 * authenticated call): the user, its membership status and its platform roles' permissions.
 */
export async function findSessionUser(db: Db, platformId: string, userId: string) {
  const [row] = await db
    .select({
      user: users,
      membershipStatus: platformMemberships.status,
      joinedAt: platformMemberships.joinedAt,
      membershipEpoch: platformMemberships.sessionEpoch,
      // Platform roles count whole; a role on a program opens the back office door (SPEC §6: the admin
      // area is for people with a program) and grants nothing else here: its permissions are checked
      // on that program's routes only.
      permissions: sql<string[]>`coalesce(array_agg(distinct perm.value) filter (where perm.value is not null
        and (${userRoles.programId} is null or perm.value = ${PERMISSIONS.backOfficeAccess})), '{}')`,
    })
    .from(users)
    .leftJoin(
      platformMemberships,
      and(eq(platformMemberships.userId, users.id), eq(platformMemberships.platformId, platformId)),
    )
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.platformId, platformId)))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(sql`lateral unnest(${roles.permissions}) as perm(value)`, sql`true`)
    .where(eq(users.id, userId))
    .groupBy(users.id, platformMemberships.status, platformMemberships.joinedAt, platformMemberships.sessionEpoch);
  return row;
}
