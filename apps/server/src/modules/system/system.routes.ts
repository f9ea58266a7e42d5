import { systemApi } from '@opencall/shared/system';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { checkReadiness } from './system.service';

export function registerSystemRoutes(app: App): void {
  registerEndpoint(app, systemApi.health, () => ({ status: 'ok' as const }));
  registerEndpoint(app, systemApi.ready, () => checkReadiness(app.deps.database));
}
