import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platforms } from '../../db/schema';

export async function findMfaRequirement(db: Db, platformId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: platforms.mfaRequiredForAdmins })
    .from(platforms)
    .where(eq(platforms.id, platformId))
    .limit(1);
  return row?.required ?? false;
}

export async function updateMfaRequirement(db: Db, platformId: string, required: boolean): Promise<void> {
  await db
    .update(platforms)
    .set({ mfaRequiredForAdmins: required, updatedAt: new Date() })
    .where(eq(platforms.id, platformId));
}
