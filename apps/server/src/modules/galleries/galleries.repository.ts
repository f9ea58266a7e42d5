import { AppError } from '@opencall/shared/errors';
import { and, asc, desc, eq, ilike, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { olderThan, totals, withUniqueSlug } from '../../db/program-lists';
import { applications } from '../../db/schema/applications';
import { galleries, galleryEntries } from '../../db/schema/galleries';
import { isUuid } from '../../db/uuid';

export type Conn = Db | Tx;
export type GalleryRow = typeof galleries.$inferSelect;
export type GalleryValues = Partial<
  Omit<typeof galleries.$inferInsert, 'id' | 'platformId' | 'programId' | 'createdAt' | 'updatedAt'>
>;
export type GalleryWithCount = GalleryRow & { entryCount: number };

const programScope = (platformId: string, programId: string) =>
  and(eq(galleries.platformId, platformId), eq(galleries.programId, programId));

// Qualified by hand: in a one-table select drizzle writes `${galleries.id}` as a bare "id".
const entryCount = sql<number>`(select count(*)::int from ${galleryEntries} e where e.gallery_id = "galleries"."id")`;

const counted = (row: { gallery: GalleryRow; entryCount: number }): GalleryWithCount => ({
  ...row.gallery,
  entryCount: Number(row.entryCount),
});

const galleryList = {
  table: galleries,
  id: galleries.id,
  platformId: galleries.platformId,
  createdAt: galleries.createdAt,
};
const SLUG_KEY = 'galleries_program_slug_key';

/** A gallery of the program, by id or by its address (slug). */
export async function find(
  db: Conn,
  platformId: string,
  programId: string,
  ref: string,
  options: { forUpdate?: boolean } = {},
): Promise<GalleryWithCount | undefined> {
  const byRef = isUuid(ref) ? eq(galleries.id, ref) : eq(galleries.slug, ref);
  const query = db
    .select({ gallery: galleries, entryCount })
    .from(galleries)
    .where(and(programScope(platformId, programId), byRef));
  const [row] = options.forUpdate ? await query.for('update', { of: galleries }) : await query;
  return row ? counted(row) : undefined;
}

/** A gallery of the platform by id, whatever its program (the public page, the media stream). */
export async function findById(db: Conn, platformId: string, galleryId: string): Promise<GalleryRow | undefined> {
  if (!isUuid(galleryId)) return undefined;
  const [row] = await db
    .select()
    .from(galleries)
    .where(and(eq(galleries.platformId, platformId), eq(galleries.id, galleryId)));
  return row;
}

const searchFilter = (search?: string): SQL | undefined =>
  search ? ilike(galleries.name, containsPattern(search)) : undefined;

/** Keyset pages of the program's galleries, newest first; `after` is the last gallery of the previous page. */
export async function list(
  db: Conn,
  platformId: string,
  programId: string,
  options: { perPage: number; search?: string; after?: string },
): Promise<GalleryWithCount[]> {
  const keyset = olderThan(galleryList, platformId, options.after);
  const rows = await db
    .select({ gallery: galleries, entryCount })
    .from(galleries)
    .where(and(programScope(platformId, programId), searchFilter(options.search), keyset))
    .orderBy(desc(galleries.createdAt), desc(galleries.id))
    .limit(options.perPage);
  return rows.map(counted);
}

export function count(db: Conn, platformId: string, programId: string, options: { search?: string }) {
  return totals(db, galleryList, programScope(platformId, programId), searchFilter(options.search));
}

export function insert(
  db: Conn,
  platformId: string,
  programId: string,
  values: GalleryValues & { slug: string; name: string },
): Promise<GalleryRow> {
  return withUniqueSlug(SLUG_KEY, async () => {
    const [row] = await db
      .insert(galleries)
      .values({ ...values, platformId, programId })
      .returning();
    if (!row) throw new Error('gallery insert returned nothing');
    return row;
  });
}

export function update(
  db: Conn,
  platformId: string,
  programId: string,
  galleryId: string,
  values: GalleryValues,
): Promise<GalleryRow> {
  return withUniqueSlug(SLUG_KEY, async () => {
    const [row] = await db
      .update(galleries)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(programScope(platformId, programId), eq(galleries.id, galleryId)))
      .returning();
    if (!row) throw new AppError('not_found', { details: { entity: 'gallery' } });
    return row;
  });
}

export async function remove(db: Conn, platformId: string, programId: string, galleryId: string): Promise<void> {
  await db.delete(galleries).where(and(programScope(platformId, programId), eq(galleries.id, galleryId)));
}

/** The gallery's application ids in their order. */
export async function entryIds(db: Conn, platformId: string, galleryId: string): Promise<string[]> {
  const rows = await db
    .select({ id: galleryEntries.applicationId })
    .from(galleryEntries)
    .where(and(eq(galleryEntries.platformId, platformId), eq(galleryEntries.galleryId, galleryId)))
    .orderBy(asc(galleryEntries.position));
  return rows.map((row) => row.id);
}

/** Whether the application is one of the gallery's entries. */
export async function hasEntry(db: Conn, platformId: string, galleryId: string, applicationId: string) {
  if (!isUuid(applicationId)) return false;
  const [row] = await db
    .select({ id: galleryEntries.applicationId })
    .from(galleryEntries)
    .where(
      and(
        eq(galleryEntries.platformId, platformId),
        eq(galleryEntries.galleryId, galleryId),
        eq(galleryEntries.applicationId, applicationId),
      ),
    );
  return row !== undefined;
}

/** Replaces the gallery's whole ordered list (ids already checked). */
export async function replaceEntries(
  db: Conn,
  platformId: string,
  galleryId: string,
  applicationIds: readonly string[],
): Promise<void> {
  await db
    .delete(galleryEntries)
    .where(and(eq(galleryEntries.platformId, platformId), eq(galleryEntries.galleryId, galleryId)));
  if (applicationIds.length === 0) return;
  await db
    .insert(galleryEntries)
    .values(applicationIds.map((applicationId, position) => ({ platformId, galleryId, applicationId, position })));
}

const liveSubmitted = (platformId: string, programId: string) =>
  and(
    eq(applications.platformId, platformId),
    eq(applications.programId, programId),
    isNull(applications.deletedAt),
    sql`${applications.status} <> 'draft'`,
  );

/** The status of each of the program's live, submitted applications among `ids` (the others are left out). */
export async function applicationStatuses(
  db: Conn,
  platformId: string,
  programId: string,
  ids: readonly string[],
): Promise<Map<string, GalleryEntryStatus>> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(liveSubmitted(platformId, programId), inArray(applications.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.status as GalleryEntryStatus]));
}

export type GalleryEntryStatus = Exclude<(typeof applications.status)['_']['data'], 'draft'>;

/** The program's live accepted applications, first submitted first, `limit` at most, leaving out `except`. */
export async function acceptedIds(
  db: Conn,
  platformId: string,
  programId: string,
  except: readonly string[],
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        liveSubmitted(platformId, programId),
        eq(applications.status, 'accepted'),
        except.length ? notInArray(applications.id, [...except]) : undefined,
      ),
    )
    .orderBy(asc(applications.submittedAt), asc(applications.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
