import { and, desc, eq, sql } from 'drizzle-orm';
import { programLogs, programs } from '../../db/schema/programs';
import type { Conn } from './programs.repository';

// What an import of applications needs from its program: a lock, and the log of earlier imports.

/** Holds the program until the transaction ends: two imports of one program run one after the other. */
export async function lockProgram(db: Conn, platformId: string, programId: string): Promise<void> {
  await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.platformId, platformId), eq(programs.id, programId)))
    .for('update');
}

export const IMPORT_LOG_ACTION = 'import';

/** The last import of the same content into the program, from the program's log. */
export async function findPreviousImport(db: Conn, platformId: string, programId: string, contentHash: string) {
  const [row] = await db
    .select({ after: programLogs.after, createdAt: programLogs.createdAt })
    .from(programLogs)
    .where(
      and(
        eq(programLogs.platformId, platformId),
        eq(programLogs.programId, programId),
        eq(programLogs.action, IMPORT_LOG_ACTION),
        sql`${programLogs.after}->>'contentHash' = ${contentHash}`,
      ),
    )
    .orderBy(desc(programLogs.createdAt))
    .limit(1);
  if (!row) return null;
  const after = (row.after ?? {}) as { name?: unknown };
  return { filename: typeof after.name === 'string' ? after.name : '', importedAt: row.createdAt.toISOString() };
}

/** The import in the program's log: what the duplicate-file check reads. */
export async function insertImportLog(
  db: Conn,
  platformId: string,
  entry: { programId: string; userId: string | null; summary: Record<string, unknown>; now: Date },
): Promise<void> {
  await db.insert(programLogs).values({
    platformId,
    programId: entry.programId,
    userId: entry.userId,
    action: IMPORT_LOG_ACTION,
    entity: 'program',
    entityId: entry.programId,
    before: null,
    after: entry.summary,
    createdAt: entry.now,
  });
}
