import { and, desc, eq } from 'drizzle-orm';
import { evaluationSessions, sessionJurors } from '../../db/schema/evaluations';
import type { Conn } from './sessions.repository';

export type JurorRow = typeof sessionJurors.$inferSelect;

const scope = (platformId: string, sessionId: string) =>
  and(eq(sessionJurors.platformId, platformId), eq(sessionJurors.sessionId, sessionId));

export function list(db: Conn, platformId: string, sessionId: string): Promise<JurorRow[]> {
  return db.select().from(sessionJurors).where(scope(platformId, sessionId));
}

export async function find(db: Conn, platformId: string, sessionId: string, userId: string) {
  const [row] = await db
    .select()
    .from(sessionJurors)
    .where(and(scope(platformId, sessionId), eq(sessionJurors.userId, userId)));
  return row;
}

/** Adds the juror; undefined when they already sit on the session. */
export async function insert(
  db: Conn,
  values: { platformId: string; sessionId: string; userId: string; panel: string; invitedBy: string | null },
) {
  const [row] = await db.insert(sessionJurors).values(values).onConflictDoNothing().returning();
  return row;
}

export async function update(
  db: Conn,
  platformId: string,
  sessionId: string,
  userId: string,
  values: { panel?: string; languages?: string[]; acceptedAt?: Date },
) {
  const [row] = await db
    .update(sessionJurors)
    .set(values)
    .where(and(scope(platformId, sessionId), eq(sessionJurors.userId, userId)))
    .returning();
  return row;
}

export async function remove(db: Conn, platformId: string, sessionId: string, userId: string) {
  await db.delete(sessionJurors).where(and(scope(platformId, sessionId), eq(sessionJurors.userId, userId)));
}

/** The seats of one person on the platform, with their sessions, newest session first. */
export function listSeatsOf(db: Conn, platformId: string, userId: string) {
  return db
    .select({
      sessionId: evaluationSessions.id,
      programId: evaluationSessions.programId,
      slug: evaluationSessions.slug,
      name: evaluationSessions.name,
      status: evaluationSessions.status,
      endsAt: evaluationSessions.endsAt,
      acceptedAt: sessionJurors.acceptedAt,
    })
    .from(sessionJurors)
    .innerJoin(evaluationSessions, eq(evaluationSessions.id, sessionJurors.sessionId))
    .where(and(eq(sessionJurors.platformId, platformId), eq(sessionJurors.userId, userId)))
    .orderBy(desc(evaluationSessions.createdAt));
}
