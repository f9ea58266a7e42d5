import { applicationTeamApi, portalApplicationsApi, requestsApi } from '@opencall/shared/applications';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { registerExportRoutes } from './exports/exports.routes';
import { registerImportRoutes } from './import/import.routes';
import {
  createApplication,
  getMyApplication,
  listMyApplications,
  saveAnswers,
  submitApplication,
} from './portal/applicant.service';
import { addTeamMember, getTeam, removeTeamMember } from './portal/team.service';
import { createRequest, listRequests, setRequestStatus } from './requests/requests.service';
import { registerResponseRoutes } from './responses/responses.routes';

export function registerApplicationRoutes(app: App): void {
  registerEndpoint(app, portalApplicationsApi.create, async ({ ctx, user, params, body }) => ({
    data: await createApplication(ctx, user, params.programId, body),
  }));
  registerEndpoint(app, portalApplicationsApi.mine, async ({ ctx, user, query }) => ({
    data: await listMyApplications(ctx, user, query.programId),
  }));
  registerEndpoint(app, portalApplicationsApi.get, async ({ ctx, user, params }) => ({
    data: await getMyApplication(ctx, user, params.responseId),
  }));
  registerEndpoint(app, portalApplicationsApi.saveAnswers, async ({ ctx, user, params, body }) => ({
    data: await saveAnswers(ctx, user, params.responseId, body),
  }));
  registerEndpoint(app, portalApplicationsApi.submit, async ({ ctx, user, params, body }) => ({
    data: await submitApplication(ctx, user, params.responseId, body.version),
  }));
  registerEndpoint(app, applicationTeamApi.list, async ({ ctx, user, params }) => ({
    data: await getTeam(ctx, user, params.responseId),
  }));
  registerEndpoint(app, applicationTeamApi.add, async ({ ctx, user, params, body }) => ({
    data: await addTeamMember(ctx, user, params.responseId, body.email),
  }));
  registerEndpoint(app, applicationTeamApi.remove, async ({ ctx, user, params }) => ({
    data: await removeTeamMember(ctx, user, params.responseId, params.userId),
  }));
  registerResponseRoutes(app);
  registerImportRoutes(app);
  registerExportRoutes(app);
  registerEndpoint(app, requestsApi.create, async ({ ctx, user, params, body }) => ({
    data: await createRequest(ctx, user, params.programId, body),
  }));
  registerEndpoint(app, requestsApi.list, ({ ctx, params, query }) => listRequests(ctx, params.programId, query));
  registerEndpoint(app, requestsApi.setStatus, async ({ ctx, params, body }) => ({
    data: await setRequestStatus(ctx, params.programId, params.requestId, body.status),
  }));
}
