import * as z from 'zod/mini';
import { LocaleSchema } from '../common';
import { PublicInterfaceConfigSchema } from './program-settings.schemas';
import { StepTypeSchema } from './programs.schemas';

/** What the portal shows of a published program: texts in one language, no back-office fields. */
export const PortalProgramSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised rich text. */
  description: z.string(),
  lang: LocaleSchema,
  defaultLang: LocaleSchema,
  supportedLangs: z.array(LocaleSchema),
  /** Archived programs stay readable; applications are closed. */
  status: z.enum(['active', 'archived']),
  openingAt: z.nullable(z.string()),
  closingAt: z.nullable(z.string()),
  timezone: z.string(),
  publicConfig: PublicInterfaceConfigSchema,
  /** After submitting, the applicant may download their application as a PDF (`program-features`). */
  applicantPdf: z.boolean(),
  categories: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      steps: z.array(z.object({ id: z.string(), type: StepTypeSchema, title: z.string() })),
    }),
  ),
});
export type PortalProgram = z.infer<typeof PortalProgramSchema>;
