import type { Market, MarketStatus, MarketType, OddsChange, Outcome, SportId, SportsEvent } from '@app/contract';
import { cappedPayoutMinor, combinedOdds } from './odds.ts';
import { addDecimal, compareDecimal, fromMinor, minMinor, typedToMinor } from '@app/contract/money';
import { SPORTS_QUICK_STAKES } from '@app/contract/sports-odds';

/** One selection on the bet slip, with what the player needs to see it without the event page. */
export interface SlipLeg {
  selectionId: string;
  eventId: string;
  marketId: string;
  sportId: SportId;
  home: string;
  away: string;
  startsAt: string;
  marketType: MarketType;
  line: string | null;
  outcome: Outcome;
  /** The odds the player accepted: sent with the bet. */
  odds: string;
  /** The odds the feed shows now (they differ from `odds` once they moved). */
  liveOdds: string;
  /** The market's status now: only an open market takes bets. */
  status: MarketStatus;
  /**
   * The event's version the leg's odds and status are from: a live message about its market is
   * taken only when it is not older (messages can cross; none when not known yet).
   */
  version?: number;
}

export type SlipMode = 'single' | 'accumulator';

export interface SlipState {
  legs: SlipLeg[];
  mode: SlipMode;
  /** The stake typed (a plain decimal), per bet for singles. */
  stake: string;
  /** The player set the stake themselves (typed, cleared or a quick stake); until then the slip offers its default. */
  stakeChosen?: boolean;
  /** What the player chose to happen when odds move; left out until they choose (the operator's default holds). */
  oddsChoice?: OddsChange;
}

export const EMPTY_SLIP: SlipState = { legs: [], mode: 'single', stake: '' };

/** What a slip does when odds move while the book's settings are not known yet: take better odds, ask when they fall. */
export const DEFAULT_ODDS_CHANGE: OddsChange = 'better';

/** What happens to this slip's bets when odds move: the player's own choice, else the operator's default. */
export function slipOddsChange(state: Pick<SlipState, 'oddsChoice'>, operatorDefault: OddsChange | undefined): OddsChange {
  return state.oddsChoice ?? operatorDefault ?? DEFAULT_ODDS_CHANGE;
}

/** How many quick stakes a slip offers. */
export const QUICK_STAKE_COUNT = 4;

/**
 * The quick stakes of a currency: its own round amounts (the contract's ladder) within its stake
 * limits, smallest first, at most QUICK_STAKE_COUNT; none for a currency without a ladder.
 */
export function quickStakes(currency: string | undefined, limits: Pick<StakeLimits, 'minStake' | 'maxStake'> | undefined): string[] {
  const ladder = currency ? (SPORTS_QUICK_STAKES[currency] ?? []) : [];
  return ladder
    .filter((amount) => !limits || (compareDecimal(amount, limits.minStake) >= 0 && compareDecimal(amount, limits.maxStake) <= 0))
    .slice(0, QUICK_STAKE_COUNT);
}

/**
 * The stake a slip starts with: the smallest quick stake of the player's currency, so that a bet
 * needs no stake chosen; null once the player has set one themselves (a field they cleared stays
 * empty), when the slip has a stake or no selection, or when the currency has no quick stakes.
 */
export function defaultStake(state: Pick<SlipState, 'legs' | 'stake' | 'stakeChosen'>, chips: readonly string[]): string | null {
  if (state.stakeChosen || state.stake !== '' || state.legs.length === 0) return null;
  return chips[0] ?? null;
}

/** A selection of an event's market as a slip leg, at the odds shown. */
export function legOf(event: SportsEvent, market: Market, selectionId: string): SlipLeg | null {
  const selection = market.selections.find((candidate) => candidate.id === selectionId);
  if (!selection) return null;
  return {
    selectionId: selection.id,
    eventId: event.id,
    marketId: market.id,
    sportId: event.sportId,
    home: event.home,
    away: event.away,
    startsAt: event.startsAt,
    marketType: market.type,
    line: market.line,
    outcome: selection.outcome,
    odds: selection.odds,
    liveOdds: selection.odds,
    status: market.status,
    version: event.version,
  };
}

/** Adds the leg, or takes it off when it is on the slip already (a second tap on the same odds). */
export function toggleLeg(state: SlipState, leg: SlipLeg): SlipState {
  const on = state.legs.some((held) => held.selectionId === leg.selectionId);
  const legs = on ? state.legs.filter((held) => held.selectionId !== leg.selectionId) : [...state.legs, leg];
  // Two selections or more suggest an accumulator; back to one, a single.
  const mode: SlipMode = legs.length >= 2 && state.legs.length < 2 ? 'accumulator' : legs.length < 2 ? 'single' : state.mode;
  return { ...state, legs, mode };
}

