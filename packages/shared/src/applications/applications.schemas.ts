import * as z from 'zod/mini';
import { LocaleSchema, PageQuerySchema, UuidSchema } from '../common';
import { FieldSchema, ValidationIssueSchema } from '../forms';
import { PublicInterfaceConfigSchema, StepTypeSchema } from '../programs';
import { ApplicationStatusSchema } from './application-status';

/** The portal's program list (`GET /portal/platforms/{platformId}/programs`). */
export const PortalProgramListQuerySchema = z.extend(PageQuerySchema, {
  /** Keyset cursor: the `lastId` of the previous page. */
  after: z.optional(UuidSchema),
  /** open = open or closing soon; closed = past its closing date or archived. */
  phase: z.optional(z.enum(['open', 'upcoming', 'closed'])),
  lang: z.optional(LocaleSchema),
});
export type PortalProgramListQuery = z.infer<typeof PortalProgramListQuerySchema>;

/** Answers per step id, then per field reference. */
export const ApplicationAnswersSchema = z.record(z.string(), z.record(z.string(), z.unknown()));
export type ApplicationAnswers = z.infer<typeof ApplicationAnswersSchema>;

/** A validation step's organizer decision; missing means pending. */
export const StepDecisionSchema = z.enum(['validated', 'rejected']);

/** SPEC §3 application response as its applicant sees it (`GET /portal/me/responses/{responseId}`). */
export const MyApplicationSchema = z.object({
  id: z.string(),
  status: ApplicationStatusSchema,
  program: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  category: z.nullable(z.object({ id: z.string(), title: z.string() })),
  answers: ApplicationAnswersSchema,
  stepStatuses: z.record(z.string(), StepDecisionSchema),
  /** Every save increments it; a save over another version answers 409 version_conflict. */
  version: z.int(),
  /** Whether the applicant may still change it (a draft, or submitted with editing allowed until closing). */
  editable: z.boolean(),
  submittedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

export const CreateApplicationBodySchema = z.object({
  /** Chosen by the client: a retried create answers the same application instead of a second one. */
  id: z.uuid(),
  categoryId: z.string().check(z.maxLength(64)),
});
export type CreateApplicationBody = z.infer<typeof CreateApplicationBodySchema>;

const MAX_STEP_ANSWERS_CHARS = 1_000_000;

export const SaveAnswersBodySchema = z.object({
  /** The version the client's answers are based on. */
  version: z.int().check(z.minimum(1)),
  stepId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The step's answers, whole: they replace what the step held. */
  answers: z
    .record(z.string(), z.unknown())
    .check(z.refine((value) => JSON.stringify(value).length <= MAX_STEP_ANSWERS_CHARS, { message: 'too_large' })),
});
export type SaveAnswersBody = z.infer<typeof SaveAnswersBodySchema>;

export const SubmitApplicationBodySchema = z.object({ version: z.int().check(z.minimum(1)) });

/** Why a submission was refused: a step with its problems (form issues, a pending validation, an empty step). */
export const SubmitProblemSchema = z.object({
  stepId: z.string(),
  reason: z.enum(['invalid_answers', 'validation_pending', 'validation_rejected']),
  issues: z.optional(z.array(ValidationIssueSchema)),
});
export type SubmitProblem = z.infer<typeof SubmitProblemSchema>;

export const MyApplicationsQuerySchema = z.object({ programId: z.optional(UuidSchema) });

/** A category as the portal shows it to an applicant: steps with what they need to render. */
export const PortalCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  steps: z.array(
    z.object({
      id: z.string(),
      type: StepTypeSchema,
      title: z.string(),
      /** `form_id` of a form step; `content` (sanitised rich text) of a textarea step. */
      config: z.object({ form_id: z.optional(z.string()), content: z.optional(z.string()) }),
    }),
  ),
});
export type PortalCategory = z.infer<typeof PortalCategorySchema>;

/** A form of a published program, translated, for applicants (no editor fields). */
export const PortalFormSchema = z.object({
  id: z.string(),
  title: z.string(),
  lang: LocaleSchema,
  fields: z.array(FieldSchema),
});
export type PortalForm = z.infer<typeof PortalFormSchema>;

/** A card of the portal's programs list. */
export const PortalProgramCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(['active', 'archived']),
  openingAt: z.nullable(z.string()),
  closingAt: z.nullable(z.string()),
  timezone: z.string(),
  coverImageUrl: PublicInterfaceConfigSchema.shape.coverImageUrl,
  accentColor: PublicInterfaceConfigSchema.shape.accentColor,
});
export type PortalProgramCard = z.infer<typeof PortalProgramCardSchema>;
