import * as z from 'zod/mini';
import { ApplicationStatusSchema } from './application-status';

/** Largest file an import reads (10 MiB) and most data rows it takes. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_COLUMNS = 200;
/** Data rows the preview shows under the header row. */
export const IMPORT_PREVIEW_ROWS = 5;
/** The file travels base64-encoded in JSON: 4 characters per 3 bytes. */
export const IMPORT_MAX_BASE64_LENGTH = Math.ceil(IMPORT_MAX_BYTES / 3) * 4;

const Id = z.string().check(z.minLength(1), z.maxLength(64));

/** What a column of the file fills in; `field` names a form of the program and one of its fields. */
export const IMPORT_TARGET_TYPES = ['ignore', 'email', 'firstname', 'lastname', 'category', 'status', 'field'] as const;
export type ImportTargetType = (typeof IMPORT_TARGET_TYPES)[number];

export const ImportTargetSchema = z.object({
  type: z.enum(IMPORT_TARGET_TYPES),
  formId: z.optional(Id),
  reference: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type ImportTarget = z.infer<typeof ImportTargetSchema>;

/**
 * One target per column of the file, in the file's order. `categoryId` is the category of the
 * rows whose category cell is empty (or of every row without a category column); `status` the
 * status of rows whose status cell is empty.
 */
export const ImportMappingSchema = z.object({
  columns: z.array(ImportTargetSchema).check(z.minLength(1), z.maxLength(IMPORT_MAX_COLUMNS)),
  categoryId: z.optional(Id),
  status: z._default(ApplicationStatusSchema, 'submitted'),
});
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

/**
 * The file itself, base64-encoded: every step sends it again, so no upload is kept between calls
 * and any server instance can answer.
 */
export const ImportFileBodySchema = z.object({
  filename: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  // A little over the limit is let through so a slightly too large file gets its own error.
  contentBase64: z.string().check(z.maxLength(IMPORT_MAX_BASE64_LENGTH + 1024 * 1024)),
});
export type ImportFileBody = z.infer<typeof ImportFileBodySchema>;

export const ImportRunBodySchema = z.extend(ImportFileBodySchema, {
  mapping: ImportMappingSchema,
  /** Row numbers (as the report gives them) left out of the import. */
  excludeRows: z._default(z.array(z.int().check(z.minimum(1))).check(z.maxLength(IMPORT_MAX_ROWS)), []),
});
export type ImportRunBody = z.infer<typeof ImportRunBodySchema>;

export const ImportCommitBodySchema = z.extend(ImportRunBodySchema, {
  /** Imports a file whose content was already imported into the program. */
  force: z._default(z.boolean(), false),
});
export type ImportCommitBody = z.infer<typeof ImportCommitBodySchema>;

/** A form field a column can fill, with the steps (of any category) that ask it. */
export const ImportFieldTargetSchema = z.object({
  formId: z.string(),
  formTitle: z.string(),
  reference: z.string(),
  title: z.string(),
  type: z.string(),
  required: z.boolean(),
  steps: z.array(
    z.object({ categoryId: z.string(), categoryTitle: z.string(), stepId: z.string(), stepNumber: z.int() }),
  ),
});
export type ImportFieldTarget = z.infer<typeof ImportFieldTargetSchema>;

const PreviousImportSchema = z.nullable(z.object({ filename: z.string(), importedAt: z.string() }));

export const ImportPreviewSchema = z.object({
  filename: z.string(),
  format: z.enum(['csv', 'xlsx']),
  /** The CSV separator found; null for a spreadsheet. */
  delimiter: z.nullable(z.enum([',', ';'])),
  headers: z.array(z.string()),
  /** The first data rows, each as long as `headers`. */
  rows: z.array(z.array(z.string())),
  totalRows: z.int(),
  /** A target per column guessed from its title; `ignore` when nothing fits. */
  suggested: z.array(ImportTargetSchema),
  categories: z.array(z.object({ id: z.string(), title: z.string() })),
  fields: z.array(ImportFieldTargetSchema),
  multipleApplications: z.boolean(),
  /** Set when the same content was imported into this program before. */
  previousImport: PreviousImportSchema,
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

/** Why a row cannot be imported. */
export const IMPORT_ROW_ERRORS = [
  'email_invalid',
  'category_missing',
  'category_unknown',
  'status_unknown',
  'answer_invalid',
  'field_not_in_category',
  'application_exists',
  'duplicate_in_file',
] as const;
export type ImportRowErrorCode = (typeof IMPORT_ROW_ERRORS)[number];

export const ImportRowErrorSchema = z.object({
  code: z.enum(IMPORT_ROW_ERRORS),
  /** 0-based column of the file the problem is in. */
  column: z.optional(z.int()),
  /** For answer_invalid: the field (or `group.<index>.child`), the shared rule code and its params. */
  reference: z.optional(z.string()),
  rule: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportRowReportSchema = z.object({
  /** The row's number in the file, the header row being 1. */
  row: z.int(),
  email: z.string(),
  outcome: z.enum(['created', 'error', 'skipped']),
  /** Whether the applicant already has an account; null when the row is skipped or its e-mail invalid. */
  applicant: z.nullable(z.enum(['existing', 'new'])),
  categoryId: z.nullable(z.string()),
  status: z.nullable(ApplicationStatusSchema),
  errors: z.array(ImportRowErrorSchema),
});
export type ImportRowReport = z.infer<typeof ImportRowReportSchema>;

export const ImportTotalsSchema = z.object({
  rows: z.int(),
  created: z.int(),
  errors: z.int(),
  skipped: z.int(),
  newApplicants: z.int(),
});
export type ImportTotals = z.infer<typeof ImportTotalsSchema>;

export const ImportReportSchema = z.object({
  totals: ImportTotalsSchema,
  rows: z.array(ImportRowReportSchema),
  previousImport: PreviousImportSchema,
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

export const ImportResultSchema = z.object({
  totals: ImportTotalsSchema,
  importedAt: z.string(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
