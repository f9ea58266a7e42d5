import { type CreateTagBody, tagsApi, type UpdateTagBody } from '@opencall/shared/programs';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useKeysetPages } from '../../../lib/use-keyset-pages';
import { useRefreshAfterChange } from './use-program-logs';

const TAGS_PER_PAGE = 50;

/** The program's tags by name, page after page with the keyset cursor. */
export function useTags(programId: string) {
  return useKeysetPages(tagsApi.list, { params: { programId }, query: { perPage: TAGS_PER_PAGE } });
}

/** Create, rename/recolour and delete tags; the list and the program's log are fetched again after each. */
export function useTagMutations(programId: string) {
  const refresh = useRefreshAfterChange(tagsApi.list);
  const create = useMutation({
    mutationFn: (body: CreateTagBody) => callApi(tagsApi.create, { params: { programId }, body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ tagId, body }: { tagId: string; body: UpdateTagBody }) =>
      callApi(tagsApi.update, { params: { programId, tagId }, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (tagId: string) => callApi(tagsApi.remove, { params: { programId, tagId } }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
