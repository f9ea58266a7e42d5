import * as z from 'zod/mini';

/** A juror's private notes on one application: a working notebook, not an assessment. */
export const MAX_JURY_NOTE_CHARS = 10_000;

/**
 * The juror's private notes on an application in a session (SPEC §3 `evaluationJuryNotes`): theirs
 * alone, never shown to the organizers nor to other jurors, unlike the sheet's comment. `version`
 * is what the next save goes over (0: none yet).
 */
export const JuryNoteSchema = z.object({
  text: z.string(),
  version: z.int(),
  updatedAt: z.nullable(z.string()),
});
export type JuryNote = z.infer<typeof JuryNoteSchema>;

export const SaveJuryNoteBodySchema = z.object({
  text: z.string().check(z.maxLength(MAX_JURY_NOTE_CHARS)),
  version: z.int().check(z.minimum(0)),
});
export type SaveJuryNoteBody = z.infer<typeof SaveJuryNoteBodySchema>;
