import * as z from 'zod/mini';
import { apiSchemas } from '../http';
import { IMAGE_SOURCE_MAX_LENGTH, isImageSource } from './link.rules';

/** SPEC §3 field types. Separators display content and collect no answer. */
export const FIELD_TYPES = [
  'questions-group',
  'simple-questions-group',
  'accordion',
  'text',
  'textarea',
  'number',
  'date',
  'tel',
  'url',
  'email',
  'select',
  'radio',
  'checkbox',
  'yes-no',
  'country',
  'picture-choice',
  'table',
  'file',
  'siret-fr',
  'siren-fr',
  'validation',
  'linear-scale',
  'notation',
  'address',
  'city',
  'separator-image',
  'separator-quote',
  'separator-text',
  'separator-title',
  'separator-video',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Types that group other fields instead of collecting an answer themselves. */
export const GROUP_FIELD_TYPES: readonly FieldType[] = ['questions-group', 'simple-questions-group', 'accordion'];
export const SEPARATOR_FIELD_TYPES: readonly FieldType[] = [
  'separator-image',
  'separator-quote',
  'separator-text',
  'separator-title',
  'separator-video',
];

const Reference = z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/));

export const FieldOptionSchema = z.object({
  /** SPEC §3: options are identified by reference (or value) and shown with a text. */
  reference: Reference,
  text: z.string().check(z.maxLength(500)),
  /** picture-choice: the image shown for the option, an http(s) address or a path under /api. */
  image: z.optional(z.string().check(z.maxLength(IMAGE_SOURCE_MAX_LENGTH), z.refine(isImageSource))),
});
export type FieldOption = z.infer<typeof FieldOptionSchema>;

export const TableAxisSchema = z.object({ reference: Reference, title: z.string().check(z.maxLength(300)) });

/** SPEC §5 rules a field may carry (the builder offers those that fit its type). */
export const FieldRulesSchema = z.object({
  minDate: z.optional(z.string()),
  maxDate: z.optional(z.string()),
  minArrayLength: z.optional(z.int().check(z.minimum(0))),
  maxArrayLength: z.optional(z.int().check(z.minimum(0))),
  minValue: z.optional(z.number()),
  maxValue: z.optional(z.number()),
  minCharacters: z.optional(z.int().check(z.minimum(0))),
  maxCharacters: z.optional(z.int().check(z.minimum(0))),
  /** Length-based min / max (SPEC §5 `min`, `max`). */
  min: z.optional(z.int().check(z.minimum(0))),
  max: z.optional(z.int().check(z.minimum(0))),
  notYopmail: z.optional(z.boolean()),
});
export type FieldRules = z.infer<typeof FieldRulesSchema>;

export const CONDITION_OPERATORS = ['equals', 'oneOf', 'filled', 'greaterThan', 'lessThan'] as const;

/** Show the field only when an earlier answer matches. */
export const FieldConditionSchema = z.object({
  reference: Reference,
  operator: z.enum(CONDITION_OPERATORS),
  value: z.optional(z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
});
export type FieldCondition = z.infer<typeof FieldConditionSchema>;

export interface Field {
  reference: string;
  type: FieldType;
  title?: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  rules?: FieldRules;
  condition?: FieldCondition;
  options?: FieldOption[];
  /** questions-group and simple-questions-group. */
  fields?: Field[];
  newGroupBtnLabel?: string;
  deleteConfirmationMsg?: string;
  /** accordion */
  sections?: { name: string; fields: Field[] }[];
  /** table */
  rows?: { reference: string; title: string }[];
  cols?: { reference: string; title: string }[];
  /** linear-scale and notation */
  scale?: { min: number; max: number; minLabel?: string; maxLabel?: string };
  /** separators: text, quote, title, or the image/video key or URL */
  content?: string;
  /** validation: SPEC §3 status 'validated' once an organizer validated it */
  status?: 'validated' | 'pending' | 'rejected';
}

export const FieldSchema: z.ZodMiniType<Field> = z.object({
  reference: Reference,
  type: z.enum(FIELD_TYPES),
  title: z.optional(z.string().check(z.maxLength(1000))),
  description: z.optional(z.string().check(z.maxLength(10_000))),
  placeholder: z.optional(z.string().check(z.maxLength(300))),
  required: z.optional(z.boolean()),
  rules: z.optional(FieldRulesSchema),
  condition: z.optional(FieldConditionSchema),
  options: z.optional(z.array(FieldOptionSchema).check(z.maxLength(500))),
  get fields() {
    return z.optional(z.array(FieldSchema).check(z.maxLength(500)));
  },
  newGroupBtnLabel: z.optional(z.string().check(z.maxLength(200))),
  deleteConfirmationMsg: z.optional(z.string().check(z.maxLength(500))),
  get sections() {
    return z.optional(z.array(z.object({ name: z.string().check(z.maxLength(300)), fields: z.array(FieldSchema) })));
  },
  rows: z.optional(z.array(TableAxisSchema).check(z.maxLength(100))),
  cols: z.optional(z.array(TableAxisSchema).check(z.maxLength(50))),
  scale: z.optional(
    z.object({
      min: z.int(),
      max: z.int(),
      minLabel: z.optional(z.string().check(z.maxLength(100))),
      maxLabel: z.optional(z.string().check(z.maxLength(100))),
    }),
  ),
  content: z.optional(z.string().check(z.maxLength(50_000))),
  status: z.optional(z.enum(['validated', 'pending', 'rejected'])),
}) as unknown as z.ZodMiniType<Field>;
// Fields nest (groups, accordion sections): the API document describes them as one named component.
apiSchemas.add(FieldSchema, {
  id: 'FormField',
  description: 'A form field; groups and accordion sections hold fields',
});

/** Translated overrides of a form, per language, merged into the fields by reference (SPEC §3). */
export const FieldTranslationSchema = z.object({
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  placeholder: z.optional(z.string()),
  newGroupBtnLabel: z.optional(z.string()),
  deleteConfirmationMsg: z.optional(z.string()),
  content: z.optional(z.string()),
  /** option, row and column texts by their reference */
  options: z.optional(z.record(z.string(), z.string())),
  rows: z.optional(z.record(z.string(), z.string())),
  cols: z.optional(z.record(z.string(), z.string())),
});
export type FieldTranslation = z.infer<typeof FieldTranslationSchema>;
export const FormTranslationsSchema = z.record(z.string(), z.record(z.string(), FieldTranslationSchema));
export type FormTranslations = z.infer<typeof FormTranslationsSchema>;
