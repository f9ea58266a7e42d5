import { galleriesApi as api, portalGalleriesApi } from '@opencall/shared/galleries';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  createGallery,
  deleteGallery,
  getGallery,
  listGalleries,
  listGalleryQuestions,
  updateGallery,
} from './galleries.service';
import { addAcceptedEntries, listGalleryEntries, replaceGalleryEntries } from './gallery-entries.service';
import { getPublicGallery } from './public-galleries.service';

export function registerGalleryRoutes(app: App): void {
  registerEndpoint(app, api.list, ({ ctx, params, query }) => listGalleries(ctx, params.programId, query));
  registerEndpoint(app, api.create, async ({ ctx, params, body }) => ({
    data: await createGallery(ctx, params.programId, body),
  }));
  registerEndpoint(app, api.get, async ({ ctx, params }) => ({
    data: await getGallery(ctx, params.programId, params.galleryId),
  }));
  registerEndpoint(app, api.update, async ({ ctx, params, body }) => ({
    data: await updateGallery(ctx, params.programId, params.galleryId, body),
  }));
  registerEndpoint(app, api.remove, async ({ ctx, params }) => ({
    data: await deleteGallery(ctx, params.programId, params.galleryId),
  }));
  registerEndpoint(app, api.questions, async ({ ctx, params }) => ({
    data: await listGalleryQuestions(ctx, params.programId, params.galleryId),
  }));
  registerEndpoint(app, api.listEntries, async ({ ctx, params }) => ({
    data: await listGalleryEntries(ctx, params.programId, params.galleryId),
  }));
  registerEndpoint(app, api.replaceEntries, async ({ ctx, params, body }) => ({
    data: await replaceGalleryEntries(ctx, params.programId, params.galleryId, body),
  }));
  registerEndpoint(app, api.addAccepted, async ({ ctx, params, body }) => ({
    data: await addAcceptedEntries(ctx, params.programId, params.galleryId, body),
  }));
  registerEndpoint(app, portalGalleriesApi.get, async ({ ctx, params, query }) => ({
    data: await getPublicGallery(ctx, params.platformId, params.programId, params.id, query.lang),
  }));
}
