import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  criteria,
  evaluationSessions,
  roles,
  sessionAssignments,
  sessionConflicts,
  sessionJurors,
  tags,
  userRoles,
} from '../src/db/schema';
import { createApplication, createCategory, createProgram, createUser } from './factories';
import { createTestForm } from './form-factories';

// The programs the authorization matrix acts on (authorization-matrix.test.ts).

const UUID = '00000000-0000-4000-8000-000000000000';

/** A criterion the shared session's criteria are replaced with. */
export const MATRIX_CRITERION = {
  kind: 'score',
  labels: { fr: 'Qualité' },
  weight: 1,
  required: true,
  min: 0,
  max: 10,
  step: 1,
};

export interface PersonaPrograms {
  toTrashId: string;
  trashedId: string;
  purgeId: string;
  categoryId: string;
  tagId: string;
  collaboratorId: string;
  /** Evaluation sessions of the shared program: a draft ready to open, a draft to delete. */
  sessionToOpenId: string;
  sessionToDeleteId: string;
  /** A juror of the shared session, to remove. */
  jurorId: string;
  /** Jurors of the work session: one given its first application (to take back), one in conflict with it (to clear). */
  assignedJurorId: string;
  conflictedJurorId: string;
}
/**
 * An open session of the shared program where everyone scores everything, with two submitted
 * applications: the jury persona sits on it (terms accepted) and scores the first, declares a
 * conflict with the second; `jurorId` sits on it too, for the organizers' calls.
 */
export interface MatrixWork {
  sessionId: string;
  applicationId: string;
  conflictApplicationId: string;
  jurorId: string;
}
/** A shared program for reads and repeatable writes; per persona, the targets a call consumes. */
export interface MatrixPrograms {
  programId: string;
  categoryId: string;
  tagId: string;
  collaboratorId: string;
  /** A draft evaluation session of the shared program, with a weighted criterion. */
  sessionId: string;
  /** A juror of the shared session, to move between panels. */
  jurorId: string;
  publishableId: string;
  orderedId: string;
  orderedCategoryIds: string[];
  publishedSlug: string;
  /** Published, open, several applications per person: every persona can start one. */
  open: { programId: string; categoryId: string; formId: string };
  work: MatrixWork;
  byUser: Map<string, PersonaPrograms>;
}
async function createOpenProgram(db: Db, platformId: string) {
  const program = await createProgram(db, platformId, {
    publishedAt: new Date(),
    features: { multipleApplications: true },
  });
  const form = await createTestForm(db, platformId, program.id);
  const category = await createCategory(db, platformId, program.id, {
    steps: [{ type: 'form', config: { form_id: form.id } }],
  });
  return { programId: program.id, categoryId: category.id, formId: form.id };
}

/** `jurorIds`: people seated on the shared session, who read and accept it on the portal. */
export async function createMatrixPrograms(
  db: Db,
  platformId: string,
  userIds: string[],
  jurorIds: string[] = [],
): Promise<MatrixPrograms> {
  const program = await createProgram(db, platformId);
  const category = await createCategory(db, platformId, program.id);
  const tag = async (name: string) => {
    const [row] = await db.insert(tags).values({ platformId, programId: program.id, name }).returning();
    return row?.id ?? UUID;
  };
  const [jury] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.platformId, platformId), eq(roles.key, 'jury')));
  const collaborator = async () => {
    const user = await createUser(db, platformId);
    await db.insert(userRoles).values({ platformId, userId: user.id, roleId: jury?.id ?? UUID, programId: program.id });
    return user.id;
  };
  /** A draft session of the shared program; with a weighted criterion when it is to be opened. */
  const evaluationSession = async (slug: string, withCriterion: boolean) => {
    const [row] = await db
      .insert(evaluationSessions)
      .values({ platformId, programId: program.id, slug, name: slug })
      .returning();
    const sessionId = row?.id ?? UUID;
    if (withCriterion) {
      await db.insert(criteria).values({
        id: 'quality',
        platformId,
        sessionId,
        position: 0,
        kind: 'score',
        labels: { fr: 'Qualité' },
        weight: 1,
        settings: { min: 0, max: 10, step: 1 },
      });
    }
    return sessionId;
  };
  const sessionId = await evaluationSession('shared', true);
  const seat = async (userId: string) => {
    await db.insert(sessionJurors).values({ platformId, sessionId, userId });
    return userId;
  };
  for (const userId of jurorIds) await seat(userId);
  // The work session: open, its applications given to every juror, the jurors' terms accepted.
  const workSessionId = await evaluationSession('work', true);
  await db.update(evaluationSessions).set({ status: 'open' }).where(eq(evaluationSessions.id, workSessionId));
  const submitted = async () =>
    (
      await createApplication(db, platformId, program.id, {
        status: 'submitted',
        applicantId: (await createUser(db, platformId, { password: null })).id,
      })
    ).id;
  const work: MatrixWork = {
    sessionId: workSessionId,
    applicationId: await submitted(),
    conflictApplicationId: await submitted(),
    jurorId: (await createUser(db, platformId, { password: null })).id,
  };
  const workSeat = async (userId: string) => {
    await db.insert(sessionJurors).values({ platformId, sessionId: workSessionId, userId, acceptedAt: new Date() });
    return userId;
  };
  for (const userId of [...jurorIds, work.jurorId]) await workSeat(userId);
  const workPair = async (table: typeof sessionAssignments | typeof sessionConflicts) => {
    const userId = await workSeat((await createUser(db, platformId, { password: null })).id);
    const pair = { platformId, sessionId: workSessionId, applicationId: work.applicationId, userId };
    if (table === sessionAssignments) await db.insert(sessionAssignments).values({ ...pair, source: 'manual' });
    else await db.insert(sessionConflicts).values({ ...pair, reason: 'Matrix', declaredBy: 'organizer' });
    return userId;
  };
  const publishable = await createProgram(db, platformId);
  await createCategory(db, platformId, publishable.id);
  const ordered = await createProgram(db, platformId);
  const orderedCategoryIds: string[] = [];
  for (const position of [0, 1]) {
    orderedCategoryIds.push((await createCategory(db, platformId, ordered.id, { position })).id);
  }
  const byUser = new Map<string, PersonaPrograms>();
  for (const [index, userId] of userIds.entries()) {
    byUser.set(userId, {
      toTrashId: (await createProgram(db, platformId)).id,
      trashedId: (await createProgram(db, platformId, { status: 'deleted' })).id,
      purgeId: (await createProgram(db, platformId, { status: 'deleted' })).id,
      categoryId: (await createCategory(db, platformId, program.id, { position: index + 1 })).id,
      tagId: await tag(`persona-${index}`),
      collaboratorId: await collaborator(),
      sessionToOpenId: await evaluationSession(`to-open-${index}`, true),
      sessionToDeleteId: await evaluationSession(`to-delete-${index}`, false),
      jurorId: await seat((await createUser(db, platformId)).id),
      assignedJurorId: await workPair(sessionAssignments),
      conflictedJurorId: await workPair(sessionConflicts),
    });
  }
  return {
    programId: program.id,
    categoryId: category.id,
    tagId: await tag('shared'),
    collaboratorId: await collaborator(),
    sessionId,
    jurorId: await seat((await createUser(db, platformId)).id),
    publishableId: publishable.id,
    orderedId: ordered.id,
    orderedCategoryIds,
    publishedSlug: (await createProgram(db, platformId, { publishedAt: new Date() })).slug,
    open: await createOpenProgram(db, platformId),
    work,
    byUser,
  };
}
