import type { ComponentType } from 'react';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { loadLateNamespace } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';

type Pages = typeof import('./pages/back-office-pages');

/** A module of this wing with its texts (not part of the first load). */
const withTexts = async <M,>(load: Promise<M>) => (await Promise.all([load, loadLateNamespace('evaluations')]))[0];

/** A back-office page of this wing: the wing's pages arrive together. */
const page = (pick: (pages: Pages) => ComponentType) => async () => ({
  Component: pick(await withTexts(import('./pages/back-office-pages'))),
});

// The portal's page loads inside the public layout, already drawn (lib/lazy-page.ts).
const JurySessionPage = lazyPage(
  () => withTexts(import('./pages/jury-session-page')),
  (module) => module.JurySessionPage,
);

const JuryApplicationPage = lazyPage(
  () => withTexts(import('./pages/jury-application-page')),
  (module) => module.JuryApplicationPage,
);

/**
 * Evaluation sessions: those of every program (`admin/sessions`), a program's list, a session's own
 * pages under `examinations/{sessionSlug}`, and on the portal a juror's page of a session.
 */
export const evaluationsRoutes: FeatureRoutes = {
  publicSignedIn: [
    { path: 'applications/:programSlug/sessions/details/:sessionSlug', Component: JurySessionPage },
    { path: 'applications/:programSlug/sessions/:sessionSlug/:responseId', Component: JuryApplicationPage },
  ],
  backOffice: [
    { path: 'sessions', lazy: page((pages) => pages.AllSessionsPage) },
    { path: 'session/export-view', lazy: page((pages) => pages.SessionExportPage) },
  ],
  program: [
    { path: 'sessions', lazy: page((pages) => pages.SessionsPage) },
    { path: 'sessions/:sessionId', lazy: page((pages) => pages.SessionRedirectPage) },
    { path: 'examinations', lazy: page((pages) => pages.ExaminationsRedirectPage) },
    {
      path: 'examinations/:sessionSlug',
      lazy: page((pages) => pages.SessionShell),
      children: [
        { path: 'config', lazy: page((pages) => pages.SessionConfigPage) },
        { path: 'criteria-config', lazy: page((pages) => pages.CriteriaConfigPage) },
        { path: 'views', lazy: page((pages) => pages.JuryViewPage) },
        { path: 'anonymization', lazy: page((pages) => pages.AnonymizationPage) },
        { path: 'juries', lazy: page((pages) => pages.JuriesPage) },
        { path: 'responses', lazy: page((pages) => pages.SessionResponsesPage) },
        { path: 'ranking', lazy: page((pages) => pages.RankingPage) },
      ],
    },
  ],
};
