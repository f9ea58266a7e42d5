import { platformPagesApi } from '@opencall/shared/platforms';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { getPlatformPage, getPortalPlatformPage, updatePlatformPage } from './platform-pages.service';

export function registerPlatformPageRoutes(app: App): void {
  registerEndpoint(app, platformPagesApi.portal, async ({ ctx, params, query }) => ({
    data: await getPortalPlatformPage(ctx, params.platformId, params.kind, query.lang),
  }));

  registerEndpoint(app, platformPagesApi.get, async ({ ctx, params }) => ({
    data: await getPlatformPage(ctx, params.platformId, params.kind),
  }));

  registerEndpoint(app, platformPagesApi.update, async ({ ctx, params, body }) => ({
    data: await updatePlatformPage(ctx, params.platformId, params.kind, body.contents),
  }));
}
