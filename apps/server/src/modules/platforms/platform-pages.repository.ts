import type { PlatformPageKind } from '@opencall/shared/platforms';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformPages } from '../../db/schema/platforms';

export interface PlatformPageRow {
  contents: Record<string, string>;
  updatedAt: Date;
}

export async function find(db: Db, platformId: string, kind: PlatformPageKind): Promise<PlatformPageRow | undefined> {
  const [row] = await db
    .select({ contents: platformPages.contents, updatedAt: platformPages.updatedAt })
    .from(platformPages)
    .where(and(eq(platformPages.platformId, platformId), eq(platformPages.kind, kind)))
    .limit(1);
  return row;
}

/** Writes the page's texts whole, creating the row the first time. */
export async function upsert(
  db: Db,
  platformId: string,
  kind: PlatformPageKind,
  contents: Record<string, string>,
): Promise<PlatformPageRow> {
  const updatedAt = new Date();
  const [row] = await db
    .insert(platformPages)
    .values({ platformId, kind, contents, updatedAt })
    .onConflictDoUpdate({ target: [platformPages.platformId, platformPages.kind], set: { contents, updatedAt } })
    .returning({ contents: platformPages.contents, updatedAt: platformPages.updatedAt });
  if (!row) throw new Error('platform page upsert returned nothing');
  return row;
}
