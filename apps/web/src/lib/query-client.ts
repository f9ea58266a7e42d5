import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** SPEC §9: cached answers stay fresh for 30 s unless a screen says otherwise. */
export const DEFAULT_STALE_TIME_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network faults and 5xx get two more tries.
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
