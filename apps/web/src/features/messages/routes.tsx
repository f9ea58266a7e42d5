import type { FeatureRoutes } from '../../lib/feature-routes';
import { loadLateNamespace } from '../../lib/i18n';

/** `messagerie`: the program's messages to many (written from the responses table's selection). */
export const messagesRoutes: FeatureRoutes = {
  program: [
    {
      path: 'messagerie',
      lazy: async () => {
        const [page] = await Promise.all([import('./pages/messagerie-page'), loadLateNamespace('messages')]);
        return { Component: page.MessageriePage };
      },
    },
  ],
};
