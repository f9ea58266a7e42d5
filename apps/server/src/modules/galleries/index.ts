export { registerGalleryRoutes } from './galleries.routes';
export { seedDemoGalleries } from './galleries.seed';
export { galleryShowcase } from './public-galleries.service';
