import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import { casinoKey } from '../../../shared/api/keys.ts';

/** The catalogue's categories (slots, live, originals, ...) with their game counts. */
export function categoriesOptions() {
  return queryOptions({
    queryKey: casinoKey('/game/categories/list'),
    queryFn: async () => (await post('/game/categories/list', {}, { context: { silent: true } })).categories,
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesOptions());
}
