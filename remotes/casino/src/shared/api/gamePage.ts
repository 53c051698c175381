import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointRequest, EndpointResponse } from '@app/contract';
import { GAME_GRID_PAGE_SIZE } from '@app/contract/first-screen';
import { casinoKey } from './keys.ts';

export type GameQuery = Omit<EndpointRequest<'/game/list'>, 'page' | 'pageSize'>;
export type GamePage = EndpointResponse<'/game/list'>;

/** A grid's page: three tiles a row at the phone's width, eight rows. */
export const GAME_PAGE_SIZE = GAME_GRID_PAGE_SIZE;

/** One page of the catalogue matching a query. Failures show where the games would be (no toast). */
export function fetchGamePage(query: GameQuery, page: number, pageSize = GAME_PAGE_SIZE): Promise<GamePage> {
  return post('/game/list', { ...query, page, pageSize }, { context: { silent: true } });
}

/** Whether another page follows this one. */
export function nextPage(last: { page: number; pageSize: number; total: number; list: readonly unknown[] }): number | undefined {
  return last.page * last.pageSize < last.total && last.list.length > 0 ? last.page + 1 : undefined;
}

/** The games of a query, a page at a time as the grid is scrolled. */
export function gameGridOptions(query: GameQuery) {
  return infiniteQueryOptions({
    queryKey: casinoKey('/game/list', 'grid', query),
    queryFn: ({ pageParam }) => fetchGamePage(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The first few games of a query, for a row of the home page. */
export function gameRowOptions(query: GameQuery, count: number) {
  return queryOptions({
    queryKey: casinoKey('/game/list', 'row', query, count),
    queryFn: async () => (await fetchGamePage(query, 1, count)).list,
  });
}
