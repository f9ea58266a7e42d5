import { accountDeletionApi } from '@opencall/shared/users';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  findMyDeletionRequest,
  listDeletionRequests,
  markDeletionRequestProcessed,
  requestAccountDeletion,
} from './account-deletion.service';

export function registerAccountDeletionRoutes(app: App): void {
  registerEndpoint(app, accountDeletionApi.mine, async ({ ctx, user }) => ({
    data: await findMyDeletionRequest(ctx, user),
  }));
  registerEndpoint(app, accountDeletionApi.request, async ({ ctx, user, body }) => ({
    data: await requestAccountDeletion(ctx, user, body.reason),
  }));
  registerEndpoint(app, accountDeletionApi.list, ({ ctx, query }) => listDeletionRequests(ctx, query));
  registerEndpoint(app, accountDeletionApi.markProcessed, async ({ ctx, user, params }) => ({
    data: await markDeletionRequestProcessed(ctx, user, params.requestId),
  }));
}
