import type {
  ApplicationStatus,
  BulkActionBody,
  ResponseDetail,
  ResponseFilter,
  ResponseListQuery,
  ResponseRow,
  Selection,
} from '@opencall/shared/applications';
import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { pickText, withFeatureDefaults } from '@opencall/shared/programs';
import type { RequestContext } from '../../../context';
import { TtlCache } from '../../../lib/ttl-cache';
import type { ProgramRow } from '../applications.repository';
import * as applicationsRepository from '../applications.repository';
import { withCheckedFiles } from '../file-references';
import * as teamRepository from '../portal/team.repository';
import type { ResponseScope } from './response-filter.repository';
import { namedTags, programTagsById, type TagRef } from './response-tag-names';
import { countResponses, forgetResponseTotals } from './response-totals';
import type { ResponseListRow } from './responses.repository';
import * as repository from './responses.repository';

/** A bulk action over a whole filter touches at most this many applications at once. */
export const MAX_BULK = 50_000;

const notFound = (entity = 'application') => new AppError('not_found', { details: { entity } });

export const personName = (person: { firstname: string | null; lastname: string | null; email: string | null }) =>
  [person.firstname, person.lastname].filter(Boolean).join(' ') || person.email || '';

/** The program the back office works on: any program outside the trash, of this platform. */
// SPEC §9 keeps a program 400 ms: the back office reads it on every call of a busy list.
const programCache = new TtlCache<ProgramRow>(400, 1000);

/** After a change this module makes to a program (its export columns): read it again. */
export function forgetProgram(platformId: string, programId: string): void {
  programCache.delete(`${platformId}|${programId}`);
}

export async function liveProgram(ctx: RequestContext, programId: string): Promise<ProgramRow> {
  const key = `${ctx.platform.id}|${programId}`;
  let program = programCache.get(key);
  if (!program) {
    program = await applicationsRepository.findProgram(ctx.db, ctx.platform.id, programId);
    if (program) programCache.set(key, program);
  }
  if (!program || program.status === 'deleted') throw notFound('program');
  return program;
}

