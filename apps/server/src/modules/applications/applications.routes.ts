import type { App } from '../../http/app-types';
import { registerExportRoutes } from './exports/exports.routes';
import { registerImportRoutes } from './import/import.routes';
import { registerPortalRoutes } from './portal/portal.routes';
import { registerRequestRoutes } from './requests/requests.routes';
import { registerResponseRoutes } from './responses/responses.routes';
import { registerTrashRoutes } from './trash/trash.routes';

/** Every route of the application tables, by reader (docs/ARCHITECTURE.md, "Applications"). */
export function registerApplicationRoutes(app: App): void {
  registerPortalRoutes(app);
  registerResponseRoutes(app);
  registerImportRoutes(app);
  registerExportRoutes(app);
  registerRequestRoutes(app);
  registerTrashRoutes(app);
}
