import * as z from 'zod/mini';
import { DEFAULT_LOCALE, LocaleSchema, PageQuerySchema, ProgramRefSchema, UuidSchema } from '../common';
import { FieldSchema, FormTranslationsSchema } from './fields.schemas';
import { RULE_CODES, type RuleCode } from './validation-codes.rules';

/** Fields of a whole form, nested ones included (SPEC §3 builder limit). */
export const MAX_FORM_FIELDS = 500;
export const FORM_TITLE_MAX_LENGTH = 300;

const Title = z.string().check(z.trim(), z.minLength(1), z.maxLength(FORM_TITLE_MAX_LENGTH));

export const FormParamsSchema = z.object({ programId: ProgramRefSchema, formId: UuidSchema });
export const ProgramFormsParamsSchema = z.object({ programId: ProgramRefSchema });
export const TrashedFormParamsSchema = z.object({ formId: UuidSchema });

export const FormSummarySchema = z.object({
  id: z.string(),
  programId: z.string(),
  title: z.string(),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormSummary = z.infer<typeof FormSummarySchema>;

/** A text shown in the base language for want of an override (`key`: the option, row or column). */
export const MissingTranslationSchema = z.object({
  reference: z.string(),
  property: z.string(),
  key: z.optional(z.string()),
});

/** The form as an editor or a reader sees it: `fields` translated into `lang`, `translations` raw. */
export const FormSchema = z.object({
  ...FormSummarySchema.shape,
  lang: LocaleSchema,
  fields: z.array(FieldSchema),
  translations: FormTranslationsSchema,
  /** Per language of the program other than its default one. */
  missingTranslations: z.record(z.string(), z.array(MissingTranslationSchema)),
});
export type Form = z.infer<typeof FormSchema>;

export const TrashedFormSchema = z.object({
  id: z.string(),
  title: z.string(),
  programId: z.string(),
  programSlug: z.string(),
  deletedAt: z.string(),
});
export type TrashedForm = z.infer<typeof TrashedFormSchema>;

export const FormListQuerySchema = z.extend(PageQuerySchema, {
  /** Keyset cursor: the `lastId` of the previous page. */
  after: z.optional(UuidSchema),
});
export type FormListQuery = z.infer<typeof FormListQuerySchema>;

export const FormQuerySchema = z.object({ lang: z._default(LocaleSchema, DEFAULT_LOCALE) });

const FieldsSchema = z.array(FieldSchema).check(z.maxLength(MAX_FORM_FIELDS));

export const CreateFormBodySchema = z.object({ title: Title, fields: z.optional(FieldsSchema) });
export type CreateFormBody = z.infer<typeof CreateFormBodySchema>;

export const SaveFormBodySchema = z.object({
  title: z.optional(Title),
  fields: z.optional(FieldsSchema),
  translations: z.optional(FormTranslationsSchema),
  /** The version the editor loaded: a save over a newer one answers 409 version_conflict. */
  version: z.int().check(z.minimum(1)),
});
export type SaveFormBody = z.infer<typeof SaveFormBodySchema>;

/** The client builds the copy's title in the reader's language; without one the server appends " (2)". */
export const DuplicateFormBodySchema = z.object({ title: z.optional(Title) });

export const ValidateAnswersBodySchema = z.object({
  answers: z.record(z.string(), z.unknown()),
  /** The reader's language; issues are rule codes, translated by the client, so it changes no verdict. */
  lang: z.optional(LocaleSchema),
});
export type ValidateAnswersBody = z.infer<typeof ValidateAnswersBodySchema>;

/** One failed rule of one answer; the text is `validation:<rule>` with `params` as placeholders. */
export const ValidationIssueSchema = z.object({
  reference: z.string(),
  rule: z.enum(RULE_CODES as [RuleCode, ...RuleCode[]]),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
