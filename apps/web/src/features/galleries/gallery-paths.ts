/** Back-office addresses of a program's galleries (SPEC §2 `galleries`, `galleries/{gallerySlug}/…`). */
export const galleryPaths = {
  list: (locale: string, programSlug: string) => `/${locale}/admin/programs/${programSlug}/galleries`,
  page: (locale: string, programSlug: string, gallerySlug: string, tab: GalleryTab = 'responses') =>
    `/${locale}/admin/programs/${programSlug}/galleries/${gallerySlug}/${tab}`,
};

export const GALLERY_TABS = ['responses', 'config'] as const;
export type GalleryTab = (typeof GALLERY_TABS)[number];
