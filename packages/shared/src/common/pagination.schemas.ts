import * as z from 'zod/mini';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** SPEC §3 list envelope; `totalFiltred` is spelled as the contract spells it. */
export const PaginationSchema = z.object({
  page: z.int().check(z.minimum(1)),
  perPage: z.int().check(z.minimum(1)),
  total: z.int().check(z.minimum(0)),
  totalFiltred: z.int().check(z.minimum(0)),
  nbPages: z.int().check(z.minimum(0)),
  lastId: z.nullable(z.string()),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const PageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), DEFAULT_PAGE_SIZE),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), pagination: PaginationSchema });
}

export function dataOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: item });
}

/** Builds the envelope's pagination block from the counts a repository returns. */
export function buildPagination(input: {
  page: number;
  perPage: number;
  total: number;
  totalFiltred: number;
  lastId: string | null;
}): Pagination {
  return { ...input, nbPages: Math.ceil(input.totalFiltred / input.perPage) };
}

/** A keyset page in the list envelope: `lastId` is the last item's id, the next page's `after` cursor. */
export function toListPage<T extends { id: string }>(
  data: T[],
  query: { page: number; perPage: number },
  totals: { total: number; totalFiltred: number },
): { data: T[]; pagination: Pagination } {
  return {
    data,
    pagination: buildPagination({
      page: query.page,
      perPage: query.perPage,
      ...totals,
      lastId: data.at(-1)?.id ?? null,
    }),
  };
}
