import { isLocale, type Locale, toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import {
  type Assignment,
  type AssignmentPlan,
  type AssignmentSettings,
  type Conflict,
  type PlanAssignmentsBody,
  planAssignments,
  type RecordConflictBody,
  type RemindJurorsBody,
  type SessionApplicationsQuery,
  type SessionProgress,
  sameOrganisationDomain,
} from '@opencall/shared/evaluations';
import { pickText } from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
import { personName } from '../applications';
import { accountLocalesOf, queueEmail } from '../auth';
import { diffForLog, getLiveProgram, logProgramChange } from '../programs';
import * as assignmentsRepository from './assignments.repository';
import * as jurorsRepository from './jurors.repository';
import { peopleOf, sessionPage } from './jurors.service';
import { announceResults } from './ranking.service';
import { refreshStandings } from './results.service';
import type { Conn, SessionRow } from './sessions.repository';
import * as sessionsRepository from './sessions.repository';
import { getSessionRow } from './sessions.service';
import * as sheetsRepository from './sheets.repository';

const settingsOf = (session: SessionRow): AssignmentSettings => session.assignment;

async function sessionOf(ctx: RequestContext, programId: string, ref: string, options: { forUpdate?: boolean } = {}) {
  const program = await getLiveProgram(ctx.db, ctx.platform.id, programId);
  const session = await getSessionRow(ctx.db, ctx, programId, ref, options);
  return { program, session };
}

const jurorNotFound = () => new AppError('not_found', { details: { entity: 'juror' } });
const applicationNotFound = () => new AppError('not_found', { details: { entity: 'application' } });

/**
 * Runs the balanced share over the session as it stands (in the caller's transaction): existing
 * pairs stay, conflicted pairs go, what is missing is assigned. `write` false only reports.
 */
async function runPlan(db: Conn, session: SessionRow, settings: AssignmentSettings, write: boolean) {
  // One after another: `db` is a transaction's single connection (pg refuses overlapping queries on one client).
  const applications = await assignmentsRepository.enteringApplications(db, session);
  const jurors = await jurorsRepository.list(db, session.platformId, session.id);
  const existing = await assignmentsRepository.listAssignments(db, session.platformId, session.id);
  const conflicts = await assignmentsRepository.listConflicts(db, session.platformId, session.id);
  if (settings.mode === 'everyone') {
    const conflictsOf = new Map<string, number>();
    const entering = new Set(applications.map((application) => application.id));
    for (const conflict of conflicts)
      if (entering.has(conflict.applicationId))
        conflictsOf.set(conflict.userId, (conflictsOf.get(conflict.userId) ?? 0) + 1);
    return {
      applications: applications.length,
      added: 0,
      kept: 0,
      shortfall: [],
      loads: jurors.map((juror) => ({
        userId: juror.userId,
        count: applications.length - (conflictsOf.get(juror.userId) ?? 0),
      })),
    };
  }
  const plan = planAssignments({
    applications: applications.map((application) => ({ id: application.id, lang: application.lang })),
    jurors: jurors.map((juror) => ({ id: juror.userId, panel: juror.panel, languages: juror.languages })),
    existing,
    conflicts,
    settings,
  });
  if (write) await assignmentsRepository.insertAssignments(db, session.platformId, session.id, plan.added, 'auto');
  return {
    applications: applications.length,
    added: plan.added.length,
    kept: plan.kept.length,
    shortfall: plan.shortfall,
    loads: [...plan.loads].map(([userId, count]) => ({ userId, count })),
  };
}

export async function planSessionAssignments(
  ctx: RequestContext,
  programId: string,
  ref: string,
  body: PlanAssignmentsBody,
): Promise<AssignmentPlan> {
  const { dryRun = false, ...settings } = body;
  await getLiveProgram(ctx.db, ctx.platform.id, programId);
  // The session's row is locked: two runs at once would each assign the same missing seats.
  return ctx.db.transaction(async (tx) => {
    const session = await getSessionRow(tx, ctx, programId, ref, { forUpdate: true });
    if (!dryRun) {
      await sessionsRepository.update(tx, ctx.platform.id, programId, session.id, { assignment: settings });
      const change = diffForLog({ assignment: settingsOf(session) }, { assignment: settings });
      if (change)
        await logProgramChange(tx, ctx, {
          programId,
          action: 'update',
          entity: 'session',
          entityId: session.id,
          ...change,
        });
    }
    const result = await runPlan(tx, { ...session, assignment: settings }, settings, !dryRun);
    return { settings, dryRun, ...result };
  });
}

/** After a conflict: a balanced session gives the application to someone else at once. */
async function reassign(db: Conn, session: SessionRow) {
  if (session.assignment.mode === 'balanced') await runPlan(db, session, session.assignment, true);
}

export async function sessionProgress(ctx: RequestContext, programId: string, ref: string): Promise<SessionProgress> {
  const { session } = await sessionOf(ctx, programId, ref);
  const [jurors, conflicts, applications] = await Promise.all([
    jurorsRepository.list(ctx.db, ctx.platform.id, session.id),
    assignmentsRepository.listConflicts(ctx.db, ctx.platform.id, session.id),
    assignmentsRepository.countEntering(ctx.db, session),
  ]);
  const progress = [];
  for (const juror of jurors) {
    const counts = await assignmentsRepository.progressOf(ctx.db, session, juror.userId);
    progress.push({
      userId: juror.userId,
      assigned: counts.assigned,
      todo: counts.assigned - counts.draft - counts.final,
      draft: counts.draft,
      final: counts.final,
      conflicts: conflicts.filter((conflict) => conflict.userId === juror.userId).length,
      lastActivityAt: counts.lastActivityAt?.toISOString() ?? null,
    });
  }
  return { settings: settingsOf(session), applications, jurors: progress };
}

const applicantLabel = (row: { firstname: string | null; lastname: string | null; email: string | null }) =>
  personName(row);

export async function listSessionAssignments(
  ctx: RequestContext,
  programId: string,
  ref: string,
  query: { userId?: string; applicationId?: string },
): Promise<Assignment[]> {
  const { session } = await sessionOf(ctx, programId, ref);
  const pairs = await assignmentsRepository.listAssignments(ctx.db, ctx.platform.id, session.id);
  const sourceOf = (applicationId: string, userId: string): Assignment['source'] =>
    session.assignment.mode === 'everyone'
      ? 'everyone'
      : (pairs.find((pair) => pair.applicationId === applicationId && pair.userId === userId)?.source ?? 'manual');
  if (query.userId) {
    if (!(await jurorsRepository.find(ctx.db, ctx.platform.id, session.id, query.userId))) throw jurorNotFound();
    const userId = query.userId;
    const rows = await assignmentsRepository.givenApplications(ctx.db, session, userId);
    return rows.map((row) => ({
      applicationId: row.id,
      userId,
      applicant: applicantLabel({ ...row, email: null }),
      source: sourceOf(row.id, userId),
      sheet: row.sheet ?? 'todo',
    }));
  }
  if (query.applicationId) {
    const applicationId = query.applicationId;
    const applicant = await assignmentsRepository.applicantOf(ctx.db, session, applicationId);
    if (!applicant) throw applicationNotFound();
    const out: Assignment[] = [];
    for (const juror of await jurorsRepository.list(ctx.db, ctx.platform.id, session.id)) {
      const [given] = await assignmentsRepository.givenApplications(ctx.db, session, juror.userId, applicationId);
      if (!given) continue;
      out.push({
        applicationId,
        userId: juror.userId,
        applicant: applicantLabel(applicant),
        source: sourceOf(applicationId, juror.userId),
        sheet: given.sheet ?? 'todo',
      });
    }
    return out;
  }
  throw new AppError('validation_failed', { details: [{ field: 'userId', reason: 'required' }] });
}

async function pairOf(ctx: RequestContext, session: SessionRow, applicationId: string, userId: string) {
  const applicant = await assignmentsRepository.applicantOf(ctx.db, session, applicationId);
  if (!applicant) throw applicationNotFound();
  if (!(await jurorsRepository.find(ctx.db, ctx.platform.id, session.id, userId))) throw jurorNotFound();
  return applicant;
}

export async function assignByHand(
  ctx: RequestContext,
  programId: string,
  ref: string,
  applicationId: string,
  userId: string,
): Promise<Assignment> {
  const { session } = await sessionOf(ctx, programId, ref);
  const applicant = await pairOf(ctx, session, applicationId, userId);
  const conflicts = await assignmentsRepository.listConflicts(ctx.db, ctx.platform.id, session.id);
  if (conflicts.some((c) => c.applicationId === applicationId && c.userId === userId))
    throw new AppError('conflict_of_interest');
  await assignmentsRepository.insertAssignments(
    ctx.db,
    ctx.platform.id,
    session.id,
    [{ applicationId, userId }],
    'manual',
  );
  const sheet = await sheetsRepository.find(ctx.db, {
    platformId: ctx.platform.id,
    sessionId: session.id,
    applicationId,
    userId,
  });
  // A pair already there stays as it was made: answer its source as the list does.
  const stored = await assignmentsRepository.findAssignmentSource(
    ctx.db,
    ctx.platform.id,
    session.id,
    applicationId,
    userId,
  );
  return {
    applicationId,
    userId,
    applicant: applicantLabel(applicant),
    source: session.assignment.mode === 'everyone' ? 'everyone' : (stored ?? 'manual'),
    sheet: sheet?.status ?? 'todo',
  };
}

export async function unassign(
  ctx: RequestContext,
  programId: string,
  ref: string,
  applicationId: string,
  userId: string,
) {
  const { session } = await sessionOf(ctx, programId, ref);
  const removed = await assignmentsRepository.removeAssignment(
    ctx.db,
    ctx.platform.id,
    session.id,
    applicationId,
    userId,
  );
  if (!removed) throw new AppError('not_found', { details: { entity: 'assignment' } });
  return { applicationId, userId };
}

/**
 * Declared conflicts, then suspected ones: a juror whose e-mail shares an organisation's domain
 * with the applicant's, or who is the applicant or on the application's team.
 */
export async function listSessionConflicts(ctx: RequestContext, programId: string, ref: string): Promise<Conflict[]> {
  const { session } = await sessionOf(ctx, programId, ref);
  const [jurors, people, declared, applications] = await Promise.all([
    jurorsRepository.list(ctx.db, ctx.platform.id, session.id),
    peopleOf(ctx.db, ctx, programId),
    assignmentsRepository.listConflicts(ctx.db, ctx.platform.id, session.id),
    assignmentsRepository.enteringApplications(ctx.db, session),
  ]);
  const team = await assignmentsRepository.teamPairs(
    ctx.db,
    session,
    jurors.map((juror) => juror.userId),
  );
  const byId = new Map(applications.map((application) => [application.id, application]));
  const jurorName = (userId: string) => {
    const person = people.get(userId);
    return person ? personName(person) : '';
  };
  const applicantName = (applicationId: string) => {
    const application = byId.get(applicationId);
    return application ? personName(application) : '';
  };
  const seen = new Set(declared.map((conflict) => `${conflict.applicationId} ${conflict.userId}`));
  const out: Conflict[] = declared.map((conflict) => ({
    applicationId: conflict.applicationId,
    userId: conflict.userId,
    juror: jurorName(conflict.userId),
    applicant: applicantName(conflict.applicationId),
    kind: 'declared',
    reason: conflict.reason,
    declaredBy: conflict.declaredBy,
    createdAt: conflict.createdAt.toISOString(),
  }));
  const suspect = (applicationId: string, userId: string, reason: string) => {
    const key = `${applicationId} ${userId}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({
      applicationId,
      userId,
      juror: jurorName(userId),
      applicant: applicantName(applicationId),
      kind: 'suspected',
      reason,
      declaredBy: null,
      createdAt: null,
    });
  };
  for (const pair of team) suspect(pair.applicationId, pair.userId, 'team_member');
  for (const juror of jurors) {
    const email = people.get(juror.userId)?.email ?? '';
    for (const application of applications) {
      if (application.applicantId === juror.userId) suspect(application.id, juror.userId, 'team_member');
      else if (email && application.email && sameOrganisationDomain(email, application.email))
        suspect(application.id, juror.userId, 'same_domain');
    }
  }
  return out;
}

/** Records a conflict (by the juror or an organizer): the pair's assignment goes and the application is reassigned. */
export async function recordConflict(
  ctx: RequestContext,
  session: SessionRow,
  pair: { applicationId: string; userId: string },
  reason: string,
  declaredBy: 'juror' | 'organizer',
) {
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await getSessionRow(tx, ctx, session.programId, session.id, { forUpdate: true });
    const row = await assignmentsRepository.insertConflict(tx, {
      platformId: ctx.platform.id,
      sessionId: session.id,
      ...pair,
      reason,
      declaredBy,
      recordedBy: ctx.user?.id ?? null,
    });
    await assignmentsRepository.removeAssignment(tx, ctx.platform.id, session.id, pair.applicationId, pair.userId);
    // A sheet the juror already submitted stops counting.
    await refreshStandings(
      tx,
      { platformId: ctx.platform.id, sessionId: session.id },
      {
        applicationIds: [pair.applicationId],
        userIds: [pair.userId],
      },
    );
    await reassign(tx, locked);
    return row;
  });
  await announceResults(ctx, session);
  return row;
}

export async function recordConflictByOrganizer(
  ctx: RequestContext,
  programId: string,
  ref: string,
  body: RecordConflictBody,
): Promise<Conflict> {
  const { session } = await sessionOf(ctx, programId, ref);
  const applicant = await pairOf(ctx, session, body.applicationId, body.userId);
  const row = await recordConflict(ctx, session, body, body.reason, 'organizer');
  const person = (await peopleOf(ctx.db, ctx, programId)).get(body.userId);
  return {
    applicationId: body.applicationId,
    userId: body.userId,
    juror: person ? personName(person) : '',
    applicant: applicantLabel(applicant),
    kind: 'declared',
    reason: body.reason,
    declaredBy: 'organizer',
    createdAt: (row?.createdAt ?? new Date()).toISOString(),
  };
}

export async function clearConflict(
  ctx: RequestContext,
  programId: string,
  ref: string,
  applicationId: string,
  userId: string,
) {
  const { session } = await sessionOf(ctx, programId, ref);
  const scope = { platformId: ctx.platform.id, sessionId: session.id };
  await ctx.db.transaction(async (tx) => {
    const removed = await assignmentsRepository.removeConflict(tx, ctx.platform.id, session.id, applicationId, userId);
    if (!removed) throw new AppError('not_found', { details: { entity: 'conflict' } });
    // A sheet the juror submitted before the conflict counts again.
    await refreshStandings(tx, scope, { applicationIds: [applicationId], userIds: [userId] });
  });
  await announceResults(ctx, session);
  return { applicationId, userId };
}

/** One reminder per juror with sheets left, in their language, through the queue. */
export async function remindJurors(ctx: RequestContext, programId: string, ref: string, body: RemindJurorsBody) {
  const { program, session } = await sessionOf(ctx, programId, ref);
  if (session.status !== 'open') throw new AppError('session_not_open');
  const wanted = body.userIds ? new Set(body.userIds) : null;
  const jurors = (await jurorsRepository.list(ctx.db, ctx.platform.id, session.id)).filter(
    (juror) => !wanted || wanted.has(juror.userId),
  );
  const [people, locales] = await Promise.all([
    peopleOf(ctx.db, ctx, programId),
    accountLocalesOf(
      ctx.db,
      jurors.map((juror) => juror.userId),
    ),
  ]);
  let queued = 0;
  for (const juror of jurors) {
    const person = people.get(juror.userId);
    if (!person || person.membershipStatus === 'revoked') continue;
    const counts = await assignmentsRepository.progressOf(ctx.db, session, juror.userId);
    const remaining = counts.assigned - counts.final;
    if (remaining <= 0) continue;
    const stored = locales.get(juror.userId);
    const locale: Locale = stored && isLocale(stored) ? stored : (program.defaultLang as Locale);
    const link = sessionPage(ctx.origin, locale, program, { ...session, criteriaCount: 0 });
    await queueEmail(
      ctx,
      person.email,
      'jury_reminder',
      {
        firstname: person.firstname,
        sessionName: session.name,
        programTitle: pickText(program.titles, locale, program.defaultLang),
        remaining: String(remaining),
        assigned: String(counts.assigned),
        link,
      },
      locale,
      { programId: program.id },
    );
    queued += 1;
  }
  return { queued };
}

export async function applicationTimeline(ctx: RequestContext, programId: string, ref: string, applicationId: string) {
  const { session } = await sessionOf(ctx, programId, ref);
  if (!(await assignmentsRepository.applicantOf(ctx.db, session, applicationId))) throw applicationNotFound();
  const [rows, people] = await Promise.all([
    sheetsRepository.versions(ctx.db, { platformId: ctx.platform.id, sessionId: session.id, applicationId }),
    peopleOf(ctx.db, ctx, programId),
  ]);
  return rows.map((row) => {
    const person = people.get(row.userId);
    const name = person ? personName(person) : '';
    return {
      version: row.version,
      status: row.status,
      values: row.values,
      comment: row.comment,
      reason: row.reason,
      total: row.total,
      by: { id: row.userId, name },
      at: row.createdAt.toISOString(),
      juror: { id: row.userId, name },
    };
  });
}

export async function listSessionApplications(
  ctx: RequestContext,
  programId: string,
  ref: string,
  query: SessionApplicationsQuery,
) {
  const { session } = await sessionOf(ctx, programId, ref);
  const jurors = (await jurorsRepository.list(ctx.db, ctx.platform.id, session.id)).length;
  const { rows, total, totalFiltred } = await assignmentsRepository.listSessionApplications(ctx.db, session, {
    perPage: query.perPage,
    search: query.search,
    after: query.after,
    jurors,
  });
  const data = rows.map((row) => ({
    id: row.id,
    applicant: personName({ ...row, email: null }),
    status: row.status,
    assigned: Number(row.assigned),
    draft: Number(row.draft),
    final: Number(row.final),
    mean: row.mean === null ? null : Number(row.mean),
  }));
  return toListPage(data, query, { total, totalFiltred });
}
