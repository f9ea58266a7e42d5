import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformMemberships } from '../../db/schema/auth';
import { platforms } from '../../db/schema/platforms';

/** Live platforms the user joined and is an active member of (a pending invitation is not one), oldest first. */
export async function listConnectedPlatforms(db: Db, userId: string, limit: number) {
  return db
    .select({ id: platforms.id, name: platforms.name, domains: platforms.domains, slug: platforms.slug })
    .from(platformMemberships)
    .innerJoin(platforms, eq(platforms.id, platformMemberships.platformId))
    .where(
      and(
        eq(platformMemberships.userId, userId),
        eq(platformMemberships.status, 'active'),
        isNotNull(platformMemberships.joinedAt),
        eq(platforms.deleted, false),
      ),
    )
    .orderBy(platformMemberships.createdAt)
    .limit(limit);
}
