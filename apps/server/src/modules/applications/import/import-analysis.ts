import {
  type ApplicationStatus,
  answerFromCell,
  type ImportMapping,
  type ImportRowError,
  type ImportRowReport,
  type ImportTotals,
  normalizeLabel,
  statusFromCell,
} from '@opencall/shared/applications';
import { isAcceptableEmail, isYopmail, normalizeEmail } from '@opencall/shared/auth';
import { type Field, validateAnswers } from '@opencall/shared/forms';
import type { ImportRow } from './import-file';

/** A category as rows name it, with the form steps its applications answer. */
export interface CategoryTarget {
  id: string;
  /** Normalised titles in every language, and the id itself. */
  names: Set<string>;
  formSteps: { stepId: string; formId: string }[];
}

export interface AnalysisContext {
  mapping: ImportMapping;
  categories: CategoryTarget[];
  /** Every field of each form, as the shared rules check them. */
  formFields: Map<string, Field[]>;
  /** The mapped fields: per column, the form and field it fills. */
  fieldColumns: Map<number, { formId: string; field: Field }>;
  multipleApplications: boolean;
  bannedEmailDomains: readonly string[];
  /** Accounts by normalised e-mail. */
  applicants: Map<string, { id: string; firstname: string; lastname: string }>;
  /** Accounts that already applied to the program. */
  applied: Set<string>;
  excludeRows: ReadonlySet<number>;
}

export interface PlannedApplication {
  email: string;
  firstname: string;
  lastname: string;
  categoryId: string;
  status: ApplicationStatus;
  answers: Record<string, Record<string, unknown>>;
}

const NAME_MAX = 100;

function columnOf(mapping: ImportMapping, type: string): number {
  return mapping.columns.findIndex((target) => target.type === type);
}

function cellAt(row: ImportRow, column: number): string {
  return column < 0 ? '' : (row.cells[column] ?? '').trim();
}

/** The row's category: its cell by title (any language) or id, else the default one. */
function categoryOf(row: ImportRow, context: AnalysisContext, errors: ImportRowError[]): CategoryTarget | null {
  const column = columnOf(context.mapping, 'category');
  const cell = cellAt(row, column);
  if (cell) {
    const name = normalizeLabel(cell);
    const found = context.categories.find((category) => category.id === cell || category.names.has(name));
    if (!found) errors.push({ code: 'category_unknown', column });
    return found ?? null;
  }
  const fallbackId = context.mapping.categoryId ?? (context.categories.length === 1 ? context.categories[0]?.id : '');
  const fallback = context.categories.find((category) => category.id === fallbackId);
  if (!fallback) errors.push({ code: 'category_missing', ...(column >= 0 && { column }) });
  return fallback ?? null;
}

function statusOf(row: ImportRow, context: AnalysisContext, errors: ImportRowError[]): ApplicationStatus | null {
  const column = columnOf(context.mapping, 'status');
  const cell = cellAt(row, column);
  if (!cell) return context.mapping.status;
  const status = statusFromCell(cell);
  if (!status) errors.push({ code: 'status_unknown', column });
  return status;
}

/**
 * The answers per step: every form step of the category whose form a column fills gets that
 * column's answer. Only the mapped fields are checked (the file carries what it carries), with
 * `required` left to applications past the draft.
 */
