import type { Locale } from '../common';
import type { CriterionValues } from './criteria.schemas';

export interface CriterionIssue {
  /** `criteria.<index>.<field>`, as the form names its inputs. */
  field: string;
  reason: 'required' | 'min_not_below_max' | 'step_too_large' | 'duplicate_id' | 'text_not_weighted';
}

const EPSILON = 1e-9;

/**
 * The rules a list of criteria must keep beyond each field's own shape: a label in the program's
 * default language, a score range that is a range and fits its step, text bounds in order, unique
 * ids, and no weight on a text (a text is read, not counted).
 */
export function criteriaIssues(criteria: readonly CriterionValues[], defaultLang: Locale): CriterionIssue[] {
  const issues: CriterionIssue[] = [];
  const ids = new Set<string>();
  criteria.forEach((criterion, index) => {
    const at = (field: string) => `criteria.${index}.${field}`;
    if (!criterion.labels[defaultLang]) issues.push({ field: at(`labels.${defaultLang}`), reason: 'required' });
    if (criterion.id) {
      if (ids.has(criterion.id)) issues.push({ field: at('id'), reason: 'duplicate_id' });
      ids.add(criterion.id);
    }
    if (criterion.kind === 'score') {
      if (criterion.min >= criterion.max) issues.push({ field: at('max'), reason: 'min_not_below_max' });
      else if (criterion.step > criterion.max - criterion.min + EPSILON)
        issues.push({ field: at('step'), reason: 'step_too_large' });
    } else if (criterion.kind === 'text') {
      if (criterion.minChars > criterion.maxChars) issues.push({ field: at('maxChars'), reason: 'min_not_below_max' });
      if (criterion.weight > 0) issues.push({ field: at('weight'), reason: 'text_not_weighted' });
    } else {
      const optionIds = new Set<string>();
      criterion.options.forEach((option, optionIndex) => {
        if (!option.labels[defaultLang])
          issues.push({ field: at(`options.${optionIndex}.labels.${defaultLang}`), reason: 'required' });
        if (optionIds.has(option.id)) issues.push({ field: at(`options.${optionIndex}.id`), reason: 'duplicate_id' });
        optionIds.add(option.id);
      });
    }
  });
  return issues;
}

/** Each criterion's share of the weighted total, in percent (0 for all when no criterion has a weight). */
export function weightShares(criteria: readonly { weight: number }[]): number[] {
  const total = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  return criteria.map((criterion) => (total > 0 ? (criterion.weight / total) * 100 : 0));
}

/** A session can open once at least one criterion counts in the total. */
export function hasWeightedCriterion(criteria: readonly { weight: number }[]): boolean {
  return criteria.some((criterion) => criterion.weight > 0);
}
