import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import { casinoKey } from './keys.ts';

/** One game with its description, features and limits. */
export function gameDetailOptions(gameId: string) {
  return queryOptions({
    queryKey: casinoKey('/game/get', gameId),
    queryFn: async () => (await post('/game/get', { gameId }, { context: { silent: true } })).game,
    enabled: gameId !== '',
    retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}

export function useGameDetail(gameId: string) {
  return useQuery(gameDetailOptions(gameId));
}
