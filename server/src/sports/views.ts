import { fromMinor, hundredthsToOdds, type Market, type SportsBet, type SportsEvent } from '@app/contract';
import type { Db } from '../db/database.ts';
import {
  sportsRepository as repository,
  type BetRow,
  type EventRow,
  type LegRow,
  type MarketRow,
  type SelectionRow,
} from './repository.ts';

export const oddsText = (hundredths: number): string => hundredthsToOdds(BigInt(hundredths));

/**
 * A market as players see it: an open one is shown suspended while the operator holds its event
 * (`held`), whatever the feed's status kept in the book.
 */
export function marketView(market: MarketRow, selections: readonly SelectionRow[], held = false): Market {
  return {
    id: market.id,
    eventId: market.event_id,
    type: market.type,
    line: market.line,
    status: held && market.status === 'open' ? 'suspended' : market.status,
    selections: selections.map((selection) => ({
      id: selection.id,
      outcome: selection.outcome,
      odds: oddsText(selection.odds),
      result: selection.result,
    })),
  };
}

export function eventView(row: EventRow, markets: readonly Market[]): SportsEvent {
  const main = markets.find((market) => market.type === 'match_result');
  return {
    id: row.id,
    sportId: row.sport_id,
    leagueId: row.league_id,
    leagueName: row.league_name,
    home: row.home,
    away: row.away,
    startsAt: row.starts_at.toISOString(),
    status: row.status,
    score: row.score_home === null || row.score_away === null ? null : { home: row.score_home, away: row.score_away },
    clock: row.status === 'live' && row.clock_period !== null ? { period: row.clock_period, minute: row.clock_minute } : null,
    mainMarket: main && (main.status === 'open' || main.status === 'suspended') ? main : null,
    marketCount: markets.length,
    version: row.version,
  };
}

/** Events with their markets (every market of each, selections in order, as players see them). */
export async function eventsWithMarkets(
  executor: Db,
  rows: readonly EventRow[],
): Promise<Array<{ event: SportsEvent; markets: Market[] }>> {
  const markets = await repository.markets(
    executor,
    rows.map((row) => row.id),
  );
  const selections = await repository.selections(
    executor,
    markets.map((market) => market.id),
  );
  const byMarket = new Map<string, SelectionRow[]>();
  for (const selection of selections) {
    const list = byMarket.get(selection.market_id) ?? [];
    list.push(selection);
    byMarket.set(selection.market_id, list);
  }
  const held = new Set(rows.filter((row) => row.suspended).map((row) => row.id));
  const byEvent = new Map<string, Market[]>();
  for (const market of markets) {
    const list = byEvent.get(market.event_id) ?? [];
    list.push(marketView(market, byMarket.get(market.id) ?? [], held.has(market.event_id)));
    byEvent.set(market.event_id, list);
  }
  return rows.map((row) => {
    const eventMarkets = byEvent.get(row.id) ?? [];
    return { event: eventView(row, eventMarkets), markets: eventMarkets };
  });
}

/** A leg's result as a bet shows it. */
export const legResult = (leg: LegRow): 'open' | 'won' | 'lost' | 'void' => leg.result ?? 'open';

export function betView(bet: BetRow, legs: readonly LegRow[], decimals: number, cashoutOffer: bigint | null): SportsBet {
  const money = (minor: number | bigint) => fromMinor(BigInt(minor), decimals);
  return {
    id: bet.id,
    kind: bet.kind,
    status: bet.status,
    currency: bet.currency,
    stake: money(bet.stake),
    odds: oddsText(bet.odds),
    potentialWin: money(bet.potential_win),
    payout: money(bet.payout),
    legs: legs.map((leg) => ({
      selectionId: leg.selection_id,
      eventId: leg.event_id,
      sportId: leg.sport_id,
      home: leg.home,
      away: leg.away,
      startsAt: leg.starts_at.toISOString(),
      marketType: leg.market_type,
      line: leg.line,
      outcome: leg.outcome,
      odds: oddsText(leg.odds),
      result: legResult(leg),
    })),
    cashoutOffer: cashoutOffer !== null && cashoutOffer > 0n ? money(cashoutOffer) : null,
    createdAt: bet.created_at.toISOString(),
    settledAt: bet.settled_at ? bet.settled_at.toISOString() : null,
  };
}
