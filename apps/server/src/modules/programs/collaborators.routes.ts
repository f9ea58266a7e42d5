import { collaboratorsApi } from '@opencall/shared/programs';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { inviteCollaborator, listCollaborators, removeCollaborator, updateCollaborator } from './collaborators.service';

export function registerCollaboratorRoutes(app: App): void {
  registerEndpoint(app, collaboratorsApi.list, ({ ctx, params, query }) =>
    listCollaborators(ctx, params.programId, query),
  );
  registerEndpoint(app, collaboratorsApi.invite, async ({ ctx, params, body }) => ({
    data: await inviteCollaborator(ctx, params.programId, body),
  }));
  registerEndpoint(app, collaboratorsApi.update, async ({ ctx, params, body }) => ({
    data: await updateCollaborator(ctx, params.programId, params.userId, body.roleKeys),
  }));
  registerEndpoint(app, collaboratorsApi.remove, async ({ ctx, params }) => ({
    data: await removeCollaborator(ctx, params.programId, params.userId),
  }));
}
