import { isAcceptableEmail, isYopmail } from '../auth';
import { type FormAnswers, isEmptyAnswer, isPlainObject, resolveVisibility } from './field-conditions.rules';
import type { Field, FieldType } from './fields.schemas';
import { visibleText } from './html-tokens.rules';
import { isValidUrl } from './link.rules';
import { isValidPhone } from './phone.rules';
import { containsUnauthorizedTags } from './sanitize.rules';
import { isValidSiren, isValidSiret } from './siret.rules';
import type { RuleCode, ValidationContext, ValidationIssue } from './validation-codes.rules';

/**
 * SPEC §5 form rules. They return codes; the text is `validation:<code>` in the locale files.
 *
 * Shape of the answers (FormAnswers, keyed by field reference):
 * - questions-group and accordion children answer flat, by their own reference, beside the rest;
 * - simple-questions-group: an array of items, each an object keyed by child reference (issues
 *   inside point at `group.<index>.child`);
 * - text, textarea, tel, url, email, date (ISO `YYYY-MM-DD`), siret-fr, siren-fr: a string;
 *   address and city: a string or the object the address picker returns;
 * - number, linear-scale, notation: a number (numeric text accepted, `,` or `.` decimals);
 * - select, radio: an option reference; checkbox: an array of option references; picture-choice:
 *   one reference or an array; yes-no: 'yes' or 'no'; country: the ISO alpha-2 code (cca2);
 * - table: Record<rowReference, Record<colReference, string>>;
 * - file: { key, name, location, cdnLocation? }.
 * Separators, groups themselves and validation steps collect no answer.
 */

type Failure = Omit<ValidationIssue, 'reference'> | null;
type Checker = (field: Field, value: unknown, ctx: ValidationContext) => Failure;

const NO_ANSWER: readonly FieldType[] = ['questions-group', 'accordion', 'validation'];

export function parseAnswerNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/.test(value.trim())) return null;
  return Number(value.trim().replace(',', '.'));
}

/** `YYYY-MM-DD` of a real calendar day (a time part is ignored), else null. */
export function parseIsoDay(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value.trim()) : null;
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? match[0].slice(0, 10) : null;
}

