import * as z from 'zod/mini';
import { JuryNoteSchema } from './jury-notes.schemas';
import { ScoreSheetSchema, SheetStatusSchema } from './scores.schemas';

/** An application a juror has to score, in their list. */
export const JuryApplicationSchema = z.object({
  id: z.string(),
  /** A short, stable label of the application: what the juror reads when the name is hidden. */
  reference: z.string(),
  /** Empty when the session's anonymisation hides the name. */
  applicant: z.string(),
  /** null when the session's anonymisation hides it (the default). */
  email: z.nullable(z.string()),
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
  reference: z.string(),
  applicant: z.string(),
  email: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  /** The questions the juror reads, in the session's order, by field reference; answers hold no other. */
  questions: z.array(z.string()),
  answers: z.record(z.string(), z.record(z.string(), z.unknown())),
  sheet: ScoreSheetSchema,
  /** The juror's private notes on it: theirs alone. */
  note: JuryNoteSchema,
  /** null: the session does not show other jurors' sheets to this juror (yet). */
  peers: z.nullable(z.array(PeerSheetSchema)),
  /** The previous and next applications in the juror's list, to move on without going back. */
  previousId: z.nullable(z.string()),
  nextId: z.nullable(z.string()),
});
export type JuryApplicationDetail = z.infer<typeof JuryApplicationDetailSchema>;