/**
 * The legs of a market with its new odds and status, as of the event's `version` the message
 * brings: a leg already holding a newer version keeps what it has (an older message that arrived
 * late), and a leg that takes the message holds its version from then on.
 */
export function applyMarket(legs: readonly SlipLeg[], market: Market, version?: number): SlipLeg[] {
  let changed = false;
  const next = legs.map((leg) => {
    if (leg.marketId !== market.id) return leg;
    if (version !== undefined && leg.version !== undefined && version < leg.version) return leg;
    const selection = market.selections.find((candidate) => candidate.id === leg.selectionId);
    const liveOdds = selection?.odds ?? leg.liveOdds;
    const newer = version !== undefined && version !== leg.version;
    if (liveOdds === leg.liveOdds && market.status === leg.status && !newer) return leg;
    changed = true;
    return { ...leg, liveOdds, status: market.status, ...(version !== undefined ? { version } : {}) };
  });
  return changed ? next : (legs as SlipLeg[]);
}

/** The legs with the odds the platform answered (SPORTS_ODDS_CHANGED's changes). */
export function applyOddsChanges(legs: readonly SlipLeg[], changes: readonly { selectionId: string; odds: string }[]): SlipLeg[] {
  return legs.map((leg) => {
    const change = changes.find((candidate) => candidate.selectionId === leg.selectionId);
    return change ? { ...leg, liveOdds: change.odds } : leg;
  });
}

/** The legs with the market of one selection closed (SPORTS_MARKET_CLOSED). */
export function closeSelection(legs: readonly SlipLeg[], selectionId: string, status: MarketStatus): SlipLeg[] {
  const closed = legs.find((leg) => leg.selectionId === selectionId);
  if (!closed) return [...legs];
  return legs.map((leg) => (leg.marketId === closed.marketId ? { ...leg, status: status === 'open' ? 'suspended' : status } : leg));
}

/** Every leg at the odds the feed shows now (one tap on "Accept new odds"). */
export function acceptOdds(legs: readonly SlipLeg[]): SlipLeg[] {
  return legs.map((leg) => (leg.odds === leg.liveOdds ? leg : { ...leg, odds: leg.liveOdds }));
}

/** What is wrong with one leg now: its market closed, or its odds moved since the player accepted them. */
export function legProblem(leg: SlipLeg): 'closed' | 'oddsChanged' | null {
  if (leg.status !== 'open') return 'closed';
  if (leg.odds !== leg.liveOdds) return 'oddsChanged';
  return null;
}

/** Whether the odds moved in a way the player's setting takes without asking. */
export function oddsChangeAccepted(leg: SlipLeg, setting: OddsChange): boolean {
  if (leg.odds === leg.liveOdds || setting === 'any') return true;
  return setting === 'better' && compareDecimal(leg.liveOdds, leg.odds) > 0;
}

/** The events with more than one leg on the slip (an accumulator cannot take them). */
export function sharedEvents(legs: readonly SlipLeg[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const leg of legs) {
    if (seen.has(leg.eventId)) shared.add(leg.eventId);
    seen.add(leg.eventId);
  }
  return shared;
}

export type AccumulatorBlock = 'tooFew' | 'sameEvent' | 'tooMany';

/** Why the legs cannot make an accumulator, or null when they can. */
export function accumulatorBlock(legs: readonly SlipLeg[], maxLegs: number): AccumulatorBlock | null {
  if (legs.length < 2) return 'tooFew';
  if (sharedEvents(legs).size > 0) return 'sameEvent';
  if (legs.length > maxLegs) return 'tooMany';
  return null;
}

/** The stake limits and the largest payout of one currency. */
export interface StakeLimits {
  minStake: string;
  maxStake: string;
  maxPayout: string;
}

export type StakeProblem = 'empty' | 'belowMin' | 'aboveMax' | 'aboveBalance';

/**
 * What is wrong with the stake, or null. `total` is what all the bets take from the balance: the
 * platform takes the cash first and what the cash lacks from the bonus money, so both count.
 */
export function stakeProblem(
  stake: string,
  total: string,
  limits: StakeLimits | undefined,
  cash: string | undefined,
  bonus = '0',
): StakeProblem | null {
  if (!stake || compareDecimal(stake, '0') <= 0) return 'empty';
  if (limits && compareDecimal(stake, limits.minStake) < 0) return 'belowMin';
  if (limits && compareDecimal(stake, limits.maxStake) > 0) return 'aboveMax';
  if (cash !== undefined && compareDecimal(total, addDecimal(cash, bonus)) > 0) return 'aboveBalance';
  return null;
}

/**
 * How the platform pays the slip's stakes (the bets placed one after the other): the cash first,
 * and what the cash lacks from the bonus money, as far as it goes.
 */
