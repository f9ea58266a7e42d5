import { voteSessionsApi as api, portalVotesApi as portal, VOTER_TOKEN_HEADER } from '@opencall/shared/public-votes';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendDownload } from '../applications';
import { listVotes, openVoteExport, voidVotes, voteIntegrity, voteRanking } from './vote-results.service';
import {
  addToVoteSelection,
  clearVoteSelection,
  createVoteSession,
  deleteVoteSession,
  getVoteSession,
  getVoteSessionRow,
  listVoteQuestions,
  listVoteSessions,
  updateVoteSession,
} from './vote-sessions.service';
import { requestVoteCode, verifyGoogleVoter, verifyVoteCode } from './voters.service';
import {
  castVote,
  getMyVotes,
  getPortalVoteSession,
  portalVoteSession,
  publicRanking,
  withdrawVote,
} from './votes.service';

const voterToken = (request: FastifyRequest) => {
  const header = request.headers[VOTER_TOKEN_HEADER];
  return typeof header === 'string' ? header : undefined;
};

export function registerPublicVoteRoutes(app: App): void {
  registerEndpoint(app, api.list, ({ ctx, params, query }) => listVoteSessions(ctx, params.programId, query));
  registerEndpoint(app, api.create, async ({ ctx, params, body }) => ({
    data: await createVoteSession(ctx, params.programId, body),
  }));
  registerEndpoint(app, api.get, async ({ ctx, params }) => ({
    data: await getVoteSession(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, api.update, async ({ ctx, params, body }) => ({
    data: await updateVoteSession(ctx, params.programId, params.sessionId, body),
  }));
  registerEndpoint(app, api.remove, async ({ ctx, params }) => ({
    data: await deleteVoteSession(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, api.questions, async ({ ctx, params }) => ({
    data: await listVoteQuestions(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, api.addToSelection, async ({ ctx, params, body }) => ({
    data: await addToVoteSelection(ctx, params.programId, params.sessionId, body),
  }));
  registerEndpoint(app, api.clearSelection, async ({ ctx, params }) => ({
    data: await clearVoteSelection(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, api.preview, async ({ ctx, params, query }) => ({
    data: await portalVoteSession(
      ctx,
      await getVoteSessionRow(ctx.db, ctx, params.programId, params.sessionId),
      query.lang,
    ),
  }));
  registerEndpoint(app, api.ranking, async ({ ctx, params }) => ({
    data: await voteRanking(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, api.votes, ({ ctx, params, query }) =>
    listVotes(ctx, params.programId, params.sessionId, query),
  );
  registerEndpoint(app, api.voidVotes, async ({ ctx, user, params, body }) => ({
    data: await voidVotes(ctx, user, params.programId, params.sessionId, body),
  }));
  registerEndpoint(app, api.integrity, async ({ ctx, params }) => ({
    data: await voteIntegrity(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, api.export, async ({ ctx, params, query, reply }) =>
    sendDownload(reply, await openVoteExport(ctx, params.programId, params.sessionId, query)),
  );

  registerEndpoint(app, portal.get, async ({ ctx, params, query }) => ({
    data: await getPortalVoteSession(ctx, params, query.lang),
  }));
  registerEndpoint(app, portal.requestCode, async ({ ctx, params, body }) => ({
    data: await requestVoteCode(ctx, params, body),
  }));
  registerEndpoint(app, portal.verify, async ({ ctx, params, body }) => ({
    data: await verifyVoteCode(ctx, params, body),
  }));
  registerEndpoint(app, portal.google, async ({ ctx, user, params }) => ({
    data: await verifyGoogleVoter(ctx, user, params),
  }));
  registerEndpoint(app, portal.myVotes, async ({ ctx, params, request }) => ({
    data: await getMyVotes(ctx, params, voterToken(request)),
  }));
  registerEndpoint(app, portal.cast, async ({ ctx, params, body, request }) => ({
    data: await castVote(ctx, params, voterToken(request), body, request.headers['user-agent']),
  }));
  registerEndpoint(app, portal.withdraw, async ({ ctx, params, request }) => ({
    data: await withdrawVote(ctx, params, voterToken(request)),
  }));
  registerEndpoint(app, portal.ranking, async ({ ctx, params }) => ({ data: await publicRanking(ctx, params) }));
}
