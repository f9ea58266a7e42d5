import { PERMISSIONS } from '@opencall/shared/auth';
import type { FeatureRoutes } from '../../lib/feature-routes';

const list = async () => ({ Component: (await import('./pages/programs-page')).ProgramsPage });

/** A program's frame (tabs by the roles held on it): the `program` routes of every feature open inside it. */
export const lazyProgramShell = async () => ({ Component: (await import('./components/program-shell')).ProgramShell });

/** The program list, its trash, creating a program and the program's own settings pages. */
export const programsRoutes: FeatureRoutes = {
  backOffice: [
    // SPEC §6: everyone in the back office has programs (or is a super admin); the list shows theirs,
    // and a program's pages open by the roles held on it (program shell).
    { path: 'home/programs', lazy: list },
    { path: 'programs', lazy: list },
    {
      path: 'home/programs/create',
      lazy: async () => ({ Component: (await import('./pages/create-program-page')).CreateProgramPage }),
      permission: PERMISSIONS.programsAdministration,
    },
    {
      path: 'home/trash/programs',
      lazy: async () => ({ Component: (await import('./pages/programs-trash-page')).ProgramsTrashPage }),
      permission: PERMISSIONS.programsAdministration,
    },
  ],
  program: [
    {
      path: 'dashboard',
      lazy: async () => ({ Component: (await import('./pages/program-dashboard-page')).ProgramDashboardPage }),
    },
    {
      path: 'configure',
      lazy: async () => ({ Component: (await import('./pages/configure-program-page')).ConfigureProgramPage }),
    },
    {
      path: 'params',
      lazy: async () => ({ Component: (await import('./pages/program-params-page')).ProgramParamsPage }),
    },
    {
      path: 'program-features',
      lazy: async () => ({ Component: (await import('./pages/program-features-page')).ProgramFeaturesPage }),
    },
    {
      path: 'public-interface-config',
      lazy: async () => ({
        Component: (await import('./pages/public-interface-config-page')).PublicInterfaceConfigPage,
      }),
    },
    {
      path: 'sections',
      lazy: async () => ({ Component: (await import('./pages/program-sections-page')).ProgramSectionsPage }),
    },
    { path: 'tags', lazy: async () => ({ Component: (await import('./pages/program-tags-page')).ProgramTagsPage }) },
    {
      path: 'collaborators',
      lazy: async () => ({
        Component: (await import('./pages/program-collaborators-page')).ProgramCollaboratorsPage,
      }),
    },
    { path: 'logs', lazy: async () => ({ Component: (await import('./pages/program-logs-page')).ProgramLogsPage }) },
  ],
};
