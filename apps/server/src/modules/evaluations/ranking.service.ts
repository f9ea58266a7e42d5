import { toListPage } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import {
  CONTESTED_SPREAD,
  type Criterion,
  competitionRanks,
  isContested,
  type Leniency,
  leniencyOf,
  type RankingQuery,
  type RankingRow,
  type WhatIf,
  type WhatIfBody,
  weightedTotal,
} from '@opencall/shared/evaluations';
import type { RequestContext } from '../../context';
import { personName } from '../applications';
import { usersGrantedOn } from '../auth';
import { getLiveProgram } from '../programs';
import * as assignmentsRepository from './assignments.repository';
import * as criteriaRepository from './criteria.repository';
import { toCriterion } from './criteria.service';
import { peopleOf } from './jurors.service';
import * as rankingRepository from './ranking.repository';
import { countRankedCached, forgetRankingCounts } from './ranking-totals';
import type { SessionRow } from './sessions.repository';
import { getSessionRow } from './sessions.service';

async function sessionOf(ctx: RequestContext, programId: string, ref: string) {
  await getLiveProgram(ctx.db, ctx.platform.id, programId);
  return getSessionRow(ctx.db, ctx, programId, ref);
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * A page of the ranking: each application's weighted mean, median, trimmed mean, normalised score,
 * spread (contested past `CONTESTED_SPREAD`); ranks shared by ties, counted over the whole session
 * whatever the filters.
 */
export async function getRanking(ctx: RequestContext, programId: string, ref: string, query: RankingQuery) {
  const session = await sessionOf(ctx, programId, ref);
  const filters = {
    search: query.search,
    contested: query.contested === undefined ? undefined : query.contested === 'true',
    contestedSpread: CONTESTED_SPREAD,
  };
  const after = query.after ? await rankingRepository.cursorOf(ctx.db, session, query.sort, query.after) : undefined;
  if (query.after && !after)
    throw new AppError('validation_failed', { details: [{ field: 'after', reason: 'unknown' }] });
  const [rows, counts] = await Promise.all([
    rankingRepository.rankingPage(ctx.db, session, query.sort, filters, { perPage: query.perPage, after }),
    countRankedCached(ctx.db, session, filters),
  ]);
  const page = rows.slice(0, query.perPage);
  const first = page[0];
  const above = first ? await rankingRepository.countAbove(ctx.db, session, query.sort, first.value) : 0;
  const values = page.map((row) => Number(row.value));
  // Without filters a page's ranks follow on; with them, each first rank of a value is counted again.
  const filtered = filters.search !== undefined || filters.contested !== undefined;
  // The rows ahead of the page: those above its first value, and that value's ties on earlier pages.
  const before =
    first && !filtered && after && Number(after.value) === values[0]
      ? await rankingRepository.countAbove(ctx.db, session, query.sort, first.value, first.id)
      : above;
  const ranks = competitionRanks(values, before + 1).map((rank, index) =>
    values[index] === values[0] ? above + 1 : rank,
  );
  const rankOf = async (index: number) => {
    if (!filtered || index === 0 || values[index] === values[index - 1]) return ranks[index] as number;
    return (
      (await rankingRepository.countAbove(ctx.db, session, query.sort, (page[index] as { value: string }).value)) + 1
    );
  };
  const normalized =
    query.sort === 'normalized'
      ? new Map(page.map((row) => [row.id, Number(row.value)]))
      : await rankingRepository.normalizedScores(
          ctx.db,
          session.id,
          page.map((row) => row.id),
        );
  const next = rows[query.perPage];
  // A filter may hide a row's tie: a value shown once on a filtered page is asked about once.
  const sharedValues = new Set<number>();
  if (filtered)
    for (const [index, row] of page.entries()) {
      const value = values[index] as number;
      if (sharedValues.has(value) || values.indexOf(value) !== index) continue;
      if ((await rankingRepository.countAt(ctx.db, session, query.sort, row.value)) > 1) sharedValues.add(value);
    }
  const data: RankingRow[] = [];
  for (const [index, row] of page.entries()) {
    const value = values[index];
    const summary = { sheets: row.sheets, spread: num(row.spread) };
    data.push({
      id: row.id,
      rank: await rankOf(index),
      tied:
        sharedValues.has(value as number) ||
        value === values[index - 1] ||
        value === values[index + 1] ||
        (index === 0 && after !== undefined && Number(after.value) === value) ||
        (index === page.length - 1 && next !== undefined && Number(next.value) === value),
      applicant: personName({ ...row, email: null }),
      status: row.status,
      sheets: row.sheets,
      mean: num(row.mean),
      median: num(row.median),
      trimmed: num(row.trimmed),
      normalized: row.sheets > 0 ? Math.round((normalized.get(row.id) ?? 0) * 100) / 100 : null,
      spread: num(row.spread),
      low: num(row.low),
      high: num(row.high),
      contested: isContested(summary),
    });
  }
  return toListPage(data, query, { total: counts.total, totalFiltred: counts.totalFiltred });
}

/** How many applications are ranked, contested, waiting; and each juror's habit against everyone's. */
export async function getRankingSummary(ctx: RequestContext, programId: string, ref: string) {
  const session = await sessionOf(ctx, programId, ref);
  const [counts, applications, stats, people] = await Promise.all([
    countRankedCached(ctx.db, session, { contestedSpread: CONTESTED_SPREAD }),
    assignmentsRepository.countEntering(ctx.db, session),
    rankingRepository.jurorStats(ctx.db, session.id),
    peopleOf(ctx.db, ctx, programId),
  ]);
  const sheets = stats.reduce((sum, stat) => sum + stat.sheets, 0);
  const overallMean = sheets ? stats.reduce((sum, stat) => sum + stat.mean * stat.sheets, 0) / sheets : null;
  const leniency: Leniency = {
    overallMean: overallMean === null ? null : Math.round(overallMean * 100) / 100,
    jurors: stats.map((stat) => {
      const person = people.get(stat.userId);
      const habit = { sheets: stat.sheets, mean: stat.mean, stdev: stat.stdev };
      return {
        userId: stat.userId,
        name: person ? personName(person) || person.email : '',
        sheets: stat.sheets,
        mean: Math.round(stat.mean * 100) / 100,
        stdev: Math.round(stat.stdev * 100) / 100,
        offset: Math.round((stat.mean - (overallMean ?? stat.mean)) * 100) / 100,
        habit: leniencyOf(habit, overallMean ?? stat.mean),
      };
    }),
  };
  return {
    applications,
    ranked: counts.total,
    contested: counts.contested,
    contestedSpread: CONTESTED_SPREAD,
    ...leniency,
  };
}

const PAGE = 5000;

/** Ranks of means, best first, ties shared: application id → rank. */
function ranksOf(means: Map<string, { sum: number; n: number }>) {
  const sorted = [...means]
    .map(([id, { sum, n }]) => ({ id, mean: Math.round((sum / n) * 100) / 100 }))
    .sort((a, b) => b.mean - a.mean || (a.id < b.id ? 1 : -1));
  const ranks = competitionRanks(sorted.map((row) => row.mean));
  return { sorted, rankOf: new Map(sorted.map((row, index) => [row.id, ranks[index] as number])) };
}

/**
 * "What if": every sheet that counts read again with other weights and without some jurors, and
 * ranked; beside each, its rank as the session stands. Nothing is saved.
 */
export async function whatIf(ctx: RequestContext, programId: string, ref: string, body: WhatIfBody): Promise<WhatIf> {
  const session: SessionRow = await sessionOf(ctx, programId, ref);
  const criteria: Criterion[] = (await criteriaRepository.list(ctx.db, ctx.platform.id, session.id)).map((row) => {
    const criterion = toCriterion(row);
    const weight = body.weights?.[criterion.id];
    return weight === undefined || criterion.kind === 'text' ? criterion : { ...criterion, weight };
  });
  const left = new Set(body.excludeJurors ?? []);
  const now = new Map<string, { sum: number; n: number }>();
  const then = new Map<string, { sum: number; n: number }>();
  const add = (map: typeof now, id: string, total: number) => {
    const entry = map.get(id) ?? { sum: 0, n: 0 };
    entry.sum += total;
    entry.n += 1;
    map.set(id, entry);
  };
  let after: { applicationId: string; userId: string } | null = null;
  for (;;) {
    const rows = await rankingRepository.finalSheets(ctx.db, session, after, PAGE);
    for (const row of rows) {
      if (row.total !== null) add(then, row.applicationId, row.total);
      if (left.has(row.userId)) continue;
      const total = weightedTotal(criteria, row.values);
      if (total !== null) add(now, row.applicationId, total);
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) break;
    after = { applicationId: last.applicationId, userId: last.userId };
  }
  const current = ranksOf(now);
  const previous = ranksOf(then);
  const top = current.sorted.slice(0, body.limit ?? 50);
  const names = new Map(
    (
      await rankingRepository.applicantsOf(
        ctx.db,
        top.map((row) => row.id),
      )
    ).map((row) => [row.id, personName({ ...row, email: null })]),
  );
  return {
    ranked: current.sorted.length,
    rows: top.map((row) => ({
      id: row.id,
      applicant: names.get(row.id) ?? '',
      rank: current.rankOf.get(row.id) as number,
      previousRank: previous.rankOf.get(row.id) ?? null,
      mean: row.mean,
      sheets: now.get(row.id)?.n ?? 0,
    })),
  };
}

/** The ranking moved: every tab of the people working on the program reads it again (no "Update" button). */
export async function announceResults(ctx: RequestContext, session: Pick<SessionRow, 'id' | 'programId'>) {
  // Counts cached between the change and its commit are read again now.
  forgetRankingCounts(ctx.platform.id, session.id);
  const people = await usersGrantedOn(ctx.db, ctx.platform.id, session.programId, 'program.collaborate');
  for (const userId of people)
    ctx.services.realtime.emitToUser(ctx.platform.id, userId, 'evaluation.results', { sessionId: session.id });
}
