import type {
  CreateApplicationBody,
  MyApplication,
  SaveAnswersBody,
  SubmitProblem,
} from '@opencall/shared/applications';
import { applicantStatus } from '@opencall/shared/applications';
import type { Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { applicationReference } from '@opencall/shared/evaluations';
import { pickText, programPhase, resolveLang, withFeatureDefaults } from '@opencall/shared/programs';
import type { AuthUser, RequestContext } from '../../../context';
import { queueEmail } from '../../auth';
import { checkStepAnswers } from '../../forms';
import { notifySubmitted } from '../application-notifications';
import { searchTextOf } from '../application-search';
import type { ApplicationWithContext, ProgramRow } from '../applications.repository';
import * as repository from '../applications.repository';
import * as exportsRepository from '../exports/exports.repository';
import { assertFileReferences } from '../file-references';
import { forgetResponseTotals } from '../responses/response-totals';

const NOBODY = { firstname: '', lastname: '', email: '' };
const notFound = () => new AppError('not_found', { details: { entity: 'application' } });

/** Published, outside the trash, between its dates. */
function isOpen(program: ProgramRow, now = new Date()): boolean {
  if (!program.publishedAt || program.status !== 'active') return false;
  const phase = programPhase(
    {
      status: program.status,
      openingAt: program.openingAt?.toISOString() ?? null,
      closingAt: program.closingAt?.toISOString() ?? null,
    },
    now,
  );
  return phase === 'open' || phase === 'closingSoon';
}

/** A draft while the program is open; a submitted one too when the program lets applicants edit until closing. */
function isEditable({ application, program }: ApplicationWithContext): boolean {
  if (!isOpen(program)) return false;
  if (application.status === 'draft') return true;
  return application.status === 'submitted' && withFeatureDefaults(program.features).editAfterSubmission;
}

export function toMyApplication(row: ApplicationWithContext, requested: Locale): MyApplication {
  const { application, program, category } = row;
  const lang = resolveLang(requested, program.defaultLang, program.supportedLangs);
  return {
    id: application.id,
    // A decision reaches the applicant once released (`decisions.service.ts`); until then they read `submitted`.
    status: applicantStatus(application.status, application.releasedStatus),
    program: { id: program.id, slug: program.slug, title: pickText(program.titles, lang, program.defaultLang) },
    category: category ? { id: category.id, title: pickText(category.titles, lang, program.defaultLang) } : null,
    answers: application.answers,
    stepStatuses: application.stepStatuses,
    version: application.version,
    editable: isEditable(row),
    submittedAt: application.submittedAt?.toISOString() ?? null,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

/** An application its owner or a member of its team works on; to anyone else it does not exist. */
export async function loadOwn(
  ctx: RequestContext,
  user: AuthUser,
  applicationId: string,
  { db = ctx.db, forUpdate = false }: { db?: repository.Conn; forUpdate?: boolean } = {},
) {
  const row = await repository.findWithContext(db, ctx.platform.id, applicationId, { openTo: user.id, forUpdate });
  if (!row) throw notFound();
  return row;
}

/**
 * Starts a draft in a category. The client names the application: a retried request (a lost
 * answer, a double click) finds it and answers it again instead of creating a second one.
 */
export async function createApplication(
  ctx: RequestContext,
  user: AuthUser,
  programId: string,
  body: CreateApplicationBody,
): Promise<MyApplication> {
  const platformId = ctx.platform.id;
  const existing = await repository.exists(ctx.db, body.id);
  if (existing) {
    if (existing.platformId !== platformId || existing.applicantId !== user.id) {
      throw new AppError('validation_failed', { details: [{ field: 'id', reason: 'taken' }] });
    }
    return toMyApplication(await loadOwn(ctx, user, body.id), ctx.locale);
  }
  const program = await repository.findProgram(ctx.db, platformId, programId);
  if (!program || program.status === 'deleted' || !program.publishedAt)
    throw new AppError('not_found', { details: { entity: 'program' } });
  if (!isOpen(program)) throw new AppError('program_closed');
  const category = await repository.findCategory(ctx.db, platformId, program.id, body.categoryId);
  if (!category) throw new AppError('validation_failed', { details: [{ field: 'categoryId', reason: 'unknown' }] });
  if (!withFeatureDefaults(program.features).multipleApplications) {
    const mine = await repository.hasApplication(ctx.db, platformId, user.id, program.id);
    if (mine) throw new AppError('application_exists', { details: { id: mine } });
  }
  await ctx.db.transaction(async (tx) => {
    await repository.insert(tx, {
      id: body.id,
      platformId,
      programId: program.id,
      categoryId: category.id,
      applicantId: user.id,
      searchText: searchTextOf(user, {}),
    });
    await repository.insertEvent(tx, {
      platformId,
      applicationId: body.id,
      userId: user.id,
      action: 'created',
      toStatus: 'draft',
    });
  });
  forgetResponseTotals(platformId, program.id);
  return toMyApplication(await loadOwn(ctx, user, body.id), ctx.locale);
}

export async function listMyApplications(ctx: RequestContext, user: AuthUser, programId: string | undefined) {
  const rows = await repository.listForApplicant(ctx.db, ctx.platform.id, user.id, programId);
  return rows.map((row) => toMyApplication(row, ctx.locale));
}

export async function getMyApplication(ctx: RequestContext, user: AuthUser, applicationId: string) {
  return toMyApplication(await loadOwn(ctx, user, applicationId), ctx.locale);
}

/** The 409 a stale client gets: the application as it is now, so the client can show what changed. */
function conflict(row: ApplicationWithContext, lang: Locale): AppError {
  return new AppError('version_conflict', {
    details: { currentVersion: row.application.version, current: toMyApplication(row, lang) },
  });
}

/** The application's applicant, whoever of its team asks: its search text and its PDF name them, not the caller. */
export async function applicantOf(db: repository.Conn, row: ApplicationWithContext, caller?: AuthUser) {
  const { applicantId } = row.application;
  if (caller && applicantId === caller.id) return caller;
  return exportsRepository.applicantOf(db, row.application.platformId, applicantId);
}

/** Autosave: replaces one step's answers over the version the client started from. */
export function saveAnswers(ctx: RequestContext, user: AuthUser, applicationId: string, body: SaveAnswersBody) {
  return ctx.db.transaction(async (tx) => {
    const row = await loadOwn(ctx, user, applicationId, { db: tx, forUpdate: true });
    if (row.application.version !== body.version) throw conflict(row, ctx.locale);
    if (!isEditable(row)) throw new AppError('application_not_editable');
    const step = row.category?.steps.find((candidate) => candidate.id === body.stepId);
    if (step?.type !== 'form') {
      throw new AppError('validation_failed', { details: [{ field: 'stepId', reason: 'unknown' }] });
    }
    await assertFileReferences(tx, ctx.platform.id, applicationId, { [body.stepId]: body.answers });
    const answers = { ...row.application.answers, [body.stepId]: body.answers };
    const application = await repository.update(tx, ctx.platform.id, applicationId, {
      answers,
      version: row.application.version + 1,
      searchText: searchTextOf((await applicantOf(tx, row, user)) ?? NOBODY, answers),
    });
    return toMyApplication({ ...row, application }, ctx.locale);
  });
}

/** Every step checked on the server, in order: the first problem of each step. */
async function findProblems(ctx: RequestContext, row: ApplicationWithContext): Promise<SubmitProblem[]> {
  const steps = row.category?.steps ?? [];
  const formSteps = steps
    .filter((step) => step.type === 'form' && step.config.form_id)
    .map((step) => ({
      stepId: step.id,
      formId: step.config.form_id as string,
      answers: row.application.answers[step.id] ?? {},
    }));
  const issues = await checkStepAnswers(ctx.db, ctx.platform.id, row.program.id, formSteps);
  const problems: SubmitProblem[] = [];
  for (const step of steps) {
    if (step.type === 'validation') {
      const decision = row.application.stepStatuses[step.id];
      if (decision !== 'validated') {
        problems.push({
          stepId: step.id,
          reason: decision === 'rejected' ? 'validation_rejected' : 'validation_pending',
        });
      }
    }
    const found = issues.get(step.id);
    if (found?.length) problems.push({ stepId: step.id, reason: 'invalid_answers', issues: found });
  }
  return problems;
}

/** Idempotent: a submitted application is answered as it is, whatever version the retry carries. */
export function submitApplication(ctx: RequestContext, user: AuthUser, applicationId: string, version: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await loadOwn(ctx, user, applicationId, { db: tx, forUpdate: true });
    if (row.application.status !== 'draft') return toMyApplication(row, ctx.locale);
    if (row.application.version !== version) throw conflict(row, ctx.locale);
    if (!isEditable(row)) throw new AppError('program_closed');
    // Answers saved before references were checked are checked now: a foreign file is never sent in.
    await assertFileReferences(tx, ctx.platform.id, applicationId, row.application.answers);
    const problems = await findProblems({ ...ctx, db: tx as typeof ctx.db }, row);
    if (problems.length) throw new AppError('submission_incomplete', { details: problems });
    const application = await repository.update(tx, ctx.platform.id, applicationId, {
      status: 'submitted',
      submittedAt: row.application.submittedAt ?? new Date(),
      version: row.application.version + 1,
    });
    await repository.insertEvent(tx, {
      platformId: ctx.platform.id,
      applicationId,
      userId: user.id,
      action: 'submitted',
      fromStatus: 'draft',
      toStatus: 'submitted',
    });
    await notifySubmitted({ ...ctx, db: tx as typeof ctx.db }, row.program, applicationId);
    await queueSubmissionReceipt({ ...ctx, db: tx as typeof ctx.db }, row, user);
    forgetResponseTotals(ctx.platform.id, row.program.id);
    return toMyApplication({ ...row, application }, ctx.locale);
  });
}

/**
 * Issue 15: the applicant's receipt, queued in the submit's transaction (a retried submit finds the
 * application submitted and answers before this, so one receipt per submission), in their language
 * when the program speaks it; the link opens the application, where its PDF is downloaded.
 */
async function queueSubmissionReceipt(ctx: RequestContext, row: ApplicationWithContext, user: AuthUser) {
  const applicant = await applicantOf(ctx.db, row, user);
  if (!applicant?.email) return;
  const { program, category, application } = row;
  const preferred = application.applicantId === user.id ? (user.locale ?? ctx.locale) : ctx.locale;
  const locale = resolveLang(preferred, program.defaultLang, program.supportedLangs);
  const link = `${ctx.origin}/${locale}/applications/${program.slug}/apply?responseId=${application.id}`;
  await queueEmail(
    ctx,
    applicant.email,
    'submission_receipt',
    {
      firstname: applicant.firstname,
      lastname: applicant.lastname,
      programTitle: pickText(program.titles, locale, program.defaultLang),
      category: category ? pickText(category.titles, locale, program.defaultLang) : '',
      reference: applicationReference(application.id),
      applicationLink: link,
      link,
    },
    locale,
    { programId: program.id, applicationId: application.id },
  );
}
