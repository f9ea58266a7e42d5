// What other features and the app may use of galleries; everything else stays inside the folder.
import { lazy } from 'react';
import { loadLateNamespace } from '../../lib/i18n';

export { galleriesRoutes } from './routes';

/**
 * SPEC §2 `applications/{programSlug}?type=gallery&id={galleryId}`: a gallery on its program's
 * portal page (its code and texts load with it). Props: `{ programSlug, galleryId, notFound }`.
 */
export const PublicGallery = lazy(async () => {
  const [module] = await Promise.all([import('./pages/public-gallery-page'), loadLateNamespace('galleries')]);
  return { default: module.PublicGalleryPage };
});
