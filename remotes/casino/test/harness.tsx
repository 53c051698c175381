// What the casino's page tests share: the product's texts in memory, a player signed in (or not)
// in the shared store, the fake API at the network boundary with a small catalogue, and the
// casino's pages on their routes (as the host lists them), so a test follows the player around.
import { join } from 'node:path';
import type { ReactElement } from 'react';
import type { EndpointResponse, Game, GameBet, GameDetail } from '@app/contract';
import { type AreaPages, type FakeRoutes, jsonResponse, renderArea, signInPlayer } from '@app/api/testing';
import { setupAreaTexts, textsOf } from '@app/i18n/testing';
import Casino from '../src/pages/Casino.tsx';
import GameDetailPage from '../src/pages/GameDetail.tsx';
import GameHistory from '../src/pages/GameHistory.tsx';
import GameList from '../src/pages/GameList.tsx';
import GamePlay from '../src/pages/GamePlay.tsx';
import Home from '../src/pages/Home.tsx';
import Originals from '../src/pages/Originals.tsx';
import ProviderGameList from '../src/pages/ProviderGameList.tsx';

export { bodiesTo, currentLocation, resetFakeApi as resetAll, signOutPlayer as signOut, startFakeApi as startApi } from '@app/api/testing';

/** The real i18n instance with the host's common and error texts and the casino's own, in every language. */
export const setupTexts = () => setupAreaTexts('casino', join(__dirname, '..'));

/** The casino's own text for a key, in English unless told. */
export const text = textsOf('casino');

/** A signed-in player playing in USD with $100. */
export function signIn(): void {
  signInPlayer({ userInfo: { kycLevel: 2 } });
}

export function fakeGame(overrides: Partial<Game> = {}): Game {
  const gameId = overrides.gameId ?? 'starburst';
  return {
    gameId,
    name: 'Starburst',
    providerId: 'netent',
    providerName: 'NetEnt',
    categoryId: 'slots',
    tags: ['popular'],
    thumbnailUrl: `/games/${gameId}/thumb.webp`,
    imageUrl: `/games/${gameId}/cover.webp`,
    isOriginal: false,
    hasDemo: true,
    rtp: '96.10',
    volatility: 'low',
    minBet: '0.10',
    maxBet: '100',
    releasedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function fakeDetail(overrides: Partial<GameDetail> = {}): GameDetail {
  return { ...fakeGame(overrides), description: 'Gems and expanding wilds.', paylines: 10, features: ['Wilds', 'Re-spins'], ...overrides };
}

export function fakeBet(overrides: Partial<GameBet> = {}): GameBet {
  return {
    betId: 'bet-1',
    gameId: 'dice',
    gameName: 'Dice',
    isOriginal: true,
    currency: 'USD',
    amount: '1',
    payout: '1.98',
    multiplier: '1.98',
    status: 'settled',
    createdAt: '2026-03-01T10:00:00.000Z',
    settledAt: '2026-03-01T10:00:00.000Z',
    fairness: null,
    ...overrides,
  };
}

/** A catalogue answering /game/list from a list of games (search, category, tag, provider; pages). */
export function catalogueRoutes(games: readonly Game[]): FakeRoutes {
  return {
    '/v1/game/list': ({ body }) => {
      const query = body as { page: number; pageSize: number; search?: string; categoryId?: string; tag?: string; providerId?: string };
      const words = query.search?.toLowerCase();
      const matching = games.filter(
        (game) =>
          (!words || game.name.toLowerCase().includes(words) || game.providerName.toLowerCase().includes(words)) &&
          (!query.categoryId || game.categoryId === query.categoryId) &&
          (!query.tag || game.tags.includes(query.tag)) &&
          (!query.providerId || game.providerId === query.providerId),
      );
      const start = (query.page - 1) * query.pageSize;
      const answer: EndpointResponse<'/game/list'> = {
        list: matching.slice(start, start + query.pageSize),
        page: query.page,
        pageSize: query.pageSize,
        total: matching.length,
      };
      return jsonResponse(answer);
    },
    '/v1/game/categories/list': () =>
      jsonResponse({
        categories: [
          { categoryId: 'slots', name: 'Slots', icon: null, gameCount: 2 },
          { categoryId: 'live', name: 'Live', icon: null, gameCount: 1 },
          { categoryId: 'jackpots', name: 'Jackpot hall', icon: null, gameCount: 0 },
        ],
      }),
    '/v1/game/providers/list': () => jsonResponse({ providers: [{ providerId: 'netent', name: 'NetEnt', logoUrl: null, gameCount: 2 }] }),
    '/v1/originals/settings/get': () =>
      jsonResponse({ houseEdge: '1', limits: [{ currency: 'USD', minBet: '0.1', maxBet: '1000', maxWin: '100000' }] }),
  };
}

/** The area's pages at the paths of the host's route table. */
const PAGES: AreaPages = {
  '/': Home,
  '/casino': Casino,
  '/game-detail/:id': GameDetailPage,
  '/game/history': GameHistory,
  '/game-play/:url': GamePlay,
  '/game-list/:tag': GameList,
  '/game-list/provider/:providerId': ProviderGameList,
  '/originals/:id': Originals,
};

/** The casino's pages at the paths of the host's route table, and a stand-in for every other page; `extra` renders beside them. */
export function renderCasino(at: string, extra?: ReactElement) {
  return renderArea(at, PAGES, { extra });
}
