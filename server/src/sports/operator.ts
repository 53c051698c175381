import {
  fromBasisPoints,
  toBasisPoints,
  toMinor,
  type OddsChange,
  type OperatorEventFilter,
  type OperatorRequest,
  type SportsOperatorSettings,
  type SportsRulesPatch,
} from '@app/contract';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../http/errors.ts';
import {
  intOption,
  need,
  numberOption,
  option,
  optional,
  UsageError,
  words,
  type OperatorCommand,
  type OperatorHandlers,
} from '../platform/operator-commands.ts';
import type { EventBus } from '../platform/bus.ts';
import { sportsRepository as repository, type LimitRow } from './repository.ts';
import type { SportsCatalogue } from './service.ts';
import type { SportsTrading } from './trading.ts';

/** The key of the book's settings in the bus's `invalidate` notices. */
export const SPORTS_SETTINGS_KEY = 'sports.settings';

type LimitsRequest = OperatorRequest<'/operator/sports/limits/set'>;
type LimitField = 'minStake' | 'maxStake' | 'maxPayout';

export interface SportsOperatorDeps {
  db: Db;
  bus: Pick<EventBus, 'notify' | 'onNotice' | 'onNoticeGap'>;
  catalogue: Pick<SportsCatalogue, 'settings'>;
  /** The currency's decimals (CURRENCY_NOT_AVAILABLE for a currency the platform does not know). */
  decimals(currency: string): Promise<number>;
  log?: { warn(message: string): void };
}

function invalid(path: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', `${path}: ${message}`, { issues: [{ path, message }] });
}

/** Percent (two decimals at most) to basis points. */

/**
 * The operator's side of the book: the margin priced into the odds, the most legs of an
 * accumulator, the cash-out margin and each currency's stake limits. All live in the database,
 * which every bet reads, so a change holds from the next bet on, on every instance. The margin is
 * also kept in memory by what prices with it (the feed, the house edge of rakeback): a change calls
 * this instance's listeners at once and is announced on the bus (an `invalidate` notice of
 * SPORTS_SETTINGS_KEY), whose notice makes every other instance read it again; so does a gap in
 * the notices (one may have been missed).
 */
export class SportsOperator {
  readonly #deps: SportsOperatorDeps;
  readonly #listeners = new Set<(marginBp: number) => void>();
  readonly #unsubscribe: Array<() => void>;
  #marginBp: number | undefined;

  constructor(deps: SportsOperatorDeps) {
    this.#deps = deps;
    this.#unsubscribe = [
      deps.bus.onNotice((notice) => {
        if (notice.type === 'invalidate' && notice.key === SPORTS_SETTINGS_KEY) this.#follow();
      }),
      deps.bus.onNoticeGap(() => this.#follow()),
    ];
  }

