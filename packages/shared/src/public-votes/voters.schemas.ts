import * as z from 'zod/mini';
import { UuidSchema } from '../common';

export const VOTE_CODE_LENGTH = 6;
/** A code stays good this long; five wrong tries spend it. */
export const VOTE_CODE_TTL_MINUTES = 15;
export const VOTE_CODE_MAX_ATTEMPTS = 5;
/** A voter's proof lasts this long on their device. */
export const VOTER_TOKEN_TTL_DAYS = 30;
/** The header a voter's requests carry their proof in (not a cookie: nothing ambient to forge). */
export const VOTER_TOKEN_HEADER = 'x-voter-token';

const EmailSchema = z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email());

export const RequestVoteCodeBodySchema = z.object({ email: EmailSchema });
export type RequestVoteCodeBody = z.infer<typeof RequestVoteCodeBodySchema>;

export const VerifyVoteCodeBodySchema = z.object({
  email: EmailSchema,
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/)),
});
export type VerifyVoteCodeBody = z.infer<typeof VerifyVoteCodeBodySchema>;

/** SPEC §3 client state `publicVoteUser`: who votes, and the proof their requests carry. */
export const PublicVoteUserSchema = z.object({ email: z.string(), token: z.string(), expiresAt: z.string() });
export type PublicVoteUser = z.infer<typeof PublicVoteUserSchema>;

/** What a voter has left: in all, today, and in each category (null where no such limit). */
export const RemainingVotesSchema = z.object({
  total: z.int(),
  today: z.nullable(z.int()),
  perCategory: z.nullable(z.record(z.string(), z.int())),
});
export type RemainingVotes = z.infer<typeof RemainingVotesSchema>;

export const MyVotesSchema = z.object({
  email: z.string(),
  /** The applications the voter's live votes go to (a voided one included: it still takes its place). */
  votes: z.array(z.object({ applicationId: z.string(), createdAt: z.string(), voided: z.boolean() })),
  remaining: RemainingVotesSchema,
});
export type MyVotes = z.infer<typeof MyVotesSchema>;

/** Casts a vote; with `replaces`, withdraws that one in the same step (changing one's vote). */
export const CastVoteBodySchema = z.object({ applicationId: UuidSchema, replaces: z.optional(UuidSchema) });
export type CastVoteBody = z.infer<typeof CastVoteBodySchema>;
