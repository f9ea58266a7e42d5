import { categoriesApi } from '@opencall/shared/programs';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  createCategory,
  deleteCategory,
  listCategories,
  reorderCategories,
  updateCategory,
} from './categories.service';

export function registerCategoryRoutes(app: App): void {
  registerEndpoint(app, categoriesApi.list, ({ ctx, params, query }) =>
    listCategories(ctx, params.programId, query.lang),
  );
  registerEndpoint(app, categoriesApi.create, async ({ ctx, params, body }) => ({
    data: await createCategory(ctx, params.programId, body),
  }));
  registerEndpoint(app, categoriesApi.reorder, ({ ctx, params, body }) =>
    reorderCategories(ctx, params.programId, body.ids),
  );
  registerEndpoint(app, categoriesApi.update, async ({ ctx, params, body }) => ({
    data: await updateCategory(ctx, params.programId, params.categoryId, body),
  }));
  registerEndpoint(app, categoriesApi.remove, async ({ ctx, params }) => ({
    data: await deleteCategory(ctx, params.programId, params.categoryId),
  }));
}
