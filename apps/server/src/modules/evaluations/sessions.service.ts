import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import {
  type AllSessionsQuery,
  type ChangeSessionStatusBody,
  type CreateSessionBody,
  canMoveSession,
  DEFAULT_SESSION_ENTRY,
  type EvaluationSession,
  type SessionEntry,
  type SessionListQuery,
  type SessionQuestion,
  type UpdateSessionBody,
  unknownQuestions,
} from '@opencall/shared/evaluations';
import { sanitizeRichText } from '@opencall/shared/forms';
import type { AuthUser, RequestContext } from '../../context';
import { programQuestions } from '../applications';
import {
  diffForLog,
  getLiveProgram,
  listWorkablePrograms,
  logProgramChange,
  unknownCategoriesAndTags,
} from '../programs';
import * as criteriaRepository from './criteria.repository';
import type { Conn, SessionRow, SessionValues, SessionWithCount } from './sessions.repository';
import * as sessionsRepository from './sessions.repository';

type Issue = { field: string; reason: string };

export function toSession(row: SessionWithCount): EvaluationSession {
  return {
    id: row.id,
    programId: row.programId,
    slug: row.slug,
    name: row.name,
    status: row.status,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    instructions: row.instructions,
    entry: { ...(row.entry as SessionEntry), source: row.entry.source ?? 'filter' },
    scoreVisibility: row.scoreVisibility,
    juryView: row.juryView,
    anonymization: row.anonymization,
    criteriaCount: row.criteriaCount,
    selectionCount: row.selectionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the program's log keeps of a session: its settings, not its instructions' HTML. */
const snapshot = (row: SessionRow) => ({
  name: row.name,
  slug: row.slug,
  status: row.status,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  entry: row.entry,
  scoreVisibility: row.scoreVisibility,
  juryView: row.juryView,
  anonymization: row.anonymization,
  instructionLanguages: Object.keys(row.instructions).sort().join(', '),
});

/** A session of the program (by id or address); 404 otherwise. */
export async function getSessionRow(
  db: Conn,
  ctx: RequestContext,
  programId: string,
  ref: string,
  options: { forUpdate?: boolean } = {},
): Promise<SessionWithCount> {
  const row = await sessionsRepository.find(db, ctx.platform.id, programId, ref, options);
  if (!row) throw new AppError('not_found', { details: { entity: 'session' } });
  return row;
}

/** Instructions are rich text a juror reads: only the allow-listed HTML is kept. */
function sanitizeInstructions(instructions: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(instructions).map(([lang, html]) => [lang, sanitizeRichText(html)] as const),
  );
}

/** An entry as kept: each status, category and tag once. */
export function cleanEntry(entry: SessionEntry): SessionEntry {
  return {
    statuses: [...new Set(entry.statuses)],
    categoryIds: [...new Set(entry.categoryIds)],
    tagIds: [...new Set(entry.tagIds)],
    source: entry.source,
  };
}

/** What is wrong with an entry's filter: categories or tags that are not the program's (a public vote's too). */
export async function entryIssues(
  db: Conn,
  ctx: RequestContext,
  programId: string,
  entry: Pick<SessionEntry, 'categoryIds' | 'tagIds'>,
): Promise<Issue[]> {
  const unknown = await unknownCategoriesAndTags(db, ctx.platform.id, programId, entry);
  return [
    ...(unknown.categoryIds.length ? [{ field: 'entry.categoryIds', reason: 'unknown' }] : []),
    ...(unknown.tagIds.length ? [{ field: 'entry.tagIds', reason: 'unknown' }] : []),
  ];
}

/** The rules that span fields or need the program: dates in order, filters naming the program's own. */
async function checkSettings(
  db: Conn,
  ctx: RequestContext,
  programId: string,
  values: SessionValues,
  questions: string[] | null,
) {
  const issues: Issue[] = [];
  if (values.startsAt && values.endsAt && values.endsAt <= values.startsAt)
    issues.push({ field: 'endsAt', reason: 'not_after_start' });
  if (values.entry) issues.push(...(await entryIssues(db, ctx, programId, values.entry)));
  if (values.juryView?.questions?.length || values.anonymization?.questions.length) {
    const all = questions ?? [];
    if (unknownQuestions(all, values.juryView?.questions ?? []).length)
      issues.push({ field: 'juryView.questions', reason: 'unknown' });
    if (unknownQuestions(all, values.anonymization?.questions ?? []).length)
      issues.push({ field: 'anonymization.questions', reason: 'unknown' });
  }
  if (issues.length) throw new AppError('validation_failed', { details: issues });
}

function toValues(body: UpdateSessionBody): SessionValues {
  const values: SessionValues = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.slug !== undefined) values.slug = body.slug;
  if (body.startsAt !== undefined) values.startsAt = body.startsAt ? new Date(body.startsAt) : null;
  if (body.endsAt !== undefined) values.endsAt = body.endsAt ? new Date(body.endsAt) : null;
  if (body.instructions !== undefined) values.instructions = sanitizeInstructions(body.instructions);
  if (body.entry !== undefined) values.entry = cleanEntry(body.entry);
  if (body.scoreVisibility !== undefined) values.scoreVisibility = body.scoreVisibility;
  if (body.juryView !== undefined)
    values.juryView = { questions: body.juryView.questions && [...new Set(body.juryView.questions)] };
  if (body.anonymization !== undefined)
    values.anonymization = { ...body.anonymization, questions: [...new Set(body.anonymization.questions)] };
  return values;
}

