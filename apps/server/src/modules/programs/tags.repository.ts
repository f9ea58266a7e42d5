import { AppError } from '@opencall/shared/errors';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { tags } from '../../db/schema/programs';
import { type Conn, isUniqueViolation, isUuid } from './programs.repository';

export type TagRow = typeof tags.$inferSelect;

const programScope = (platformId: string, programId: string) =>
  and(eq(tags.platformId, platformId), eq(tags.programId, programId));

function rethrowNameTaken(error: unknown): never {
  // The catalogue has no code of its own for this: a field error the form shows under the name.
  if (isUniqueViolation(error, 'tags_program_name_key')) {
    throw new AppError('validation_failed', { details: [{ field: 'name', reason: 'taken' }] });
  }
  throw error;
}

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return ilike(tags.name, containsPattern(search));
}

export async function find(db: Conn, platformId: string, programId: string, tagId: string) {
  if (!isUuid(tagId)) return undefined;
  const [row] = await db
    .select()
    .from(tags)
    .where(and(programScope(platformId, programId), eq(tags.id, tagId)));
  return row;
}

/** Keyset pages by name (unique in a program, so the name alone orders them). */
export async function list(
  db: Conn,
  platformId: string,
  programId: string,
  options: { perPage: number; search?: string; after?: string },
) {
  const keyset = options.after
    ? sql`${tags.name} > (select c.name from ${tags} c where c.platform_id = ${platformId} and c.id = ${options.after})`
    : undefined;
  return db
    .select()
    .from(tags)
    .where(and(programScope(platformId, programId), searchFilter(options.search), keyset))
    .orderBy(asc(tags.name))
    .limit(options.perPage);
}

export async function count(db: Conn, platformId: string, programId: string, search: string | undefined) {
  const filter = searchFilter(search) ?? sql`true`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      totalFiltred: sql<number>`(count(*) filter (where ${filter}))::int`,
    })
    .from(tags)
    .where(programScope(platformId, programId));
  return { total: Number(row?.total ?? 0), totalFiltred: Number(row?.totalFiltred ?? 0) };
}

export async function insert(
  db: Conn,
  platformId: string,
  programId: string,
  values: { name: string; color?: string },
): Promise<TagRow> {
  try {
    const [row] = await db
      .insert(tags)
      .values({ ...values, platformId, programId })
      .returning();
    if (!row) throw new Error('tag insert returned nothing');
    return row;
  } catch (error) {
    rethrowNameTaken(error);
  }
}

export async function update(
  db: Conn,
  platformId: string,
  programId: string,
  tagId: string,
  values: { name?: string; color?: string },
): Promise<TagRow> {
  try {
    const [row] = await db
      .update(tags)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(programScope(platformId, programId), eq(tags.id, tagId)))
      .returning();
    if (!row) throw new AppError('not_found', { details: { entity: 'tag' } });
    return row;
  } catch (error) {
    rethrowNameTaken(error);
  }
}

export async function remove(db: Conn, platformId: string, programId: string, tagId: string): Promise<void> {
  await db.delete(tags).where(and(programScope(platformId, programId), eq(tags.id, tagId)));
}

/** Which of `ids` are tags of the program (other modules' filters name them). */
export async function existingIds(db: Conn, platformId: string, programId: string, ids: readonly string[]) {
  const candidates = ids.filter(isUuid);
  if (candidates.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(programScope(platformId, programId), inArray(tags.id, candidates)));
  return new Set(rows.map((row) => row.id));
}
