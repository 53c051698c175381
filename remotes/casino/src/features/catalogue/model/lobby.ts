import type { GameSort } from '@app/contract';
import { HOME_FIRST_ROW, LOBBY_DEFAULT_SORT } from '@app/contract/first-screen';
import type { GameQuery } from '../../../shared/api/gamePage.ts';

export const SORTS: readonly GameSort[] = ['popular', 'newest', 'name'];

/** The rows of the home page: tags and categories of the catalogue, in the order players scan them. */
export const HOME_ROWS = [
  { id: 'popular', query: HOME_FIRST_ROW },
  { id: 'new', query: { tag: 'new', sort: 'newest' } },
  { id: 'originals', query: { categoryId: 'originals', sort: 'popular' } },
  { id: 'slots', query: { categoryId: 'slots', sort: 'popular' } },
  { id: 'live', query: { categoryId: 'live', sort: 'popular' } },
] as const satisfies readonly { id: string; query: GameQuery }[];

/** The lobby's choices as the URL keeps them (?q=&category=&sort=). */
export interface LobbyChoice {
  search: string;
  category: string;
  sort: GameSort;
}

export function sortFrom(value: string | null): GameSort {
  return SORTS.find((sort) => sort === value) ?? LOBBY_DEFAULT_SORT;
}

/** The catalogue query of a choice: blank parts are left out. */
export function lobbyQuery({ search, category, sort }: LobbyChoice): GameQuery {
  const words = search.trim().slice(0, 100);
  return { sort, ...(category ? { categoryId: category } : {}), ...(words ? { search: words } : {}) };
}

/**
 * What /game-list/{tag} asks for: a category of the catalogue by its id, else a tag (popular,
 * new, ...). The newest sort fits the tag "new".
 */
export function tagQuery(tag: string, categoryIds: readonly string[], sort: GameSort): GameQuery {
  return categoryIds.includes(tag) ? { categoryId: tag, sort } : { tag, sort };
}
