import { usersApi } from '@opencall/shared/users';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** The platform's roles and the permissions each grants. */
export function useRoles() {
  return useQuery({
    queryKey: queryKeyOf(usersApi.listRoles),
    queryFn: ({ signal }) => callApi(usersApi.listRoles, {}, { signal }),
    select: (response) => response.data,
  });
}
