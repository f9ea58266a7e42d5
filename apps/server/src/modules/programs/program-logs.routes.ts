import { programsApi } from '@opencall/shared/programs';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { listProgramLogs } from './program-logs.service';

export function registerProgramLogRoutes(app: App): void {
  registerEndpoint(app, programsApi.logs, ({ ctx, params, query }) => listProgramLogs(ctx, params.programId, query));
}
