import { describe, expect, it } from 'vitest';
import { buildPagination, PageQuerySchema, toListPage } from './pagination.schemas';

describe('PageQuerySchema', () => {
  it('defaults to page 1 of 20 and refuses pages past 100 items', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, perPage: 20 });
    expect(PageQuerySchema.parse({ page: '3', perPage: '50' })).toMatchObject({ page: 3, perPage: 50 });
    expect(PageQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('buildPagination', () => {
  it('derives the number of pages from the filtered total', () => {
    expect(buildPagination({ page: 1, perPage: 20, total: 45, totalFiltred: 41, lastId: 'x' })).toEqual({
      page: 1,
      perPage: 20,
      total: 45,
      totalFiltred: 41,
      nbPages: 3,
      lastId: 'x',
    });
  });
});

describe('toListPage', () => {
  it('puts the last item’s id in lastId, the next page’s cursor', () => {
    const page = toListPage([{ id: 'a' }, { id: 'b' }], { page: 1, perPage: 2 }, { total: 5, totalFiltred: 3 });
    expect(page.pagination).toEqual({ page: 1, perPage: 2, total: 5, totalFiltred: 3, nbPages: 2, lastId: 'b' });
    expect(toListPage([], { page: 1, perPage: 20 }, { total: 0, totalFiltred: 0 }).pagination.lastId).toBeNull();
  });
});
