import { PERMISSIONS } from '@opencall/shared/auth';
import type { FeatureRoutes } from '../../lib/feature-routes';

/** A program's forms, the form builder and the forms' trash. */
export const formsRoutes: FeatureRoutes = {
  backOffice: [
    {
      path: 'home/trash/forms',
      lazy: async () => ({ Component: (await import('./pages/forms-trash-page')).FormsTrashPage }),
      permission: PERMISSIONS.programsAdministration,
    },
  ],
  program: [
    { path: 'forms', lazy: async () => ({ Component: (await import('./pages/forms-page')).FormsPage }) },
    {
      path: 'forms/:formId',
      lazy: async () => ({ Component: (await import('./pages/form-builder-page')).FormBuilderPage }),
    },
  ],
};
