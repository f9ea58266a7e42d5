import { geoApi } from '@opencall/shared/geo';
import { createGeocoder } from '../../adapters/geocoder/geocoder';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { createGeoService } from './geo.service';

export function registerGeoRoutes(app: App): void {
  // One service per app: its cache lives as long as the process.
  const geo = createGeoService(createGeocoder(app.deps.config.geo));
  registerEndpoint(app, geoApi.addresses, async ({ query }) => ({ data: await geo.searchAddresses(query) }));
  registerEndpoint(app, geoApi.cities, async ({ query }) => ({ data: await geo.searchCities(query) }));
}
