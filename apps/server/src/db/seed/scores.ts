import { randomUUID } from 'node:crypto';
import { planAssignments, type ScoreValues, weightedTotal } from '@opencall/shared/evaluations';
import { and, asc, eq } from 'drizzle-orm';
import { addShortlist, refreshStandings, toCriterion } from '../../modules/evaluations';
import {
  applications,
  applicationTags,
  criteria,
  evaluationSessions,
  evaluationSheets,
  evaluationSheetVersions,
  sessionAssignments,
  sessionConflicts,
  sessionJurors,
  users,
} from '../schema';
import { type DemoSeedContext, daysFrom } from './context';
import { DEMO_JURORS } from './sessions';

/** A sheet's values from one mark out of 10 per score criterion (the choices follow it). */
function valuesFor(criteriaRows: ReturnType<typeof toCriterion>[], mark: number, comment: string): ScoreValues {
  const values: ScoreValues = {};
  for (const criterion of criteriaRows) {
    if (criterion.kind === 'score') values[criterion.id] = Math.max(criterion.min, Math.min(criterion.max, mark));
    else if (criterion.kind === 'single') values[criterion.id] = mark >= 7 ? 'high' : mark >= 4 ? 'some' : 'none';
    else if (criterion.kind === 'multiple') values[criterion.id] = mark >= 6 ? ['territory', 'audience'] : ['team'];
    else if (criterion.kind === 'text') values[criterion.id] = comment;
  }
  return values;
}

const COMMENTS = [
  'Démarche singulière et dossier très solide ; le budget mérite d’être précisé.',
  'Projet cohérent, équipe expérimentée, calendrier réaliste pour la résidence.',
  'Intention intéressante mais la mise en œuvre reste floue à ce stade.',
];

/**
 * Part "scores": the final round shares its finalists two jurors each; Hélène has scored all of
 * hers (one still in draft), Karim half of his and declared a conflict on one; one finalist is
 * contested (9 from one juror, 2 from the other). Sarah has not accepted yet: hers are to do.
 */
