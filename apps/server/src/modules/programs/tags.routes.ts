import { tagsApi } from '@opencall/shared/programs';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { createTag, deleteTag, listTags, updateTag } from './tags.service';

export function registerTagRoutes(app: App): void {
  registerEndpoint(app, tagsApi.list, ({ ctx, params, query }) => listTags(ctx, params.programId, query));
  registerEndpoint(app, tagsApi.create, async ({ ctx, params, body }) => ({
    data: await createTag(ctx, params.programId, body),
  }));
  registerEndpoint(app, tagsApi.update, async ({ ctx, params, body }) => ({
    data: await updateTag(ctx, params.programId, params.tagId, body),
  }));
  registerEndpoint(app, tagsApi.remove, async ({ ctx, params }) => ({
    data: await deleteTag(ctx, params.programId, params.tagId),
  }));
}
