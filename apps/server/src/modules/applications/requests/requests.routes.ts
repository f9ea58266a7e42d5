import { requestsApi } from '@opencall/shared/applications';
import type { App } from '../../../http/app-types';
import { registerEndpoint } from '../../../http/register-endpoint';
import { createRequest, listRequests, setRequestStatus } from './requests.service';

/** Applicants' requests to a program's organizers (SPEC `requests`): made on the portal, handled in the back office. */
export function registerRequestRoutes(app: App): void {
  registerEndpoint(app, requestsApi.create, async ({ ctx, user, params, body }) => ({
    data: await createRequest(ctx, user, params.programId, body),
  }));
  registerEndpoint(app, requestsApi.list, ({ ctx, params, query }) => listRequests(ctx, params.programId, query));
  registerEndpoint(app, requestsApi.setStatus, async ({ ctx, params, body }) => ({
    data: await setRequestStatus(ctx, params.programId, params.requestId, body.status),
  }));
}
