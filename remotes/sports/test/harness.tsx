// What the sports area's tests share: the product's texts in memory, a player signed in (or not)
// in the shared store, the fake API at the network boundary with a small book of events, the
// socket's messages handed in as the host's connection would, and the area's pages on their
// routes (as the host lists them), so a test follows the player around.
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { realtimeHub, type RealtimeMessage } from '@app/api';
import { apiPath, type AreaPages, type FakeRoutes, jsonResponse, renderArea, resetFakeApi, signInPlayer } from '@app/api/testing';
import type { Market, ServerMessage, SportsBet, SportsEvent } from '@app/contract';
import { setupAreaTexts, textsOf } from '@app/i18n/testing';
import HomeLiveRow from '../src/pages/HomeLiveRow.tsx';
import Sports from '../src/pages/Sports.tsx';
import SportsBets from '../src/pages/SportsBets.tsx';
import SportsEventPage from '../src/pages/SportsEvent.tsx';
import { LIVE_BATCH_MS } from '../src/shared/hooks/useLiveEvents.ts';
import { oddsFormatStore, slipStore } from '../src/shared/model/stores.ts';
import { EMPTY_SLIP } from '../src/shared/model/slip.ts';

export { bodiesTo, currentLocation, signOutPlayer as signOut, startFakeApi as startApi } from '@app/api/testing';

/** The real i18n instance with the host's common and error texts and the area's own, in every language. */
export const setupTexts = () => setupAreaTexts('sports', join(__dirname, '..'));

/** The area's own text for a key, in English unless told. */
export const text = textsOf('sports');

/** A signed-in player betting in USD with $100 cash (and no bonus money, unless told). */
export function signIn(cash = '100', operatorBonus = '0'): void {
  signInPlayer({ balances: [{ currency: 'USD', cash, operatorBonus }] });
}

/** A match result market (1X2) of an event. */
export function fakeMarket(
  eventId: string,
  odds: [string, string, string] = ['2.10', '3.40', '3.20'],
  overrides: Partial<Market> = {},
): Market {
  const [home, draw, away] = odds;
  return {
    id: `${eventId}-mr`,
    eventId,
    type: 'match_result',
    line: null,
    status: 'open',
    selections: [
      { id: `${eventId}-mr-home`, outcome: 'home', odds: home, result: null },
      { id: `${eventId}-mr-draw`, outcome: 'draw', odds: draw, result: null },
      { id: `${eventId}-mr-away`, outcome: 'away', odds: away, result: null },
    ],
    ...overrides,
  };
}

/** A totals market (over / under the line) of an event. */
export function fakeTotal(eventId: string, line = '2.5', odds: [string, string] = ['1.90', '1.90']): Market {
  return {
    id: `${eventId}-tot-${line.replace('.', '_')}`,
    eventId,
    type: 'total',
    line,
    status: 'open',
    selections: [
      { id: `${eventId}-tot-over`, outcome: 'over', odds: odds[0], result: null },
      { id: `${eventId}-tot-under`, outcome: 'under', odds: odds[1], result: null },
    ],
  };
}

export function fakeEvent(overrides: Partial<SportsEvent> & { id: string }): SportsEvent {
  const live = overrides.status === 'live';
  return {
    sportId: 'football',
    leagueId: 'premier-league',
    leagueName: 'Premier League',
    home: 'Arsenal',
    away: 'Chelsea',
    startsAt: '2026-11-24T19:45:00.000Z',
    status: 'upcoming',
    score: live ? { home: 1, away: 0 } : null,
    clock: live ? { period: 2, minute: 63 } : null,
    mainMarket: fakeMarket(overrides.id),
    marketCount: 4,
    version: 1,
    ...overrides,
  };
}

/** Two football matches (one live) and a tennis match. */
export const LIVE_MATCH = fakeEvent({ id: 'evt-1', status: 'live' });
export const NEXT_MATCH = fakeEvent({
  id: 'evt-2',
  home: 'Liverpool',
  away: 'Everton',
  mainMarket: fakeMarket('evt-2', ['1.80', '3.60', '4.50']),
});
export const TENNIS_MATCH = fakeEvent({
  id: 'evt-3',
  sportId: 'tennis',
  leagueId: 'atp-finals',
  leagueName: 'ATP Finals',
  home: 'Sinner',
  away: 'Alcaraz',
  mainMarket: {
    ...fakeMarket('evt-3'),
    selections: fakeMarket('evt-3', ['1.70', '1.00', '2.15']).selections.filter((selection) => selection.outcome !== 'draw'),
  },
});

