import * as z from 'zod/mini';
import { ApplicationStatusSchema } from '../applications/application-status';
import { PageQuerySchema, UuidSchema } from '../common';
import { LocalizedTextSchema, ProgramSlugSchema } from '../programs/programs.schemas';
import { AnonymizationSchema, JuryViewSchema } from './jury-view.schemas';

/** A session is prepared (draft), then open to its jury, then closed; a closed session may reopen. */
export const SESSION_STATUSES = ['draft', 'open', 'closed'] as const;
export const SessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof SessionStatusSchema>;

/** When a juror may see the other jurors' scores: never, once their own sheet is final, or always. */
export const SCORE_VISIBILITIES = ['never', 'after_own', 'always'] as const;
export const ScoreVisibilitySchema = z.enum(SCORE_VISIBILITIES);
export type ScoreVisibility = z.infer<typeof ScoreVisibilitySchema>;

export const MAX_SESSION_FILTER_IDS = 100;

/**
 * Where a session's applications come from: a filter (statuses, categories, tags), or a selection
 * made by hand (rows of the responses table, or the shortlist of a previous session: rounds).
 */
export const SESSION_ENTRY_SOURCES = ['filter', 'selection'] as const;
export const SessionEntrySourceSchema = z.enum(SESSION_ENTRY_SOURCES);
export type SessionEntrySource = z.infer<typeof SessionEntrySourceSchema>;

/**
 * Which applications enter the session. From a filter: those in one of `statuses`, and, when the
 * lists are not empty, in one of `categoryIds` and carrying one of `tagIds`. From a selection: the
 * session's selected applications, once submitted (the filter is then kept but not applied).
 */
export const SessionEntrySchema = z.object({
  statuses: z.array(ApplicationStatusSchema).check(z.minLength(1), z.maxLength(4)),
  categoryIds: z.array(UuidSchema).check(z.maxLength(MAX_SESSION_FILTER_IDS)),
  tagIds: z.array(UuidSchema).check(z.maxLength(MAX_SESSION_FILTER_IDS)),
  source: z._default(SessionEntrySourceSchema, 'filter'),
});
export type SessionEntry = z.infer<typeof SessionEntrySchema>;
export const DEFAULT_SESSION_ENTRY: SessionEntry = {
  statuses: ['submitted'],
  categoryIds: [],
  tagIds: [],
  source: 'filter',
};

export const EvaluationSessionSchema = z.object({
  id: z.string(),
  programId: z.string(),
  slug: z.string(),
  name: z.string(),
  status: SessionStatusSchema,
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  /** Instructions for the jury, sanitised rich text per language. */
  instructions: LocalizedTextSchema,
  entry: SessionEntrySchema,
  scoreVisibility: ScoreVisibilitySchema,
  /** `views`: which answers the jury reads, in which order. */
  juryView: JuryViewSchema,
  /** `anonymization`: what the jury must not see. */
  anonymization: AnonymizationSchema,
  criteriaCount: z.int(),
  /** How many applications the session's selection holds (whether or not its entry uses it). */
  selectionCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EvaluationSession = z.infer<typeof EvaluationSessionSchema>;

const SessionNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
const DateTimeSchema = z.iso.datetime({ offset: true });

const sessionFields = {
  name: SessionNameSchema,
  slug: ProgramSlugSchema,
  startsAt: z.optional(z.nullable(DateTimeSchema)),
  endsAt: z.optional(z.nullable(DateTimeSchema)),
  instructions: z.optional(LocalizedTextSchema),
  entry: z.optional(SessionEntrySchema),
  scoreVisibility: z.optional(ScoreVisibilitySchema),
  juryView: z.optional(JuryViewSchema),
  anonymization: z.optional(AnonymizationSchema),
};

/**
 * Field shapes; the end after the start, the filters naming the program's own categories and tags,
 * and the views and anonymisation naming the program's own questions are the server's.
 */
export const CreateSessionBodySchema = z.object(sessionFields);
export type CreateSessionBody = z.infer<typeof CreateSessionBodySchema>;
export const UpdateSessionBodySchema = z.partial(z.object(sessionFields));
export type UpdateSessionBody = z.infer<typeof UpdateSessionBodySchema>;

export const ChangeSessionStatusBodySchema = z.object({ status: SessionStatusSchema });
export type ChangeSessionStatusBody = z.infer<typeof ChangeSessionStatusBodySchema>;

export const SessionListQuerySchema = z.extend(PageQuerySchema, {
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: z.optional(SessionStatusSchema),
  after: z.optional(UuidSchema),
});
export type SessionListQuery = z.infer<typeof SessionListQuerySchema>;

/** A session in the list across programs (`admin/sessions`), with the program it belongs to. */
export const SessionAcrossProgramsSchema = z.extend(EvaluationSessionSchema, {
  program: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
});
export type SessionAcrossPrograms = z.infer<typeof SessionAcrossProgramsSchema>;

export const AllSessionsQuerySchema = z.extend(SessionListQuerySchema, { programId: z.optional(UuidSchema) });
export type AllSessionsQuery = z.infer<typeof AllSessionsQuerySchema>;
