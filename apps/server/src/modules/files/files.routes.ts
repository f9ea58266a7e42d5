import fastifyMultipart from '@fastify/multipart';
import { filesApi } from '@opencall/shared/files';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendStoredFile } from './file-response';
import { createFileLink, openPrivateFile, openPublicFile, openShowcaseFile, uploadFile } from './files.service';
import { readMultipartUpload } from './multipart-upload';

export function registerFileRoutes(app: App): void {
  const maxBytes = app.deps.config.uploadMaxBytes;
  const settings = { maxBytes, warn: (details: object, message: string) => app.log.warn(details, message) };
  // Multipart parsing (and its per-request hooks) only where uploads are accepted.
  app.register(async (scope: App) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: maxBytes + 1, files: 1 } });
    registerEndpoint(scope, filesApi.upload, async ({ ctx, user, request }) => ({
      data: await uploadFile(ctx, user, await readMultipartUpload(request, maxBytes), settings),
    }));
  });
  registerEndpoint(app, filesApi.streamPublic, async ({ ctx, params, query, request, reply }) => {
    const file = await openPublicFile(ctx, params.platformId, params.encodedKey, query, settings);
    return sendStoredFile(request, reply, file, { cache: 'public' });
  });
  registerEndpoint(app, filesApi.streamShowcase, async ({ ctx, params, query, request, reply }) => {
    const file = await openShowcaseFile(ctx, params, query, settings);
    // Not a shared cache: a gallery or vote unpublished tomorrow must stop showing its files.
    return sendStoredFile(request, reply, file, { cache: 'private' });
  });
  registerEndpoint(app, filesApi.streamPrivate, async ({ ctx, params, query, request, reply }) => {
    const file = await openPrivateFile(ctx, params.encodedKey, query.token);
    return sendStoredFile(request, reply, file, { cache: 'private' });
  });
  registerEndpoint(app, filesApi.link, async ({ ctx, user, params }) => ({
    data: await createFileLink(ctx, user, params.encodedKey),
  }));
}
