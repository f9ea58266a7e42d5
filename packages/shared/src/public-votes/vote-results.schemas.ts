import * as z from 'zod/mini';
import { EXPORT_FORMATS } from '../applications/exports.schemas';
import { UuidSchema } from '../common';

/** One entry's line in the ranking: live votes only (withdrawn and voided ones do not count). */
export const VoteRankingRowSchema = z.object({
  applicationId: z.string(),
  rank: z.int(),
  tied: z.boolean(),
  reference: z.string(),
  title: z.string(),
  category: z.string(),
  votes: z.int(),
  /** Voided votes on this entry (organizer only; 0 for the public). */
  voided: z.int(),
});
export type VoteRankingRow = z.infer<typeof VoteRankingRowSchema>;

export const VOTE_STATES = ['live', 'withdrawn', 'voided'] as const;
export const VoteStateSchema = z.enum(VOTE_STATES);
export type VoteState = z.infer<typeof VoteStateSchema>;

export const VoteListQuerySchema = z.object({
  state: z.optional(VoteStateSchema),
  applicationId: z.optional(UuidSchema),
  /** Part of the voter's e-mail, the address or the device. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  perPage: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
  /** The last vote of the previous page (keyset, newest first). */
  after: z.optional(UuidSchema),
});
export type VoteListQuery = z.infer<typeof VoteListQuerySchema>;

/** One vote as the organizer audits it. */
export const VoteRowSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  reference: z.string(),
  title: z.string(),
  email: z.string(),
  address: z.string(),
  device: z.string(),
  createdAt: z.string(),
  state: VoteStateSchema,
  withdrawnAt: z.nullable(z.string()),
  voidedAt: z.nullable(z.string()),
  voidReason: z.nullable(z.string()),
  voidedBy: z.nullable(z.string()),
});
export type VoteRow = z.infer<typeof VoteRowSchema>;

export const VoteListSchema = z.object({
  data: z.array(VoteRowSchema),
  /** Every vote of the session matching the filter (live, withdrawn and voided). */
  total: z.int(),
  lastId: z.nullable(z.string()),
});

/** Voids votes with a reason (logged); nothing is deleted. `ids` or every live vote of a voter or an address. */
export const VoidVotesBodySchema = z.object({
  ids: z.optional(z.array(UuidSchema).check(z.minLength(1), z.maxLength(1000))),
  address: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  email: z.optional(z.string().check(z.minLength(3), z.maxLength(254))),
  reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)),
});
export type VoidVotesBody = z.infer<typeof VoidVotesBodySchema>;
export const VoidResultSchema = z.object({ voided: z.int() });

/** A minute in which an entry took far more votes than its usual minute. */
export const VoteSpikeSchema = z.object({
  applicationId: z.string(),
  reference: z.string(),
  title: z.string(),
  minute: z.string(),
  votes: z.int(),
  /** The entry's median votes per active minute. */
  usual: z.number(),
});
/** Several voters behind one address or one device. */
export const VoteClusterSchema = z.object({ value: z.string(), voters: z.int(), votes: z.int() });

/** Vote-integrity analytics (organizer): what looks like a campaign, for a person to judge. */
export const VoteIntegritySchema = z.object({
  /** Live votes per minute over the session, every entry together (the chart). */
  timeline: z.array(z.object({ minute: z.string(), votes: z.int() })),
  spikes: z.array(VoteSpikeSchema),
  addresses: z.array(VoteClusterSchema),
  devices: z.array(VoteClusterSchema),
  /** Voters on throwaway e-mail domains. */
  disposable: z.array(z.object({ domain: z.string(), voters: z.int(), votes: z.int() })),
  verification: z.object({
    codesSent: z.int(),
    verified: z.int(),
    failedAttempts: z.int(),
    /** Failed attempts over all attempts (0 without any). */
    failureRate: z.number(),
  }),
});
export type VoteIntegrity = z.infer<typeof VoteIntegritySchema>;

export const VOTE_EXPORT_VIEWS = ['ranking', 'votes'] as const;
export const VoteExportQuerySchema = z.object({
  view: z._default(z.enum(VOTE_EXPORT_VIEWS), 'ranking'),
  format: z._default(z.enum(EXPORT_FORMATS), 'csv'),
});
export type VoteExportQuery = z.infer<typeof VoteExportQuerySchema>;
