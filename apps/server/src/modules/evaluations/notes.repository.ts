import { and, eq } from 'drizzle-orm';
import { evaluationJuryNotes } from '../../db/schema/evaluations';
import type { Conn } from './sessions.repository';

export type NoteRow = typeof evaluationJuryNotes.$inferSelect;
type Pair = { platformId: string; sessionId: string; applicationId: string; userId: string };

const n = evaluationJuryNotes;
const pairIs = (pair: Pair) =>
  and(
    eq(n.platformId, pair.platformId),
    eq(n.sessionId, pair.sessionId),
    eq(n.applicationId, pair.applicationId),
    eq(n.userId, pair.userId),
  );

/** A juror's notes on one application of a session, if they wrote any. */
export async function find(db: Conn, pair: Pair): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(n).where(pairIs(pair));
  return row;
}

/**
 * Writes the notes as the version after `over`, only if the stored ones are still at `over` (the
 * first save inserts, racing on the key). Undefined: another save got there first.
 */
export async function save(db: Conn, pair: Pair, text: string, over: number): Promise<NoteRow | undefined> {
  const [row] =
    over === 0
      ? await db
          .insert(n)
          .values({ ...pair, text, version: 1 })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(n)
          .set({ text, version: over + 1, updatedAt: new Date() })
          .where(and(pairIs(pair), eq(n.version, over)))
          .returning();
  return row;
}
