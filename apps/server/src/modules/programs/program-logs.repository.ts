import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { programLogs } from '../../db/schema/programs';
import type { Conn } from './programs.repository';

export type Snapshot = Record<string, unknown> | null;

export interface LogEntry {
  programId: string;
  userId: string | null;
  action: string;
  entity: 'program' | 'category' | 'tag' | 'collaborator' | 'session' | 'vote_session' | 'gallery';
  entityId: string | null;
  before: Snapshot;
  after: Snapshot;
}

export async function insert(db: Conn, platformId: string, entry: LogEntry): Promise<void> {
  await db.insert(programLogs).values({ ...entry, platformId });
}

export async function exists(db: Conn, platformId: string, programId: string, logId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: programLogs.id })
    .from(programLogs)
    .where(
      and(eq(programLogs.platformId, platformId), eq(programLogs.programId, programId), eq(programLogs.id, logId)),
    );
  return Boolean(row);
}

/** Newest first on (created_at, id); the cursor's position is read in SQL so microseconds are kept. */
export async function list(
  db: Conn,
  platformId: string,
  programId: string,
  options: { perPage: number; after?: string },
) {
  const keyset: SQL | undefined = options.after
    ? sql`(${programLogs.createdAt}, ${programLogs.id}) < (select c.created_at, c.id from ${programLogs} c
        where c.platform_id = ${platformId} and c.id = ${options.after})`
    : undefined;
  return db
    .select({
      id: programLogs.id,
      action: programLogs.action,
      entity: programLogs.entity,
      entityId: programLogs.entityId,
      before: programLogs.before,
      after: programLogs.after,
      createdAt: programLogs.createdAt,
      userId: programLogs.userId,
    })
    .from(programLogs)
    .where(and(eq(programLogs.platformId, platformId), eq(programLogs.programId, programId), keyset))
    .orderBy(desc(programLogs.createdAt), desc(programLogs.id))
    .limit(options.perPage);
}

export async function count(db: Conn, platformId: string, programId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(programLogs)
    .where(and(eq(programLogs.platformId, platformId), eq(programLogs.programId, programId)));
  return Number(row?.n ?? 0);
}
