import { z } from 'zod';
import {
  currencyCodeSchema,
  emptySchema,
  idSchema,
  isoDateTimeSchema,
  moneySchema,
  cursorPageOf,
  cursorPageRequestSchema,
  pageOf,
  pageRequestSchema,
  positiveMoneySchema,
  textSchema,
} from './common.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { balanceSchema } from './wallet.ts';
import { ODDS_FORMATS } from './sports-odds.ts';

export * from './sports-odds.ts';

// The sportsbook (beyond the spec, which names only the /sports route): sports, leagues, events and
// their markets, live over the socket's topics; bets (singles and accumulators) placed at the odds
// the player saw, settled from the results of the odds feed, and cashed out at an offer.

/** Sports, leagues, events, markets and selections are named by lower-case ids usable in a topic. */
export const sportsIdSchema = z
  .string()
  .min(1)
  .max(48)
  .regex(/^[a-z0-9_-]+$/, 'an id such as football or evt-1042');

/**
 * Decimal odds with two decimals, as a string ("1.85": a stake of 10 returns 18.50). Never below
 * SPORTS_MIN_ODDS; the bookmaker's margin is in them.
 */
export const oddsSchema = z.string().regex(/^\d{1,4}\.\d{2}$/, 'decimal odds such as 1.85');
export type Odds = z.infer<typeof oddsSchema>;
export const SPORTS_MIN_ODDS = '1.01';

export const sportIdSchema = z.enum(['football', 'basketball', 'tennis', 'ice-hockey', 'esports']);
export type SportId = z.infer<typeof sportIdSchema>;
/** Sports whose match result has a draw (1X2); the others have a winner market (12). */
export const SPORTS_WITH_DRAW: readonly SportId[] = ['football', 'ice-hockey'];

export const sportSchema = z.object({
  id: sportIdSchema,
  /** Events not finished (live and upcoming). */
  eventCount: z.number().int().min(0),
  liveCount: z.number().int().min(0),
});
export type Sport = z.infer<typeof sportSchema>;

export const leagueSchema = z.object({
  id: sportsIdSchema,
  sportId: sportIdSchema,
  /** The league's own name (a proper name, not translated). */
  name: z.string(),
  /** ISO 3166 alpha-2 country, or "int" for an international competition. */
  country: z.string(),
  eventCount: z.number().int().min(0),
  liveCount: z.number().int().min(0),
});
export type League = z.infer<typeof leagueSchema>;

/** upcoming → live → finished; an event called off before its result is cancelled (its bets are void). */
export const eventStatusSchema = z.enum(['upcoming', 'live', 'finished', 'cancelled']);
export type EventStatus = z.infer<typeof eventStatusSchema>;

export const marketTypeSchema = z.enum(['match_result', 'total', 'handicap', 'both_teams_score']);
export type MarketType = z.infer<typeof marketTypeSchema>;
/**
 * match_result: home / draw / away (draw only in SPORTS_WITH_DRAW); total: over / under the line;
 * handicap: home / away with the line added to the home side's score; both_teams_score: yes / no.
 */
export const outcomeSchema = z.enum(['home', 'draw', 'away', 'over', 'under', 'yes', 'no']);
export type Outcome = z.infer<typeof outcomeSchema>;
/**
 * open: bets taken; suspended: for a moment (a goal, a red card), bets refused; settled / void: the
 * result is in (a market the score has decided, as a total already passed, is settled while the event runs).
 */
export const marketStatusSchema = z.enum(['open', 'suspended', 'settled', 'void']);
export type MarketStatus = z.infer<typeof marketStatusSchema>;
export const selectionResultSchema = z.enum(['won', 'lost', 'void']);

export const selectionSchema = z.object({
  id: sportsIdSchema,
  outcome: outcomeSchema,
  odds: oddsSchema,
  /** Once the market is settled or void; null before. */
  result: selectionResultSchema.nullable(),
});
export type Selection = z.infer<typeof selectionSchema>;

