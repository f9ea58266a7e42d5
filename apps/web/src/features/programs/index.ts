// What other features and the app may use of programs; everything else stays inside the folder.
import { lazy } from 'react';

export { useCategories } from './hooks/use-categories';
export { useProgramBySlug } from './hooks/use-program-by-slug';
export { useRefreshAfterChange } from './hooks/use-program-logs';
export { useTags } from './hooks/use-tags';
export { useCanManageProgram, useCurrentProgram } from './program-context';
export { fromZonedInput, toZonedInput } from './program-dates';
export { lazyProgramShell, programsRoutes } from './routes';
export { SLUG_PATTERN, slugify } from './slug';

/** The platform's numbers for program administrators: the charts library loads only where they show. */
export const PlatformStatisticsPanel = lazy(async () => ({
  default: (await import('./components/dashboard/platform-statistics-panel')).PlatformStatisticsPanel,
}));
