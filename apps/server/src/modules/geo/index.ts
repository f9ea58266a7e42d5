export { registerGeoRoutes } from './geo.routes';
