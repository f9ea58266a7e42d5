import { programsApi } from '@opencall/shared/programs';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { publishProgram, unpublishProgram } from './publish.service';

export function registerPublishRoutes(app: App): void {
  registerEndpoint(app, programsApi.publish, async ({ ctx, params }) => ({
    data: await publishProgram(ctx, params.programId),
  }));
  registerEndpoint(app, programsApi.unpublish, async ({ ctx, params }) => ({
    data: await unpublishProgram(ctx, params.programId),
  }));
}
