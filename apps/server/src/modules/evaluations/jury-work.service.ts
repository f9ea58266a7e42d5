import { AppError } from '@opencall/shared/errors';
import {
  type Criterion,
  type JuryApplication,
  type JuryApplicationDetail,
  type JuryNote,
  type SaveJuryNoteBody,
  type SaveScoreBody,
  type ScoreSheet,
  type ScoreVersion,
  scoreIssues,
  weightedTotal,
} from '@opencall/shared/evaluations';
import type { AuthUser, RequestContext } from '../../context';
import { translate } from '../../i18n/translator';
import { applicationHoldingFile, juryPdf, withCheckedFiles } from '../applications';
import * as assignmentsRepository from './assignments.repository';
import { recordConflict } from './assignments.service';
import * as criteriaRepository from './criteria.repository';
import { toCriterion } from './criteria.service';
import * as jurorsRepository from './jurors.repository';
import { seatOf } from './jurors.service';
import { juryAnswers, juryFileKeys, juryIdentity, juryQuestionOrder } from './jury-lens';
import * as notesRepository from './notes.repository';
import { announceResults } from './ranking.service';
import { refreshStandings } from './results.service';
import { givenTo } from './session-entry.repository';
import type { SheetRow } from './sheets.repository';
import * as sheetsRepository from './sheets.repository';

const notFound = () => new AppError('not_found', { details: { entity: 'application' } });

const emptySheet: ScoreSheet = {
  values: {},
  comment: '',
  status: 'todo',
  version: 0,
  total: null,
  submittedAt: null,
  updatedAt: null,
};