  async settings(): Promise<SportsOperatorSettings> {
    const [row, rules] = await Promise.all([repository.settings(this.#deps.db), this.#deps.catalogue.settings()]);
    return {
      marginPercent: fromBasisPoints(row.margin_bp),
      maxLegs: rules.maxLegs,
      cashoutMarginPercent: rules.cashoutMarginPercent,
      oddsChangeDefault: rules.oddsChangeDefault,
      limits: rules.limits,
    };
  }

  /** Listens for the margin (basis points) as it changes on this instance or any other. */
  onMargin(listener: (marginBp: number) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** Reads the margin (basis points) from the database, tells the listeners when it moved, and answers it. */
  async refresh(): Promise<number> {
    const { margin_bp: marginBp } = await repository.settings(this.#deps.db);
    this.#apply(marginBp);
    return marginBp;
  }

  async update(patch: SportsRulesPatch): Promise<SportsOperatorSettings> {
    const values = {
      ...(patch.marginPercent !== undefined ? { margin_bp: toBasisPoints(patch.marginPercent) } : {}),
      ...(patch.maxLegs !== undefined ? { max_legs: patch.maxLegs } : {}),
      ...(patch.cashoutMarginPercent !== undefined ? { cashout_margin_bp: toBasisPoints(patch.cashoutMarginPercent) } : {}),
      ...(patch.oddsChangeDefault !== undefined ? { odds_change_default: patch.oddsChangeDefault } : {}),
    };
    if (Object.keys(values).length > 0) {
      await repository.updateSettings(this.#deps.db, values);
      if (values.margin_bp !== undefined) this.#apply(values.margin_bp);
      await this.#deps.bus.notify({ type: 'invalidate', key: SPORTS_SETTINGS_KEY });
    }
    return this.settings();
  }

  /**
   * Sets a currency's stake limits: each amount left out stays as it is (a currency without limits
   * yet needs all three), within the currency's decimals, with minStake ≤ maxStake ≤ maxPayout.
   */
  async setLimits(request: LimitsRequest): Promise<SportsOperatorSettings> {
    const decimals = await this.#deps.decimals(request.currency);
    const given = {
      minStake: this.#minor(request, 'minStake', decimals),
      maxStake: this.#minor(request, 'maxStake', decimals),
      maxPayout: this.#minor(request, 'maxPayout', decimals),
    };
    await inTransaction(this.#deps.db, async (tx) => {
      const current = await repository.limit(tx, request.currency, true);
      const minStake = given.minStake ?? current?.min_stake;
      const maxStake = given.maxStake ?? current?.max_stake;
      const maxPayout = given.maxPayout ?? current?.max_payout;
      if (minStake === undefined || maxStake === undefined || maxPayout === undefined) {
        throw invalid('currency', `${request.currency} has no limits yet: give minStake, maxStake and maxPayout`);
      }
      if (minStake > maxStake) throw invalid('minStake', 'the smallest stake is above the largest');
      if (maxStake > maxPayout) throw invalid('maxPayout', 'the most one bet may win is below the largest stake');
      const row: LimitRow = { currency: request.currency, min_stake: minStake, max_stake: maxStake, max_payout: maxPayout };
      await repository.saveLimit(tx, row);
    });
    return this.settings();
  }

  close(): void {
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    this.#listeners.clear();
  }

  /** An amount of the request in minor units (a safe integer), or undefined when it is left out. */
  #minor(request: LimitsRequest, field: LimitField, decimals: number): number | undefined {
    const text = request[field];
    if (text === undefined) return undefined;
    let minor: bigint;
    try {
      minor = toMinor(text, decimals);
    } catch {
      throw invalid(field, `at most ${decimals} decimals in ${request.currency}`);
    }
    if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw invalid(field, 'too large');
    return Number(minor);
  }

  #follow(): void {
    this.refresh().catch((error: unknown) => this.#deps.log?.warn(`Reading the sportsbook's margin failed: ${String(error)}`));
  }

  #apply(marginBp: number): void {
    if (marginBp === this.#marginBp) return;
    this.#marginBp = marginBp;
    for (const listener of this.#listeners) listener(marginBp);
  }
}

type SportsPath =
  | '/operator/sports/settings/get'
  | '/operator/sports/settings/update'
  | '/operator/sports/limits/set'
  | '/operator/sports/events/list'
  | '/operator/sports/events/get'
  | '/operator/sports/events/suspend'
  | '/operator/sports/events/resume'
  | '/operator/sports/events/settle'
  | '/operator/sports/events/void';

/** The operator's calls on the sportsbook's rules and stake limits, and on its events. */
export function sportsOperatorHandlers(sports: {
  operator: Pick<SportsOperator, 'settings' | 'update' | 'setLimits'>;
  trading: Pick<SportsTrading, 'list' | 'event' | 'suspend' | 'resume' | 'settle' | 'voidEvent'>;
}): OperatorHandlers<SportsPath> {
  const { operator, trading } = sports;
  return {
    '/operator/sports/settings/get': () => operator.settings(),
    '/operator/sports/settings/update': (body) => operator.update(body),
    '/operator/sports/limits/set': (body) => operator.setLimits(body),
    // Parsed by the contract, whose defaults these are.
    '/operator/sports/events/list': (body) =>
      trading.list({ ...body, status: body.status ?? 'open', page: body.page ?? 1, pageSize: body.pageSize ?? 20 }),
    '/operator/sports/events/get': (body) => trading.event(body.eventId),
    '/operator/sports/events/suspend': (body) => trading.suspend(body.eventId),
    '/operator/sports/events/resume': (body) => trading.resume(body.eventId),
    '/operator/sports/events/settle': (body) => trading.settle(body.eventId, body.score),
    '/operator/sports/events/void': (body) => trading.voidEvent(body.eventId),
  };
}

/** A final score as typed: `2-1` or `2:1` (home first). */
function scoreArgument(text: string): { home: number; away: number } {
  const match = /^(\d{1,4})[-:](\d{1,4})$/.exec(text);
  if (!match) throw new UsageError(`The final score is <home>-<away> (2-1), not "${text}"`);
  return { home: Number(match[1]), away: Number(match[2]) };
}

export const sportsCommands: readonly OperatorCommand[] = [
  {
    name: 'sports show',
    help: "the sportsbook's margin, accumulator and cash-out rules, stake limits",
    run: (_args, call) => call('/operator/sports/settings/get', {}),
  },
  {
    name: 'sports set',
    args: '[--margin <percent>] [--max-legs <n>] [--cashout-margin <percent>] [--odds-change none|better|any]',
    help: [
      "the margin priced into the odds (0 to 10, every instance's",
      'feed at its next move), the most legs of an accumulator',
      '(2 to 20), the share kept on a cash-out (0 to 50) and what',
      'a slip does when odds move until its player chooses',
    ],
    run: (args, call) =>
      call('/operator/sports/settings/update', {
        ...optional('marginPercent', numberOption(args, '--margin', true)),
        ...optional('maxLegs', numberOption(args, '--max-legs')),
        ...optional('cashoutMarginPercent', numberOption(args, '--cashout-margin', true)),
        // The call refuses any other value (VALIDATION_FAILED), as it does from the API.
        ...optional('oddsChangeDefault', option(args, '--odds-change') as OddsChange | undefined),
      }),
  },
  {
    name: 'sports limits',
    args: '<CURRENCY> [--min <amount>] [--max <amount>] [--max-payout <amount>]',
    help: ["a currency's smallest and largest stake and the most one", 'bet may win (from the next bet)'],
    run(args, call) {
      const minStake = option(args, '--min');
      const maxStake = option(args, '--max');
      const maxPayout = option(args, '--max-payout');
      const [currency] = words(args, 1, 'sports limits needs <CURRENCY> and --min, --max or --max-payout');
      return call('/operator/sports/limits/set', {
        currency: currency.toUpperCase(),
        ...optional('minStake', minStake),
        ...optional('maxStake', maxStake),
        ...optional('maxPayout', maxPayout),
      });
    },
  },
  {
    name: 'sports events',
    args: '[--status open|live|upcoming|finished|cancelled] [--sport <id>] [--search <text>] [--page <n>]',
    help: ["the book's events, open ones by default (live first),", 'with their hold and open bets'],
    run: (args, call) =>
      call('/operator/sports/events/list', {
        // The call refuses any other value (VALIDATION_FAILED), as it does from the API.
        ...optional('status', option(args, '--status') as OperatorEventFilter | undefined),
        ...optional('sportId', option(args, '--sport') as OperatorRequest<'/operator/sports/events/list'>['sportId']),
        ...optional('search', option(args, '--search')),
        ...optional('page', intOption(args, '--page')),
      }),
  },
  {
    name: 'sports event',
    args: '<eventId>',
    help: 'one event with its markets and their results',
    run(args, call) {
      const [eventId] = words(args, 1, 'sports event needs <eventId>');
      return call('/operator/sports/events/get', { eventId });
    },
  },
  {
    name: 'sports suspend',
    args: '<eventId> [--reason "…"]',
    help: ['holds an event: every market suspended for players until', 'resumed, whatever the feed sends'],
    run(args, call) {
      const reason = option(args, '--reason');
      const [eventId] = words(args, 1, 'sports suspend needs <eventId>');
      return call('/operator/sports/events/suspend', { eventId, ...optional('reason', reason) });
    },
  },
  {
    name: 'sports resume',
    args: '<eventId> [--reason "…"]',
    help: 'lifts the hold: the markets as the feed has left them',
    run(args, call) {
      const reason = option(args, '--reason');
      const [eventId] = words(args, 1, 'sports resume needs <eventId>');
      return call('/operator/sports/events/resume', { eventId, ...optional('reason', reason) });
    },
  },
  {
    name: 'sports settle',
    args: '<eventId> <home>-<away> --reason "…"',
    help: ['ends an event with its final score: its markets settled', 'from the score, then its bets'],
    run(args, call) {
      const reason = option(args, '--reason');
      const usage = 'sports settle needs <eventId> <home>-<away> --reason "<why it is settled by hand>"';
      const [eventId, score] = words(args, 2, usage);
      return call('/operator/sports/events/settle', { eventId, score: scoreArgument(score), reason: need(reason, usage) });
    },
  },
  {
    name: 'sports void',
    args: '<eventId> --reason "…"',
    help: ['calls an event off: its markets void, its bets refunded', '(a market the score decided keeps its result)'],
    run(args, call) {
      const reason = option(args, '--reason');
      const usage = 'sports void needs <eventId> --reason "<why it is called off>"';
      const [eventId] = words(args, 1, usage);
      return call('/operator/sports/events/void', { eventId, reason: need(reason, usage) });
    },
  },
];
