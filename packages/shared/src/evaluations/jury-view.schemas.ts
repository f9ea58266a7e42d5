import * as z from 'zod/mini';

/** A program's forms hold at most a few hundred questions; a list past this is not a view. */
export const MAX_JURY_QUESTIONS = 500;

/** A question, by its field reference: the same reference in two forms is one answer (as for exports). */
const QuestionReferenceSchema = z.string().check(z.minLength(1), z.maxLength(200));
const QuestionListSchema = z.array(QuestionReferenceSchema).check(z.maxLength(MAX_JURY_QUESTIONS));

/** `views`: the answers the jury reads, in order; null: every answer, in the forms' order. */
export const JuryViewSchema = z.object({ questions: z.nullable(QuestionListSchema) });
export type JuryView = z.infer<typeof JuryViewSchema>;
export const DEFAULT_JURY_VIEW: JuryView = { questions: null };

/**
 * `anonymization`: what the jury must not see. The server withholds it from every juror's read
 * (lists, application, files, exports): hidden answers are never sent, hidden names never written.
 */
export const AnonymizationSchema = z.object({
  /** The applicant's name. */
  name: z.boolean(),
  /** The applicant's e-mail address. */
  email: z.boolean(),
  /** The files' names and metadata (size, original name in downloads). */
  fileDetails: z.boolean(),
  /** Answers the jury never receives, whatever the view shows. */
  questions: QuestionListSchema,
});
export type Anonymization = z.infer<typeof AnonymizationSchema>;
export const DEFAULT_ANONYMIZATION: Anonymization = { name: false, email: true, fileDetails: false, questions: [] };

/** A question of the program's forms, as the `views` and `anonymization` pages list it. */
export const SessionQuestionSchema = z.object({
  reference: z.string(),
  /** The field title, plain text, in the reader's language (the reference when untitled). */
  label: z.string(),
  /** The field type: `file`, `select`, `text`… */
  type: z.string(),
});
export type SessionQuestion = z.infer<typeof SessionQuestionSchema>;