export async function listSessions(ctx: RequestContext, programId: string, query: SessionListQuery) {
  const platformId = ctx.platform.id;
  await getLiveProgram(ctx.db, platformId, programId);
  if (query.after && !(await sessionsRepository.find(ctx.db, platformId, programId, query.after)))
    throw new AppError('validation_failed', { details: [{ field: 'after', reason: 'unknown_cursor' }] });
  const rows = await sessionsRepository.list(ctx.db, platformId, [programId], query);
  const totals = await sessionsRepository.count(ctx.db, platformId, [programId], query);
  return toListPage(rows.map(toSession), query, totals);
}

/**
 * `admin/sessions`: the sessions of every live program the user works on, or of the one `programId`
 * names; a program they do not work on lists nothing, as one that does not exist.
 */
export async function listAllSessions(ctx: RequestContext, user: AuthUser, query: AllSessionsQuery) {
  const platformId = ctx.platform.id;
  const programs = new Map(
    (await listWorkablePrograms(ctx.db, platformId, user)).map((program) => [program.id, program]),
  );
  const programIds = query.programId ? [query.programId].filter((id) => programs.has(id)) : [...programs.keys()];
  if (query.after) {
    const cursor = await sessionsRepository.findById(ctx.db, platformId, query.after);
    if (!cursor || !programIds.includes(cursor.programId))
      throw new AppError('validation_failed', { details: [{ field: 'after', reason: 'unknown_cursor' }] });
  }
  const [rows, totals] = await Promise.all([
    sessionsRepository.list(ctx.db, platformId, programIds, query),
    sessionsRepository.count(ctx.db, platformId, programIds, query),
  ]);
  const data = rows.map((row) => {
    const program = programs.get(row.programId);
    return {
      ...toSession(row),
      program: { id: row.programId, slug: program?.slug ?? '', title: program?.title ?? '' },
    };
  });
  return toListPage(data, query, totals);
}

export async function getSession(ctx: RequestContext, programId: string, ref: string) {
  await getLiveProgram(ctx.db, ctx.platform.id, programId);
  return toSession(await getSessionRow(ctx.db, ctx, programId, ref));
}

/**
 * The references of the program's questions when the body names some (read before the transaction:
 * the embedded database has one connection, a read outside the transaction would wait for it).
 */
