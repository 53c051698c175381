import { queryOptions } from '@tanstack/react-query';
import { post } from '@app/api';
import { casinoPlayerKey } from './keys.ts';

/** Every cached answer about the player's favourites (refreshed after a change). */
export const favoritesKey = () => casinoPlayerKey('/game/favorites/list');

/** Adds a game to the player's favourites or takes it off. */
export function setFavorite(gameId: string, favorite: boolean) {
  return post('/game/favorites/set', { gameId, favorite });
}

/** The ids of the player's favourite games (the first hundred), to show a game's toggle as it is. */
export function favoriteIdsOptions() {
  return queryOptions({
    queryKey: [...favoritesKey(), 'ids'],
    queryFn: async () =>
      new Set(
        (await post('/game/favorites/list', { page: 1, pageSize: 100 }, { context: { silent: true } })).list.map((game) => game.gameId),
      ),
  });
}
