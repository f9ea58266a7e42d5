import * as z from 'zod/mini';
import { PageQuerySchema, UuidSchema } from '../common';
import { SessionEntrySchema } from '../evaluations/sessions.schemas';
import { ProgramSlugSchema } from '../programs/programs.schemas';
import { ShowcaseEntrySchema, ShowcaseFieldsSchema, ShowcaseTextsSchema } from '../showcase/showcase.schemas';

/** When the public sees the counts: while the vote runs, once it closed, or never (the organizer always does). */
export const RESULTS_VISIBILITIES = ['live', 'after_close', 'never'] as const;
export const ResultsVisibilitySchema = z.enum(RESULTS_VISIBILITIES);
export type ResultsVisibility = z.infer<typeof ResultsVisibilitySchema>;

export const MAX_VOTES_PER_VOTER = 1000;
const Limit = z.int().check(z.minimum(1), z.maximum(MAX_VOTES_PER_VOTER));

/**
 * What a voter may cast: at most `votesPerVoter` live votes in all, `votesPerCategory` in any one
 * category and `votesPerDay` on a day (UTC) when set; one vote per application always. A withdrawn
 * vote gives its place back; a voided one does not (voiding is no undo for the voter).
 */
export const VoteRulesSchema = z.object({
  votesPerVoter: Limit,
  votesPerCategory: z.nullable(Limit),
  votesPerDay: z.nullable(Limit),
  results: ResultsVisibilitySchema,
});
export type VoteRules = z.infer<typeof VoteRulesSchema>;
export const DEFAULT_VOTE_RULES: VoteRules = {
  votesPerVoter: 1,
  votesPerCategory: null,
  votesPerDay: null,
  results: 'after_close',
};

/**
 * How a voter proves who they are, never through the applicant's account flow: a code sent by
 * e-mail (any address, or only addresses of `domains`), or a Google sign-in.
 */
export const VOTER_VERIFICATIONS = ['email_code', 'email_domain', 'google'] as const;
export const VoterVerificationModeSchema = z.enum(VOTER_VERIFICATIONS);
export type VoterVerificationMode = z.infer<typeof VoterVerificationModeSchema>;
const DomainSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(253), z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/));
export const VoterVerificationSchema = z.object({
  mode: VoterVerificationModeSchema,
  domains: z.array(DomainSchema).check(z.maxLength(20)),
});
export type VoterVerification = z.infer<typeof VoterVerificationSchema>;
export const DEFAULT_VOTER_VERIFICATION: VoterVerification = { mode: 'email_code', domains: [] };

/** Where a vote stands, from its dates: not yet open, open, or closed. */
export const VOTE_PHASES = ['upcoming', 'open', 'closed'] as const;
export type VotePhase = (typeof VOTE_PHASES)[number];

/** SPEC §3 `publicEvaluationSessions`, as the organizer reads it. */
export const VoteSessionSchema = z.object({
  id: z.string(),
  programId: z.string(),
  slug: z.string(),
  name: z.string(),
  published: z.boolean(),
  opensAt: z.nullable(z.string()),
  closesAt: z.nullable(z.string()),
  phase: z.enum(VOTE_PHASES),
  texts: ShowcaseTextsSchema,
  entry: SessionEntrySchema,
  fields: ShowcaseFieldsSchema,
  rules: VoteRulesSchema,
  verification: VoterVerificationSchema,
  /** Applications the selection holds (whether or not the entry uses it). */
  selectionCount: z.int(),
  /** Live votes (neither withdrawn nor voided). */
  votes: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VoteSession = z.infer<typeof VoteSessionSchema>;

const DateTimeSchema = z.iso.datetime({ offset: true });
const voteSessionFields = {
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  slug: ProgramSlugSchema,
  published: z.optional(z.boolean()),
  opensAt: z.optional(z.nullable(DateTimeSchema)),
  closesAt: z.optional(z.nullable(DateTimeSchema)),
  texts: z.optional(ShowcaseTextsSchema),
  entry: z.optional(SessionEntrySchema),
  fields: z.optional(ShowcaseFieldsSchema),
  rules: z.optional(VoteRulesSchema),
  verification: z.optional(VoterVerificationSchema),
};
/** Shapes only; the close after the opening, the program's own categories, tags and questions are the server's. */
export const CreateVoteSessionBodySchema = z.object(voteSessionFields);
export type CreateVoteSessionBody = z.infer<typeof CreateVoteSessionBodySchema>;
export const UpdateVoteSessionBodySchema = z.partial(z.object(voteSessionFields));
export type UpdateVoteSessionBody = z.infer<typeof UpdateVoteSessionBodySchema>;

export const VoteSessionListQuerySchema = z.extend(PageQuerySchema, {
  after: z.optional(UuidSchema),
});
export type VoteSessionListQuery = z.infer<typeof VoteSessionListQuerySchema>;

/** A vote session as the public reads it (`votes-sessions/{id}`), texts in one language. */
export const PortalVoteSessionSchema = z.object({
  id: z.string(),
  programId: z.string(),
  title: z.string(),
  description: z.string(),
  lang: z.string(),
  phase: z.enum(VOTE_PHASES),
  opensAt: z.nullable(z.string()),
  closesAt: z.nullable(z.string()),
  /** False on the organizer's preview of an unpublished session. */
  published: z.boolean(),
  rules: VoteRulesSchema,
  verification: VoterVerificationSchema,
  /** Whether the public sees the counts now. */
  resultsVisible: z.boolean(),
  categories: z.array(z.object({ id: z.string(), title: z.string() })),
  entries: z.array(ShowcaseEntrySchema),
  /** Live votes per entry, when the results are visible. */
  counts: z.nullable(z.record(z.string(), z.int())),
});
export type PortalVoteSession = z.infer<typeof PortalVoteSessionSchema>;
