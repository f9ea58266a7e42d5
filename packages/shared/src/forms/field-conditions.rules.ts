import { type Field, type FieldCondition, GROUP_FIELD_TYPES, SEPARATOR_FIELD_TYPES } from './fields.schemas';

/** Answers of one form (or of one repeated item), by field reference; see field-validation.rules. */
export type FormAnswers = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Empty answers: nothing, blank text, no choice, or an object (table, file…) with only empty parts. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.values(value).every(isEmptyAnswer);
  return false;
}

/** Scalars compare as text, so `3` equals `'3'` and `true` equals `'true'`. */
function same(answer: unknown, expected: unknown): boolean {
  if (answer === null || answer === undefined || typeof answer === 'object') return false;
  return String(answer) === String(expected);
}

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** Numbers (or numeric text) compare as numbers, ISO dates by their day; anything else does not compare. */
function compare(answer: unknown, bound: unknown): number | null {
  const asNumber = (v: unknown) =>
    typeof v === 'number' && Number.isFinite(v)
      ? v
      : typeof v === 'string' && NUMBER.test(v.trim())
        ? Number(v.trim().replace(',', '.'))
        : null;
  const [a, b] = [asNumber(answer), asNumber(bound)];
  if (a !== null && b !== null) return a - b;
  if (typeof answer === 'string' && typeof bound === 'string' && ISO_DAY.test(answer) && ISO_DAY.test(bound)) {
    return answer.slice(0, 10).localeCompare(bound.slice(0, 10));
  }
  return null;
}

/**
 * equals: same scalar; a multiple-choice answer equals a value it contains, or an array value
 * holding exactly the same choices. oneOf: any answered choice is in the value list.
 */
export function matchesCondition(condition: FieldCondition, answer: unknown): boolean {
  const { operator, value } = condition;
  switch (operator) {
    case 'filled':
      return !isEmptyAnswer(answer);
    case 'equals':
      if (Array.isArray(answer) && Array.isArray(value)) {
        return answer.length === value.length && value.every((v) => answer.some((a) => same(a, v)));
      }
      if (Array.isArray(answer)) return answer.some((a) => same(a, value));
      return !Array.isArray(value) && same(answer, value);
    case 'oneOf': {
      const expected: unknown[] = Array.isArray(value) ? value : [value];
      const given: unknown[] = Array.isArray(answer) ? answer : [answer];
      return given.some((a) => expected.some((v) => same(a, v)));
    }
    case 'greaterThan':
      return (compare(answer, value) ?? 0) > 0;
    case 'lessThan':
      return (compare(answer, value) ?? 0) < 0;
  }
}

export function isFieldVisible(field: Field, answers: FormAnswers): boolean {
  return !field.condition || matchesCondition(field.condition, answers[field.condition.reference]);
}

/**
 * Visible fields (groups and accordion sections filtered inside) and the answers that count: a
 * hidden field's answer is dropped, so a field conditioned on it is hidden too. `known` seeds the
 * answers visible from an enclosing scope (the form, around a repeated item). The children of a
 * simple-questions-group depend on each item and are filtered per item by the caller.
 */
export function resolveVisibility(
  fields: readonly Field[],
  answers: FormAnswers,
  known: FormAnswers = {},
): { fields: Field[]; answers: FormAnswers } {
  const effective: FormAnswers = { ...known };
  const walk = (list: readonly Field[]): Field[] =>
    list.flatMap((field): Field[] => {
      if (!isFieldVisible(field, effective)) return [];
      if (field.type === 'questions-group') return [{ ...field, fields: walk(field.fields ?? []) }];
      if (field.type === 'accordion') {
        return [{ ...field, sections: (field.sections ?? []).map((s) => ({ ...s, fields: walk(s.fields) })) }];
      }
      if (Object.hasOwn(answers, field.reference)) effective[field.reference] = answers[field.reference];
      return [field];
    });
  return { fields: walk(fields), answers: effective };
}

export function visibleFields(fields: readonly Field[], answers: FormAnswers): Field[] {
  return resolveVisibility(fields, answers).fields;
}

/** Field types that hold an answer a condition can test. */
export function collectsAnswer(field: Field): boolean {
  if (field.type === 'simple-questions-group') return true;
  return (
    !GROUP_FIELD_TYPES.includes(field.type) &&
    !SEPARATOR_FIELD_TYPES.includes(field.type) &&
    field.type !== 'validation'
  );
}

export const CONDITION_PROBLEM_CODES = [
  'conditionUnknownReference',
  'conditionLaterReference',
  'conditionSelfReference',
  'conditionNotAnAnswer',
  'conditionRepeatedReference',
] as const;
export type ConditionProblemCode = (typeof CONDITION_PROBLEM_CODES)[number];
/** `reference`: the conditioned field; `target`: what its condition refers to. */
export interface ConditionProblem {
  reference: string;
  target: string;
  code: ConditionProblemCode;
}

interface Placed {
  field: Field;
  /** References of the enclosing simple-questions-groups, outermost first. */
  scopes: string[];
}

/** Document order, children right after their group (the order in which an applicant reads them). */
function placeAll(fields: readonly Field[], scopes: string[] = []): Placed[] {
  return fields.flatMap((field) => {
    const inner = field.type === 'simple-questions-group' ? [...scopes, field.reference] : scopes;
    const children = [...(field.fields ?? []), ...(field.sections ?? []).flatMap((s) => s.fields)];
    return [{ field, scopes }, ...placeAll(children, inner)];
  });
}

/**
 * A condition may only test an earlier answer, so the builder and the server refuse forms whose
 * conditions refer to an unknown, later or own field, to an element without an answer, or to a
 * question repeated in a group the conditioned field is not inside.
 */
export function findConditionProblems(fields: readonly Field[]): ConditionProblem[] {
  const placed = placeAll(fields);
  const all = new Map(placed.map((p) => [p.field.reference, p]));
  const seen = new Set<string>();
  const problems: ConditionProblem[] = [];
  for (const { field, scopes } of placed) {
    const target = field.condition?.reference;
    if (target !== undefined) {
      const found = all.get(target);
      const innermost = found?.scopes.at(-1);
      const code: ConditionProblemCode | null =
        target === field.reference
          ? 'conditionSelfReference'
          : !found
            ? 'conditionUnknownReference'
            : !seen.has(target)
              ? 'conditionLaterReference'
              : !collectsAnswer(found.field)
                ? 'conditionNotAnAnswer'
                : innermost !== undefined && !scopes.includes(innermost)
                  ? 'conditionRepeatedReference'
                  : null;
      if (code) problems.push({ reference: field.reference, target, code });
    }
    seen.add(field.reference);
  }
  return problems;
}