export function fakeBet(overrides: Partial<SportsBet> = {}): SportsBet {
  return {
    id: 'bet-1',
    kind: 'single',
    status: 'open',
    currency: 'USD',
    stake: '10',
    odds: '2.10',
    potentialWin: '21.00',
    payout: '0',
    legs: [
      {
        selectionId: 'evt-1-mr-home',
        eventId: 'evt-1',
        sportId: 'football',
        home: 'Arsenal',
        away: 'Chelsea',
        startsAt: '2026-11-24T19:45:00.000Z',
        marketType: 'match_result',
        line: null,
        outcome: 'home',
        odds: '2.10',
        result: 'open',
      },
    ],
    cashoutOffer: '14.20',
    createdAt: '2026-11-24T19:50:00.000Z',
    settledAt: null,
    ...overrides,
  };
}

export const SETTINGS = {
  maxLegs: 3,
  limits: [{ currency: 'USD', minStake: '1', maxStake: '500', maxPayout: '10000' }],
  cashoutMarginPercent: 5,
  oddsChangeDefault: 'better',
};

/** The book's answers: the sports, leagues, events (filtered as the platform filters them), one event's markets and the rules. */
export function bookRoutes(
  events: readonly SportsEvent[] = [LIVE_MATCH, NEXT_MATCH, TENNIS_MATCH],
  markets: Record<string, Market[]> = {},
): FakeRoutes {
  return {
    [apiPath('/sports/settings/get')]: () => jsonResponse(SETTINGS),
    [apiPath('/sports/list')]: () =>
      jsonResponse({
        sports: ['football', 'tennis'].map((id) => ({
          id,
          eventCount: events.filter((event) => event.sportId === id).length,
          liveCount: events.filter((event) => event.sportId === id && event.status === 'live').length,
        })),
      }),
    [apiPath('/sports/leagues/list')]: () =>
      jsonResponse({
        leagues: [
          { id: 'premier-league', sportId: 'football', name: 'Premier League', country: 'gb', eventCount: 2, liveCount: 1 },
          { id: 'atp-finals', sportId: 'tennis', name: 'ATP Finals', country: 'int', eventCount: 1, liveCount: 0 },
        ],
      }),
    [apiPath('/sports/events/list')]: ({ body }) => {
      const { sportId, leagueId, status } = (body ?? {}) as { sportId?: string; leagueId?: string; status?: string };
      const list = events.filter(
        (event) =>
          (!sportId || event.sportId === sportId) && (!leagueId || event.leagueId === leagueId) && (!status || event.status === status),
      );
      return jsonResponse({ list, page: 1, pageSize: 50, total: list.length });
    },
    [apiPath('/sports/event/get')]: ({ body }) => {
      const { eventId } = body as { eventId: string };
      const event = events.find((candidate) => candidate.id === eventId);
      if (!event) return jsonResponse({ reason: 'SPORTS_EVENT_NOT_FOUND', code: 'SPORTS_EVENT_NOT_FOUND', message: 'not found' }, 404);
      return jsonResponse({ event, markets: markets[eventId] ?? (event.mainMarket ? [event.mainMarket] : []) });
    },
  };
}

/** The book's answers with the event list held back until `release()`: a page waits for its matches. */
export function bookWithListHeld(events?: readonly SportsEvent[]): { routes: FakeRoutes; release: () => void } {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const routes = bookRoutes(events);
  const list = routes[apiPath('/sports/events/list')]!;
  return {
    routes: {
      ...routes,
      [apiPath('/sports/events/list')]: async (call) => {
        await arrived;
        return list(call);
      },
    },
    release,
  };
}

/** Forgets everything a test left: the fake API, the cache, the slip and the odds format. */
export function resetAll(): void {
  resetFakeApi();
  window.localStorage.clear();
  slipStore.set(EMPTY_SLIP);
  oddsFormatStore.set('decimal');
}

/**
 * A message from the socket, handed to the area's listeners as the host's connection does; it
 * resolves once a list has drawn it (lists gather live messages for LIVE_BATCH_MS).
 */
export async function push(message: ServerMessage): Promise<void> {
  await act(async () => {
    realtimeHub.dispatch(message as RealtimeMessage);
    await new Promise((resolve) => setTimeout(resolve, LIVE_BATCH_MS + 10));
  });
}

/** The topics the pages follow now. */
export function wantedTopics(): string[] {
  return realtimeHub.wantedTopics();
}

/** The area's pages at the paths of the host's route table, and home with the part the host draws there. */
const PAGES: AreaPages = {
  '/': HomeLiveRow,
  '/sports': Sports,
  '/sports/event/:eventId': SportsEventPage,
  '/sports/bets': SportsBets,
};

/** The sports pages on their routes (as the host lists them), and a stand-in for every other page. */
export function renderSports(at = '/sports') {
  return renderArea(at, PAGES);
}
