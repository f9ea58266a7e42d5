import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { userIdentities } from '../../../db/schema/auth';

/** The user an external identity belongs to: keyed by issuer and subject, never by email. */
export async function findUserId(db: Db, issuer: string, subject: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.userId;
}

/** Links an identity; when a parallel callback linked it first, the earlier link wins. */
export async function link(db: Db, issuer: string, subject: string, userId: string): Promise<string> {
  await db.insert(userIdentities).values({ issuer, subject, userId }).onConflictDoNothing();
  return (await findUserId(db, issuer, subject)) ?? userId;
}

/** Whether the user signs in through Google (the only external identity provider): a public vote may ask for it. */
export async function hasGoogleIdentity(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .limit(1);
  return Boolean(row);
}
