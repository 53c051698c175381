import { queryOptions } from '@tanstack/react-query';
import { post } from '@app/api';
import { casinoPlayerKey } from '../../../shared/api/keys.ts';
import { favoritesKey } from '../../../shared/api/favorites.ts';

const ROW_SIZE = 12;

/** The games the player opened lately, latest first. */
export function recentGamesOptions() {
  return queryOptions({
    queryKey: casinoPlayerKey('/game/recent/list'),
    queryFn: async () => (await post('/game/recent/list', {}, { context: { silent: true } })).list,
  });
}

/** The player's favourite games (the first row's worth). */
export function favoriteGamesOptions() {
  return queryOptions({
    queryKey: [...favoritesKey(), 'row'],
    queryFn: async () => (await post('/game/favorites/list', { page: 1, pageSize: ROW_SIZE }, { context: { silent: true } })).list,
  });
}
