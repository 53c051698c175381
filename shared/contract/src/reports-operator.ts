import { z } from 'zod';
import { currencyCodeSchema, decimalSchema, emptySchema, isoDateSchema, isoDateTimeSchema, moneySchema } from './common.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';

/** The dashboard's days: today (UTC) and the seven before it. */
export const DASHBOARD_DAYS = 8;
/** A player counts as active now when a session of theirs was started or refreshed this recently (an access token's life). */
export const ACTIVE_PLAYER_MINUTES = 15;

/** The products whose bets the dashboard sums, told apart by the ledger reference of each bet, win and refund. */
export const dashboardProducts = ['originals', 'provider', 'sports'] as const;
export type DashboardProduct = (typeof dashboardProducts)[number];

/**
 * One figure: exactly per currency (the ledger's sums), and its total in the house currency at the
 * stored exchange rates, to the cent (rounded toward zero) (a currency without a rate is left out of the
 * total and named in `unconverted`).
 */
export const dashboardFigureSchema = z.object({
  total: moneySchema,
  byCurrency: z.array(z.object({ currency: currencyCodeSchema, amount: moneySchema })),
});
export type DashboardFigure = z.infer<typeof dashboardFigureSchema>;

/**
 * What one product took and paid on a day: stakes are the bets' stakes (cash and bonus money) less
 * the stakes refunded, payouts the wins paid (cash-outs included), gross gaming revenue stakes less
 * payouts.
 */
export const dashboardProductFiguresSchema = z.object({
  stakes: dashboardFigureSchema,
  payouts: dashboardFigureSchema,
  ggr: dashboardFigureSchema,
});

export const dashboardDaySchema = z.object({
  date: isoDateSchema,
  /** Deposits credited to players' cash (the amount less its fee). */
  deposits: dashboardFigureSchema,
  /** Withdrawals paid out (the amount less its fee). */
  withdrawals: dashboardFigureSchema,
  products: z.object({
    originals: dashboardProductFiguresSchema,
    provider: dashboardProductFiguresSchema,
    sports: dashboardProductFiguresSchema,
  }),
  /** The three products together. */
  total: dashboardProductFiguresSchema,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardSummarySchema = z.object({
  generatedAt: isoDateTimeSchema,
  /** The currency of every total. */
  houseCurrency: currencyCodeSchema,
  /** Units of each currency per unit of the house currency, as the totals used them. */
  rates: z.record(currencyCodeSchema, decimalSchema),
  /** Currencies with money on the dashboard but no rate: in byCurrency, not in the totals. */
  unconverted: z.array(currencyCodeSchema),
  /** Oldest first: today is the last. */
  days: z.array(dashboardDaySchema),
  live: z.object({
    /** Players with a session started or refreshed in the last activeWindowMinutes, not ended. */
    activePlayers: z.number().int().min(0),
    activeWindowMinutes: z.number().int().min(1),
    /**
     * Realtime sockets open on the instance that answered (each instance counts its own); null when
     * its sockets are held by realtime workers (REALTIME_WORKERS), which do not report a count.
     */
    socketsOpen: z.number().int().min(0).nullable(),
  }),
  queues: z.object({
    /** Withdrawals waiting for the operator's decision. */
    pendingWithdrawals: z.number().int().min(0),
    /** Identity documents waiting for review. */
    pendingDocuments: z.number().int().min(0),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** The operator's reports: the back office's dashboard. */
export const reportsOperatorEndpoints = {
  '/operator/dashboard/summary': {
    access: 'operator',
    permission: 'reports.read',
    request: emptySchema,
    response: dashboardSummarySchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
