import { IMPORT_MAX_BASE64_LENGTH, importsApi } from '@opencall/shared/applications';
import type { App } from '../../../http/app-types';
import { registerEndpoint } from '../../../http/register-endpoint';
import { commitImport, dryRunImport, previewImport } from './import.service';

// The file travels base64-encoded in the JSON body (every step sends it again, nothing is kept
// between calls): these routes alone take a body that large, with room for the mapping.
const IMPORT_BODY_LIMIT = IMPORT_MAX_BASE64_LENGTH + 2 * 1024 * 1024;

/** `import-deposits`: preview, dry run and import of applications from a CSV or XLSX file. */
export function registerImportRoutes(app: App): void {
  app.register(async (scope: App) => {
    const bodyLimit = Math.max(app.deps.config.bodyLimit, IMPORT_BODY_LIMIT);
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = bodyLimit;
    });
    registerEndpoint(scope, importsApi.preview, async ({ ctx, params, body }) => ({
      data: await previewImport(ctx, params.programId, body),
    }));
    registerEndpoint(scope, importsApi.dryRun, async ({ ctx, params, body }) => ({
      data: await dryRunImport(ctx, params.programId, body),
    }));
    registerEndpoint(scope, importsApi.commit, async ({ ctx, params, body }) => ({
      data: await commitImport(ctx, params.programId, body),
    }));
  });
}
