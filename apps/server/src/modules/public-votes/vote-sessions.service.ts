import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type { AddToSelectionBody, SelectionChange, SessionQuestion } from '@opencall/shared/evaluations';
import { DEFAULT_SESSION_ENTRY, unknownQuestions } from '@opencall/shared/evaluations';
import { sanitizeRichText } from '@opencall/shared/forms';
import {
  type CreateVoteSessionBody,
  type UpdateVoteSessionBody,
  type VoteSession,
  type VoteSessionListQuery,
  votePhase,
} from '@opencall/shared/public-votes';
import { type ShowcaseTexts, showcaseQuestions } from '@opencall/shared/showcase';
import type { RequestContext } from '../../context';
import { programQuestions, selectedApplicationIds } from '../applications';
import { cleanEntry, entryIssues, shortlistOf, shortlistSource } from '../evaluations';
import { diffForLog, getLiveProgram, logProgramChange } from '../programs';
import { forgetVoteSession } from './vote-caches';
import type { Conn, VoteSessionRow, VoteSessionValues, VoteSessionWithCounts } from './vote-sessions.repository';
import * as repository from './vote-sessions.repository';

type Issue = { field: string; reason: string };

export function toVoteSession(row: VoteSessionWithCounts): VoteSession {
  return {
    id: row.id,
    programId: row.programId,
    slug: row.slug,
    name: row.name,
    published: row.published,
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    phase: votePhase(row),
    texts: row.texts,
    entry: { ...row.entry, source: row.entry.source ?? 'filter' } as VoteSession['entry'],
    fields: row.fields,
    rules: row.rules,
    verification: row.verification,
    selectionCount: row.selectionCount,
    votes: row.votes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the program's log keeps of a vote session: its settings, not its texts' HTML. */
const snapshot = (row: VoteSessionRow) => ({
  name: row.name,
  slug: row.slug,
  published: row.published,
  opensAt: row.opensAt?.toISOString() ?? null,
  closesAt: row.closesAt?.toISOString() ?? null,
  entry: row.entry,
  fields: row.fields,
  rules: row.rules,
  verification: row.verification,
});

export async function getVoteSessionRow(
  db: Conn,
  ctx: RequestContext,
  programId: string,
  ref: string,
  options: { forUpdate?: boolean } = {},
): Promise<VoteSessionWithCounts> {
  const row = await repository.find(db, ctx.platform.id, programId, ref, options);
  if (!row) throw new AppError('not_found', { details: { entity: 'vote_session' } });
  return row;
}

/** Titles are plain text; descriptions keep only the allow-listed HTML. */
function sanitizeTexts(texts: ShowcaseTexts): ShowcaseTexts {
  const clean = (values: Record<string, string | undefined>, rich: boolean) =>
    Object.fromEntries(
      Object.entries(values).map(([lang, text]) => [lang, rich ? sanitizeRichText(text ?? '') : (text ?? '')]),
    );
  return { title: clean(texts.title, false), description: clean(texts.description, true) };
}

function toValues(body: UpdateVoteSessionBody): VoteSessionValues {
  const values: VoteSessionValues = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.slug !== undefined) values.slug = body.slug;
  if (body.published !== undefined) values.published = body.published;
  if (body.opensAt !== undefined) values.opensAt = body.opensAt ? new Date(body.opensAt) : null;
  if (body.closesAt !== undefined) values.closesAt = body.closesAt ? new Date(body.closesAt) : null;
  if (body.texts !== undefined) values.texts = sanitizeTexts(body.texts) as VoteSessionValues['texts'];
  if (body.entry !== undefined) values.entry = cleanEntry(body.entry);
  if (body.fields !== undefined) values.fields = { ...body.fields, questions: [...new Set(body.fields.questions)] };
  if (body.rules !== undefined) values.rules = body.rules;
  if (body.verification !== undefined)
    values.verification = { ...body.verification, domains: [...new Set(body.verification.domains)] };
  return values;
}

/** The rules spanning fields or needing the program: dates in order, its own categories, tags and questions. */
async function checkSettings(
  db: Conn,
  ctx: RequestContext,
  programId: string,
  values: VoteSessionValues,
  questions: string[] | null,
) {
  const issues: Issue[] = [];
  if (values.opensAt && values.closesAt && values.closesAt <= values.opensAt)
    issues.push({ field: 'closesAt', reason: 'not_after_start' });
  if (values.entry) issues.push(...(await entryIssues(db, ctx, programId, values.entry)));
  if (values.fields && questions && unknownQuestions(questions, showcaseQuestions(values.fields)).length)
    issues.push({ field: 'fields.questions', reason: 'unknown' });
  if (values.verification?.mode === 'email_domain' && values.verification.domains.length === 0)
    issues.push({ field: 'verification.domains', reason: 'required' });
  if (values.rules?.votesPerCategory && values.rules.votesPerCategory > values.rules.votesPerVoter)
    issues.push({ field: 'rules.votesPerCategory', reason: 'over_votes_per_voter' });
  if (values.rules?.votesPerDay && values.rules.votesPerDay > values.rules.votesPerVoter)
    issues.push({ field: 'rules.votesPerDay', reason: 'over_votes_per_voter' });
  if (issues.length) throw new AppError('validation_failed', { details: issues });
}

/** The program's question references when the body names some (read before the transaction: PGlite has one connection). */
async function namedQuestions(ctx: RequestContext, programId: string, body: UpdateVoteSessionBody) {
  if (!body.fields || showcaseQuestions(body.fields).length === 0) return null;
  return (await programQuestions(ctx, programId)).map((question) => question.reference);
}

export async function listVoteSessions(ctx: RequestContext, programId: string, query: VoteSessionListQuery) {
  const platformId = ctx.platform.id;
  await getLiveProgram(ctx.db, platformId, programId);
  if (query.after && !(await repository.find(ctx.db, platformId, programId, query.after)))
    throw new AppError('validation_failed', { details: [{ field: 'after', reason: 'unknown_cursor' }] });
  const rows = await repository.list(ctx.db, platformId, programId, query);
  const totals = await repository.count(ctx.db, platformId, programId, query);
  return toListPage(rows.map(toVoteSession), query, totals);
}

export async function getVoteSession(ctx: RequestContext, programId: string, ref: string) {
  await getLiveProgram(ctx.db, ctx.platform.id, programId);
  return toVoteSession(await getVoteSessionRow(ctx.db, ctx, programId, ref));
}

export async function listVoteQuestions(
  ctx: RequestContext,
  programId: string,
  ref: string,
): Promise<SessionQuestion[]> {
  await getVoteSessionRow(ctx.db, ctx, programId, ref);
  return programQuestions(ctx, programId);
}

export async function createVoteSession(ctx: RequestContext, programId: string, body: CreateVoteSessionBody) {
  const questions = await namedQuestions(ctx, programId, body);
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const values = { entry: DEFAULT_SESSION_ENTRY, ...toValues(body), name: body.name, slug: body.slug };
    await checkSettings(tx, ctx, programId, values, questions);
    const row = await repository.insert(tx, ctx.platform.id, programId, values);
    await logProgramChange(tx, ctx, {
      programId,
      action: 'create',
      entity: 'vote_session',
      entityId: row.id,
      before: null,
      after: snapshot(row),
    });
    return toVoteSession({ ...row, selectionCount: 0, votes: 0 });
  });
}

