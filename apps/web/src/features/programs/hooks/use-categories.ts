import type { Locale } from '@opencall/shared/common';
import {
  type Category,
  type CreateCategoryBody,
  categoriesApi,
  type Step,
  type StepInput,
  type UpdateCategoryBody,
} from '@opencall/shared/programs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

export function categoriesKey(programId: string, lang: Locale) {
  return queryKeyOf(categoriesApi.list, { programId, lang });
}

/** The program's categories in their order, each with its ordered steps (one page holds them all). */
export function useCategories(programId: string, lang: Locale) {
  return useQuery({
    queryKey: categoriesKey(programId, lang),
    queryFn: async ({ signal }) =>
      (await callApi(categoriesApi.list, { params: { programId }, query: { lang } }, { signal })).data,
  });
}

/** A step as the update contract takes it back: id kept, so the step keeps its identity. */
export function stepInputOf(step: Step): StepInput {
  return { id: step.id, type: step.type, titles: step.titles, config: step.config };
}

/** Create, update, delete and reorder categories; the cached list follows each answer. */
export function useCategoryMutations(programId: string, lang: Locale) {
  const queryClient = useQueryClient();
  const key = categoriesKey(programId, lang);
  const setList = (update: (list: Category[]) => Category[]) =>
    queryClient.setQueryData<Category[]>(key, (list) => (list ? update(list) : list));
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf(categoriesApi.list) });

  const create = useMutation({
    mutationFn: (body: CreateCategoryBody) => callApi(categoriesApi.create, { params: { programId }, body }),
    onSuccess: () => refresh(),
  });
  const update = useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: string; body: UpdateCategoryBody }) =>
      callApi(categoriesApi.update, { params: { programId, categoryId }, body }),
    onMutate: ({ categoryId, body }) => {
      const previous = queryClient.getQueryData<Category[]>(key);
      // Reordered steps show at once; a failure puts the previous order back.
      if (body.steps && !body.titles) {
        const byId = new Map(previous?.flatMap((c) => c.steps).map((s) => [s.id, s]));
        setList((list) =>
          list.map((c) =>
            c.id === categoryId
              ? { ...c, steps: body.steps?.map((s) => byId.get(s.id ?? '')).filter((s): s is Step => !!s) ?? c.steps }
              : c,
          ),
        );
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: (categoryId: string) => callApi(categoriesApi.remove, { params: { programId, categoryId } }),
    onSuccess: (_data, categoryId) => {
      setList((list) => list.filter((c) => c.id !== categoryId));
      return refresh();
    },
  });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => callApi(categoriesApi.reorder, { params: { programId }, body: { ids } }),
    onMutate: (ids) => {
      const previous = queryClient.getQueryData<Category[]>(key);
      const byId = new Map(previous?.map((c) => [c.id, c]));
      setList(() => ids.map((id) => byId.get(id)).filter((c): c is Category => !!c));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: () => refresh(),
  });
  return { create, update, remove, reorder };
}
