import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformMemberships, platforms } from '../../db/schema';

/** Live platforms where the user is an active member, most recent membership first. */
export async function listConnectedPlatforms(db: Db, userId: string, limit: number) {
  return db
    .select({ id: platforms.id, name: platforms.name, domains: platforms.domains, slug: platforms.slug })
    .from(platformMemberships)
    .innerJoin(platforms, eq(platforms.id, platformMemberships.platformId))
    .where(
      and(
        eq(platformMemberships.userId, userId),
        eq(platformMemberships.status, 'active'),
        eq(platforms.deleted, false),
      ),
    )
    .orderBy(platformMemberships.createdAt)
    .limit(limit);
}
