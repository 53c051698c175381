import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { sportsKey } from '../../../shared/api/keys.ts';

export type BookSettings = EndpointResponse<'/sports/settings/get'>;

/** The bookmaker's rules the slip is checked against: the most legs, stake limits, the largest payout. */
export function useBookSettings() {
  return useQuery(
    queryOptions({
      queryKey: sportsKey('/sports/settings/get'),
      queryFn: (): Promise<BookSettings> => post('/sports/settings/get', {}, { context: { silent: true } }),
      staleTime: 5 * 60_000,
    }),
  );
}
