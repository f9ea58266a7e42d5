import * as z from 'zod/mini';
import { UuidSchema } from '../common';

/** What the ranking sorts by: the weighted total's mean, median or trimmed mean, the normalised score, the spread. */
export const RANKING_SORTS = ['mean', 'median', 'trimmed', 'normalized', 'spread', 'sheets'] as const;
export const RankingSortSchema = z.enum(RANKING_SORTS);
export type RankingSort = z.infer<typeof RankingSortSchema>;

export const RANKING_PAGE_MAX = 200;

export const RankingQuerySchema = z.object({
  sort: z._default(RankingSortSchema, 'mean'),
  /** Only contested applications (jurors far apart). */
  contested: z.optional(z.enum(['true', 'false'])),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  perPage: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(RANKING_PAGE_MAX)), 50),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  /** The last application of the previous page (keyset). */
  after: z.optional(UuidSchema),
});
export type RankingQuery = z.infer<typeof RankingQuerySchema>;

/** One application's line in the ranking. */
export const RankingRowSchema = z.object({
  id: z.string(),
  rank: z.int(),
  /** Another application has the same value on the sort. */
  tied: z.boolean(),
  applicant: z.string(),
  status: z.string(),
  sheets: z.int(),
  mean: z.nullable(z.number()),
  median: z.nullable(z.number()),
  trimmed: z.nullable(z.number()),
  /** Mean of the sheets' z-scores against each juror's own habit (0 is an average sheet). */
  normalized: z.nullable(z.number()),
  spread: z.nullable(z.number()),
  low: z.nullable(z.number()),
  high: z.nullable(z.number()),
  contested: z.boolean(),
});
export type RankingRow = z.infer<typeof RankingRowSchema>;

/** Each juror's habit: how many sheets, their mean, how far from everyone's. */
export const JurorLeniencySchema = z.object({
  userId: z.string(),
  name: z.string(),
  sheets: z.int(),
  mean: z.number(),
  stdev: z.number(),
  /** Their mean minus everyone's, in points. */
  offset: z.number(),
  habit: z.enum(['lenient', 'severe', 'balanced']),
});
export type JurorLeniency = z.infer<typeof JurorLeniencySchema>;

export const LeniencySchema = z.object({ overallMean: z.nullable(z.number()), jurors: z.array(JurorLeniencySchema) });
export type Leniency = z.infer<typeof LeniencySchema>;

/** "What if": other weights, some jurors left out; nothing is saved. */
export const WhatIfBodySchema = z.object({
  weights: z.optional(z.record(z.string().check(z.maxLength(64)), z.number().check(z.gte(0), z.lte(100)))),
  excludeJurors: z.optional(z.array(UuidSchema).check(z.maxLength(500))),
  limit: z._default(z.int().check(z.gte(1), z.lte(RANKING_PAGE_MAX)), 50),
});
export type WhatIfBody = z.input<typeof WhatIfBodySchema>;

export const WhatIfRowSchema = z.object({
  id: z.string(),
  applicant: z.string(),
  rank: z.int(),
  /** The rank with the saved weights and every juror; null when it had no total. */
  previousRank: z.nullable(z.int()),
  mean: z.nullable(z.number()),
  sheets: z.int(),
});
export const WhatIfSchema = z.object({ ranked: z.int(), rows: z.array(WhatIfRowSchema) });
export type WhatIf = z.infer<typeof WhatIfSchema>;
