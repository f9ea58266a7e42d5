import * as z from 'zod/mini';
import { DaySchema, MAX_PAGE_SIZE, UuidSchema } from '../common';
import { TimeZoneSchema } from '../programs/programs.schemas';
import { ApplicationStatusSchema, DECISION_STATUSES } from './application-status';
import { ApplicationAnswersSchema, StepDecisionSchema } from './applications.schemas';

const Id = z.string().check(z.maxLength(64));
/** A list as a query string sends it (`a,b`) or as a JSON body does (`["a","b"]`). */
const csv = <T extends z.ZodMiniType<unknown, string>>(item: T) =>
  z.pipe(
    z.union([
      z.pipe(
        z.string().check(z.maxLength(2000)),
        z.transform((value) => value.split(',').filter(Boolean)),
      ),
      z.array(z.string().check(z.maxLength(100))),
    ]),
    z.array(item).check(z.maxLength(50)),
  );

export const RESPONSE_SORTS = ['createdAt', 'updatedAt', 'submittedAt', 'status', 'applicant'] as const;

/**
 * Which applications of a program a list, a bulk action or an export covers. Dates are whole days
 * in `tz` (the platform's zone by default), from the start of `from` to the end of `to`.
 */
export const ResponseFilterSchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: z.optional(csv(ApplicationStatusSchema)),
  categoryId: z.optional(Id),
  tagId: z.optional(Id),
  from: z.optional(DaySchema),
  to: z.optional(DaySchema),
  tz: z.optional(TimeZoneSchema),
  /** `reference:value` pairs: an answer (or one of a list of answers) equal to the value. */
  answer: z.optional(
    z.union([z.string().check(z.maxLength(300)), z.array(z.string().check(z.maxLength(300))).check(z.maxLength(10))]),
  ),
});
export type ResponseFilter = z.infer<typeof ResponseFilterSchema>;

export const ResponseListQuerySchema = z.extend(ResponseFilterSchema, {
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), 20),
  sort: z._default(z.enum(RESPONSE_SORTS), 'createdAt'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  /**
   * Keyset paging, in every sort: the id of the previous page's last row. The page after it comes
   * without an offset to skip; `page` still names it for the totals.
   */
  after: z.optional(UuidSchema),
  /** Answer references to show as columns. */
  columns: z.optional(csv(z.string().check(z.maxLength(100)))),
});
export type ResponseListQuery = z.infer<typeof ResponseListQuerySchema>;

const TagRef = z.object({ id: z.string(), name: z.string(), color: z.string() });

export const ResponseRowSchema = z.object({
  id: z.string(),
  status: ApplicationStatusSchema,
  category: z.nullable(z.object({ id: z.string(), title: z.string() })),
  applicant: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  tags: z.array(TagRef),
  /** The asked columns' answers, by reference. */
  answers: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.nullable(z.string()),
});
export type ResponseRow = z.infer<typeof ResponseRowSchema>;

export const ResponseEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  fromStatus: z.nullable(z.string()),
  toStatus: z.nullable(z.string()),
  stepId: z.nullable(z.string()),
  user: z.nullable(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
});

export const ResponseCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  visibility: z.enum(['team', 'private']),
  author: z.nullable(z.object({ id: z.string(), name: z.string() })),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type ResponseComment = z.infer<typeof ResponseCommentSchema>;

/** One application as its organizers see it. */
export const ResponseDetailSchema = z.object({
  ...ResponseRowSchema.shape,
  answers: ApplicationAnswersSchema,
  stepStatuses: z.record(z.string(), StepDecisionSchema),
  /** The decision the applicant was last told, and when; null before any release. */
  releasedStatus: z.nullable(z.enum(DECISION_STATUSES)),
  releasedAt: z.nullable(z.string()),
  events: z.array(ResponseEventSchema),
  comments: z.array(ResponseCommentSchema),
  /** The people the applicant added to fill the application with them. */
  team: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export type ResponseDetail = z.infer<typeof ResponseDetailSchema>;

export const ChangeResponseStatusBodySchema = z.object({
  /** `draft` reopens a submitted application for its applicant. */
  status: ApplicationStatusSchema,
});

export const StepDecisionBodySchema = z.object({ decision: z.enum(['validated', 'rejected', 'pending']) });

export const CommentBodySchema = z.object({
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
  visibility: z._default(z.enum(['team', 'private']), 'team'),
});

export const ResponseTagsBodySchema = z.object({ tagIds: z.array(Id).check(z.maxLength(50)) });

/** SPEC §3 table view: chosen rows, or every row of the filter (`fullSelect`) except some. */
export const SelectionSchema = z.union([
  z.object({ ids: z.array(Id).check(z.minLength(1), z.maxLength(1000)) }),
  z.object({
    all: z.literal(true),
    filter: ResponseFilterSchema,
    except: z._default(z.array(Id).check(z.maxLength(1000)), []),
  }),
]);
export type Selection = z.infer<typeof SelectionSchema>;

export const BulkActionBodySchema = z.object({
  selection: SelectionSchema,
  action: z.enum(['tag', 'untag', 'status', 'trash']),
  tagId: z.optional(Id),
  status: z.optional(ApplicationStatusSchema),
});
export type BulkActionBody = z.infer<typeof BulkActionBodySchema>;

export const TrashedResponseSchema = z.object({
  id: z.string(),
  program: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  applicant: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  status: ApplicationStatusSchema,
  deletedAt: z.string(),
});
