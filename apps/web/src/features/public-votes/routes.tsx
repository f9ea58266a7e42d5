import type { FeatureRoutes } from '../../lib/feature-routes';
import { pagesWithTexts } from '../../lib/lazy-page';

const page = pagesWithTexts(() => import('./pages/back-office-pages'), 'votes', 'galleries');

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
