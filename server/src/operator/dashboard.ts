import {
  ACTIVE_PLAYER_MINUTES,
  DASHBOARD_DAYS,
  dashboardProducts,
  divideMinor,
  fromMinor,
  type DashboardDay,
  type DashboardFigure,
  type DashboardProduct,
  type DashboardSummary,
} from '@app/contract';
import type { DailyTotal } from '../ledger/index.ts';
import type { OperatorHandlers } from '../platform/operator-commands.ts';

/** What the dashboard reads, each from the domain that owns it. */
export interface DashboardDeps {
  /** The ledger's sums per day (UTC), currency, product and kind from `since`. */
  dailyTotals(since: Date): Promise<DailyTotal[]>;
  decimals(currency: string): Promise<number>;
  /** Units of each currency per unit of the house currency (the house currency's own is 1). */
  rates(codes: readonly string[]): Promise<Record<string, string>>;
  houseCurrency: string;
  activePlayers(minutes: number): Promise<number>;
  /** The sockets this instance's own process holds (null when realtime workers hold them). */
  socketsOpen(): number | null;
  pendingWithdrawals(): Promise<number>;
  pendingDocuments(): Promise<number>;
  now?(): Date;
}

/** Minor units per currency, one figure's worth. */
type Sums = Map<string, bigint>;

const HOUSE_DECIMALS = 2;
/**
 * How long after midnight (UTC) a day's sums may still change: a transfer carries the time its
 * transaction began, so one begun just before midnight may commit just after.
 */
export const DAY_SETTLES_AFTER_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

function add(sums: Sums, currency: string, amount: bigint): void {
  sums.set(currency, (sums.get(currency) ?? 0n) + amount);
}

function minus(a: Sums, b: Sums): Sums {
  const result: Sums = new Map(a);
  for (const [currency, amount] of b) add(result, currency, -amount);
  return result;
}

/** The day (UTC) `days` before `now`'s, as YYYY-MM-DD. */
function dayBefore(now: Date, days: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days));
  return day.toISOString().slice(0, 10);
}

/**
 * The ledger's sums of the dashboard's days. A day that is over (and settled: DAY_SETTLES_AFTER_MS)
 * never changes, since transfers are never changed nor back-dated: its sums are read once and kept
 * (minor units per currency: the rates are applied at each answer), so a call reads today's
 * transfers only (and yesterday's, just after midnight).
 */
export function settledDays(dailyTotals: DashboardDeps['dailyTotals']) {
  const kept = new Map<string, DailyTotal[]>();
  return async (dates: readonly string[], now: Date): Promise<DailyTotal[]> => {
    const settled = dates.filter((date) => Date.parse(`${date}T00:00:00.000Z`) + DAY_MS + DAY_SETTLES_AFTER_MS <= now.getTime());
    const open = dates.filter((date) => !settled.includes(date));
    const allKept = settled.every((date) => kept.has(date));
    const from = allKept && open.length > 0 ? open[0]! : dates[0]!;
    const read = await dailyTotals(new Date(`${from}T00:00:00.000Z`));
    if (!allKept) {
      kept.clear();
      for (const date of settled) kept.set(date, []);
      for (const row of read) kept.get(row.day)?.push(row);
    }
    return [...settled.flatMap((date) => kept.get(date) ?? []), ...read.filter((row) => open.includes(row.day))];
  };
}

/**
 * The dashboard's figures: for today (UTC) and the seven days before, deposits and withdrawals and
 * each product's stakes, payouts and gross gaming revenue, exactly per currency from the ledger's
 * transfers (one aggregate query; the days that are over are kept: settledDays) and totalled in
 * the house currency at the stored rates; the players active now, the sockets this instance holds,
 * and the queues waiting for the operator.
 */