function answersOf(
  row: ImportRow,
  category: CategoryTarget,
  status: ApplicationStatus,
  context: AnalysisContext,
  errors: ImportRowError[],
): Record<string, Record<string, unknown>> {
  const answers: Record<string, Record<string, unknown>> = {};
  const columnByField = new Map<string, number>();
  for (const [column, { formId, field }] of context.fieldColumns) {
    const steps = category.formSteps.filter((step) => step.formId === formId);
    const value = answerFromCell(field, row.cells[column] ?? '');
    if (steps.length === 0) {
      if (value !== undefined) errors.push({ code: 'field_not_in_category', column, reference: field.reference });
      continue;
    }
    columnByField.set(`${formId}:${field.reference}`, column);
    for (const step of steps) {
      answers[step.stepId] ??= {};
      if (value !== undefined) (answers[step.stepId] as Record<string, unknown>)[field.reference] = value;
    }
  }
  const checked = new Set<string>();
  for (const { stepId, formId } of category.formSteps) {
    const stepAnswers = answers[stepId];
    // Steps sharing a form hold the same answers: one check is enough.
    if (!stepAnswers || checked.has(formId)) continue;
    checked.add(formId);
    const issues = validateAnswers(context.formFields.get(formId) ?? [], stepAnswers, {
      bannedEmailDomains: context.bannedEmailDomains,
    });
    for (const issue of issues) {
      const column = columnByField.get(`${formId}:${issue.reference.split('.')[0]}`);
      if (column === undefined || (issue.rule === 'required' && status === 'draft')) continue;
      errors.push({
        code: 'answer_invalid',
        column,
        reference: issue.reference,
        rule: issue.rule,
        ...(issue.params && { params: issue.params }),
      });
    }
  }
  for (const stepId of Object.keys(answers)) {
    if (Object.keys(answers[stepId] ?? {}).length === 0) delete answers[stepId];
  }
  return answers;
}

/**
 * What importing each row would do, and the applications to create when no row has an error.
 * Pure: every account and application it needs to know of is in the context.
 */
export function analyseRows(rows: readonly ImportRow[], context: AnalysisContext) {
  const reports: ImportRowReport[] = [];
  const planned: PlannedApplication[] = [];
  const seen = new Set<string>();
  const newEmails = new Set<string>();
  const emailColumn = columnOf(context.mapping, 'email');
  for (const row of rows) {
    const email = normalizeEmail(cellAt(row, emailColumn));
    if (context.excludeRows.has(row.number)) {
      reports.push({
        row: row.number,
        email,
        outcome: 'skipped',
        applicant: null,
        categoryId: null,
        status: null,
        errors: [],
      });
      continue;
    }
    const errors: ImportRowError[] = [];
    const isValidEmail = isAcceptableEmail(email, context.bannedEmailDomains) && !isYopmail(email);
    if (!isValidEmail) errors.push({ code: 'email_invalid', column: emailColumn });
    const known = isValidEmail ? context.applicants.get(email) : undefined;
    const category = categoryOf(row, context, errors);
    const status = statusOf(row, context, errors);
    const answers = category ? answersOf(row, category, status ?? context.mapping.status, context, errors) : {};
    if (isValidEmail && !context.multipleApplications) {
      if (known && context.applied.has(known.id)) errors.push({ code: 'application_exists', column: emailColumn });
      else if (seen.has(email)) errors.push({ code: 'duplicate_in_file', column: emailColumn });
    }
    if (isValidEmail) seen.add(email);
    const isCreated = errors.length === 0 && category !== null && status !== null;
    if (isCreated) {
      if (!known) newEmails.add(email);
      planned.push({
        email,
        firstname: cellAt(row, columnOf(context.mapping, 'firstname')).slice(0, NAME_MAX),
        lastname: cellAt(row, columnOf(context.mapping, 'lastname')).slice(0, NAME_MAX),
        categoryId: category.id,
        status,
        answers,
      });
    }
    reports.push({
      row: row.number,
      email,
      outcome: isCreated ? 'created' : 'error',
      applicant: isValidEmail ? (known ? 'existing' : 'new') : null,
      categoryId: category?.id ?? null,
      status,
      errors,
    });
  }
  const totals: ImportTotals = {
    rows: reports.length,
    created: planned.length,
    errors: reports.filter((report) => report.outcome === 'error').length,
    skipped: reports.filter((report) => report.outcome === 'skipped').length,
    newApplicants: newEmails.size,
  };
  return { reports, planned, totals };
}
