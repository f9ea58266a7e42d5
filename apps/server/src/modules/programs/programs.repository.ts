import { AppError } from '@opencall/shared/errors';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { roles, userRoles } from '../../db/schema/auth';
import { programs } from '../../db/schema/programs';

export type Conn = Db | Tx;
export type ProgramRow = typeof programs.$inferSelect;
export type ProgramValues = Partial<Omit<typeof programs.$inferInsert, 'id' | 'platformId' | 'createdAt'>>;
type LiveStatus = 'active' | 'archived' | 'deleted';

import { isUniqueViolation } from '../../db/unique-violation';
import { isUuid } from '../../db/uuid';

export { isUniqueViolation, isUuid };

function rethrowSlugTaken(error: unknown): never {
  if (isUniqueViolation(error, 'programs_platform_slug_key')) {
    throw new AppError('slug_taken', { details: [{ field: 'slug', reason: 'taken' }] });
  }
  throw error;
}

type Scope = 'any' | 'live' | 'trash';

function scopeFilter(scope: Scope): SQL | undefined {
  if (scope === 'live') return inArray(programs.status, ['active', 'archived']);
  if (scope === 'trash') return eq(programs.status, 'deleted');
  return undefined;
}

/** A program of the platform; `live` excludes the trash, `trash` keeps only it. */
export async function find(
  db: Conn,
  platformId: string,
  programId: string,
  options: { scope?: Scope; forUpdate?: boolean } = {},
): Promise<ProgramRow | undefined> {
  if (!isUuid(programId)) return undefined;
  const query = db
    .select()
    .from(programs)
    .where(and(eq(programs.platformId, platformId), eq(programs.id, programId), scopeFilter(options.scope ?? 'any')));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Like `find`, but a missing program (or one of another platform) answers 404. */
export async function get(
  db: Conn,
  platformId: string,
  programId: string,
  options: { scope?: Scope; forUpdate?: boolean } = {},
): Promise<ProgramRow> {
  const row = await find(db, platformId, programId, options);
  if (!row) throw new AppError('not_found', { details: { entity: 'program' } });
  return row;
}

/** A program by its address (slug), in the trash or not; 404 when the platform has none. */
export async function getBySlug(db: Conn, platformId: string, slug: string): Promise<ProgramRow> {
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.platformId, platformId), eq(programs.slug, slug)))
    .limit(1);
  if (!row) throw new AppError('not_found', { details: { entity: 'program' } });
  return row;
}

export async function insert(
  db: Conn,
  platformId: string,
  values: ProgramValues & { slug: string },
): Promise<ProgramRow> {
  try {
    const [row] = await db
      .insert(programs)
      .values({ ...values, platformId })
      .returning();
    if (!row) throw new Error('program insert returned nothing');
    return row;
  } catch (error) {
    rethrowSlugTaken(error);
  }
}

export async function update(db: Conn, platformId: string, programId: string, values: ProgramValues) {
  try {
    const [row] = await db
      .update(programs)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(programs.platformId, platformId), eq(programs.id, programId)))
      .returning();
    if (!row) throw new AppError('not_found', { details: { entity: 'program' } });
    return row;
  } catch (error) {
    rethrowSlugTaken(error);
  }
}

export async function remove(db: Conn, platformId: string, programId: string): Promise<void> {
  await db.delete(programs).where(and(eq(programs.platformId, platformId), eq(programs.id, programId)));
}

export function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return searchClause(containsPattern(search));
}

/** The search clause with its pattern given (a value or a placeholder). */
function searchClause(pattern: unknown): SQL {
  // Scanned only inside the (platform, status) index range, so a platform's own programs bound the cost.
  return sql`(${programs.slug} ilike ${pattern} or exists (
    select 1 from jsonb_each_text(${programs.titles}) as t(lang, title) where t.title ilike ${pattern}))`;
}

/** The position of a program in the newest-first order, read in SQL so microseconds are kept. */
function cursorRow(platformId: unknown, cursorId: unknown) {
  return sql`(select c.created_at, c.id from ${programs} c where c.platform_id = ${platformId} and c.id = ${cursorId})`;
}

/** Only the programs on which the user holds a role granting `permission` (SPEC §6 roles per program). */
export interface HeldBy {
  userId: string;
  permission: string;
}

function heldByFilter(heldBy: HeldBy | undefined): SQL | undefined {
  if (!heldBy) return undefined;
  return heldByClause(heldBy.userId, heldBy.permission);
}

