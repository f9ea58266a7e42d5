import { portalApplicationsApi } from '@opencall/shared/applications';
import { portalProgramsApi, programsApi, programTrashApi } from '@opencall/shared/programs';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { registerCategoryRoutes } from './categories.routes';
import { registerCollaboratorRoutes } from './collaborators.routes';
import { getPortalCategory, getPortalProgram, listPortalPrograms } from './portal-programs.service';
import { registerProgramLogRoutes } from './program-logs.routes';
import { registerProgramStatisticsRoutes } from './program-statistics.routes';
import { deleteProgramForever, listTrashedPrograms, restoreProgram } from './program-trash.service';
import {
  changeProgramStatus,
  createProgram,
  getProgram,
  listPrograms,
  moveProgramToTrash,
  updateProgram,
} from './programs.service';
import { registerPublishRoutes } from './publish.routes';
import { registerTagRoutes } from './tags.routes';

/** Every route of the programs module: programs, their trash, categories, publication, tags, collaborators and logs. */
export function registerProgramRoutes(app: App): void {
  registerEndpoint(app, programsApi.list, ({ ctx, user, query }) => listPrograms(ctx, user, query));
  registerEndpoint(app, programsApi.get, async ({ ctx, params, query }) => ({
    data: await getProgram(ctx, params.programId, query.lang),
  }));
  registerEndpoint(app, programsApi.create, async ({ ctx, body }) => ({ data: await createProgram(ctx, body) }));
  registerEndpoint(app, programsApi.update, async ({ ctx, params, body }) => ({
    data: await updateProgram(ctx, params.programId, body),
  }));
  registerEndpoint(app, programsApi.changeStatus, async ({ ctx, params, body }) => ({
    data: await changeProgramStatus(ctx, params.programId, body.status),
  }));
  registerEndpoint(app, programsApi.moveToTrash, async ({ ctx, params }) => ({
    data: await moveProgramToTrash(ctx, params.programId),
  }));

  registerEndpoint(app, programTrashApi.list, ({ ctx, query }) => listTrashedPrograms(ctx, query));
  registerEndpoint(app, programTrashApi.restore, async ({ ctx, params }) => ({
    data: await restoreProgram(ctx, params.programId),
  }));
  registerEndpoint(app, programTrashApi.deleteForever, async ({ ctx, params }) => ({
    data: await deleteProgramForever(ctx, params.programId),
  }));

  registerEndpoint(app, portalProgramsApi.get, async ({ ctx, params, query }) => ({
    data: await getPortalProgram(ctx, params.platformId, params.programSlug, query.lang),
  }));

  registerEndpoint(app, portalApplicationsApi.programs, ({ ctx, params, query }) =>
    listPortalPrograms(ctx, params.platformId, query),
  );
  registerEndpoint(app, portalApplicationsApi.category, async ({ ctx, params, query }) => ({
    data: await getPortalCategory(ctx, params.platformId, params.programId, params.categoryId, query.lang),
  }));

  registerCategoryRoutes(app);
  registerProgramStatisticsRoutes(app);
  registerPublishRoutes(app);
  registerTagRoutes(app);
  registerCollaboratorRoutes(app);
  registerProgramLogRoutes(app);
}
