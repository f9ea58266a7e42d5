import type { ComponentType } from 'react';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { loadLateNamespace } from '../../lib/i18n';

type Pages = typeof import('./pages/back-office-pages');

/** A back-office page of this wing, with its texts: the wing's pages arrive together. */
const page = (pick: (pages: Pages) => ComponentType) => async () => {
  const [pages] = await Promise.all([import('./pages/back-office-pages'), loadLateNamespace('galleries')]);
  return { Component: pick(pages) };
};

/** Galleries: a program's list (`galleries`), and a gallery's pages under `galleries/{gallerySlug}`. */
export const galleriesRoutes: FeatureRoutes = {
  program: [
    { path: 'galleries', lazy: page((pages) => pages.GalleriesPage) },
    {
      path: 'galleries/:gallerySlug',
      lazy: page((pages) => pages.GalleryShell),
      children: [
        { path: 'responses', lazy: page((pages) => pages.GalleryResponsesPage) },
        { path: 'config', lazy: page((pages) => pages.GalleryConfigPage) },
      ],
    },
  ],
};