function toRow(
  row: Omit<ResponseListRow, 'tagIds'>,
  program: ProgramRow,
  lang: string,
  rowTags: TagRef[],
  columns: readonly string[] | undefined,
): ResponseRow {
  const flat: Record<string, unknown> = {};
  for (const answers of Object.values(row.answers)) Object.assign(flat, answers);
  return {
    id: row.id,
    status: row.status,
    category: row.categoryId
      ? { id: row.categoryId, title: pickText(row.categoryTitles, lang, program.defaultLang) }
      : null,
    applicant: row.applicantId ? { id: row.applicantId, name: personName(row), email: row.email ?? '' } : null,
    tags: rowTags,
    answers: Object.fromEntries((columns ?? []).map((reference) => [reference, flat[reference] ?? null])),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

export async function listResponses(ctx: RequestContext, programId: string, query: ResponseListQuery) {
  const program = await liveProgram(ctx, programId);
  const scope: ResponseScope = {
    platformId: ctx.platform.id,
    programId: program.id,
    filter: query,
    timeZone: program.timezone,
  };
  const [rows, totals] = await Promise.all([
    repository.listPage(ctx.db, scope, {
      sort: query.sort,
      order: query.order,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
      after: query.after && applicationsRepository.isUuid(query.after) ? query.after : undefined,
      withAnswers: Boolean(query.columns?.length),
    }),
    countResponses(ctx.db, scope),
  ]);
  const tagIds = rows.flatMap((row) => row.tagIds);
  const tagsById = tagIds.length ? await programTagsById(ctx.db, ctx.platform.id, program.id, tagIds) : new Map();
  const checked = query.columns?.length ? await withCheckedFiles(ctx.db, ctx.platform.id, rows) : rows;
  const data = checked.map((row) => toRow(row, program, ctx.locale, namedTags(row.tagIds, tagsById), query.columns));
  return toListPage(data, query, totals);
}

export async function getResponse(ctx: RequestContext, programId: string, responseId: string): Promise<ResponseDetail> {
  const program = await liveProgram(ctx, programId);
  if (!applicationsRepository.isUuid(responseId)) throw notFound();
  const found = await repository.findInProgram(ctx.db, ctx.platform.id, program.id, responseId);
  if (!found) throw notFound();
  // The organizer sees the files the files table gives this application, not whatever key an answer names.
  const [row] = await withCheckedFiles(ctx.db, ctx.platform.id, [found]);
  if (!row) throw notFound();
  const viewer = ctx.user?.id ?? '';
  const [rowTags, events, comments, team] = await Promise.all([
    repository.tagsOf(ctx.db, [row.id]),
    repository.eventsOf(ctx.db, ctx.platform.id, row.id),
    repository.commentsOf(ctx.db, ctx.platform.id, row.id, viewer),
    teamRepository.listMembers(ctx.db, ctx.platform.id, row.id),
  ]);
  return {
    ...toRow(
      row,
      program,
      ctx.locale,
      rowTags.map(({ id, name, color }) => ({ id, name, color })),
      [],
    ),
    answers: row.answers,
    stepStatuses: row.stepStatuses,
    releasedStatus: row.releasedStatus,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    team: team.map((member) => ({ id: member.userId, name: personName(member), email: member.email })),
    events: events.map((event) => ({
      id: event.id,
      action: event.action,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      stepId: event.stepId,
      user: event.userId ? { id: event.userId, name: personName(event) } : null,
      createdAt: event.createdAt.toISOString(),
    })),
    comments: comments.map((comment) => ({
      id: comment.id,
      body: comment.body,
      visibility: comment.visibility,
      author: comment.authorId ? { id: comment.authorId, name: personName(comment) } : null,
      mine: comment.authorId === viewer,
      createdAt: comment.createdAt.toISOString(),
    })),
  };
}

/** Refuses a part of the program its organizers switched off in `program-features`. */
function assertFeature(program: ProgramRow, feature: 'tags' | 'comments'): void {
  if (!withFeatureDefaults(program.features)[feature]) {
    throw new AppError('feature_disabled', { details: { feature } });
  }
}

/** Loads the application for a change, locked; 404 when it is not this program's (or trashed). */
async function lockOne(ctx: RequestContext, tx: applicationsRepository.Conn, programId: string, responseId: string) {
  const row = await applicationsRepository.findWithContext(tx, ctx.platform.id, responseId, { forUpdate: true });
  if (!row || row.program.id !== programId) throw notFound();
  return row;
}

/**
 * Changes one response of the live program inside a transaction, its row locked, then answers the
 * response as it now reads; `countsChange` forgets the program's cached totals.
 */
async function changeLocked(
  ctx: RequestContext,
  program: ProgramRow,
  responseId: string,
  { countsChange }: { countsChange: boolean },
  change: (tx: applicationsRepository.Conn, row: Awaited<ReturnType<typeof lockOne>>) => Promise<unknown>,
) {
  await ctx.db.transaction(async (tx) => change(tx, await lockOne(ctx, tx, program.id, responseId)));
  if (countsChange) forgetResponseTotals(ctx.platform.id, program.id);
  return getResponse(ctx, program.id, responseId);
}

export async function changeResponseStatus(
  ctx: RequestContext,
  programId: string,
  responseId: string,
  status: ApplicationStatus,
) {
  const program = await liveProgram(ctx, programId);
  return changeLocked(ctx, program, responseId, { countsChange: true }, async (tx, row) => {
    const from = row.application.status;
    if (from === status) return;
    // One way for one and for many: the status and its line in the history.
    await repository.setStatus(tx, ctx.platform.id, [responseId], status, ctx.user?.id ?? null);
    if (status !== 'draft' && !row.application.submittedAt) {
      await applicationsRepository.update(tx, ctx.platform.id, responseId, { submittedAt: new Date() });
    }
  });
}

export async function decideStep(
  ctx: RequestContext,
  programId: string,
  responseId: string,
  stepId: string,
  decision: 'validated' | 'rejected' | 'pending',
) {
  const program = await liveProgram(ctx, programId);
  return changeLocked(ctx, program, responseId, { countsChange: false }, async (tx, row) => {
    const step = row.category?.steps.find((candidate) => candidate.id === stepId);
    if (step?.type !== 'validation') throw notFound('step');
    const { [stepId]: _previous, ...others } = row.application.stepStatuses;
    const next = decision === 'pending' ? others : { ...others, [stepId]: decision };
    await repository.setStepStatuses(tx, ctx.platform.id, responseId, next);
    await applicationsRepository.insertEvent(tx, {
      platformId: ctx.platform.id,
      applicationId: responseId,
      userId: ctx.user?.id ?? null,
      action: `step_${decision}`,
      stepId,
    });
  });
}

async function assertProgramTags(ctx: RequestContext, programId: string, tagIds: readonly string[]) {
  const unique = [...new Set(tagIds)];
  if (unique.some((id) => !applicationsRepository.isUuid(id))) {
    throw new AppError('validation_failed', { details: [{ field: 'tagIds', reason: 'unknown' }] });
  }
  const known = await repository.programTags(ctx.db, ctx.platform.id, programId, unique);
  if (known.length !== unique.length) {
    throw new AppError('validation_failed', { details: [{ field: 'tagIds', reason: 'unknown' }] });
  }
  return unique;
}

export async function setResponseTags(ctx: RequestContext, programId: string, responseId: string, tagIds: string[]) {
  const program = await liveProgram(ctx, programId);
  assertFeature(program, 'tags');
  const unique = await assertProgramTags(ctx, program.id, tagIds);
  return changeLocked(ctx, program, responseId, { countsChange: true }, (tx) =>
    repository.replaceTags(tx, ctx.platform.id, responseId, unique),
  );
}

export async function addComment(
  ctx: RequestContext,
  programId: string,
  responseId: string,
  body: { body: string; visibility: 'team' | 'private' },
) {
  const program = await liveProgram(ctx, programId);
  assertFeature(program, 'comments');
  const author = ctx.user;
  if (!author) throw new AppError('authentication_required');
  const row = await applicationsRepository.findWithContext(ctx.db, ctx.platform.id, responseId);
  if (!row || row.program.id !== program.id) throw notFound();
  const comment = await repository.insertComment(ctx.db, {
    platformId: ctx.platform.id,
    applicationId: responseId,
    authorId: author.id,
    body: body.body,
    visibility: body.visibility,
  });
  return {
    id: comment.id,
    body: comment.body,
    visibility: comment.visibility,
    author: { id: author.id, name: personName(author) },
    mine: true,
    createdAt: comment.createdAt.toISOString(),
  };
}

export async function deleteComment(ctx: RequestContext, programId: string, responseId: string, commentId: string) {
  const program = await liveProgram(ctx, programId);
  if (!applicationsRepository.isUuid(responseId) || !applicationsRepository.isUuid(commentId))
    throw notFound('comment');
  const row = await applicationsRepository.findWithContext(ctx.db, ctx.platform.id, responseId);
  if (!row || row.program.id !== program.id) throw notFound();
  const deleted = await repository.deleteOwnComment(ctx.db, ctx.platform.id, responseId, commentId, ctx.user?.id ?? '');
  if (!deleted) throw notFound('comment');
  return { id: commentId };
}

/** The ids a selection stands for: the chosen ones of this program, or a whole filter minus exceptions. */
function selectedIdsIn(
  db: applicationsRepository.Conn,
  platformId: string,
  program: ProgramRow,
  selection: Selection,
): Promise<string[]> {
  const base = (filter: ResponseFilter): ResponseScope => ({
    platformId,
    programId: program.id,
    filter,
    timeZone: program.timezone,
  });
  if ('ids' in selection) {
    const ids = [...new Set(selection.ids.filter(applicationsRepository.isUuid))];
    if (ids.length === 0) return Promise.resolve([]);
    return repository.idsWhere(db, base({}), { only: ids, limit: ids.length });
  }
  const except = selection.except.filter(applicationsRepository.isUuid);
  return repository.idsWhere(db, base(selection.filter), { except, limit: MAX_BULK });
}

const selectedIds = (ctx: RequestContext, program: ProgramRow, selection: Selection) =>
  selectedIdsIn(ctx.db, ctx.platform.id, program, selection);

/**
 * The same outside a request (a job resolving a message's recipients when it goes out): none when
 * the program is gone or in the trash.
 */
export async function selectedApplicationIdsOf(
  db: applicationsRepository.Conn,
  platformId: string,
  programId: string,
  selection: Selection,
): Promise<string[]> {
  const program = await applicationsRepository.findProgram(db, platformId, programId);
  if (!program || program.status === 'deleted') return [];
  return selectedIdsIn(db, platformId, program, selection);
}

/** The applications of a live program a selection of its responses table stands for (a session's selection). */
export async function selectedApplicationIds(ctx: RequestContext, programId: string, selection: Selection) {
  return selectedIds(ctx, await liveProgram(ctx, programId), selection);
}

export async function bulkAction(ctx: RequestContext, programId: string, body: BulkActionBody) {
  const program = await liveProgram(ctx, programId);
  if ((body.action === 'tag' || body.action === 'untag') && !body.tagId) {
    throw new AppError('validation_failed', { details: [{ field: 'tagId', reason: 'required' }] });
  }
  if (body.action === 'status' && !body.status) {
    throw new AppError('validation_failed', { details: [{ field: 'status', reason: 'required' }] });
  }
  if (body.tagId) {
    assertFeature(program, 'tags');
    await assertProgramTags(ctx, program.id, [body.tagId]);
  }
  const ids = await selectedIds(ctx, program, body.selection);
  await ctx.db.transaction(async (tx) => {
    if (body.action === 'tag') await repository.addTag(tx, ctx.platform.id, ids, body.tagId as string);
    if (body.action === 'untag') await repository.removeTag(tx, ids, body.tagId as string);
    if (body.action === 'status')
      await repository.setStatus(tx, ctx.platform.id, ids, body.status as ApplicationStatus, ctx.user?.id ?? null);
    if (body.action === 'trash') await repository.moveToTrash(tx, ctx.platform.id, ids);
  });
  forgetResponseTotals(ctx.platform.id, program.id);
  return { affected: ids.length };
}

export async function trashResponse(ctx: RequestContext, programId: string, responseId: string) {
  const program = await liveProgram(ctx, programId);
  await ctx.db.transaction(async (tx) => {
    await lockOne(ctx, tx, program.id, responseId);
    await repository.moveToTrash(tx, ctx.platform.id, [responseId]);
  });
  forgetResponseTotals(ctx.platform.id, program.id);
  return { id: responseId };
}
