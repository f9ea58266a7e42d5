import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** SPEC §3 list envelope; `totalFiltred` is spelled as the contract spells it. */
export const PaginationSchema = z.object({
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  total: z.number().int().min(0),
  totalFiltred: z.number().int().min(0),
  nbPages: z.number().int().min(0),
  lastId: z.string().nullable(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: PaginationSchema });
}

export function dataOf<T extends z.ZodType>(item: T) {
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
