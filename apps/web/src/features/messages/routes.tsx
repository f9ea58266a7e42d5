import type { FeatureRoutes } from '../../lib/feature-routes';
import { pagesWithTexts } from '../../lib/lazy-page';

/** `messagerie`: the program's messages to many (written from the responses table's selection). */
export const messagesRoutes: FeatureRoutes = {
  program: [
    {
      path: 'messagerie',
      lazy: pagesWithTexts(() => import('./pages/messagerie-page'), 'messages')((page) => page.MessageriePage),
    },
  ],
};
