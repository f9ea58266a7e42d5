import { depositTrashApi } from '@opencall/shared/applications';
import type { App } from '../../../http/app-types';
import { registerEndpoint } from '../../../http/register-endpoint';
import { destroyTrashedResponse, listTrashedResponses, restoreTrashedResponse } from './responses-trash.service';

/** `home/trash/deposits` (the SPEC's path): responses moved to the trash, across the platform's programs. */
export function registerTrashRoutes(app: App): void {
  registerEndpoint(app, depositTrashApi.list, ({ ctx, query }) => listTrashedResponses(ctx, query));
  registerEndpoint(app, depositTrashApi.restore, async ({ ctx, params }) => ({
    data: await restoreTrashedResponse(ctx, params.responseId),
  }));
  registerEndpoint(app, depositTrashApi.deleteForever, async ({ ctx, params }) => ({
    data: await destroyTrashedResponse(ctx, params.responseId),
  }));
}
