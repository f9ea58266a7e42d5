import { type Field, type FieldType, visibleText } from '../forms';
import {
  ANSWER_COLUMN_PREFIX,
  type ExportColumn,
  type ExportConfigBody,
  type ExportFormat,
  FIXED_EXPORT_COLUMNS,
} from './exports.schemas';

/** Fields that hold no answer of their own: their children (groups) or nothing (separators, validation). */
const NO_COLUMN: readonly FieldType[] = [
  'questions-group',
  'accordion',
  'validation',
  'separator-image',
  'separator-quote',
  'separator-text',
  'separator-title',
  'separator-video',
];

/**
 * The answer columns of a form in reading order. questions-group and accordion children answer
 * flat by their own reference; a simple-questions-group is one column (its items joined).
 */
export function answerFieldsOf(fields: readonly Field[]): Field[] {
  return fields.flatMap((field) => {
    if (field.type === 'questions-group') return answerFieldsOf(field.fields ?? []);
    if (field.type === 'accordion') return answerFieldsOf((field.sections ?? []).flatMap((s) => s.fields));
    return NO_COLUMN.includes(field.type) ? [] : [field];
  });
}

/** A field title as a column header: plain text, the reference when untitled. */
export function fieldLabel(field: Pick<Field, 'reference' | 'title'>): string {
  return (field.title ? visibleText(field.title) : '') || field.reference;
}

export const answerColumnId = (reference: string) => `${ANSWER_COLUMN_PREFIX}${reference}`;

/** Every column an export of the program can hold, by default: fixed ones, then answers in form order. */
export function availableExportColumns(
  fixedLabel: (column: (typeof FIXED_EXPORT_COLUMNS)[number]) => string,
  forms: readonly (readonly Field[])[],
): ExportColumn[] {
  const answers = new Map<string, ExportColumn>();
  for (const fields of forms) {
    for (const field of answerFieldsOf(fields)) {
      const id = answerColumnId(field.reference);
      // The same reference in two forms is one answer for the filters and the list: one column too.
      if (!answers.has(id)) answers.set(id, { id, kind: 'answer', label: fieldLabel(field), included: true });
    }
  }
  const fixed = FIXED_EXPORT_COLUMNS.map(
    (id): ExportColumn => ({ id, kind: 'fixed', label: fixedLabel(id), included: true }),
  );
  return [...fixed, ...answers.values()];
}

function storedChoices(stored: unknown): { id: string; included: boolean }[] {
  const columns = (stored as { columns?: unknown } | null)?.columns;
  if (!Array.isArray(columns)) return [];
  return columns.filter(
    (c): c is { id: string; included: boolean } =>
      typeof c === 'object' && c !== null && typeof c.id === 'string' && typeof c.included === 'boolean',
  );
}

/**
 * The saved order and ticks applied to the columns that exist now: columns of deleted fields drop
 * out, and columns the saved config never saw (new fields) come last, included.
 */
export function resolveExportColumns(available: readonly ExportColumn[], stored: unknown): ExportColumn[] {
  const byId = new Map(available.map((column) => [column.id, column]));
  const placed = new Set<string>();
  const ordered: ExportColumn[] = [];
  for (const choice of storedChoices(stored)) {
    const column = byId.get(choice.id);
    if (!column || placed.has(choice.id)) continue;
    placed.add(choice.id);
    ordered.push({ ...column, included: choice.included });
  }
  return [...ordered, ...available.filter((column) => !placed.has(column.id))];
}

export interface ExportConfigProblem {
  field: string;
  reason: 'unknown' | 'duplicate' | 'empty';
  id?: string;
}

/** Why a save cannot be kept: a column that does not exist, twice the same, or nothing to export. */
export function exportConfigProblems(
  available: readonly ExportColumn[],
  body: ExportConfigBody,
): ExportConfigProblem[] {
  const known = new Set(available.map((column) => column.id));
  const seen = new Set<string>();
  const problems: ExportConfigProblem[] = [];
  for (const [index, column] of body.columns.entries()) {
    if (!known.has(column.id)) problems.push({ field: `columns.${index}.id`, reason: 'unknown', id: column.id });
    else if (seen.has(column.id)) problems.push({ field: `columns.${index}.id`, reason: 'duplicate', id: column.id });
    seen.add(column.id);
  }
  if (!body.columns.some((column) => column.included)) problems.push({ field: 'columns', reason: 'empty' });
  return problems;
}

/** `<program-slug>-<YYYY-MM-DD>.<csv|xlsx>`, the day in the program's zone. */
export function exportFileName(slug: string, day: string, format: ExportFormat | 'pdf'): string {
  return `${slug}-${day}.${format}`;
}

/** The ZIP of a program's uploaded files; the web's download notice shows the same name. */
export function attachmentsFileName(slug: string, day: string): string {
  return `${slug}-fichiers-${day}.zip`;
}