export function stakeFunding(total: string, cash: string, bonus: string, decimals: number): { fromCash: string; fromBonus: string } {
  const totalMinor = typedToMinor(total, decimals) ?? 0n;
  const cashMinor = typedToMinor(cash, decimals) ?? 0n;
  const bonusMinor = typedToMinor(bonus, decimals) ?? 0n;
  const fromCash = totalMinor < cashMinor ? totalMinor : cashMinor > 0n ? cashMinor : 0n;
  const lacking = totalMinor - fromCash;
  const fromBonus = minMinor(lacking, bonusMinor);
  return { fromCash: fromMinor(fromCash, decimals), fromBonus: fromMinor(fromBonus, decimals) };
}

/** One bet the slip places: the selections with the odds the player accepted. */
export interface SlipBet {
  /** The selection a single is for, or "acca" for the accumulator. */
  id: string;
  legs: SlipLeg[];
  odds: string;
}

/** The bets the slip places in its mode: one per leg for singles, one accumulator of every leg. */
export function betsOf(state: SlipState): SlipBet[] {
  if (state.mode === 'single') return state.legs.map((leg) => ({ id: leg.selectionId, legs: [leg], odds: leg.odds }));
  if (state.legs.length === 0) return [];
  return [{ id: 'acca', legs: state.legs, odds: combinedOdds(state.legs.map((leg) => leg.odds)) }];
}

export interface SlipFigures {
  /** What every bet of the slip takes together (a plain decimal). */
  totalStake: string;
  /** What they win together if every one wins at the odds on screen, each within the cap. */
  potentialWin: string;
  /** A bet could win more than the cap: it is taken, paying the cap at most (the slip says so). */
  capped: boolean;
  /** When capped, what one bet may win at most: the lower of the currency's largest payout and stake × 1000.00. */
  cap: string | null;
}

/**
 * The totals under the stake: the stake of every bet and what they could win, at the odds on
 * screen (the feed's, once they moved) and within the cap the platform applies.
 */
export function slipFigures(state: SlipState, decimals: number, limits: StakeLimits | undefined): SlipFigures {
  const stakeMinor = typedToMinor(state.stake || '0', decimals) ?? 0n;
  const bets = betsOf({ ...state, legs: state.legs.map((leg) => ({ ...leg, odds: leg.liveOdds })) });
  const maxPayout = limits ? (typedToMinor(limits.maxPayout, decimals) ?? null) : null;
  let win = 0n;
  let cap: bigint | null = null;
  for (const bet of bets) {
    const paid = cappedPayoutMinor(stakeMinor, bet.odds, maxPayout);
    win += paid.payout;
    if (paid.capped) cap = paid.cap;
  }
  return {
    totalStake: fromMinor(stakeMinor * BigInt(bets.length), decimals),
    potentialWin: fromMinor(win, decimals),
    capped: cap !== null,
    cap: cap === null ? null : fromMinor(cap, decimals),
  };
}

/**
 * The player's odds-change choice of a stored slip. Slips stored before the choice was kept apart
 * held `oddsChange`, 'none' unless the player chose otherwise: so only 'better' or 'any' was theirs.
 */
function oddsChoiceOf(value: Partial<SlipState> & { oddsChange?: unknown }): Pick<SlipState, 'oddsChoice'> {
  const choice = value.oddsChoice;
  if (choice === 'none' || choice === 'better' || choice === 'any') return { oddsChoice: choice };
  if (value.oddsChange === 'better' || value.oddsChange === 'any') return { oddsChoice: value.oddsChange };
  return {};
}

/** A slip read back from storage, or an empty one when it is missing or not a slip. */
export function parseSlip(stored: string | null): SlipState {
  if (!stored) return EMPTY_SLIP;
  try {
    const value = JSON.parse(stored) as (Partial<SlipState> & { oddsChange?: unknown }) | null;
    if (!value || !Array.isArray(value.legs)) return EMPTY_SLIP;
    const legs = value.legs.filter(
      (leg): leg is SlipLeg =>
        typeof leg === 'object' &&
        leg !== null &&
        typeof leg.selectionId === 'string' &&
        typeof leg.eventId === 'string' &&
        typeof leg.marketId === 'string' &&
        typeof leg.odds === 'string' &&
        /^\d{1,4}\.\d{2}$/.test(leg.odds),
    );
    return {
      legs: legs.map(({ version, ...leg }) => ({
        ...leg,
        liveOdds: typeof leg.liveOdds === 'string' ? leg.liveOdds : leg.odds,
        status: leg.status ?? 'open',
        ...(typeof version === 'number' ? { version } : {}),
      })),
      mode: value.mode === 'accumulator' ? 'accumulator' : 'single',
      stake: typeof value.stake === 'string' && /^\d*(\.\d*)?$/.test(value.stake) ? value.stake : '',
      ...(value.stakeChosen === true ? { stakeChosen: true } : {}),
      ...oddsChoiceOf(value),
    };
  } catch {
    return EMPTY_SLIP;
  }
}
