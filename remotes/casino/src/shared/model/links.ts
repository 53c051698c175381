import type { Game } from '@app/contract';

/** The originals with a page of their own (/originals/{id}). */
export const ORIGINAL_IDS = ['dice', 'limbo', 'mines', 'plinko'] as const;
export type OriginalGameId = (typeof ORIGINAL_IDS)[number];

export function isOriginalId(id: string | undefined): id is OriginalGameId {
  return (ORIGINAL_IDS as readonly string[]).includes(id ?? '');
}

/** Where a game opens: an original on its own page, any other game on its detail page. */
export function gameHref(game: Pick<Game, 'gameId' | 'isOriginal'>): string {
  if (game.isOriginal && isOriginalId(game.gameId)) return `/originals/${game.gameId}`;
  return `/game-detail/${encodeURIComponent(game.gameId)}`;
}

/** The lobby filtered by a category or tag (/game-list/{tag}). */
export function listHref(tag: string): string {
  return `/game-list/${encodeURIComponent(tag)}`;
}

/** A provider's games (/game-list/provider/{id}). */
export function providerHref(providerId: string): string {
  return `/game-list/provider/${encodeURIComponent(providerId)}`;
}