export async function updateVoteSession(
  ctx: RequestContext,
  programId: string,
  ref: string,
  body: UpdateVoteSessionBody,
) {
  const questions = await namedQuestions(ctx, programId, body);
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const current = await getVoteSessionRow(tx, ctx, programId, ref, { forUpdate: true });
    const values = toValues(body);
    await checkSettings(
      tx,
      ctx,
      programId,
      {
        ...values,
        opensAt: values.opensAt === undefined ? current.opensAt : values.opensAt,
        closesAt: values.closesAt === undefined ? current.closesAt : values.closesAt,
        verification: values.verification ?? current.verification,
        rules: values.rules ?? current.rules,
      },
      questions,
    );
    const row = await repository.update(tx, ctx.platform.id, programId, current.id, values);
    forgetVoteSession(ctx.platform.id, row.id);
    const change = diffForLog(snapshot(current), snapshot(row));
    if (change)
      await logProgramChange(tx, ctx, {
        programId,
        action: 'update',
        entity: 'vote_session',
        entityId: row.id,
        ...change,
      });
    return toVoteSession({ ...row, selectionCount: current.selectionCount, votes: current.votes });
  });
}

export function deleteVoteSession(ctx: RequestContext, programId: string, ref: string) {
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const current = await getVoteSessionRow(tx, ctx, programId, ref, { forUpdate: true });
    // Votes are never deleted (voided at most): a session voters took part in is unpublished instead.
    // Withdrawn and voided votes count too: deleting the session would delete them with it.
    if (current.votes > 0 || (await repository.hasVotes(tx, current.id))) throw new AppError('vote_session_has_votes');
    await repository.remove(tx, ctx.platform.id, programId, current.id);
    forgetVoteSession(ctx.platform.id, current.id);
    await logProgramChange(tx, ctx, {
      programId,
      action: 'delete',
      entity: 'vote_session',
      entityId: current.id,
      before: snapshot(current),
      after: null,
    });
    return { id: current.id };
  });
}

async function changeSelection(
  ctx: RequestContext,
  programId: string,
  ref: string,
  change: (tx: Conn, session: VoteSessionRow) => Promise<number>,
): Promise<SelectionChange> {
  return ctx.db.transaction(async (tx) => {
    await getLiveProgram(tx, ctx.platform.id, programId);
    const session = await getVoteSessionRow(tx, ctx, programId, ref, { forUpdate: true });
    const before = await repository.countSelected(tx, session);
    const changed = await change(tx, session);
    forgetVoteSession(ctx.platform.id, session.id);
    const total = await repository.countSelected(tx, session);
    if (changed)
      await logProgramChange(tx, ctx, {
        programId,
        action: 'update',
        entity: 'vote_session',
        entityId: session.id,
        before: { selection: before },
        after: { selection: total },
      });
    return { changed, total };
  });
}

/** Adds rows of the responses table, or a jury session's shortlist, to the vote's selection. */
export async function addToVoteSelection(
  ctx: RequestContext,
  programId: string,
  ref: string,
  body: AddToSelectionBody,
): Promise<SelectionChange> {
  if (Boolean(body.selection) === Boolean(body.shortlist))
    throw new AppError('validation_failed', {
      details: [{ field: 'selection', reason: 'one_of_selection_or_shortlist' }],
    });
  const ids = body.selection ? await selectedApplicationIds(ctx, programId, body.selection) : [];
  return changeSelection(ctx, programId, ref, async (tx, session) => {
    if (!body.shortlist) return repository.addSelected(tx, session, ids);
    const source = await shortlistSource(tx, ctx, programId, body.shortlist.sessionId);
    return repository.addShortlisted(tx, session, shortlistOf(source, body.shortlist.top), source.id);
  });
}

export function clearVoteSelection(ctx: RequestContext, programId: string, ref: string) {
  return changeSelection(ctx, programId, ref, (tx, session) => repository.clearSelected(tx, session));
}
