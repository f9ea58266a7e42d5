import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';

export type FileRow = typeof files.$inferSelect;
export type NewFile = Omit<typeof files.$inferInsert, 'id' | 'platformId' | 'createdAt'>;

export async function insert(db: Db, platformId: string, values: NewFile): Promise<FileRow> {
  const [row] = await db
    .insert(files)
    .values({ ...values, platformId })
    .returning();
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

/** The platform's file stored under `key` (keys are unique, but a key of another platform is not found). */
export async function findByKey(db: Db, platformId: string, key: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.platformId, platformId), eq(files.key, key)));
  return row;
}
