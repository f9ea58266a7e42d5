import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { applicationEvents, applications } from '../schema';
import type { DemoSeedContext } from './context';

/**
 * Part "decisions": the closed program's decisions were released to their applicants when made,
 * except the last two acceptances, which wait for the organizers' "Release the decisions".
 */
export async function seedDecisions(ctx: DemoSeedContext): Promise<void> {
  const program = ctx.programs.closed;
  if (!program) return;
  const decided = and(
    eq(applications.programId, program.id),
    inArray(applications.status, ['accepted', 'waitlist', 'rejected']),
  );
  const waiting = await ctx.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(decided, eq(applications.status, 'accepted')))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(2);
  const released = await ctx.db
    .update(applications)
    .set({ releasedStatus: sql`${applications.status}`, releasedAt: applications.updatedAt })
    .where(
      and(
        decided,
        waiting.length
          ? notInArray(
              applications.id,
              waiting.map((row) => row.id),
            )
          : undefined,
      ),
    )
    .returning({ id: applications.id, status: applications.status, at: applications.updatedAt });
  if (released.length)
    await ctx.db.insert(applicationEvents).values(
      released.map((row) => ({
        platformId: program.platformId,
        applicationId: row.id,
        userId: ctx.adminId,
        action: 'decision_released',
        toStatus: row.status,
        createdAt: row.at,
      })),
    );
}
