import * as z from 'zod/mini';
import { ScoreSheetSchema, SheetStatusSchema } from './scores.schemas';

/** An application a juror has to score, in their list. */
export const JuryApplicationSchema = z.object({
  id: z.string(),
  applicant: z.string(),
  categoryId: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  sheet: SheetStatusSchema,
  total: z.nullable(z.number()),
});
export type JuryApplication = z.infer<typeof JuryApplicationSchema>;

/** Another juror's sheet, when the session lets jurors see them; jurors are numbered, not named. */
export const PeerSheetSchema = z.object({
  juror: z.int(),
  values: z.record(z.string(), z.unknown()),
  comment: z.string(),
  total: z.nullable(z.number()),
});

/** One application as its juror reads it: the answers (files as the files table holds them) and their sheet. */
export const JuryApplicationDetailSchema = z.object({
  id: z.string(),
  programId: z.string(),
  categoryId: z.nullable(z.string()),
  applicant: z.string(),
  submittedAt: z.nullable(z.string()),
  answers: z.record(z.string(), z.record(z.string(), z.unknown())),
  sheet: ScoreSheetSchema,
  /** null: the session does not show other jurors' sheets to this juror (yet). */
  peers: z.nullable(z.array(PeerSheetSchema)),
  /** The previous and next applications in the juror's list, to move on without going back. */
  previousId: z.nullable(z.string()),
  nextId: z.nullable(z.string()),
});
export type JuryApplicationDetail = z.infer<typeof JuryApplicationDetailSchema>;
