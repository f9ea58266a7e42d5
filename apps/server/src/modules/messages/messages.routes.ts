import { messagesApi as api, portalMessagesApi as portal } from '@opencall/shared/messages';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { cancelBatch, getBatch, listBatches, sendBatch } from './messages.service';
import { organizerThread, portalThread, replyInThread, writeToApplication } from './threads.service';

export function registerMessageRoutes(app: App): void {
  registerEndpoint(app, api.listBatches, ({ ctx, params, query }) => listBatches(ctx, params.programId, query));
  registerEndpoint(app, api.send, async ({ ctx, params, body }) => ({
    data: await sendBatch(ctx, params.programId, body),
  }));
  registerEndpoint(app, api.getBatch, async ({ ctx, params }) => ({
    data: await getBatch(ctx, params.programId, params.batchId),
  }));
  registerEndpoint(app, api.cancelBatch, async ({ ctx, params }) => ({
    data: await cancelBatch(ctx, params.programId, params.batchId),
  }));
  registerEndpoint(app, api.thread, async ({ ctx, params }) => ({
    data: await organizerThread(ctx, params.programId, params.applicationId),
  }));
  registerEndpoint(app, api.writeToApplication, async ({ ctx, params, body }) => ({
    data: await writeToApplication(ctx, params.programId, params.applicationId, body),
  }));
  registerEndpoint(app, portal.thread, async ({ ctx, user, params }) => ({
    data: await portalThread(ctx, user, params.responseId),
  }));
  registerEndpoint(app, portal.reply, async ({ ctx, user, params, body }) => ({
    data: await replyInThread(ctx, user, params.responseId, body),
  }));
}
