import type { FeatureRoutes } from '../../lib/feature-routes';

/** SPEC §2 `/test`: the shared building blocks on one page. */
export const systemRoutes: FeatureRoutes = {
  root: [{ path: 'test', lazy: async () => ({ Component: (await import('./pages/test-page')).TestPage }) }],
};
