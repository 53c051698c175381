import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { post } from '@app/api';
import { betsKey } from '../../../shared/api/keys.ts';

export const BET_PAGE_SIZE = 20;

/**
 * The player's bets, newest first, a page at a time as the list is scrolled (one game's, or all):
 * each page goes on from where the last one ended (its cursor), so bets placed meanwhile neither
 * repeat a row nor push one out of the list; they show at the top when it is refreshed.
 */
export function betHistoryOptions(gameId?: string) {
  return infiniteQueryOptions({
    queryKey: [...betsKey(), 'history', gameId ?? null],
    queryFn: ({ pageParam }) =>
      post(
        '/game/bets/list',
        { pageSize: BET_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}), ...(gameId ? { gameId } : {}) },
        { context: { silent: true } },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The latest bets of one game, for the list under it. */
export function recentBetsOptions(gameId: string, count = 10) {
  return queryOptions({
    queryKey: [...betsKey(), 'recent', gameId, count],
    queryFn: async () => (await post('/game/bets/list', { pageSize: count, gameId }, { context: { silent: true } })).list,
  });
}
