import * as z from 'zod/mini';
import { LocaleSchema } from '../common';
import { LocalizedTextSchema } from '../programs/programs.schemas';

/** Wiin's set of criteria: a numeric score, one or several choices, a dropdown, a text. */
export const CRITERION_KINDS = ['score', 'single', 'multiple', 'dropdown', 'text'] as const;
export const CriterionKindSchema = z.enum(CRITERION_KINDS);
export type CriterionKind = z.infer<typeof CriterionKindSchema>;

export const MAX_CRITERIA_PER_SESSION = 50;
export const MAX_CRITERION_OPTIONS = 30;
export const MAX_CRITERION_WEIGHT = 100;
export const MAX_SCORE_BOUND = 1000;
export const MAX_TEXT_CRITERION_CHARS = 10_000;

const LabelsSchema = z.partialRecord(LocaleSchema, z.string().check(z.trim(), z.maxLength(200)));
const IdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
const Bound = z.number().check(z.gte(-MAX_SCORE_BOUND), z.lte(MAX_SCORE_BOUND));

/** A choice a juror may pick, and the points it is worth in the ranking. */
export const CriterionOptionSchema = z.object({
  id: IdSchema,
  labels: LabelsSchema,
  points: Bound,
});
export type CriterionOption = z.infer<typeof CriterionOptionSchema>;

const common = {
  /** Kept across saves so that scores stay attached to their criterion; a new criterion has none yet. */
  id: z.optional(IdSchema),
  labels: LabelsSchema,
  descriptions: z._default(LocalizedTextSchema, {}),
  /** Criteria of one group are shown together under the group's name. */
  group: z._default(LabelsSchema, {}),
  /** Share of the criterion in the weighted total; 0 leaves it out of the total. */
  weight: z.number().check(z.gte(0), z.lte(MAX_CRITERION_WEIGHT)),
  required: z.boolean(),
};

const ScoreCriterionSchema = z.object({
  ...common,
  kind: z.literal('score'),
  min: Bound,
  max: Bound,
  step: z.number().check(z.gt(0), z.lte(MAX_SCORE_BOUND)),
});
const ChoiceCriterionSchema = z.object({
  ...common,
  kind: z.enum(['single', 'multiple', 'dropdown']),
  options: z.array(CriterionOptionSchema).check(z.minLength(2), z.maxLength(MAX_CRITERION_OPTIONS)),
});
const TextCriterionSchema = z.object({
  ...common,
  kind: z.literal('text'),
  minChars: z.int().check(z.gte(0), z.lte(MAX_TEXT_CRITERION_CHARS)),
  maxChars: z.int().check(z.gte(1), z.lte(MAX_TEXT_CRITERION_CHARS)),
});

export const CriterionInputSchema = z.discriminatedUnion('kind', [
  ScoreCriterionSchema,
  ChoiceCriterionSchema,
  TextCriterionSchema,
]);
export type CriterionInput = z.input<typeof CriterionInputSchema>;
export type CriterionValues = z.infer<typeof CriterionInputSchema>;

const saved = { id: IdSchema, position: z.int() };
/**
 * A saved criterion: its id is set, its position is its place in the list. Each kind is extended (not
 * intersected): the API document states each kind's object as closed, so an intersection would refuse
 * `position` in every one.
 */
export const CriterionSchema = z.discriminatedUnion('kind', [
  z.extend(ScoreCriterionSchema, saved),
  z.extend(ChoiceCriterionSchema, saved),
  z.extend(TextCriterionSchema, saved),
]);
export type Criterion = z.infer<typeof CriterionSchema>;

export const ReplaceCriteriaBodySchema = z.object({
  criteria: z.array(CriterionInputSchema).check(z.maxLength(MAX_CRITERIA_PER_SESSION)),
});
export type ReplaceCriteriaBody = z.infer<typeof ReplaceCriteriaBodySchema>;
