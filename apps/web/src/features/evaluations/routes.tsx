import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { loadLateNamespace } from '../../lib/i18n';

/** A page of this wing: its code and its texts (not part of the first load) arrive together. */
const page =
  <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  async () => {
    const [module] = await Promise.all([load(), loadLateNamespace('evaluations')]);
    return { Component: pick(module) };
  };

/**
 * Evaluation sessions: those of every program (`admin/sessions`), a program's list, and a session's own
 * pages under `examinations/{sessionSlug}`.
 */
export const evaluationsRoutes: FeatureRoutes = {
  backOffice: [
    {
      path: 'sessions',
      lazy: page(
        () => import('./pages/all-sessions-page'),
        (module) => module.AllSessionsPage,
      ),
    },
  ],
  program: [
    {
      path: 'sessions',
      lazy: page(
        () => import('./pages/sessions-page'),
        (module) => module.SessionsPage,
      ),
    },
    {
      path: 'examinations/:sessionSlug',
      lazy: page(
        () => import('./components/session-shell'),
        (module) => module.SessionShell,
      ),
      children: [
        { index: true, element: <Navigate replace to="config" /> },
        {
          path: 'config',
          lazy: page(
            () => import('./pages/session-config-page'),
            (module) => module.SessionConfigPage,
          ),
        },
        {
          path: 'criteria-config',
          lazy: page(
            () => import('./pages/criteria-config-page'),
            (module) => module.CriteriaConfigPage,
          ),
        },
      ],
    },
  ],
};
