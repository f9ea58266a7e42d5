import * as z from 'zod/mini';
import { LocaleSchema } from '../common';
import { CriterionSchema } from './criteria.schemas';
import { ScoreVisibilitySchema, SessionStatusSchema } from './sessions.schemas';

const PanelSchema = z.string().check(z.trim(), z.maxLength(80));

/** A juror of a session, as the organizers see them. */
export const JurorSchema = z.object({
  /** The juror's account id. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The jury group (panel) they sit on; '' for none. */
  panel: z.string(),
  /** The languages they read applications in (a balanced assignment by language keeps to them); empty for all. */
  languages: z.array(LocaleSchema),
  /** invited: has not accepted the session on the portal yet. */
  status: z.enum(['invited', 'accepted']),
  /** invited: has not set a password yet; revoked: their platform access was withdrawn. */
  account: z.enum(['active', 'invited', 'revoked']),
  invitedAt: z.string(),
  acceptedAt: z.nullable(z.string()),
});
export type Juror = z.infer<typeof JurorSchema>;

export const InviteJurorBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  firstname: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  lastname: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  panel: z.optional(PanelSchema),
});
export type InviteJurorBody = z.infer<typeof InviteJurorBodySchema>;

export const UpdateJurorBodySchema = z.object({
  panel: z.optional(PanelSchema),
  languages: z.optional(z.array(LocaleSchema).check(z.maxLength(10))),
});
export type UpdateJurorBody = z.infer<typeof UpdateJurorBodySchema>;

/** A session as one of its jurors reads it on the portal, in their language. */
export const JurorSessionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  status: SessionStatusSchema,
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  /** Sanitised rich text in `lang`, falling back to the program's default language. */
  instructions: z.string(),
  scoreVisibility: ScoreVisibilitySchema,
  program: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  lang: LocaleSchema,
  panel: z.string(),
  acceptedAt: z.nullable(z.string()),
  /** Labels and descriptions per language; `defaultLang` is the program's, for what `lang` lacks. */
  criteria: z.array(CriterionSchema),
  defaultLang: LocaleSchema,
});
export type JurorSession = z.infer<typeof JurorSessionSchema>;

export const AcceptJurySessionBodySchema = z.object({ acceptTerms: z.literal(true) });

/** A session the signed-in person sits on, in the list of their juries. */
export const MyJurySessionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  status: SessionStatusSchema,
  endsAt: z.nullable(z.string()),
  program: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  acceptedAt: z.nullable(z.string()),
});
export type MyJurySession = z.infer<typeof MyJurySessionSchema>;
