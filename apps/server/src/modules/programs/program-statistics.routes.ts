import { programStatisticsApi } from '@opencall/shared/programs';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { platformStatistics, programStatistics } from './program-statistics.service';

export function registerProgramStatisticsRoutes(app: App): void {
  registerEndpoint(app, programStatisticsApi.program, async ({ ctx, params, query }) => ({
    data: await programStatistics(ctx, params.programId, query),
  }));
  registerEndpoint(app, programStatisticsApi.platform, async ({ ctx, query }) => ({
    data: await platformStatistics(ctx, query),
  }));
}