function heldByClause(userId: unknown, permission: unknown): SQL {
  return sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.platformId} = ${programs.platformId} and ${userRoles.programId} = ${programs.id}
    and ${userRoles.userId} = ${userId} and ${permission} = any(${roles.permissions}))`;
}

export interface ListOptions {
  statuses: readonly LiveStatus[];
  search?: string;
  heldBy?: HeldBy;
  /** Rows to read: one more than the page size tells whether another page follows. */
  take: number;
  /** `after`: older than the cursor (newest first); `before`: newer than it, read oldest first. */
  cursor?: { direction: 'after' | 'before'; id: string };
}

/** What a list shows of a program (toProgram): neither its export settings nor its bookkeeping. */
const listColumns = {
  id: programs.id,
  slug: programs.slug,
  titles: programs.titles,
  descriptions: programs.descriptions,
  defaultLang: programs.defaultLang,
  supportedLangs: programs.supportedLangs,
  status: programs.status,
  visibility: programs.visibility,
  openingAt: programs.openingAt,
  closingAt: programs.closingAt,
  timezone: programs.timezone,
  publishedAt: programs.publishedAt,
  features: programs.features,
  publicConfig: programs.publicConfig,
  createdAt: programs.createdAt,
  updatedAt: programs.updatedAt,
};
export type ProgramListRow = Pick<ProgramRow, keyof typeof listColumns>;

interface ListShape {
  statuses: readonly LiveStatus[];
  search: boolean;
  heldBy: boolean;
  cursor: 'after' | 'before' | undefined;
}

/**
 * PERFORMANCE G4: the (platform, status, created_at, id) index gives each status bucket newest
 * first, but not two buckets at once, where one `status in (…)` scan would read and sort every
 * program of the platform for each page. So each bucket is read on its own, in index order and at
 * most `take` rows deep, and the database merges them (Merge Append): a page costs the same with
 * ten programs or ten thousand.
 */
function listQuery(db: Conn, shape: ListShape) {
  const placeholder = sql.placeholder;
  const position = sql`(${programs.createdAt}, ${programs.id})`;
  const cursor = cursorRow(placeholder('platformId'), placeholder('cursorId'));
  const keyset =
    shape.cursor === 'after'
      ? sql`${position} < ${cursor}`
      : shape.cursor === 'before'
        ? sql`${position} > ${cursor}`
        : undefined;
  const direction = shape.cursor === 'before' ? asc : desc;
  const bucket = (status: LiveStatus) =>
    db
      .select(listColumns)
      .from(programs)
      .where(
        and(
          eq(programs.platformId, placeholder('platformId')),
          // A literal: the bucket names the index range, for the plan and the database's statistics.
          eq(programs.status, sql.raw(`'${status}'`)),
          shape.search ? searchClause(placeholder('pattern')) : undefined,
          shape.heldBy ? heldByClause(placeholder('userId'), placeholder('permission')) : undefined,
          keyset,
        ),
      )
      .orderBy(direction(programs.createdAt), direction(programs.id))
      .limit(placeholder('take'));
  const [first, ...others] = shape.statuses.map(bucket);
  if (!first) throw new Error('a programs list needs a status');
  if (others.length === 0) return first;
  return first
    .unionAll(others[0] as typeof first)
    .orderBy(direction(programs.createdAt), direction(programs.id))
    .limit(placeholder('take'));
}

type PreparedList = ReturnType<ReturnType<typeof listQuery>['prepare']>;

// PERFORMANCE G4, as for the responses list: building the page's SQL and having the database parse
// it cost more than running it. Each shape (buckets, search, role filter, cursor side; 48 at most)
// is built once per database handle and prepared under its own name; only the values change.
const preparedLists = new WeakMap<Conn, Map<string, PreparedList>>();

/** Keyset page on (created_at, id) within the status buckets; `before` pages come back oldest first. */
export async function list(db: Conn, platformId: string, options: ListOptions): Promise<ProgramListRow[]> {
  const shape: ListShape = {
    statuses: [...new Set(options.statuses)].sort(),
    search: Boolean(options.search),
    heldBy: Boolean(options.heldBy),
    cursor: options.cursor?.direction,
  };
  const key = `${shape.statuses.join(',')}|${shape.search}|${shape.heldBy}|${shape.cursor ?? ''}`;
  let queries = preparedLists.get(db);
  if (!queries) {
    queries = new Map();
    preparedLists.set(db, queries);
  }
  let prepared = queries.get(key);
  if (!prepared) {
    prepared = listQuery(db, shape).prepare(`programs_page_${key.replace(/[^a-z]+/g, '_')}`);
    queries.set(key, prepared);
  }
  return prepared.execute({
    platformId,
    take: options.take,
    ...(options.search && { pattern: containsPattern(options.search) }),
    ...(options.heldBy && { userId: options.heldBy.userId, permission: options.heldBy.permission }),
    ...(options.cursor && { cursorId: options.cursor.id }),
  });
}

/** Both totals of a list in one pass over the bucket's index range. */
export async function count(
  db: Conn,
  platformId: string,
  statuses: readonly LiveStatus[],
  search: string | undefined,
  heldBy?: HeldBy,
): Promise<{ total: number; totalFiltred: number }> {
  const filter = searchFilter(search) ?? sql`true`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      totalFiltred: sql<number>`(count(*) filter (where ${filter}))::int`,
    })
    .from(programs)
    .where(and(eq(programs.platformId, platformId), inArray(programs.status, [...statuses]), heldByFilter(heldBy)));
  return { total: Number(row?.total ?? 0), totalFiltred: Number(row?.totalFiltred ?? 0) };
}

/** The columns and order of a program's exports (SPEC `export-config`). */
export async function saveExportConfig(db: Conn, platformId: string, programId: string, config: object) {
  await db
    .update(programs)
    .set({ exportConfig: config as Record<string, unknown>, updatedAt: new Date() })
    .where(and(eq(programs.platformId, platformId), eq(programs.id, programId)));
}

/** The live programs someone works on (all of them without `heldBy`): what a list across programs needs to name them. */
export async function listWorkable(db: Conn, platformId: string, heldBy: HeldBy | undefined) {
  return db
    .select({ id: programs.id, slug: programs.slug, titles: programs.titles, defaultLang: programs.defaultLang })
    .from(programs)
    .where(and(eq(programs.platformId, platformId), scopeFilter('live'), heldByFilter(heldBy)));
}
