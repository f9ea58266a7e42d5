import * as z from 'zod/mini';
import { PageQuerySchema, UuidSchema } from '../common';

/** Everyone scores every application of the session, or each application gets its own few jurors. */
export const ASSIGNMENT_MODES = ['everyone', 'balanced'] as const;
export const AssignmentModeSchema = z.enum(ASSIGNMENT_MODES);
export type AssignmentMode = z.infer<typeof AssignmentModeSchema>;

export const MAX_JURORS_PER_APPLICATION = 50;
export const MAX_LOAD_PER_JUROR = 100_000;

/**
 * How a session shares its applications among its jurors. `balanced` gives each application
 * `perApplication` jurors, no juror more than `maxPerJuror` (null: no cap); `byPanel` keeps an
 * application's jurors in one panel; `byLanguage` gives it only jurors reading the applicant's language.
 */
export const AssignmentSettingsSchema = z.object({
  mode: AssignmentModeSchema,
  perApplication: z.int().check(z.gte(1), z.lte(MAX_JURORS_PER_APPLICATION)),
  maxPerJuror: z.nullable(z.int().check(z.gte(1), z.lte(MAX_LOAD_PER_JUROR))),
  byPanel: z.boolean(),
  byLanguage: z.boolean(),
});
export type AssignmentSettings = z.infer<typeof AssignmentSettingsSchema>;
export const DEFAULT_ASSIGNMENT: AssignmentSettings = {
  mode: 'everyone',
  perApplication: 3,
  maxPerJuror: null,
  byPanel: false,
  byLanguage: false,
};

/** Saves the settings and, for `balanced`, assigns what is missing; `dryRun` only says what it would do. */
export const PlanAssignmentsBodySchema = z.extend(AssignmentSettingsSchema, { dryRun: z.optional(z.boolean()) });
export type PlanAssignmentsBody = z.infer<typeof PlanAssignmentsBodySchema>;

export const AssignmentPlanSchema = z.object({
  settings: AssignmentSettingsSchema,
  dryRun: z.boolean(),
  applications: z.int(),
  /** Pairs made by this run; the ones already there stay. */
  added: z.int(),
  kept: z.int(),
  /** Applications left with fewer jurors than asked (every eligible juror is taken, conflicted or full). */
  shortfall: z.array(z.object({ applicationId: z.string(), missing: z.int() })),
  /** Applications per juror once the plan is applied. */
  loads: z.array(z.object({ userId: z.string(), count: z.int() })),
});
export type AssignmentPlan = z.infer<typeof AssignmentPlanSchema>;

/** A juror's progress in a session: applications to score, sheets in draft, final sheets, conflicts. */
export const JurorProgressSchema = z.object({
  userId: z.string(),
  assigned: z.int(),
  todo: z.int(),
  draft: z.int(),
  final: z.int(),
  conflicts: z.int(),
  lastActivityAt: z.nullable(z.string()),
});
export type JurorProgress = z.infer<typeof JurorProgressSchema>;

export const SessionProgressSchema = z.object({
  settings: AssignmentSettingsSchema,
  applications: z.int(),
  jurors: z.array(JurorProgressSchema),
});
export type SessionProgress = z.infer<typeof SessionProgressSchema>;

/** One juror and one application of the session, as the organizers manage it. */
export const AssignmentSchema = z.object({
  applicationId: z.string(),
  userId: z.string(),
  applicant: z.string(),
  /** auto: made by a balanced run; manual: by an organizer; everyone: the session's mode. */
  source: z.enum(['auto', 'manual', 'everyone']),
  sheet: z.enum(['todo', 'draft', 'final']),
});
export type Assignment = z.infer<typeof AssignmentSchema>;

export const AssignmentListQuerySchema = z.object({
  userId: z.optional(UuidSchema),
  applicationId: z.optional(UuidSchema),
});

export const CONFLICT_REASON_MAX = 1000;
const ReasonSchema = z.string().check(z.trim(), z.minLength(3), z.maxLength(CONFLICT_REASON_MAX));

export const DeclareConflictBodySchema = z.object({ reason: ReasonSchema });
export const RecordConflictBodySchema = z.object({
  applicationId: UuidSchema,
  userId: UuidSchema,
  reason: ReasonSchema,
});
export type RecordConflictBody = z.infer<typeof RecordConflictBodySchema>;

/**
 * A conflict of interest: declared (by the juror or an organizer, with a reason; the pair is never
 * assigned) or suspected by the system (same e-mail domain, team member) for an organizer to settle.
 */
export const ConflictSchema = z.object({
  applicationId: z.string(),
  userId: z.string(),
  juror: z.string(),
  applicant: z.string(),
  kind: z.enum(['declared', 'suspected']),
  /** declared: the reason given; suspected: why (`same_domain`, `team_member`). */
  reason: z.string(),
  declaredBy: z.nullable(z.enum(['juror', 'organizer'])),
  createdAt: z.nullable(z.string()),
});
export type Conflict = z.infer<typeof ConflictSchema>;

export const RemindJurorsBodySchema = z.object({
  /** Says "every juror" in words (a request body is never empty, SPEC §5). */
  all: z.optional(z.literal(true)),
  /** Only these jurors; all when absent. */
  userIds: z.optional(z.array(UuidSchema).check(z.maxLength(500))),
});
export type RemindJurorsBody = z.infer<typeof RemindJurorsBodySchema>;

/** An application of the session as the organizers follow it: how many jurors have it, how far they are. */
export const SessionApplicationSchema = z.object({
  id: z.string(),
  applicant: z.string(),
  status: z.string(),
  /** Jurors it is given to (conflicts excluded). */
  assigned: z.int(),
  draft: z.int(),
  final: z.int(),
  /** The mean of the final sheets' weighted totals; null before the first. */
  mean: z.nullable(z.number()),
});
export type SessionApplication = z.infer<typeof SessionApplicationSchema>;

export const SessionApplicationsQuerySchema = z.extend(PageQuerySchema, { after: z.optional(UuidSchema) });
export type SessionApplicationsQuery = z.infer<typeof SessionApplicationsQuerySchema>;
