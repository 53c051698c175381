import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointResponse, SportId } from '@app/contract';
import { SPORTS_EVENTS_PAGE_SIZE } from '@app/contract/first-screen';
import { sportsKey } from '../../../shared/api/keys.ts';

export type SportsList = EndpointResponse<'/sports/list'>;
export type LeaguesList = EndpointResponse<'/sports/leagues/list'>;
export type EventsPage = EndpointResponse<'/sports/events/list'>;

/** The sports with their counts of live and upcoming events (asked for once `enabled`). */
export function useSportsList(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: sportsKey('/sports/list'),
      queryFn: (): Promise<SportsList> => post('/sports/list', {}, { context: { silent: true } }),
      staleTime: 30_000,
      enabled,
    }),
  );
}

/** The leagues of a sport (asked for once `enabled`). */
export function useLeagues(sportId: SportId | null, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: sportsKey('/sports/leagues/list', sportId),
      queryFn: (): Promise<LeaguesList> => post('/sports/leagues/list', sportId ? { sportId } : {}, { context: { silent: true } }),
      staleTime: 60_000,
      enabled,
    }),
  );
}

/** Live and upcoming events of a sport (and league): live ones first (asked for once `enabled`). */
export function eventsKey(sportId: SportId | null, leagueId: string | null) {
  return sportsKey('/sports/events/list', sportId, leagueId);
}

export function useEvents(sportId: SportId | null, leagueId: string | null, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: eventsKey(sportId, leagueId),
      queryFn: (): Promise<EventsPage> =>
        post(
          '/sports/events/list',
          { page: 1, pageSize: SPORTS_EVENTS_PAGE_SIZE, ...(sportId ? { sportId } : {}), ...(leagueId ? { leagueId } : {}) },
          { context: { silent: true } },
        ),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
