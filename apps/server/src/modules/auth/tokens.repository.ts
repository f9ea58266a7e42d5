import { and, eq, gt, inArray, isNull, lt, max, min, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mfaRecoveryCodes, oneTimeTokens, refreshTokens, throttleEvents } from '../../db/schema/auth';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type OneTimeKind = (typeof oneTimeTokens.$inferSelect)['kind'];

export async function insertRefreshToken(
  db: Db,
  platformId: string,
  input: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({ platformId, ...input });
}

/** Locks the token's row so two refreshes with the same token are decided one after the other. */
export async function findRefreshTokenForUpdate(db: Db, platformId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.platformId, platformId), eq(refreshTokens.tokenHash, tokenHash)))
    .for('update')
    .limit(1);
  return row;
}

/** When the family's first token was issued: the sign-in that started the session. */
export async function findFamilyStart(db: Db, platformId: string, familyId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ startedAt: min(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.platformId, platformId), eq(refreshTokens.familyId, familyId)));
  return row?.startedAt ?? undefined;
}

export async function markRefreshTokenUsed(db: Db, platformId: string, id: string, successorSealed: string) {
  await db
    .update(refreshTokens)
    .set({ usedAt: new Date(), successorSealed })
    .where(and(eq(refreshTokens.platformId, platformId), eq(refreshTokens.id, id)));
}

export async function revokeFamily(db: Db, platformId: string, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), successorSealed: null })
    .where(and(eq(refreshTokens.platformId, platformId), eq(refreshTokens.familyId, familyId)));
}

/** Every session of the user, on every platform (logout, password and MFA changes). */
export async function revokeAllForUser(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), successorSealed: null })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Every session of the user on one platform (an administrator's act there, a logout there). */
export async function revokeAllForUserOn(db: Db, platformId: string, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), successorSealed: null })
    .where(
      and(eq(refreshTokens.platformId, platformId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)),
    );
}

export async function insertOneTimeToken(
  db: Db,
  platformId: string,
  input: { userId: string; kind: OneTimeKind; tokenHash: string; expiresAt: Date; newEmail?: string | null },
): Promise<void> {
  await db.insert(oneTimeTokens).values({ platformId, ...input });
}

/** Marks the platform's unused links of that kind that also match `match` used. */
function spendOneTimeTokens(db: Db, platformId: string, kind: OneTimeKind, match: SQL | undefined) {
  return db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(oneTimeTokens.platformId, platformId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt), match),
    );
}

/** The user's unused links of that kind on the platform are spent (a newer one replaces them). */
export async function expireOneTimeTokens(db: Db, platformId: string, userId: string, kind: OneTimeKind) {
  await spendOneTimeTokens(db, platformId, kind, eq(oneTimeTokens.userId, userId));
}

/** Marks an unused, unexpired link of that kind used, and answers its user; undefined otherwise. */
export async function consumeOneTimeToken(db: Db, platformId: string, kind: OneTimeKind, tokenHash: string) {
  const [row] = await spendOneTimeTokens(
    db,
    platformId,
    kind,
    and(eq(oneTimeTokens.tokenHash, tokenHash), gt(oneTimeTokens.expiresAt, new Date())),
  ).returning({ userId: oneTimeTokens.userId, newEmail: oneTimeTokens.newEmail });
  return row;
}

export async function countThrottleEvents(db: Db, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.createdAt, since)));
  return Number(row?.count ?? 0);
}

export async function recordThrottleEvents(db: Db, keys: string[]): Promise<void> {
  if (keys.length) await db.insert(throttleEvents).values(keys.map((key) => ({ key })));
}

/** Per key: how many events since `since`, and when the latest happened. */
export async function summarizeThrottleEvents(db: Db, keys: string[], since: Date) {
  const rows = await db
    .select({
      key: throttleEvents.key,
      count: sql<number>`count(*)::int`,
      lastAt: max(throttleEvents.createdAt),
    })
    .from(throttleEvents)
    .where(and(inArray(throttleEvents.key, keys), gt(throttleEvents.createdAt, since)))
    .groupBy(throttleEvents.key);
  return new Map(rows.map((row) => [row.key, { count: Number(row.count), lastAt: row.lastAt }]));
}

export async function deleteThrottleEvents(db: Db, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(throttleEvents).where(inArray(throttleEvents.key, keys));
}

/** Old events no longer count; dropping them keeps the table small. */
export async function pruneThrottleEvents(db: Db, before: Date): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.createdAt, before));
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  if (codeHashes.length) await db.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function consumeRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}
