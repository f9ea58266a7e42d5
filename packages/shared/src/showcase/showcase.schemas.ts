import * as z from 'zod/mini';
import { FileClassSchema } from '../files/files.schemas';
import { LocalizedTextSchema } from '../programs/programs.schemas';

/** How many questions a gallery or vote shows of each entry. */
export const MAX_SHOWCASE_QUESTIONS = 30;
const QuestionRefSchema = z.string().check(z.minLength(1), z.maxLength(200));

/**
 * What the public reads of an entry (a gallery's, a public vote's): the applicant's name or not, the
 * answer that titles the card, the file question whose first image is its picture, and the answers
 * shown below, in order. Every question must be one of the program's forms' (the server checks).
 */
export const ShowcaseFieldsSchema = z.object({
  showName: z.boolean(),
  titleQuestion: z.nullable(QuestionRefSchema),
  imageQuestion: z.nullable(QuestionRefSchema),
  questions: z.array(QuestionRefSchema).check(z.maxLength(MAX_SHOWCASE_QUESTIONS)),
});
export type ShowcaseFields = z.infer<typeof ShowcaseFieldsSchema>;
export const DEFAULT_SHOWCASE_FIELDS: ShowcaseFields = {
  showName: true,
  titleQuestion: null,
  imageQuestion: null,
  questions: [],
};

/** Title and description of a gallery or vote page, per language of the program. */
export const ShowcaseTextsSchema = z.object({ title: LocalizedTextSchema, description: LocalizedTextSchema });
export type ShowcaseTexts = z.infer<typeof ShowcaseTextsSchema>;
export const EMPTY_SHOWCASE_TEXTS: ShowcaseTexts = { title: {}, description: {} };

/** A file the public may open: through the platform's public stream (images resized by `?size=`). */
export const ShowcaseFileSchema = z.object({ key: z.string(), name: z.string(), kind: FileClassSchema });
export type ShowcaseFile = z.infer<typeof ShowcaseFileSchema>;

/** One shown answer: its question's label, the answer as text, and the files it holds. */
export const ShowcaseAnswerSchema = z.object({
  reference: z.string(),
  label: z.string(),
  text: z.string(),
  files: z.array(ShowcaseFileSchema),
});
export type ShowcaseAnswer = z.infer<typeof ShowcaseAnswerSchema>;

/** An application as the public sees it: only what the fields let through. */
export const ShowcaseEntrySchema = z.object({
  id: z.string(),
  /** Stable short reference ("3F2A91BC"), for entries without a title. */
  reference: z.string(),
  title: z.string(),
  /** The applicant's name, empty when hidden. */
  name: z.string(),
  categoryId: z.nullable(z.string()),
  category: z.string(),
  image: z.nullable(ShowcaseFileSchema),
  answers: z.array(ShowcaseAnswerSchema),
});
export type ShowcaseEntry = z.infer<typeof ShowcaseEntrySchema>;
