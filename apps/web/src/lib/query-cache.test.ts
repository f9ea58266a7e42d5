import { platformsApi } from '@opencall/shared/platforms';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeyOf, refetchListsAfterCreate, removeItemAfterDelete } from './query-cache';

const page = (ids: string[], total: number) => ({
  data: ids.map((id) => ({ id })),
  pagination: {
    page: 1,
    perPage: 2,
    total,
    totalFiltred: total,
    nbPages: Math.ceil(total / 2),
    lastId: ids.at(-1) ?? null,
  },
});

describe('removeItemAfterDelete', () => {
  it('drops the item from every cached page of the list, lowers totals and forgets the item', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeyOf(platformsApi.locales, { page: 1 }), page(['a', 'b'], 3));
    client.setQueryData(queryKeyOf(platformsApi.locales, { page: 1, search: 'a' }), page(['a'], 1));
    client.setQueryData(queryKeyOf(platformsApi.details, { platformId: 'a' }), { data: { id: 'a' } });
    client.setQueryData(queryKeyOf(platformsApi.details, { platformId: 'b' }), { data: { id: 'b' } });

    removeItemAfterDelete(client, platformsApi.locales, platformsApi.details, 'a');

    expect(client.getQueryData(queryKeyOf(platformsApi.locales, { page: 1 }))).toEqual(page(['b'], 2));
    expect(client.getQueryData(queryKeyOf(platformsApi.locales, { page: 1, search: 'a' }))).toMatchObject({
      data: [],
      pagination: { total: 0, totalFiltred: 0 },
    });
    expect(client.getQueryData(queryKeyOf(platformsApi.details, { platformId: 'a' }))).toBeUndefined();
    expect(client.getQueryData(queryKeyOf(platformsApi.details, { platformId: 'b' }))).toBeDefined();
  });
});

describe('refetchListsAfterCreate', () => {
  it('marks every cached page of the list stale, even fresh ones', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    client.setQueryData(queryKeyOf(platformsApi.locales, { page: 1 }), page(['a'], 1));
    await refetchListsAfterCreate(client, platformsApi.locales);
    expect(client.getQueryState(queryKeyOf(platformsApi.locales, { page: 1 }))?.isInvalidated).toBe(true);
  });
});
