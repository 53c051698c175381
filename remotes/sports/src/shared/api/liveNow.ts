import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { sportsKey } from './keys.ts';

export type LiveNowPage = EndpointResponse<'/sports/events/list'>;

/** The most live matches asked for at once (the platform's page size for a list). */
export const LIVE_NOW_SIZE = 50;
/** How often the matches live now are asked for again where no socket follows them (home). */
export const LIVE_NOW_REFETCH_MS = 20_000;

/** The matches live now, with their score, clock and match result odds: one call, read by the home row and by my bets. */
export const liveNowQuery = () =>
  queryOptions({
    queryKey: sportsKey('/sports/events/list', 'live'),
    queryFn: (): Promise<LiveNowPage> =>
      post('/sports/events/list', { page: 1, pageSize: LIVE_NOW_SIZE, status: 'live' }, { context: { silent: true } }),
    staleTime: 10_000,
  });

/**
 * The matches live now, asked for again every LIVE_NOW_REFETCH_MS while shown (and the tab is in
 * view): how home keeps its row current without holding the socket open.
 */
export function useLiveNow(enabled = true) {
  return useQuery({ ...liveNowQuery(), enabled, refetchInterval: LIVE_NOW_REFETCH_MS });
}
