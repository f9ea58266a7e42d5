import { applicationTeamApi, portalApplicationsApi } from '@opencall/shared/applications';
import type { App } from '../../../http/app-types';
import { registerEndpoint } from '../../../http/register-endpoint';
import {
  createApplication,
  getMyApplication,
  listMyApplications,
  saveAnswers,
  submitApplication,
} from './applicant.service';
import { addTeamMember, getTeam, removeTeamMember } from './team.service';

/** The applicant's side on the portal: applying, drafts, submitting, and the application's team. */
export function registerPortalRoutes(app: App): void {
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
}
