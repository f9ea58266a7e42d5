import * as z from 'zod/mini';
import { EXPORT_MEDIA_TYPES } from '../applications/exports.api';
import { PROGRAM_MANAGE_ACCESS, PROGRAM_WORK_ACCESS } from '../auth/permissions';
import { dataOf, listOf, ProgramRefSchema, UuidSchema } from '../common';
import { SessionQuestionSchema } from '../evaluations/jury-view.schemas';
import { AddToSelectionBodySchema, SelectionChangeSchema } from '../evaluations/session-selection.schemas';
import { defineEndpoint } from '../http';
import { LangQuerySchema } from '../programs/programs.schemas';
import {
  VoidResultSchema,
  VoidVotesBodySchema,
  VoteExportQuerySchema,
  VoteIntegritySchema,
  VoteListQuerySchema,
  VoteListSchema,
  VoteRankingRowSchema,
} from './vote-results.schemas';
import {
  CreateVoteSessionBodySchema,
  PortalVoteSessionSchema,
  UpdateVoteSessionBodySchema,
  VoteSessionListQuerySchema,
  VoteSessionSchema,
} from './vote-sessions.schemas';
import {
  CastVoteBodySchema,
  MyVotesSchema,
  PublicVoteUserSchema,
  RequestVoteCodeBodySchema,
  VerifyVoteCodeBodySchema,
} from './voters.schemas';

const tags = ['public-votes'] as const;
const ProgramParams = z.object({ programId: ProgramRefSchema });
/** A vote session by id or by its address (`examinations/public/{sessionSlug}`). */
const SessionParams = z.object({ programId: ProgramRefSchema, sessionId: ProgramRefSchema });
const base = '/api/user.programs/:programId/public-vote-sessions';

/** The organizer's side: `examinations/public/{sessionSlug}` with config, preview, responses, ranking. */
export const voteSessionsApi = {
  list: defineEndpoint({
    method: 'GET',
    url: base,
    summary: 'The program’s public vote sessions, newest first, keyset pages; search by name',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: ProgramParams, query: VoteSessionListQuerySchema, response: { 200: listOf(VoteSessionSchema) } },
  }),
  create: defineEndpoint({
    method: 'POST',
    url: base,
    summary: 'Creates an unpublished vote session; an address the program already uses answers 409 slug_taken',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['slug_taken'],
    schema: { params: ProgramParams, body: CreateVoteSessionBodySchema, response: { 200: dataOf(VoteSessionSchema) } },
  }),
  get: defineEndpoint({
    method: 'GET',
    url: `${base}/:sessionId`,
    summary: 'One vote session, by id or address',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, response: { 200: dataOf(VoteSessionSchema) } },
  }),
  update: defineEndpoint({
    method: 'PUT',
    url: `${base}/:sessionId`,
    summary:
      'Changes a vote session: name, address, dates, texts, entry, shown fields, rules, verification, publication (the program’s own categories, tags and questions, else 400 validation_failed)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['slug_taken'],
    schema: { params: SessionParams, body: UpdateVoteSessionBodySchema, response: { 200: dataOf(VoteSessionSchema) } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    url: `${base}/:sessionId`,
    summary: 'Deletes a vote session that has no vote (unpublish it instead once voters took part)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    errors: ['vote_session_has_votes'],
    schema: { params: SessionParams, response: { 200: dataOf(z.object({ id: z.string() })) } },
  }),
  questions: defineEndpoint({
    method: 'GET',
    url: `${base}/:sessionId/questions`,
    summary: 'Every question of the program’s forms, in form order: what the fields may show',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, response: { 200: dataOf(z.array(SessionQuestionSchema)) } },
  }),
  addToSelection: defineEndpoint({
    method: 'POST',
    url: `${base}/:sessionId/selection`,
    summary:
      'Adds rows of the responses table, or the top N of a jury session (ties at the cut included), to the vote’s selection',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: SessionParams, body: AddToSelectionBodySchema, response: { 200: dataOf(SelectionChangeSchema) } },
  }),
  clearSelection: defineEndpoint({
    method: 'DELETE',
    url: `${base}/:sessionId/selection`,
    summary: 'Empties the vote’s selection (votes cast stay)',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: SessionParams, response: { 200: dataOf(SelectionChangeSchema) } },
  }),
  preview: defineEndpoint({
    method: 'GET',
    url: `${base}/:sessionId/preview`,
    summary: 'The vote page as the public will read it, published or not (`preview`)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, query: LangQuerySchema, response: { 200: dataOf(PortalVoteSessionSchema) } },
  }),
  ranking: defineEndpoint({
    method: 'GET',
    url: `${base}/:sessionId/ranking`,
    summary: 'Every entry with its live and voided votes, most votes first (ties share a rank)',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, response: { 200: dataOf(z.array(VoteRankingRowSchema)) } },
  }),
  votes: defineEndpoint({
    method: 'GET',
    url: `${base}/:sessionId/votes`,
    summary: 'The votes, newest first, keyset pages: by state, entry, or part of an e-mail, address or device',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, query: VoteListQuerySchema, response: { 200: VoteListSchema } },
  }),
  voidVotes: defineEndpoint({
    method: 'POST',
    url: `${base}/:sessionId/votes/void`,
    summary:
      'Voids votes with a reason (logged in the program’s log): by ids, or every live vote of an e-mail or an address; nothing is deleted',
    tags,
    access: PROGRAM_MANAGE_ACCESS,
    schema: { params: SessionParams, body: VoidVotesBodySchema, response: { 200: dataOf(VoidResultSchema) } },
  }),
  integrity: defineEndpoint({
    method: 'GET',
    url: `${base}/:sessionId/integrity`,
    summary:
      'Vote-integrity analytics: votes per minute with spikes flagged, clusters by address and device, disposable e-mail domains, verification failures',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, response: { 200: dataOf(VoteIntegritySchema) } },
  }),
  export: defineEndpoint({
    method: 'GET',
    url: `${base}/:sessionId/export`,
    summary: 'Downloads the ranking or every vote (with its state and void reason), as CSV or XLSX, streamed',
    tags,
    access: PROGRAM_WORK_ACCESS,
    schema: { params: SessionParams, query: VoteExportQuerySchema, response: { 200: z.unknown() } },
    produces: EXPORT_MEDIA_TYPES,
  }),
};