export async function dashboardSummary(
  deps: DashboardDeps,
  totalsOf: (dates: readonly string[], now: Date) => Promise<DailyTotal[]> = settledDays(deps.dailyTotals),
): Promise<DashboardSummary> {
  const now = deps.now?.() ?? new Date();
  const dates = Array.from({ length: DASHBOARD_DAYS }, (_, index) => dayBefore(now, DASHBOARD_DAYS - 1 - index));
  const [totals, activePlayers, pendingWithdrawals, pendingDocuments] = await Promise.all([
    totalsOf(dates, now),
    deps.activePlayers(ACTIVE_PLAYER_MINUTES),
    deps.pendingWithdrawals(),
    deps.pendingDocuments(),
  ]);

  type DaySums = { deposits: Sums; withdrawals: Sums; stakes: Record<DashboardProduct, Sums>; payouts: Record<DashboardProduct, Sums> };
  const perProduct = () => Object.fromEntries(dashboardProducts.map((product) => [product, new Map()])) as Record<DashboardProduct, Sums>;
  const days = new Map<string, DaySums>(
    dates.map((date) => [date, { deposits: new Map(), withdrawals: new Map(), stakes: perProduct(), payouts: perProduct() }]),
  );
  const currencies = new Set<string>();
  for (const row of totals) {
    const day = days.get(row.day);
    if (!day) continue;
    currencies.add(row.currency);
    if (row.kind === 'deposit') add(day.deposits, row.currency, row.total);
    else if (row.kind === 'withdraw_payout') add(day.withdrawals, row.currency, row.total);
    else if (row.product !== 'payments') {
      if (row.kind === 'bet') add(day.stakes[row.product], row.currency, row.total);
      else if (row.kind === 'refund') add(day.stakes[row.product], row.currency, -row.total);
      else if (row.kind === 'win') add(day.payouts[row.product], row.currency, row.total);
    }
  }

  const codes = [...currencies].sort();
  const rates = await deps.rates(codes);
  const decimals = new Map<string, number>();
  for (const code of codes) decimals.set(code, await deps.decimals(code));
  const unconverted = codes.filter((code) => !rates[code] || !/[1-9]/.test(rates[code]));

  const figure = (sums: Sums): DashboardFigure => {
    let total = 0n;
    const byCurrency: DashboardFigure['byCurrency'] = [];
    for (const code of [...sums.keys()].sort()) {
      const amount = sums.get(code)!;
      const places = decimals.get(code) ?? 2;
      byCurrency.push({ currency: code, amount: fromMinor(amount, places) });
      const rate = rates[code];
      if (rate && !unconverted.includes(code)) total += divideMinor(amount, rate, { fromDecimals: places, toDecimals: HOUSE_DECIMALS });
    }
    return { total: fromMinor(total, HOUSE_DECIMALS), byCurrency };
  };
  const productFigures = (stakes: Sums, payouts: Sums) => ({
    stakes: figure(stakes),
    payouts: figure(payouts),
    ggr: figure(minus(stakes, payouts)),
  });

  const list: DashboardDay[] = dates.map((date) => {
    const day = days.get(date)!;
    const allStakes: Sums = new Map();
    const allPayouts: Sums = new Map();
    for (const product of dashboardProducts) {
      for (const [code, amount] of day.stakes[product]) add(allStakes, code, amount);
      for (const [code, amount] of day.payouts[product]) add(allPayouts, code, amount);
    }
    return {
      date,
      deposits: figure(day.deposits),
      withdrawals: figure(day.withdrawals),
      products: {
        originals: productFigures(day.stakes.originals, day.payouts.originals),
        provider: productFigures(day.stakes.provider, day.payouts.provider),
        sports: productFigures(day.stakes.sports, day.payouts.sports),
      },
      total: productFigures(allStakes, allPayouts),
    };
  });

  return {
    generatedAt: now.toISOString(),
    houseCurrency: deps.houseCurrency,
    rates: Object.fromEntries(codes.filter((code) => !unconverted.includes(code)).map((code) => [code, rates[code]!])),
    unconverted,
    days: list,
    live: { activePlayers, activeWindowMinutes: ACTIVE_PLAYER_MINUTES, socketsOpen: deps.socketsOpen() },
    queues: { pendingWithdrawals, pendingDocuments },
  };
}

export function dashboardOperatorHandlers(deps: DashboardDeps): OperatorHandlers<'/operator/dashboard/summary'> {
  const totalsOf = settledDays(deps.dailyTotals);
  return { '/operator/dashboard/summary': () => dashboardSummary(deps, totalsOf) };
}
