import type { Criterion } from './criteria.schemas';
import type { ScoreIssue, ScoreValue, ScoreValues } from './scores.schemas';

const EPSILON = 1e-9;

const isEmpty = (value: ScoreValue | undefined) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function valueIssue(criterion: Criterion, value: ScoreValue): ScoreIssue['reason'] | null {
  switch (criterion.kind) {
    case 'score': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'wrong_type';
      if (value < criterion.min - EPSILON || value > criterion.max + EPSILON) return 'out_of_range';
      const steps = (value - criterion.min) / criterion.step;
      return Math.abs(steps - Math.round(steps)) > 1e-6 ? 'off_step' : null;
    }
    case 'single':
    case 'dropdown':
      if (typeof value !== 'string') return 'wrong_type';
      return criterion.options.some((option) => option.id === value) ? null : 'unknown_option';
    case 'multiple':
      if (!Array.isArray(value)) return 'wrong_type';
      return value.every((id) => criterion.options.some((option) => option.id === id)) &&
        new Set(value).size === value.length
        ? null
        : 'unknown_option';
    case 'text':
      if (typeof value !== 'string') return 'wrong_type';
      if (value.length > criterion.maxChars) return 'too_long';
      return value.trim().length < criterion.minChars ? 'too_short' : null;
  }
}

/**
 * What is wrong with a sheet's values: a value of the wrong kind, out of its range or step, an option
 * the criterion does not have, a text too long (a draft may be short). A final sheet also needs every
 * required criterion and texts of their minimum length. Values of unknown criteria are wrong too.
 */
export function scoreIssues(criteria: readonly Criterion[], values: ScoreValues, final: boolean): ScoreIssue[] {
  const issues: ScoreIssue[] = [];
  const known = new Set(criteria.map((criterion) => criterion.id));
  for (const id of Object.keys(values))
    if (!known.has(id)) issues.push({ field: `values.${id}`, reason: 'wrong_type' });
  for (const criterion of criteria) {
    const value = values[criterion.id];
    const field = `values.${criterion.id}`;
    if (isEmpty(value)) {
      if (final && criterion.required) issues.push({ field, reason: 'required' });
      continue;
    }
    const reason = valueIssue(criterion, value as ScoreValue);
    if (reason && (final || reason !== 'too_short')) issues.push({ field, reason });
  }
  return issues;
}

/** The points a value is worth, and the criterion's lowest and highest; null for a text or no value. */
export function criterionPoints(criterion: Criterion, value: ScoreValue | undefined): number | null {
  if (isEmpty(value) || criterion.kind === 'text') return null;
  if (criterion.kind === 'score') return typeof value === 'number' ? value : null;
  const pointsOf = (id: string) => criterion.options.find((option) => option.id === id)?.points ?? 0;
  if (criterion.kind === 'multiple')
    return Array.isArray(value) ? value.reduce((sum, id) => sum + pointsOf(id), 0) : null;
  return typeof value === 'string' ? pointsOf(value) : null;
}

export function criterionRange(criterion: Criterion): [number, number] | null {
  if (criterion.kind === 'text') return null;
  if (criterion.kind === 'score') return [criterion.min, criterion.max];
  const points = criterion.options.map((option) => option.points);
  if (criterion.kind === 'multiple') {
    return [
      points.filter((p) => p < 0).reduce((a, b) => a + b, 0),
      points.filter((p) => p > 0).reduce((a, b) => a + b, 0),
    ];
  }
  return [Math.min(...points), Math.max(...points)];
}

/**
 * A sheet's weighted total in percent of the best possible: each weighted criterion's points placed
 * in its range (0 at its lowest, 1 at its highest), weighted, over the weights. Null while a weighted
 * criterion has no value (an incomplete sheet has no total rather than a low one).
 */
export function weightedTotal(criteria: readonly Criterion[], values: ScoreValues): number | null {
  let sum = 0;
  let weights = 0;
  for (const criterion of criteria) {
    if (criterion.weight <= 0) continue;
    const range = criterionRange(criterion);
    if (!range) continue;
    const points = criterionPoints(criterion, values[criterion.id]);
    if (points === null) return null;
    const [low, high] = range;
    sum += criterion.weight * (high > low ? (points - low) / (high - low) : 1);
    weights += criterion.weight;
  }
  return weights > 0 ? Math.round((sum / weights) * 100 * 100) / 100 : null;
}
