import type { FeatureRoutes } from '../../lib/feature-routes';
import { pagesWithTexts } from '../../lib/lazy-page';

/** A back-office page of this wing, with its texts: the wing's pages arrive together. */
const page = pagesWithTexts(() => import('./pages/back-office-pages'), 'galleries');

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