const portalBase = '/api/portal/platforms/:platformId/programs/:programId/votes-sessions/:id';
/** The program by id or address (the portal page knows its slug). */
const PortalParams = z.object({ platformId: UuidSchema, programId: ProgramRefSchema, id: UuidSchema });

/** The public's side: the vote page and the voter's own votes (`x-voter-token`). */
export const portalVotesApi = {
  get: defineEndpoint({
    method: 'GET',
    url: portalBase,
    summary:
      'SPEC §7: a published vote session of the platform, its entries as the public reads them, counts when the results are visible; 404 otherwise',
    tags,
    access: 'public',
    schema: { params: PortalParams, query: LangQuerySchema, response: { 200: dataOf(PortalVoteSessionSchema) } },
  }),
  requestCode: defineEndpoint({
    method: 'POST',
    url: `${portalBase}/voter/code`,
    summary:
      'Sends a six-digit code to the address (through the mail queue); an address outside the allowed domains answers 403 voter_email_not_allowed',
    tags,
    access: 'public',
    errors: ['voter_email_not_allowed', 'vote_verification_unavailable', 'vote_session_not_open', 'rate_limited'],
    schema: {
      params: PortalParams,
      body: RequestVoteCodeBodySchema,
      response: { 200: dataOf(z.object({ sent: z.boolean() })) },
    },
  }),
  verify: defineEndpoint({
    method: 'POST',
    url: `${portalBase}/voter/verify`,
    summary: 'Checks the code: the voter’s proof (`publicVoteUser`) for this session; 400 vote_code_invalid otherwise',
    tags,
    access: 'public',
    errors: ['vote_code_invalid', 'voter_email_not_allowed', 'vote_verification_unavailable'],
    schema: { params: PortalParams, body: VerifyVoteCodeBodySchema, response: { 200: dataOf(PublicVoteUserSchema) } },
  }),
  google: defineEndpoint({
    method: 'POST',
    url: `${portalBase}/voter/google`,
    summary:
      'A signed-in user whose account is linked to Google becomes this session’s voter; 403 voter_google_required otherwise',
    tags,
    access: 'authenticated',
    errors: ['voter_google_required', 'vote_verification_unavailable'],
    schema: { params: PortalParams, body: z.object({}), response: { 200: dataOf(PublicVoteUserSchema) } },
  }),
  myVotes: defineEndpoint({
    method: 'GET',
    url: `${portalBase}/votes`,
    summary: 'The voter’s votes and what they have left',
    tags,
    access: 'public',
    errors: ['voter_required'],
    schema: { params: PortalParams, response: { 200: dataOf(MyVotesSchema) } },
  }),
  cast: defineEndpoint({
    method: 'POST',
    url: `${portalBase}/votes`,
    summary:
      'Casts a vote (with `replaces`, moves one); exact under any burst: one live vote per voter and entry, the limits checked under the voter’s lock',
    tags,
    access: 'public',
    errors: ['voter_required', 'vote_session_not_open', 'vote_limit_reached', 'vote_exists'],
    schema: { params: PortalParams, body: CastVoteBodySchema, response: { 200: dataOf(MyVotesSchema) } },
  }),
  withdraw: defineEndpoint({
    method: 'DELETE',
    url: `${portalBase}/votes/:applicationId`,
    summary: 'Withdraws the voter’s vote for an entry until the vote closes (it stays in the log as withdrawn)',
    tags,
    access: 'public',
    errors: ['voter_required', 'vote_session_not_open'],
    schema: {
      params: z.extend(PortalParams, { applicationId: UuidSchema }),
      response: { 200: dataOf(MyVotesSchema) },
    },
  }),
  ranking: defineEndpoint({
    method: 'GET',
    url: `${portalBase}/ranking`,
    summary: 'The public ranking, when the session shows its results now; 403 vote_results_hidden otherwise',
    tags,
    access: 'public',
    errors: ['vote_results_hidden'],
    schema: { params: PortalParams, response: { 200: dataOf(z.array(VoteRankingRowSchema)) } },
  }),
};