export const marketSchema = z.object({
  id: sportsIdSchema,
  eventId: sportsIdSchema,
  type: marketTypeSchema,
  /** The line of a total or handicap ("2.5", "-1.5"); null for the others. */
  line: z.string().nullable(),
  status: marketStatusSchema,
  selections: z.array(selectionSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const scoreSchema = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
export type Score = z.infer<typeof scoreSchema>;

export const sportsEventSchema = z.object({
  id: sportsIdSchema,
  sportId: sportIdSchema,
  leagueId: sportsIdSchema,
  leagueName: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: isoDateTimeSchema,
  status: eventStatusSchema,
  /** null before the start. */
  score: scoreSchema.nullable(),
  /** The match clock while live: the period (1, 2, ... ; for tennis the set) and the minute where the sport has one. */
  clock: z.object({ period: z.number().int().min(1), minute: z.number().int().min(0).nullable() }).nullable(),
  /** The match result market (shown in lists), or null once it has closed. */
  mainMarket: marketSchema.nullable(),
  marketCount: z.number().int().min(0),
  /**
   * Counts up with every change to the event or one of its markets: a client keeps the highest it
   * has seen and ignores an older message (a snapshot and a live update may cross).
   */
  version: z.number().int().min(0),
});
export type SportsEvent = z.infer<typeof sportsEventSchema>;

/**
 * What happens when the odds of a selection moved between the slip and the placement: `none`
 * refuses any change (SPORTS_ODDS_CHANGED), `better` takes higher odds and refuses lower, `any`
 * takes whatever the odds are. A bet accepted is always at the current odds.
 */
export const oddsChangeSchema = z.enum(['none', 'better', 'any']);
export type OddsChange = z.infer<typeof oddsChangeSchema>;

/** A currency's stake limits and the most one bet may win. */
export const sportsLimitSchema = z.object({
  currency: currencyCodeSchema,
  minStake: moneySchema,
  maxStake: moneySchema,
  maxPayout: moneySchema,
});
export type SportsLimit = z.infer<typeof sportsLimitSchema>;

/** The bookmaker's rules a slip is checked against. */
export const sportsSettingsRequestSchema = z.object({}).strict();
export const sportsSettingsResponseSchema = z.object({
  /** The most legs an accumulator may have (at least 2). */
  maxLegs: z.number().int().min(2),
  /** Stake limits and the most one bet may win, per currency. */
  limits: z.array(sportsLimitSchema),
  /** The share of the fair value kept on a cash-out offer, in percent. */
  cashoutMarginPercent: z.number().min(0).max(100),
  /** What a slip does when odds move until its player chooses otherwise (the operator's default; `better` unless changed). */
  oddsChangeDefault: oddsChangeSchema,
});
export type SportsSettings = z.infer<typeof sportsSettingsResponseSchema>;

export const sportsListRequestSchema = z.object({}).strict();
export const sportsListResponseSchema = z.object({ sports: z.array(sportSchema) });

export const leaguesListRequestSchema = z.object({ sportId: sportIdSchema.optional() });
export const leaguesListResponseSchema = z.object({ leagues: z.array(leagueSchema) });

/** Live events first (by start), then upcoming ones by start; finished and cancelled ones are left out. */
export const eventsListRequestSchema = pageRequestSchema.extend({
  sportId: sportIdSchema.optional(),
  leagueId: sportsIdSchema.optional(),
  status: z.enum(['live', 'upcoming']).optional(),
});
export const eventsListResponseSchema = pageOf(sportsEventSchema);

/** One event with all its markets (finished events too, for the bets that name them). */
export const eventGetRequestSchema = z.object({ eventId: sportsIdSchema });
export const eventGetResponseSchema = z.object({ event: sportsEventSchema, markets: z.array(marketSchema) });

/**
 * Places one bet: a single (one selection) or an accumulator (2 to maxLegs selections, no two from
 * one event). `odds` is what the player saw for each selection. A money call (Idempotency-Key).
 */
export const betPlaceRequestSchema = z.object({
  selections: z
    .array(z.object({ selectionId: sportsIdSchema, odds: oddsSchema }))
    .min(1)
    .max(50),
  stake: positiveMoneySchema,
  currency: currencyCodeSchema,
  oddsChange: oddsChangeSchema.default('none'),
});

export const sportsBetKindSchema = z.enum(['single', 'accumulator']);
/** open → won | lost | void (every leg void: stake back) | cashed_out. */
export const sportsBetStatusSchema = z.enum(['open', 'won', 'lost', 'void', 'cashed_out']);
export type SportsBetStatus = z.infer<typeof sportsBetStatusSchema>;
export const legResultSchema = z.enum(['open', 'won', 'lost', 'void']);

export const betLegSchema = z.object({
  selectionId: sportsIdSchema,
  eventId: sportsIdSchema,
  sportId: sportIdSchema,
  home: z.string(),
  away: z.string(),
  startsAt: isoDateTimeSchema,
  marketType: marketTypeSchema,
  line: z.string().nullable(),
  outcome: outcomeSchema,
  /** The odds the leg was accepted at. */
  odds: oddsSchema,
  result: legResultSchema,
});
export type BetLeg = z.infer<typeof betLegSchema>;

export const sportsBetSchema = z.object({
  id: z.string(),
  kind: sportsBetKindSchema,
  status: sportsBetStatusSchema,
  currency: currencyCodeSchema,
  stake: moneySchema,
  /** The product of the legs' odds (void legs count 1.00 once settled), two decimals, at most 1000.00 (what the bet pays at). */
  odds: oddsSchema,
  /** stake × odds, capped at the lower of the currency's maxPayout and stake × 1000.00. */
  potentialWin: moneySchema,
  /** What the bet paid (win, refund or cash-out); "0" while open or when lost. */
  payout: moneySchema,
  legs: z.array(betLegSchema),
  /** What a cash-out pays now, or null when the bet cannot be cashed out (settled, a market suspended, an event finished). */
  cashoutOffer: moneySchema.nullable(),
  createdAt: isoDateTimeSchema,
  settledAt: isoDateTimeSchema.nullable(),
});
export type SportsBet = z.infer<typeof sportsBetSchema>;

export const betPlaceResponseSchema = z.object({ bet: sportsBetSchema, balance: balanceSchema });

/** The player's open or settled bets, newest first, paged by cursor. */
export const betsListRequestSchema = cursorPageRequestSchema.extend({ status: z.enum(['open', 'settled']).default('open') });
export const betsListResponseSchema = cursorPageOf(sportsBetSchema);

/** The cash-out offer of an open bet now (SPORTS_CASHOUT_UNAVAILABLE when there is none). */
export const cashoutQuoteRequestSchema = z.object({ betId: idSchema });
export const cashoutQuoteResponseSchema = z.object({ betId: z.string(), offer: moneySchema, currency: currencyCodeSchema });

/**
 * Cashes an open bet out at `offer`, the amount the player was shown: accepted only when it still is
 * the offer (SPORTS_CASHOUT_OFFER_CHANGED with the new one otherwise), exactly once. A money call.
 */
export const cashoutRequestSchema = z.object({ betId: idSchema, offer: positiveMoneySchema });
export const cashoutResponseSchema = z.object({ bet: sportsBetSchema, balance: balanceSchema });

// Realtime (topics any socket may follow; see realtime.ts).

/** A market's odds or status moved. */
export const sportsOddsUpdatePayloadSchema = z.object({
  eventId: sportsIdSchema,
  /** The event's version after this change. */
  version: z.number().int().min(0),
  market: marketSchema,
});
/** The event changed (started, scored, the clock moved, finished, cancelled): the whole event as it stands. */
export const sportsEventUpdatePayloadSchema = z.object({ event: sportsEventSchema });
/**
 * Sent to one socket when it subscribes to an event's topic (and so again after every reconnect):
 * the event and its markets as they stand, so a client that was away has no gap.
 */
export const sportsEventSnapshotPayloadSchema = z.object({ event: sportsEventSchema, markets: z.array(marketSchema) });
/** Sent to one socket when it subscribes to a league's or the live topic: the events as they stand. */
export const sportsListSnapshotPayloadSchema = z.object({ topic: z.string(), events: z.array(sportsEventSchema) });
/** To the player (a user event): one of their bets was settled, cashed out or voided. */
export const sportsBetSettledPayloadSchema = z.object({ bet: sportsBetSchema });

/** The bookmaker's errors (see errors.ts for each one's meta). */
export const SPORTS_ERROR_REASONS = [
  'SPORTS_EVENT_NOT_FOUND',
  'SPORTS_SELECTION_NOT_FOUND',
  'SPORTS_MARKET_CLOSED',
  'SPORTS_ODDS_CHANGED',
  'SPORTS_TOO_MANY_LEGS',
  'SPORTS_SAME_EVENT_LEGS',
  'SPORTS_MAX_PAYOUT_EXCEEDED',
  'SPORTS_BET_NOT_FOUND',
  'SPORTS_CASHOUT_UNAVAILABLE',
  'SPORTS_CASHOUT_OFFER_CHANGED',
  'SPORTS_EVENT_OVER',
] as const;

export const oddsFormatSchema = z.enum(ODDS_FORMATS);

/* ----- The operator's book: its margin, the accumulator and cash-out rules, the stake limits (operator API and CLI) ----- */

/** A percentage from 0 to `max` with at most two decimals (6.5 is 6.5 %): the book keeps basis points. */
const basisPointsPercentSchema = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals');

/** What the operator sees of the book: the public rules and the margin priced into the odds. */
export const sportsOperatorSettingsSchema = z.object({
  /** The bookmaker's margin priced into every market's odds, in percent (also the house edge of a sports bet for rakeback). */
  marginPercent: z.number().min(0).max(10),
  maxLegs: z.number().int().min(2),
  cashoutMarginPercent: z.number().min(0).max(100),
  /** What a slip does when odds move until its player chooses otherwise. */
  oddsChangeDefault: oddsChangeSchema,
  limits: z.array(sportsLimitSchema),
});
export type SportsOperatorSettings = z.infer<typeof sportsOperatorSettingsSchema>;

const sportsRulesPatchSchema = z
  .object({
    marginPercent: basisPointsPercentSchema(10).optional(),
    maxLegs: z.number().int().min(2).max(20).optional(),
    cashoutMarginPercent: basisPointsPercentSchema(50).optional(),
    oddsChangeDefault: oddsChangeSchema.optional(),
  })
  .strict();
export type SportsRulesPatch = z.infer<typeof sportsRulesPatchSchema>;

/* ----- The operator's trading: the book's events listed, held, settled or voided by hand (operator API and CLI) ----- */

/** An event as the operator's trading sees it: what a player sees of it, the operator's hold and the bets still open on it. */
export const operatorSportsEventSchema = sportsEventSchema.extend({
  /**
   * Held by the operator: every market of the event shown and refused as suspended (no bet, no
   * cash-out), whatever the feed says of it, until resumed; the feed's odds are kept meanwhile.
   */
  suspended: z.boolean(),
  /** Bets with a leg on the event still open (an event just ended settles them right after its result). */
  openBets: z.number().int().min(0),
  /** When it finished or was cancelled; null while it is open. */
  endedAt: isoDateTimeSchema.nullable(),
});
export type OperatorSportsEvent = z.infer<typeof operatorSportsEventSchema>;

/** open: live and upcoming (live first, then by start); finished and cancelled: the newest ended first. */
export const operatorEventFilterSchema = z.enum(['open', 'live', 'upcoming', 'finished', 'cancelled']);
export type OperatorEventFilter = z.infer<typeof operatorEventFilterSchema>;

/** The event as it stands after the operator's action, with every market (and its results once it is over). */
const operatorEventAnswerSchema = z.object({ event: operatorSportsEventSchema, markets: z.array(marketSchema) });
/** Why the operator settles or voids an event by hand (kept in the audit). */
const tradingReasonSchema = textSchema.trim().min(3).max(300);

export const sportsOperatorEndpoints = {
  '/operator/sports/settings/get': {
    access: 'operator',
    permission: 'sports.manage',
    request: emptySchema,
    response: sportsOperatorSettingsSchema,
  },
  /**
   * The margin (every instance's feed prices with it from its next move), the most legs and the cash-out margin (from the next
   * bet), and what a slip does when odds move until its player chooses (from the slip's next read of the settings).
   */
  '/operator/sports/settings/update': {
    access: 'operator',
    permission: 'sports.manage',
    request: sportsRulesPatchSchema,
    response: sportsOperatorSettingsSchema,
  },
  /**
   * A currency's stake limits, each left out kept as it is (a currency without limits yet needs all
   * three): minStake ≤ maxStake ≤ maxPayout, in the currency's decimals. From the next bet on.
   */
  '/operator/sports/limits/set': {
    access: 'operator',
    permission: 'sports.manage',
    request: z
      .object({
        currency: currencyCodeSchema,
        minStake: positiveMoneySchema.optional(),
        maxStake: positiveMoneySchema.optional(),
        maxPayout: positiveMoneySchema.optional(),
      })
      .strict(),
    response: sportsOperatorSettingsSchema,
  },
  /** The book's events a page at a time: by state, sport, and part of a team's or league's name or the event's id. */
  '/operator/sports/events/list': {
    access: 'operator',
    permission: 'sports.manage',
    request: pageRequestSchema
      .extend({
        status: operatorEventFilterSchema.default('open'),
        sportId: sportIdSchema.optional(),
        search: textSchema.trim().min(1).max(100).optional(),
      })
      .strict(),
    response: pageOf(operatorSportsEventSchema),
  },
  '/operator/sports/events/get': {
    access: 'operator',
    permission: 'sports.manage',
    request: z.object({ eventId: sportsIdSchema }).strict(),
    response: operatorEventAnswerSchema,
  },
  /**
   * Holds an open event: its markets suspended for players at once (bets and cash-outs refused)
   * whatever the feed sends, until resumed. Holding one already held changes nothing.
   */
  '/operator/sports/events/suspend': {
    access: 'operator',
    permission: 'sports.manage',
    request: z.object({ eventId: sportsIdSchema, reason: tradingReasonSchema.optional() }).strict(),
    response: operatorEventAnswerSchema,
  },
  /** Lifts the hold: the markets stand as the feed has left them (open ones at its latest odds). */
  '/operator/sports/events/resume': {
    access: 'operator',
    permission: 'sports.manage',
    request: z.object({ eventId: sportsIdSchema, reason: tradingReasonSchema.optional() }).strict(),
    response: operatorEventAnswerSchema,
  },
  /**
   * Ends an open event with its final score (finalScoreProblem says which it may be; the event must
   * have started): every market not settled yet settled from the score, then its open bets settled.
   * The feed's later result for it changes nothing.
   */
  '/operator/sports/events/settle': {
    access: 'operator',
    permission: 'sports.manage',
    request: z.object({ eventId: sportsIdSchema, score: scoreSchema, reason: tradingReasonSchema }).strict(),
    response: operatorEventAnswerSchema,
  },
  /**
   * Calls an open event off: every market not settled yet is void, its bets' legs count 1.00 (a
   * single is refunded); a market the score had already decided keeps its result.
   */
  '/operator/sports/events/void': {
    access: 'operator',
    permission: 'sports.manage',
    request: z.object({ eventId: sportsIdSchema, reason: tradingReasonSchema }).strict(),
    response: operatorEventAnswerSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
