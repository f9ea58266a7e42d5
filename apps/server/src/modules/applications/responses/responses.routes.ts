import { attachmentsApi, decisionsApi, responsesApi } from '@opencall/shared/applications';
import type { App } from '../../../http/app-types';
import { registerEndpoint } from '../../../http/register-endpoint';
import { sendDownload } from '../exports/exports.routes';
import { openAttachmentsZip } from './attachments.service';
import { pendingDecisions, releaseDecisions } from './decisions.service';
import {
  addComment,
  bulkAction,
  changeResponseStatus,
  decideStep,
  deleteComment,
  getResponse,
  listResponses,
  setResponseTags,
  trashResponse,
} from './responses.service';

/** The organizers' responses workspace: a program's responses, one response's page, bulk actions. */
export function registerResponseRoutes(app: App): void {
  registerEndpoint(app, responsesApi.list, ({ ctx, params, query }) => listResponses(ctx, params.programId, query));
  registerEndpoint(app, attachmentsApi.zip, async ({ ctx, params, query, reply }) =>
    sendDownload(reply, await openAttachmentsZip(ctx, params.programId, query)),
  );
  registerEndpoint(app, decisionsApi.pending, async ({ ctx, params }) => ({
    data: await pendingDecisions(ctx, params.programId),
  }));
  registerEndpoint(app, decisionsApi.release, async ({ ctx, params, body }) => ({
    data: await releaseDecisions(ctx, params.programId, body),
  }));
  registerEndpoint(app, responsesApi.bulk, async ({ ctx, params, body }) => ({
    data: await bulkAction(ctx, params.programId, body),
  }));
  registerEndpoint(app, responsesApi.get, async ({ ctx, params }) => ({
    data: await getResponse(ctx, params.programId, params.responseId),
  }));
  registerEndpoint(app, responsesApi.changeStatus, async ({ ctx, params, body }) => ({
    data: await changeResponseStatus(ctx, params.programId, params.responseId, body.status),
  }));
  registerEndpoint(app, responsesApi.decideStep, async ({ ctx, params, body }) => ({
    data: await decideStep(ctx, params.programId, params.responseId, params.stepId, body.decision),
  }));
  registerEndpoint(app, responsesApi.setTags, async ({ ctx, params, body }) => ({
    data: await setResponseTags(ctx, params.programId, params.responseId, body.tagIds),
  }));
  registerEndpoint(app, responsesApi.comment, async ({ ctx, params, body }) => ({
    data: await addComment(ctx, params.programId, params.responseId, body),
  }));
  registerEndpoint(app, responsesApi.deleteComment, async ({ ctx, params }) => ({
    data: await deleteComment(ctx, params.programId, params.responseId, params.commentId),
  }));
  registerEndpoint(app, responsesApi.moveToTrash, async ({ ctx, params }) => ({
    data: await trashResponse(ctx, params.programId, params.responseId),
  }));
}
