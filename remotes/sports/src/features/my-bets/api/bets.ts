import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { betsKey } from '../../../shared/api/keys.ts';

export type BetsPage = EndpointResponse<'/sports/bets/list'>;
export type BetsTab = 'open' | 'settled';

export const BETS_PAGE_SIZE = 20;

/**
 * The player's open or settled bets, newest first, a page at a time: each page goes on from where
 * the last one ended (its cursor), so bets placed or settled meanwhile neither repeat a row nor
 * push one out of the list.
 */
export function betsOptions(status: BetsTab) {
  return infiniteQueryOptions({
    queryKey: [...betsKey(), status],
    queryFn: ({ pageParam }): Promise<BetsPage> =>
      post(
        '/sports/bets/list',
        { status, pageSize: BETS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { context: { silent: true } },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useBets(status: BetsTab, enabled: boolean) {
  return useInfiniteQuery({ ...betsOptions(status), enabled });
}
