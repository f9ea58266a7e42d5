import { applicationReference } from '@opencall/shared/evaluations';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { DEMO_APPLICANT } from '../../modules/auth';
import { type NewNotification, seedDemoNotifications } from '../../modules/notifications';
import { applications, programs, users } from '../schema';
import { type DemoSeedContext, daysFrom } from './context';

const HOUR_MS = 3_600_000;

async function titleOf(ctx: DemoSeedContext, programId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ titles: programs.titles, defaultLang: programs.defaultLang })
    .from(programs)
    .where(eq(programs.id, programId));
  return row?.titles[row.defaultLang] ?? '';
}

/**
 * The bells of the demo: the administrator hears of the open program's latest submissions (the newest
 * unread) and of an import; the demo applicant of a released decision.
 */
export async function seedNotifications(ctx: DemoSeedContext): Promise<void> {
  const program = ctx.programs.open;
  if (!program) return;
  const programTitle = await titleOf(ctx, program.id);
  const latest = await ctx.db
    .select({ id: applications.id, submittedAt: applications.submittedAt })
    .from(applications)
    .where(and(eq(applications.programId, program.id), isNotNull(applications.submittedAt)))
    .orderBy(desc(applications.submittedAt))
    .limit(4);
  const recent = (index: number) => new Date(ctx.now.getTime() - (index + 1) * 3 * HOUR_MS);
  const forAdmin: NewNotification[] = latest.map((application, index) => ({
    userId: ctx.adminId,
    event: 'submission_received',
    programId: program.id,
    params: { programTitle, reference: applicationReference(application.id) },
    link: `/admin/programs/${program.slug}/responses/${application.id}`,
    createdAt: recent(index),
    readAt: index < 2 ? null : recent(index),
  }));
  forAdmin.push({
    userId: ctx.adminId,
    event: 'import_finished',
    programId: program.id,
    params: { programTitle, count: '12' },
    link: `/admin/programs/${program.slug}/responses`,
    createdAt: daysFrom(ctx.now, -2),
    readAt: daysFrom(ctx.now, -2),
  });
  const [applicant] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_APPLICANT.email));
  const closed = ctx.programs.closed;
  const forApplicant =
    applicant && closed
      ? [
          {
            userId: applicant.id,
            event: 'decision_released',
            programId: closed.id,
            params: { programTitle: await titleOf(ctx, closed.id) },
            link: `/applications/${closed.slug}`,
            createdAt: daysFrom(ctx.now, -1),
            readAt: null,
          },
        ]
      : [];
  await seedDemoNotifications(ctx.db, ctx.platforms.demo.id, [...forAdmin, ...forApplicant]);
}
