import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { categories } from '../../db/schema/programs';
import { type Conn, isUuid } from './programs.repository';

/** A step as stored in `categories.steps`. */
export interface StoredStep {
  id: string;
  type: 'form' | 'textarea' | 'validation';
  titles: Record<string, string>;
  config: { form_id?: string; content?: string };
}

export type CategoryRow = Omit<typeof categories.$inferSelect, 'steps'> & { steps: StoredStep[] };

const programScope = (platformId: string, programId: string) =>
  and(eq(categories.platformId, platformId), eq(categories.programId, programId));

/** The program's categories in their order. */
export async function list(db: Conn, platformId: string, programId: string): Promise<CategoryRow[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(programScope(platformId, programId))
    .orderBy(asc(categories.position), asc(categories.createdAt), asc(categories.id));
  return rows as CategoryRow[];
}

/** A category of the program (none for an id that is not a UUID); `forUpdate` locks it for a change. */
export async function find(
  db: Conn,
  platformId: string,
  programId: string,
  categoryId: string,
  forUpdate = false,
): Promise<CategoryRow | undefined> {
  if (!isUuid(categoryId)) return undefined;
  const query = db
    .select()
    .from(categories)
    .where(and(programScope(platformId, programId), eq(categories.id, categoryId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row as CategoryRow | undefined;
}

export async function countAndLastPosition(db: Conn, platformId: string, programId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<number | null>`max(${categories.position})` })
    .from(categories)
    .where(programScope(platformId, programId));
  return { count: Number(row?.n ?? 0), lastPosition: row?.last === null ? -1 : Number(row?.last ?? -1) };
}

export async function insert(
  db: Conn,
  platformId: string,
  programId: string,
  values: { titles: Record<string, string>; steps: StoredStep[]; position: number },
): Promise<CategoryRow> {
  const [row] = await db
    .insert(categories)
    .values({ ...values, platformId, programId })
    .returning();
  if (!row) throw new Error('category insert returned nothing');
  return row as CategoryRow;
}

export async function update(
  db: Conn,
  platformId: string,
  programId: string,
  categoryId: string,
  values: { titles?: Record<string, string>; steps?: StoredStep[] },
): Promise<CategoryRow> {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(programScope(platformId, programId), eq(categories.id, categoryId)))
    .returning();
  if (!row) throw new Error('category update matched nothing');
  return row as CategoryRow;
}

export async function remove(db: Conn, platformId: string, programId: string, categoryId: string): Promise<void> {
  await db.delete(categories).where(and(programScope(platformId, programId), eq(categories.id, categoryId)));
}

/** Positions follow the order of `ids`, in one statement. */
export async function setOrder(db: Conn, platformId: string, programId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`update ${categories} set position = v.pos - 1, updated_at = now()
    from unnest(array[${list}]::uuid[]) with ordinality as v(id, pos)
    where ${categories.id} = v.id and ${categories.platformId} = ${platformId} and ${categories.programId} = ${programId}`);
}

export interface ImportCategory {
  id: string;
  titles: Record<string, string>;
  steps: StoredStep[];
}

export async function listStepsForImport(db: Conn, platformId: string, programId: string): Promise<ImportCategory[]> {
  const rows = await db
    .select({ id: categories.id, titles: categories.titles, steps: categories.steps })
    .from(categories)
    .where(and(eq(categories.platformId, platformId), eq(categories.programId, programId)))
    .orderBy(asc(categories.position), asc(categories.createdAt), asc(categories.id));
  return rows as ImportCategory[];
}

/** Which of `ids` are categories of the program (other modules' filters name them). */
export async function existingIds(db: Conn, platformId: string, programId: string, ids: readonly string[]) {
  const candidates = ids.filter(isUuid);
  if (candidates.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.platformId, platformId),
        eq(categories.programId, programId),
        inArray(categories.id, candidates),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
