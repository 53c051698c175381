import { QueryClient } from '@tanstack/react-query';
import { recordSingleton } from '@app/contract/singletons';
import { dropPlayerDataOnChange } from './keys.ts';

/** Query cache lifetime (spec section 7). */
export const QUERY_CACHE_MS = 5 * 60_000;

/**
 * The one query cache of the page, set up as the start-up reading of spec section 7: no retries
 * and no refetch on window focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, gcTime: QUERY_CACHE_MS },
    mutations: { retry: false },
  },
});
recordSingleton('query-client', queryClient);
// One player's answers never outlive their session in the page (see keys.ts).
dropPlayerDataOnChange(queryClient);
