import { randomUUID } from 'node:crypto';
import type { Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import {
  type Criterion,
  type CriterionValues,
  criteriaIssues,
  hasWeightedCriterion,
  type ReplaceCriteriaBody,
} from '@opencall/shared/evaluations';
import type { RequestContext } from '../../context';
import { getLiveProgram, logProgramChange } from '../programs';
import type { CriterionRow, CriterionRowValues } from './criteria.repository';
import * as criteriaRepository from './criteria.repository';
import { announceResults } from './ranking.service';
import { recomputeTotals } from './results.service';
import { getSessionRow } from './sessions.service';

export function toCriterion(row: CriterionRow): Criterion {
  const common = {
    id: row.id,
    position: row.position,
    labels: row.labels,
    descriptions: row.descriptions,
    group: row.group,
    weight: row.weight,
    required: row.required,
  };
  // Written by `settingsOf` from a validated criterion of the same kind.
  if (row.kind === 'score') {
    const { min, max, step } = row.settings as { min: number; max: number; step: number };
    return { ...common, kind: 'score', min, max, step };
  }
  if (row.kind === 'text') {
    const { minChars, maxChars } = row.settings as { minChars: number; maxChars: number };
    return { ...common, kind: 'text', minChars, maxChars };
  }
  const { options } = row.settings as { options: Extract<Criterion, { options: unknown }>['options'] };
  return { ...common, kind: row.kind, options };
}

function settingsOf(criterion: CriterionValues): Record<string, unknown> {
  if (criterion.kind === 'score') return { min: criterion.min, max: criterion.max, step: criterion.step };
  if (criterion.kind === 'text') return { minChars: criterion.minChars, maxChars: criterion.maxChars };
  return { options: criterion.options };
}

function toRow(criterion: CriterionValues, position: number): CriterionRowValues {
  return {
    id: criterion.id ?? randomUUID(),
    position,
    kind: criterion.kind,
    labels: criterion.labels,
    descriptions: criterion.descriptions,
    group: criterion.group,
    weight: criterion.weight,
    required: criterion.required,
    settings: settingsOf(criterion),
  };
}

/** What the program's log keeps of the criteria: label in the default language, kind and weight, in order. */
function summary(rows: readonly CriterionRow[], lang: string) {
  return { criteria: rows.map((row) => `${row.labels[lang] ?? row.id} (${row.kind}, ${row.weight})`) };
}

/** What a sheet's total depends on: each criterion's id, kind, weight, bounds and points. */
const scoring = (rows: readonly CriterionRow[]) => rows.map((row) => [row.id, row.kind, row.weight, row.settings]);

export async function listCriteria(ctx: RequestContext, programId: string, ref: string): Promise<Criterion[]> {
  await getLiveProgram(ctx.db, ctx.platform.id, programId);
  const session = await getSessionRow(ctx.db, ctx, programId, ref);
  return (await criteriaRepository.list(ctx.db, ctx.platform.id, session.id)).map(toCriterion);
}

export async function replaceCriteria(ctx: RequestContext, programId: string, ref: string, body: ReplaceCriteriaBody) {
  let moved: { id: string; programId: string } | null = null;
  const saved = await ctx.db.transaction(async (tx) => {
    const program = await getLiveProgram(tx, ctx.platform.id, programId);
    const session = await getSessionRow(tx, ctx, programId, ref, { forUpdate: true });
    const issues = criteriaIssues(body.criteria, program.defaultLang as Locale);
    if (issues.length) throw new AppError('validation_failed', { details: issues });
    const before = await criteriaRepository.list(tx, ctx.platform.id, session.id);
    const rows = await criteriaRepository.replace(tx, ctx.platform.id, session.id, body.criteria.map(toRow));
    // Jurors of an open session score against these criteria: one of them must keep counting. Checked on
    // what was stored (weights keep two decimals: 0.001 is stored as 0); throwing rolls the save back.
    if (session.status === 'open' && !hasWeightedCriterion(rows)) throw new AppError('session_without_criteria');
    // Sheets already saved count with the new weights and bounds (or points): their totals and the ranking follow.
    if (JSON.stringify(scoring(before)) !== JSON.stringify(scoring(rows))) {
      await recomputeTotals(tx, { platformId: ctx.platform.id, sessionId: session.id }, rows.map(toCriterion));
      moved = session;
    }
    const [was, is] = [summary(before, program.defaultLang), summary(rows, program.defaultLang)];
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      await logProgramChange(tx, ctx, {
        programId,
        action: 'update',
        entity: 'session',
        entityId: session.id,
        before: was,
        after: is,
      });
    }
    return rows.map(toCriterion);
  });
  // Once committed: the ranking boards read the new totals.
  if (moved) await announceResults(ctx, moved);
  return saved;
}
