import { authApi } from '@opencall/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';
import { useSession } from '../../../lib/session/use-session';
import { programPermissions } from '../program-access';

/** The roles a program loads with (`GET user.programs/{programId}/roles`), merged with the platform's. */
export function useProgramPermissions(programId: string) {
  const { user } = useSession();
  const query = useQuery({
    queryKey: queryKeyOf(authApi.programRoles, { programId }),
    queryFn: async ({ signal }) => (await callApi(authApi.programRoles, { params: { programId } }, { signal })).data,
  });
  const platform = user?.permissions;
  const roles = query.data;
  const permissions = useMemo(() => programPermissions(platform ?? [], roles ?? []), [platform, roles]);
  return { permissions, isPending: query.isPending, isError: query.isError, error: query.error };
}