/** A date bound is an ISO day or `today` (the caller's local day). */
function dayBound(bound: string | undefined, today: Date): string | null {
  if (bound !== 'today') return parseIsoDay(bound);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

const fail = (rule: RuleCode, params?: Record<string, string | number>): Failure =>
  params ? { rule, params } : { rule };

const optionRefs = (field: Field) => new Set((field.options ?? []).map((o) => o.reference));

function choices(field: Field, value: unknown, multiple: boolean): Failure {
  const list = Array.isArray(value) && multiple ? value : [value];
  if (list.some((v) => typeof v !== 'string')) return fail('invalid');
  const refs = optionRefs(field);
  return list.every((v) => refs.has(v as string)) ? null : fail('option');
}

function text(check: (value: string) => boolean, rule: RuleCode): Checker {
  return (_field, value) => (typeof value !== 'string' ? fail('invalid') : check(value) ? null : fail(rule));
}

const freeText = text((v) => !containsUnauthorizedTags(v), 'valide-input-text');

const CHECKERS: Partial<Record<FieldType, Checker>> = {
  text: freeText,
  textarea: freeText,
  address: (field, value, ctx) => (isPlainObject(value) ? null : freeText(field, value, ctx)),
  city: (field, value, ctx) => (isPlainObject(value) ? null : freeText(field, value, ctx)),
  tel: text(isValidPhone, 'tel'),
  url: text(isValidUrl, 'url'),
  'siret-fr': text(isValidSiret, 'siret'),
  'siren-fr': text(isValidSiren, 'siren'),
  country: text((v) => /^[A-Z]{2}$/.test(v), 'option'),
  email: (field, value, ctx) => {
    if (typeof value !== 'string') return fail('invalid');
    if (field.rules?.notYopmail && isYopmail(value)) return fail('notYopmail');
    return isAcceptableEmail(value, ctx.bannedEmailDomains) ? null : fail('email');
  },
  number: (field, value) => {
    const number = parseAnswerNumber(value);
    const { minValue, maxValue } = field.rules ?? {};
    if (number === null) return fail('number');
    if (minValue !== undefined && number < minValue) return fail('w-min-value', { min: minValue });
    if (maxValue !== undefined && number > maxValue) return fail('w-max-value', { max: maxValue });
    return null;
  },
  date: (field, value, ctx) => {
    const day = parseIsoDay(value);
    if (day === null) return fail('date');
    const today = ctx.today ?? new Date();
    const min = dayBound(field.rules?.minDate, today);
    const max = dayBound(field.rules?.maxDate, today);
    if (min !== null && day < min) return fail('min-date', { date: min });
    if (max !== null && day > max) return fail('max-date', { date: max });
    return null;
  },
  select: (field, value) => choices(field, value, false),
  radio: (field, value) => choices(field, value, false),
  'picture-choice': (field, value) => choices(field, value, true),
  checkbox: (field, value) => (Array.isArray(value) ? choices(field, value, true) : fail('invalid')),
  'yes-no': (_field, value) => (value === 'yes' || value === 'no' ? null : fail('option')),
  'linear-scale': (field, value) => scale(field, value, 1, 10),
  notation: (field, value) => scale(field, value, 1, 5),
  table: (field, value) => {
    if (!isPlainObject(value)) return fail('invalid');
    const rows = new Set((field.rows ?? []).map((r) => r.reference));
    const cols = new Set((field.cols ?? []).map((c) => c.reference));
    for (const [row, cells] of Object.entries(value)) {
      if (!isPlainObject(cells) || Object.values(cells).some((c) => typeof c !== 'string')) return fail('invalid');
      if (!rows.has(row) || Object.keys(cells).some((col) => !cols.has(col))) return fail('option');
      if (Object.values(cells).some((c) => containsUnauthorizedTags(c as string))) return fail('valide-input-text');
    }
    return null;
  },
  'simple-questions-group': (_field, value) =>
    Array.isArray(value) && value.every(isPlainObject) ? null : fail('invalid'),
};

/** Linear scales and ratings: a whole number within the field's scale (defaults 1–10 and 1–5 stars). */
function scale(field: Field, value: unknown, defaultMin: number, defaultMax: number): Failure {
  const number = parseAnswerNumber(value);
  const { min = defaultMin, max = defaultMax } = field.scale ?? {};
  return number !== null && Number.isInteger(number) && number >= min && number <= max ? null : fail('option');
}

/** min / max count every character typed; w-*-character count what a reader sees (tags left out). */
function lengthRules(field: Field, value: string): Failure {
  const { min, max, minCharacters, maxCharacters } = field.rules ?? {};
  const length = [...value].length;
  const visible = [...visibleText(value)].length;
  if (min !== undefined && length < min) return fail('min', { min });
  if (max !== undefined && length > max) return fail('max', { max });
  if (minCharacters !== undefined && visible < minCharacters) return fail('w-min-character', { min: minCharacters });
  if (maxCharacters !== undefined && visible > maxCharacters) return fail('w-max-character', { max: maxCharacters });
  return null;
}

function arrayRules(field: Field, value: unknown[]): Failure {
  const { minArrayLength: min, maxArrayLength: max } = field.rules ?? {};
  if (min !== undefined && value.length < min) return fail('min-array-length', { min });
  if (max !== undefined && value.length > max) return fail('max-array-length', { max });
  return null;
}

/** A file counts once uploaded: the stored object has both a name and a location. */
function checkFile(field: Field, value: unknown): Failure {
  if (value === null || value === undefined) return field.required ? fail('file-required') : null;
  const complete =
    isPlainObject(value) &&
    typeof value.name === 'string' &&
    value.name.trim() !== '' &&
    typeof value.location === 'string' &&
    value.location.trim() !== '';
  return complete ? null : fail('file-required');
}

/** First failing rule of one answer: required, then format, then bounds. */
export function validateAnswer(field: Field, value: unknown, ctx: ValidationContext): ValidationIssue | null {
  if (NO_ANSWER.includes(field.type) || field.type.startsWith('separator-')) return null;
  const failure = (() => {
    if (field.type === 'file') return checkFile(field, value);
    if (isEmptyAnswer(value)) return field.required ? fail('required') : null;
    const format = CHECKERS[field.type]?.(field, value, ctx) ?? null;
    if (format) return format;
    if (typeof value === 'string') return lengthRules(field, value);
    return Array.isArray(value) ? arrayRules(field, value) : null;
  })();
  return failure ? { reference: field.reference, ...failure } : null;
}

/** Groups and accordion sections answer flat: their (visible) children are validated in place. */
function flatten(fields: readonly Field[]): Field[] {
  return fields.flatMap((f) =>
    f.type === 'questions-group'
      ? flatten(f.fields ?? [])
      : f.type === 'accordion'
        ? flatten((f.sections ?? []).flatMap((s) => s.fields))
        : [f],
  );
}

function collect(
  fields: readonly Field[],
  answers: FormAnswers,
  known: FormAnswers,
  prefix: string,
  ctx: ValidationContext,
): ValidationIssue[] {
  const { fields: shown, answers: effective } = resolveVisibility(fields, answers, known);
  return flatten(shown).flatMap((field) => {
    const value = answers[field.reference];
    const issue = validateAnswer(field, value, ctx);
    const own = issue ? [{ ...issue, reference: prefix + issue.reference }] : [];
    if (field.type !== 'simple-questions-group' || !Array.isArray(value)) return own;
    const items = value.flatMap((item, index) =>
      isPlainObject(item)
        ? collect(field.fields ?? [], item, effective, `${prefix}${field.reference}.${index}.`, ctx)
        : [],
    );
    return [...own, ...items];
  });
}

/** Every issue of a form's visible fields, in form order (hidden fields and separators skipped). */
export function validateAnswers(
  fields: readonly Field[],
  answers: FormAnswers,
  ctx: ValidationContext,
): ValidationIssue[] {
  return collect(fields, answers, {}, '', ctx);
}
