import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import { casinoKey } from '../../../shared/api/keys.ts';

/** The game providers with their logos and game counts. */
export function providersOptions() {
  return queryOptions({
    queryKey: casinoKey('/game/providers/list'),
    queryFn: async () => (await post('/game/providers/list', {}, { context: { silent: true } })).providers,
    staleTime: 5 * 60_000,
  });
}

export function useProviders() {
  return useQuery(providersOptions());
}
