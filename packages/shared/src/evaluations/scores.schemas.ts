import * as z from 'zod/mini';
import { MAX_TEXT_CRITERION_CHARS } from './criteria.schemas';

/** A juror's answer to one criterion: a number (score), an option id (single, dropdown), option ids (multiple), a text. */
export const ScoreValueSchema = z.union([
  z.number(),
  z.string().check(z.maxLength(MAX_TEXT_CRITERION_CHARS)),
  z.array(z.string().check(z.maxLength(64))).check(z.maxLength(50)),
]);
export type ScoreValue = z.infer<typeof ScoreValueSchema>;

export const MAX_SCORE_COMMENT = 10_000;
export const MAX_SCORE_REASON = 1000;

export const ScoreValuesSchema = z.record(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)), ScoreValueSchema);
export type ScoreValues = z.infer<typeof ScoreValuesSchema>;

/** A juror's sheet is to do (nothing saved), a draft (saved, may change), or final (submitted). */
export const SHEET_STATUSES = ['todo', 'draft', 'final'] as const;
export const SheetStatusSchema = z.enum(SHEET_STATUSES);
export type SheetStatus = z.infer<typeof SheetStatusSchema>;

export const ScoreSheetSchema = z.object({
  values: ScoreValuesSchema,
  comment: z.string(),
  status: SheetStatusSchema,
  /** 0 before the first save; each save adds one. */
  version: z.int(),
  /** The weighted total in percent of the maximum, once every weighted criterion has a value. */
  total: z.nullable(z.number()),
  submittedAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type ScoreSheet = z.infer<typeof ScoreSheetSchema>;

/**
 * A save of the sheet over `version` (the one the juror's screen holds; 0 for the first). `final`
 * submits it: every required criterion must then hold a valid value. Once final, a change needs
 * `reason` and an open session.
 */
export const SaveScoreBodySchema = z.object({
  values: ScoreValuesSchema,
  comment: z._default(z.string().check(z.maxLength(MAX_SCORE_COMMENT)), ''),
  final: z.boolean(),
  version: z.int().check(z.gte(0)),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(MAX_SCORE_REASON))),
});
export type SaveScoreBody = z.input<typeof SaveScoreBodySchema>;

/** One saved version of a sheet: append-only, never changed or deleted. */
export const ScoreVersionSchema = z.object({
  version: z.int(),
  status: z.enum(['draft', 'final']),
  values: ScoreValuesSchema,
  comment: z.string(),
  reason: z.string(),
  total: z.nullable(z.number()),
  by: z.object({ id: z.nullable(z.string()), name: z.string() }),
  at: z.string(),
});
export type ScoreVersion = z.infer<typeof ScoreVersionSchema>;

export interface ScoreIssue {
  /** `values.<criterionId>`. */
  field: string;
  reason: 'required' | 'out_of_range' | 'off_step' | 'unknown_option' | 'wrong_type' | 'too_short' | 'too_long';
}
