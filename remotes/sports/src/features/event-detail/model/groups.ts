import type { Market, MarketType } from '@app/contract';

/** The order markets are shown in on an event page. */
export const MARKET_ORDER: readonly MarketType[] = ['match_result', 'total', 'handicap', 'both_teams_score'];

const OUTCOME_ORDER = ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'];

export interface MarketGroup {
  type: MarketType;
  markets: Market[];
}

/** The markets of an event grouped by type, lines in order, each market's selections in reading order. */
export function groupMarkets(markets: readonly Market[]): MarketGroup[] {
  return MARKET_ORDER.map((type) => ({
    type,
    markets: markets
      .filter((market) => market.type === type)
      .sort((a, b) => Number(a.line ?? 0) - Number(b.line ?? 0))
      .map((market) => ({
        ...market,
        selections: [...market.selections].sort((a, b) => OUTCOME_ORDER.indexOf(a.outcome) - OUTCOME_ORDER.indexOf(b.outcome)),
      })),
  })).filter((group) => group.markets.length > 0);
}
