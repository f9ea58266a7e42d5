import type { Gallery } from '@opencall/shared/galleries';
import { useOutletContext } from 'react-router';

/** What the gallery frame hands to the pages under `galleries/{gallerySlug}/`. */
export interface GalleryContext {
  gallery: Gallery;
}

export function useCurrentGallery(): Gallery {
  return useOutletContext<GalleryContext>().gallery;
}
