import type { Pagination } from './pagination.schemas';

export interface ListEnvelope<T> {
  data: T[];
  pagination: Pagination;
}

/** SPEC §4: a deleted item leaves every cached list at once, and the totals drop with it. */
export function withoutItem<T extends Record<string, unknown>>(
  list: ListEnvelope<T>,
  id: unknown,
  idKey: keyof T & string = 'id',
): ListEnvelope<T> {
  const data = list.data.filter((item) => item[idKey] !== id);
  if (data.length === list.data.length) return list;
  const total = Math.max(0, list.pagination.total - 1);
  const totalFiltred = Math.max(0, list.pagination.totalFiltred - 1);
  return {
    data,
    pagination: {
      ...list.pagination,
      total,
      totalFiltred,
      nbPages: Math.ceil(totalFiltred / list.pagination.perPage),
      lastId:
        list.pagination.lastId === id ? ((data.at(-1)?.[idKey] as string | undefined) ?? null) : list.pagination.lastId,
    },
  };
}
