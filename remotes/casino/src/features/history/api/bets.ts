import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { post } from '@app/api';
import { nextPage } from '../../../shared/api/gamePage.ts';
import { betsKey } from '../../../shared/api/keys.ts';

export const BET_PAGE_SIZE = 20;

/** The player's bets, newest first, a page at a time as the list is scrolled (one game's, or all). */
export function betHistoryOptions(gameId?: string) {
  return infiniteQueryOptions({
    queryKey: [...betsKey(), 'history', gameId ?? null],
    queryFn: ({ pageParam }) =>
      post('/game/bets/list', { page: pageParam, pageSize: BET_PAGE_SIZE, ...(gameId ? { gameId } : {}) }, { context: { silent: true } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The latest bets of one game, for the list under it. */
export function recentBetsOptions(gameId: string, count = 10) {
  return queryOptions({
    queryKey: [...betsKey(), 'recent', gameId, count],
    queryFn: async () => (await post('/game/bets/list', { page: 1, pageSize: count, gameId }, { context: { silent: true } })).list,
  });
}