export async function seedScores(ctx: DemoSeedContext): Promise<void> {
  const program = ctx.programs.closed;
  if (!program) return;
  const [round] = await ctx.db
    .select()
    .from(evaluationSessions)
    .where(and(eq(evaluationSessions.programId, program.id), eq(evaluationSessions.slug, 'jury-final')));
  const finalist = program.tags.Finaliste;
  if (!round || !finalist) return;
  const platformId = program.platformId;
  const criteriaRows = (
    await ctx.db.select().from(criteria).where(eq(criteria.sessionId, round.id)).orderBy(asc(criteria.position))
  ).map(toCriterion);
  const finalists = await ctx.db
    .select({ id: applications.id, lang: users.locale })
    .from(applications)
    .innerJoin(applicationTags, eq(applicationTags.applicationId, applications.id))
    .leftJoin(users, eq(users.id, applications.applicantId))
    .where(and(eq(applications.programId, program.id), eq(applicationTags.tagId, finalist)))
    .orderBy(asc(applications.submittedAt), asc(applications.id));
  const seats = await ctx.db
    .select({ userId: sessionJurors.userId, panel: sessionJurors.panel, email: users.email })
    .from(sessionJurors)
    .innerJoin(users, eq(users.id, sessionJurors.userId))
    .where(eq(sessionJurors.sessionId, round.id));
  const idOf = (email: string) => seats.find((seat) => seat.email === email)?.userId as string;
  const [helene, karim, sarah] = DEMO_JURORS.map((juror) => idOf(juror.email));
  if (!helene || !karim || !sarah || finalists.length < 3) return;

  const settings = {
    mode: 'balanced' as const,
    perApplication: 2,
    maxPerJuror: null,
    byPanel: false,
    byLanguage: false,
  };
  await ctx.db.update(evaluationSessions).set({ assignment: settings }).where(eq(evaluationSessions.id, round.id));
  // Karim knows the second finalist's applicant: declared before any assignment, so he never gets it.
  const conflicted = finalists[1]?.id as string;
  await ctx.db.insert(sessionConflicts).values({
    platformId,
    sessionId: round.id,
    applicationId: conflicted,
    userId: karim,
    reason: 'Je connais personnellement la candidate : nous avons travaillé ensemble en 2024.',
    declaredBy: 'juror',
    recordedBy: karim,
    createdAt: daysFrom(ctx.now, -9),
  });
  // The contested finalist goes to Hélène and Karim by hand, before the balanced share.
  const contested = finalists[0]?.id as string;
  const manual = [helene, karim].map((userId) => ({ applicationId: contested, userId }));
  const plan = planAssignments({
    applications: finalists.map((row) => ({ id: row.id, lang: row.lang })),
    jurors: seats.map((seat) => ({ id: seat.userId, panel: seat.panel, languages: [] })),
    existing: manual,
    conflicts: [{ applicationId: conflicted, userId: karim }],
    settings,
  });
  await ctx.db
    .insert(sessionAssignments)
    .values([
      ...manual.map((pair) => ({ platformId, sessionId: round.id, ...pair, source: 'manual' as const })),
      ...plan.added.map((pair) => ({ platformId, sessionId: round.id, ...pair, source: 'auto' as const })),
    ]);

  const given = (userId: string) =>
    [...manual, ...plan.added].filter((pair) => pair.userId === userId).map((pair) => pair.applicationId);
  const sheets: (typeof evaluationSheets.$inferInsert)[] = [];
  const versions: (typeof evaluationSheetVersions.$inferInsert)[] = [];
  const sheet = (userId: string, applicationId: string, mark: number, status: 'draft' | 'final', day: number) => {
    const comment = COMMENTS[mark >= 8 ? 0 : mark >= 5 ? 1 : 2] as string;
    const values = valuesFor(criteriaRows, mark, comment);
    const at = daysFrom(ctx.now, day);
    const total = weightedTotal(criteriaRows, values);
    const row = { platformId, sessionId: round.id, applicationId, userId, values, comment: '', total };
    sheets.push({
      ...row,
      status,
      version: status === 'final' ? 2 : 1,
      submittedAt: status === 'final' ? at : null,
      updatedAt: at,
    });
    // The history: a first draft, then the submission.
    versions.push({ ...row, version: 1, status: 'draft', createdAt: daysFrom(ctx.now, day - 1) });
    if (status === 'final') versions.push({ ...row, version: 2, status: 'final', createdAt: at });
  };
  given(helene).forEach((applicationId, index, all) => {
    const mark = applicationId === contested ? 9 : 5 + ((index * 3) % 5);
    sheet(helene, applicationId, mark, index === all.length - 1 ? 'draft' : 'final', -6 + (index % 4));
  });
  given(karim)
    .filter((applicationId, index) => applicationId === contested || index % 2 === 0)
    .forEach((applicationId, index) => {
      sheet(karim, applicationId, applicationId === contested ? 2 : 4 + ((index * 2) % 6), 'final', -5 + (index % 3));
    });
  if (sheets.length) await ctx.db.insert(evaluationSheets).values(sheets);
  if (versions.length) await ctx.db.insert(evaluationSheetVersions).values(versions);
  // The ranking reads standings, kept as sheets are submitted: the seed submits them all at once.
  await refreshStandings(
    ctx.db,
    { platformId, sessionId: round.id },
    {
      applicationIds: sheets.map((row) => row.applicationId),
      userIds: [helene, karim],
    },
  );
  await seedInterviews(ctx, round);
}

/**
 * A next round, being prepared: interviews with the final jury's top three (ties included), its
 * entry a selection the shortlist fed; the organizer adds or removes applications by hand.
 */
async function seedInterviews(ctx: DemoSeedContext, round: typeof evaluationSessions.$inferSelect) {
  const interviews = {
    ...round,
    id: randomUUID(),
    slug: 'entretiens',
    name: 'Entretiens 2026',
    status: 'draft' as const,
    startsAt: daysFrom(ctx.now, 10),
    endsAt: daysFrom(ctx.now, 14),
    instructions: {
      fr: '<p>Un entretien de vingt minutes avec chaque finaliste retenu par le jury final.</p>',
      en: '<p>A twenty-minute interview with each finalist the final jury retained.</p>',
    },
    entry: { statuses: ['submitted'], categoryIds: [], tagIds: [], source: 'selection' as const },
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  await ctx.db.insert(evaluationSessions).values(interviews);
  await ctx.db.insert(criteria).values({
    id: randomUUID(),
    platformId: round.platformId,
    sessionId: interviews.id,
    position: 0,
    kind: 'score',
    labels: { fr: 'Entretien', en: 'Interview' },
    group: {},
    descriptions: {},
    weight: 1,
    required: true,
    settings: { min: 0, max: 10, step: 1 },
  });
  await addShortlist(ctx.db, interviews, round, 3);
}
