import * as z from 'zod/mini';
import { ResponseFilterSchema } from './responses.schemas';

/** The columns every export can hold besides the answers, in their default order. */
export const FIXED_EXPORT_COLUMNS = [
  'id',
  'status',
  'category',
  'applicantName',
  'applicantEmail',
  'createdAt',
  'submittedAt',
  'tags',
] as const;
export type FixedExportColumn = (typeof FIXED_EXPORT_COLUMNS)[number];

/** An answer column's id: `answer:<field reference>`. */
export const ANSWER_COLUMN_PREFIX = 'answer:';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A selection travels in the query string: past a few hundred ids the address gets too long for servers. */
export const MAX_EXPORT_IDS = 300;

export const ExportColumnSchema = z.object({
  /** A fixed column's name, or `answer:<reference>`. */
  id: z.string(),
  kind: z.enum(['fixed', 'answer']),
  /** Fixed columns in the reader's language; answers by their field title in the program's default language. */
  label: z.string(),
  included: z.boolean(),
});
export type ExportColumn = z.infer<typeof ExportColumnSchema>;

/** `export-config`: every column an export of the program can hold, in the export's order. */
export const ExportConfigSchema = z.object({ columns: z.array(ExportColumnSchema) });
export type ExportConfig = z.infer<typeof ExportConfigSchema>;

const ColumnChoiceSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(120)),
  included: z.boolean(),
});

/** What a save sends, and what `programs.exportConfig` stores: the order and the ticks. */
export const ExportConfigBodySchema = z.object({
  columns: z.array(ColumnChoiceSchema).check(z.minLength(1), z.maxLength(2000)),
});
export type ExportConfigBody = z.infer<typeof ExportConfigBodySchema>;

const idList = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(MAX_EXPORT_IDS * 40)),
    z.transform((value) => value.split(',').filter(Boolean)),
  ),
  z.array(z.string().check(z.maxLength(64))).check(z.maxLength(MAX_EXPORT_IDS)),
);

/** The list's filter, plus the rows of a selection (`ids`) or a whole filter minus some rows (`except`). */
export const ExportQuerySchema = z.extend(ResponseFilterSchema, {
  format: z._default(z.enum(EXPORT_FORMATS), 'csv'),
  ids: z.optional(idList),
  except: z.optional(idList),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;
export type ExportQueryInput = z.input<typeof ExportQuerySchema>;
