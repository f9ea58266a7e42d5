import { describe, expect, it } from 'vitest';
import { buildPagination, PageQuerySchema } from './pagination.schemas';

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
