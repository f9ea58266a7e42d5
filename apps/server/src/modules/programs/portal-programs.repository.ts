import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { programs } from '../../db/schema/programs';
import type { Conn, ProgramRow } from './programs.repository';
import { searchFilter } from './programs.repository';

export type PortalPhase = 'open' | 'upcoming' | 'closed';

/** What the portal lists: published public programs outside the trash. */
const listed = (platformId: string) =>
  and(
    eq(programs.platformId, platformId),
    inArray(programs.status, ['active', 'archived']),
    isNotNull(programs.publishedAt),
    eq(programs.visibility, 'public'),
  );

function phaseFilter(phase: PortalPhase | undefined, now: Date): SQL | undefined {
  if (phase === 'upcoming') return sql`(${programs.status} = 'active' and ${programs.openingAt} > ${now})`;
  if (phase === 'closed') return sql`(${programs.status} = 'archived' or ${programs.closingAt} <= ${now})`;
  if (phase === 'open') {
    return sql`(${programs.status} = 'active' and (${programs.openingAt} is null or ${programs.openingAt} <= ${now})
      and (${programs.closingAt} is null or ${programs.closingAt} > ${now}))`;
  }
  return undefined;
}

/** Most recently published first, keyset on (published_at, id). */
export async function listPublished(
  db: Conn,
  platformId: string,
  options: { search?: string; phase?: PortalPhase; take: number; afterId?: string; now: Date },
): Promise<ProgramRow[]> {
  const position = sql`(${programs.publishedAt}, ${programs.id})`;
  const keyset = options.afterId
    ? sql`${position} < (select c.published_at, c.id from ${programs} c where c.platform_id = ${platformId} and c.id = ${options.afterId})`
    : undefined;
  return db
    .select()
    .from(programs)
    .where(and(listed(platformId), searchFilter(options.search), phaseFilter(options.phase, options.now), keyset))
    .orderBy(desc(programs.publishedAt), desc(programs.id))
    .limit(options.take);
}

export async function countPublished(
  db: Conn,
  platformId: string,
  options: { search?: string; phase?: PortalPhase; now: Date },
): Promise<{ total: number; totalFiltred: number }> {
  const matches = and(searchFilter(options.search), phaseFilter(options.phase, options.now)) ?? sql`true`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      totalFiltred: sql<number>`(count(*) filter (where ${matches}))::int`,
    })
    .from(programs)
    .where(listed(platformId));
  return { total: Number(row?.total ?? 0), totalFiltred: Number(row?.totalFiltred ?? 0) };
}
