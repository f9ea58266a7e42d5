import * as z from 'zod/mini';
import { LocaleSchema, UuidSchema } from '../common';
import { EMAIL_TEMPLATE_NAMES } from './email-templates.rules';

export const EmailTemplateNameSchema = z.enum(EMAIL_TEMPLATE_NAMES);

export const EMAIL_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_BODY_MAX_LENGTH = 50_000;

/** One template of the program: in which languages the organizers changed it. */
export const EmailTemplateSummarySchema = z.object({
  template: EmailTemplateNameSchema,
  /** The languages with the program's own version; the others send the default. */
  customised: z.array(LocaleSchema),
});
export type EmailTemplateSummary = z.infer<typeof EmailTemplateSummarySchema>;

/** A field the editor offers: `name` goes between double braces; answers carry their question's label. */
export const MergeFieldSchema = z.object({ name: z.string(), label: z.optional(z.string()) });
export type MergeField = z.infer<typeof MergeFieldSchema>;

/** One template in one language, as the editor opens it: the program's version, else the default. */
export const EmailTemplateDetailSchema = z.object({
  template: EmailTemplateNameSchema,
  locale: LocaleSchema,
  subject: z.string(),
  /** Sanitised rich text with `{{field}}` placeholders. */
  body: z.string(),
  customised: z.boolean(),
  mergeFields: z.array(MergeFieldSchema),
  updatedAt: z.nullable(z.string()),
});
export type EmailTemplateDetail = z.infer<typeof EmailTemplateDetailSchema>;

const SubjectSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(EMAIL_SUBJECT_MAX_LENGTH), z.regex(/^[^\r\n]*$/));
const BodySchema = z.string().check(z.minLength(1), z.maxLength(EMAIL_BODY_MAX_LENGTH));

export const SaveEmailTemplateBodySchema = z.object({ subject: SubjectSchema, body: BodySchema });
export type SaveEmailTemplateBody = z.infer<typeof SaveEmailTemplateBodySchema>;

/**
 * What a preview or a test renders: the text being written when given (else the saved version or the
 * default), with an application of the program (else its latest submitted one).
 */
export const RenderEmailTemplateBodySchema = z.object({
  subject: z.optional(SubjectSchema),
  body: z.optional(BodySchema),
  applicationId: z.optional(UuidSchema),
});
export type RenderEmailTemplateBody = z.infer<typeof RenderEmailTemplateBodySchema>;

export const EmailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  /** The application whose answers filled the fields; null when the program has none submitted (examples shown). */
  applicationId: z.nullable(z.string()),
});
export type EmailPreview = z.infer<typeof EmailPreviewSchema>;
