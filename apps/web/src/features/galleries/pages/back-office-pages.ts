// The wing's back-office pages, one chunk: the router then holds one `import()` for all of them.

export { GalleryShell } from '../components/gallery-shell';
export { GalleriesPage } from './galleries-page';
export { GalleryConfigPage } from './gallery-config-page';
export { GalleryResponsesPage } from './gallery-responses-page';
