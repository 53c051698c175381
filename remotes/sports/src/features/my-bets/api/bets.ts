import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { betsKey } from '../../../shared/api/keys.ts';

export type BetsPage = EndpointResponse<'/sports/bets/list'>;
export type BetsTab = 'open' | 'settled';

/** The player's open or settled bets, newest first, `count` of them. */
export function useBets(status: BetsTab, count: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...betsKey(), status, count],
      queryFn: (): Promise<BetsPage> => post('/sports/bets/list', { status, page: 1, pageSize: count }, { context: { silent: true } }),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}
