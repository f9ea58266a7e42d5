import type { Locale } from '@opencall/shared/common';
import type { Criterion, CriterionInput, CriterionKind, CriterionOption } from '@opencall/shared/evaluations';

/** A criterion being edited: what the API takes, and a key that follows it when it moves. */
export type DraftCriterion = CriterionInput & { key: string };

let counter = 0;
const nextKey = () => `draft-${++counter}`;
const optionId = () => `o${Date.now().toString(36)}${(++counter).toString(36)}`;

function newOption(lang: Locale, label: string, points: number): CriterionOption {
  return { id: optionId(), labels: { [lang]: label }, points };
}

/** A new criterion of a kind, with the settings a jury most often uses for it (a 0–10 score, say). */
export function newCriterion(kind: CriterionKind, lang: Locale, defaults: { yes: string; no: string }): DraftCriterion {
  const common = { key: nextKey(), labels: {}, descriptions: {}, group: {}, required: true };
  if (kind === 'score') return { ...common, kind, weight: 1, min: 0, max: 10, step: 1 };
  if (kind === 'text') return { ...common, kind, weight: 0, minChars: 0, maxChars: 2000 };
  return {
    ...common,
    kind,
    weight: 1,
    options: [newOption(lang, defaults.yes, 1), newOption(lang, defaults.no, 0)],
  };
}

export function addOption(criterion: DraftCriterion, lang: Locale): DraftCriterion {
  if (!('options' in criterion)) return criterion;
  return { ...criterion, options: [...criterion.options, newOption(lang, '', 0)] };
}

/** Saved criteria as drafts, in their order. */
export function toDrafts(criteria: readonly Criterion[]): DraftCriterion[] {
  return criteria.map(({ position: _position, ...criterion }) => ({ ...criterion, key: criterion.id }));
}

/** What the API takes: the drafts without their keys, in the order shown. */
export function toInput(drafts: readonly DraftCriterion[]): CriterionInput[] {
  return drafts.map(({ key: _key, ...criterion }) => criterion);
}

/** Moves the item at `from` by `by` places (-1 up, 1 down), the list unchanged at its ends. */
export function move<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The server's `criteria.<index>.<field…>` issues grouped by criterion index, each as the field path
 * under the criterion and its reason.
 */
export function issuesByCriterion(details: unknown): Map<number, { field: string; reason: string }[]> {
  const out = new Map<number, { field: string; reason: string }[]>();
  if (!Array.isArray(details)) return out;
  for (const detail of details) {
    const { field, reason } = (detail ?? {}) as { field?: unknown; reason?: unknown };
    const match = typeof field === 'string' ? /^criteria\.(\d+)\.(.+)$/.exec(field) : null;
    if (!match || typeof reason !== 'string') continue;
    const index = Number(match[1]);
    out.set(index, [...(out.get(index) ?? []), { field: match[2] ?? '', reason }]);
  }
  return out;
}
