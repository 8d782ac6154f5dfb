import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api/client.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';

/** Makes a QueryClient with the app's defaults (below); tests use it for a clean client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: 0,
        gcTime: 30 * MS_PER_MINUTE,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/**
 * The one client for every island on the page: islands are separate React roots, so they only
 * share cached data and invalidations through this module-level instance.
 */
export const queryClient = createQueryClient();
