import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';
import { sportsKey } from '../../../shared/api/keys.ts';

export type EventWithMarkets = EndpointResponse<'/sports/event/get'>;

/** One event with all its markets. */
export function useEventWithMarkets(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: sportsKey('/sports/event/get', eventId),
      queryFn: (): Promise<EventWithMarkets> => post('/sports/event/get', { eventId }, { context: { silent: true } }),
      retry: false,
    }),
  );
}