function toSheet(row: SheetRow | undefined): ScoreSheet {
  if (!row) return emptySheet;
  return {
    values: row.values,
    comment: row.comment,
    status: row.status,
    version: row.version,
    total: row.total,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toNote = (row: notesRepository.NoteRow | undefined): JuryNote => ({
  text: row?.text ?? '',
  version: row?.version ?? 0,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** A draft session is still being prepared: its jurors see no application yet. */
const readable = (status: string) => status !== 'draft';

export async function listJuryApplications(
  ctx: RequestContext,
  user: AuthUser,
  sessionId: string,
): Promise<JuryApplication[]> {
  const { session } = await seatOf(ctx, user, sessionId);
  if (!readable(session.status)) return [];
  const rows = await assignmentsRepository.givenApplications(ctx.db, session, user.id);
  return rows.map((row) => ({
    id: row.id,
    ...juryIdentity(session, row),
    categoryId: row.categoryId,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    sheet: row.sheet ?? 'todo',
    total: row.total,
  }));
}

/** The seat, and the application when it is given to this juror in a session open to reading. */
async function givenApplication(ctx: RequestContext, user: AuthUser, sessionId: string, applicationId: string) {
  const found = await seatOf(ctx, user, sessionId);
  if (!readable(found.session.status)) throw notFound();
  const [given] = await assignmentsRepository.givenApplications(ctx.db, found.session, user.id, applicationId);
  if (!given) throw notFound();
  return { ...found, given };
}

export async function getJuryApplication(
  ctx: RequestContext,
  user: AuthUser,
  sessionId: string,
  applicationId: string,
): Promise<JuryApplicationDetail> {
  const { session, given } = await givenApplication(ctx, user, sessionId, applicationId);
  const pair = { platformId: ctx.platform.id, sessionId: session.id, applicationId, userId: user.id };
  const [row, sheet, note, list] = await Promise.all([
    assignmentsRepository.applicationToRead(ctx.db, ctx.platform.id, applicationId),
    sheetsRepository.find(ctx.db, pair),
    notesRepository.find(ctx.db, pair),
    assignmentsRepository.givenApplications(ctx.db, session, user.id),
  ]);
  if (!row) throw notFound();
  // The juror reads the files the files table gives this application, never a key an answer names.
  const [checked] = await withCheckedFiles(ctx.db, ctx.platform.id, [row]);
  const showPeers =
    session.scoreVisibility === 'always' || (session.scoreVisibility === 'after_own' && sheet?.status === 'final');
  const peers = showPeers
    ? (await sheetsRepository.finalSheetsOfOthers(ctx.db, pair)).map((peer, index) => ({
        juror: index + 1,
        values: peer.values,
        comment: peer.comment,
        total: peer.total,
      }))
    : null;
  const at = list.findIndex((item) => item.id === applicationId);
  const answers = juryAnswers(checked?.answers ?? {}, session);
  return {
    id: row.id,
    programId: row.programId,
    categoryId: row.categoryId,
    ...juryIdentity(session, given),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    questions: await juryQuestionOrder(ctx, session, answers),
    answers: answers as JuryApplicationDetail['answers'],
    sheet: toSheet(sheet),
    note: toNote(note),
    peers,
    previousId: at > 0 ? (list[at - 1]?.id ?? null) : null,
    nextId: at >= 0 ? (list[at + 1]?.id ?? null) : null,
  };
}

/**
 * Saves the juror's private notes on an application given to them, over the version their screen
 * holds (a stale one answers the current notes). Theirs alone: no other read path returns them.
 */
export async function saveJuryNote(
  ctx: RequestContext,
  user: AuthUser,
  sessionId: string,
  applicationId: string,
  body: SaveJuryNoteBody,
): Promise<JuryNote> {
  const { session } = await givenApplication(ctx, user, sessionId, applicationId);
  const pair = { platformId: ctx.platform.id, sessionId: session.id, applicationId, userId: user.id };
  const saved = await notesRepository.save(ctx.db, pair, body.text, body.version);
  if (saved) return toNote(saved);
  const current = await notesRepository.find(ctx.db, pair);
  throw new AppError('version_conflict', {
    details: { currentVersion: current?.version ?? 0, current: toNote(current) },
  });
}

/** The application as a PDF for its juror: only what the session's view and anonymisation let them read. */
export async function juryApplicationPdf(
  ctx: RequestContext,
  user: AuthUser,
  sessionId: string,
  applicationId: string,
) {
  const { session, given } = await givenApplication(ctx, user, sessionId, applicationId);
  const seen = juryIdentity(session, given);
  const applicant = seen.applicant || translate(ctx.locale, 'exports:session.anonymous', { reference: seen.reference });
  // The order of the page: the view's questions, then any other answer the lens lets through.
  const row = await assignmentsRepository.applicationToRead(ctx.db, ctx.platform.id, applicationId);
  const order = await juryQuestionOrder(ctx, session, juryAnswers(row?.answers ?? {}, session));
  return juryPdf(
    ctx,
    applicationId,
    { name: applicant, email: seen.email ?? '' },
    { order, answers: (answers) => juryAnswers(answers, session) },
  );
}

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the juror's sheet over the version their screen holds. A draft may be partial; a final
 * sheet needs every required criterion; once final, the sheet stays final and changes only in an
 * open session, with a reason. Every save is a new version in the history.
 */
export async function saveScore(
  ctx: RequestContext,
  user: AuthUser,
  sessionId: string,
  applicationId: string,
  body: SaveScoreBody,
): Promise<ScoreSheet> {
  const { session, seat } = await givenApplication(ctx, user, sessionId, applicationId);
  if (session.status !== 'open') throw new AppError('session_not_open');
  if (!seat.acceptedAt) throw new AppError('jury_terms_not_accepted');
  const criteria: Criterion[] = (await criteriaRepository.list(ctx.db, ctx.platform.id, session.id)).map(toCriterion);
  const comment = body.comment ?? '';
  const pair = { platformId: ctx.platform.id, sessionId: session.id, applicationId, userId: user.id };
  let counted = false;
  const saved = await ctx.db.transaction(async (tx) => {
    const current = await sheetsRepository.find(tx, pair, { forUpdate: true });
    const stale = (row: SheetRow | undefined) =>
      new AppError('version_conflict', { details: { currentVersion: row?.version ?? 0, current: toSheet(row) } });
    if ((current?.version ?? 0) !== body.version) throw stale(current);
    const wasFinal = current?.status === 'final';
    const final = wasFinal || body.final;
    const issues = scoreIssues(criteria, body.values, final);
    if (issues.length) throw new AppError('scores_invalid', { details: issues });
    if (
      current &&
      sameValues(current.values, body.values) &&
      current.comment === comment &&
      current.status === (final ? 'final' : 'draft')
    )
      return toSheet(current);
    const reason = body.reason?.trim() ?? '';
    if (wasFinal && !reason) throw new AppError('score_reason_required');
    const saved = await sheetsRepository.save(
      tx,
      pair,
      {
        values: body.values,
        comment,
        status: final ? 'final' : 'draft',
        total: weightedTotal(criteria, body.values),
        version: (current?.version ?? 0) + 1,
        submittedAt: current?.submittedAt ?? (final ? new Date() : null),
      },
      reason,
    );
    // A first save that lost the race on the key: report the winner's sheet, read anew, not the empty one.
    if (!saved) throw stale(await sheetsRepository.find(tx, pair));
    // A final sheet (or a change to one) moves the ranking: the application's standing and the juror's habit.
    if (final) await refreshStandings(tx, pair, { applicationIds: [applicationId], userIds: [user.id] });
    counted = final;
    return toSheet(saved);
  });
  // Once committed: the organizers' ranking boards read it again.
  if (counted) await announceResults(ctx, session);
  return saved;
}

export async function myScoreHistory(
  ctx: RequestContext,
  user: AuthUser,
  sessionId: string,
  applicationId: string,
): Promise<ScoreVersion[]> {
  const { session } = await givenApplication(ctx, user, sessionId, applicationId);
  const rows = await sheetsRepository.versions(ctx.db, {
    platformId: ctx.platform.id,
    sessionId: session.id,
    applicationId,
    userId: user.id,
  });
  return rows.map((row) => ({
    version: row.version,
    status: row.status,
    values: row.values,
    comment: row.comment,
    reason: row.reason,
    total: row.total,
    by: { id: row.userId, name: '' },
    at: row.createdAt.toISOString(),
  }));
}

/** The juror declares a conflict: the application leaves their list at once and, in a balanced session, goes to someone else. */
export async function declareConflict(
  ctx: RequestContext,
  user: AuthUser,
  sessionId: string,
  applicationId: string,
  reason: string,
) {
  const { session } = await givenApplication(ctx, user, sessionId, applicationId);
  await recordConflict(ctx, session, { applicationId, userId: user.id }, reason, 'juror');
  return { applicationId };
}

/** The session of a seat as `seatOf` allows it (its program outside the trash), or null. */
async function liveSeatSession(ctx: RequestContext, user: AuthUser, sessionId: string) {
  try {
    return (await seatOf(ctx, user, sessionId)).session;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/**
 * Whether a file is held, in an answer the session's view shows, by an application given to this
 * person in one of their sessions open to reading, whose program is outside the trash (as for the
 * applications themselves); and whether that session hides file details (then the juror gets the
 * file under an anonymous name). null: the jury gives no access to it.
 */
export async function juryFileAccess(
  ctx: RequestContext,
  user: AuthUser,
  file: { key: string; ownerId: string | null },
): Promise<{ anonymous: boolean } | null> {
  const seats = await jurorsRepository.listSeatsOf(ctx.db, ctx.platform.id, user.id);
  for (const seat of seats) {
    if (!readable(seat.status)) continue;
    const session = await liveSeatSession(ctx, user, seat.sessionId);
    if (!session) continue;
    const applicationId = await applicationHoldingFile(ctx.db, ctx.platform.id, givenTo(session, user.id), file);
    if (!applicationId) continue;
    const row = await assignmentsRepository.applicationToRead(ctx.db, ctx.platform.id, applicationId);
    if (row && juryFileKeys(row.answers, session).has(file.key))
      return { anonymous: session.anonymization.fileDetails };
  }
  return null;
}
