import type { ComponentType } from 'react';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { loadLateNamespace } from '../../lib/i18n';

type Pages = typeof import('./pages/back-office-pages');

const page = (pick: (pages: Pages) => ComponentType) => async () => {
  const [pages] = await Promise.all([
    import('./pages/back-office-pages'),
    loadLateNamespace('votes'),
    loadLateNamespace('galleries'),
  ]);
  return { Component: pick(pages) };
};

/** Public votes: a vote session's pages under `examinations/public/{sessionSlug}` (SPEC §2). */
export const publicVotesRoutes: FeatureRoutes = {
  program: [
    {
      path: 'examinations/public/:voteSlug',
      lazy: page((pages) => pages.VoteShell),
      children: [
        { path: 'config', lazy: page((pages) => pages.VoteConfigPage) },
        { path: 'preview', lazy: page((pages) => pages.VotePreviewPage) },
        { path: 'vote', lazy: page((pages) => pages.VoteSharePage) },
        { path: 'responses', lazy: page((pages) => pages.VoteResponsesPage) },
        { path: 'ranking', lazy: page((pages) => pages.VoteRankingPage) },
      ],
    },
  ],
};
