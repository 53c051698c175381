import {
  fromBasisPoints,
  toBasisPoints,
  toMinor,
  type OddsChange,
  type OperatorRequest,
  type SportsOperatorSettings,
  type SportsRulesPatch,
} from '@app/contract';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../http/errors.ts';
import { numberOption, option, optional, words, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import type { EventBus } from '../platform/bus.ts';
import { sportsRepository as repository, type LimitRow } from './repository.ts';
import type { SportsCatalogue } from './service.ts';

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

type SportsPath = '/operator/sports/settings/get' | '/operator/sports/settings/update' | '/operator/sports/limits/set';

/** The operator's calls on the sportsbook's rules and stake limits. */
export function sportsOperatorHandlers(sports: {
  operator: Pick<SportsOperator, 'settings' | 'update' | 'setLimits'>;
}): OperatorHandlers<SportsPath> {
  const { operator } = sports;
  return {
    '/operator/sports/settings/get': () => operator.settings(),
    '/operator/sports/settings/update': (body) => operator.update(body),
    '/operator/sports/limits/set': (body) => operator.setLimits(body),
  };
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
];