async function namedQuestions(ctx: RequestContext, programId: string, body: UpdateSessionBody) {
  if (!body.juryView?.questions?.length && !body.anonymization?.questions.length) return null;
  return (await programQuestions(ctx, programId)).map((question) => question.reference);
}

/** The questions of the program's forms, for the session's `views` and `anonymization` pages. */
export async function listSessionQuestions(
  ctx: RequestContext,
  programId: string,
  ref: string,
): Promise<SessionQuestion[]> {
  await getSessionRow(ctx.db, ctx, programId, ref);
  return programQuestions(ctx, programId);
}

export async function createSession(ctx: RequestContext, programId: string, body: CreateSessionBody) {
  const questions = await namedQuestions(ctx, programId, body);
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const values = { entry: DEFAULT_SESSION_ENTRY, ...toValues(body), name: body.name, slug: body.slug };
    await checkSettings(tx, ctx, programId, values, questions);
    const row = await sessionsRepository.insert(tx, ctx.platform.id, programId, values);
    await logProgramChange(tx, ctx, {
      programId,
      action: 'create',
      entity: 'session',
      entityId: row.id,
      before: null,
      after: snapshot(row),
    });
    return toSession({ ...row, criteriaCount: 0, selectionCount: 0 });
  });
}

export async function updateSession(ctx: RequestContext, programId: string, ref: string, body: UpdateSessionBody) {
  const questions = await namedQuestions(ctx, programId, body);
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const current = await getSessionRow(tx, ctx, programId, ref, { forUpdate: true });
    const values = toValues(body);
    await checkSettings(
      tx,
      ctx,
      programId,
      {
        ...values,
        startsAt: values.startsAt === undefined ? current.startsAt : values.startsAt,
        endsAt: values.endsAt === undefined ? current.endsAt : values.endsAt,
      },
      questions,
    );
    const row = await sessionsRepository.update(tx, ctx.platform.id, programId, current.id, values);
    const change = diffForLog(snapshot(current), snapshot(row));
    if (change)
      await logProgramChange(tx, ctx, { programId, action: 'update', entity: 'session', entityId: row.id, ...change });
    return toSession({ ...row, criteriaCount: current.criteriaCount, selectionCount: current.selectionCount });
  });
}

export function changeSessionStatus(
  ctx: RequestContext,
  programId: string,
  ref: string,
  body: ChangeSessionStatusBody,
) {
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const current = await getSessionRow(tx, ctx, programId, ref, { forUpdate: true });
    if (current.status === body.status) return toSession(current);
    if (!canMoveSession(current.status, body.status))
      throw new AppError('session_status_invalid', { details: { from: current.status, to: body.status } });
    if (body.status === 'open') {
      const criteria = await criteriaRepository.list(tx, ctx.platform.id, current.id);
      if (!criteria.some((criterion) => criterion.weight > 0)) throw new AppError('session_without_criteria');
    }
    const row = await sessionsRepository.update(tx, ctx.platform.id, programId, current.id, { status: body.status });
    await logProgramChange(tx, ctx, {
      programId,
      action: 'update',
      entity: 'session',
      entityId: row.id,
      before: { status: current.status },
      after: { status: row.status },
    });
    return toSession({ ...row, criteriaCount: current.criteriaCount, selectionCount: current.selectionCount });
  });
}

export function deleteSession(ctx: RequestContext, programId: string, ref: string) {
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const current = await getSessionRow(tx, ctx, programId, ref, { forUpdate: true });
    // Jurors may be scoring an open session: it is closed first, on purpose.
    if (current.status === 'open') throw new AppError('session_open');
    await sessionsRepository.remove(tx, ctx.platform.id, programId, current.id);
    await logProgramChange(tx, ctx, {
      programId,
      action: 'delete',
      entity: 'session',
      entityId: current.id,
      before: snapshot(current),
      after: null,
    });
    return { id: current.id };
  });
}
