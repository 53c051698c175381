import { z } from 'zod';
import { currencyCodeSchema, emptySchema } from './common.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';

/** What `ledger check` finds: counts, each broken invariant, and what the house and providers hold. */
export const ledgerReportSchema = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  transfers: z.number().int(),
  entries: z.number().int(),
  balances: z.number().int(),
  breaches: z.array(
    z.object({
      invariant: z.enum(['transfer_unbalanced', 'negative_balance', 'balance_mismatch']),
      detail: z.string(),
    }),
  ),
  /**
   * Per account (house:operator, provider:<name>) and currency: `balance` in minor units as a decimal
   * string, `amount` the same in the currency's major unit ("-1250.50").
   */
  system: z.array(
    z.object({
      account: z.string(),
      currency: currencyCodeSchema,
      balance: z.string().regex(/^-?\d+$/),
      amount: z.string().regex(/^-?\d+(\.\d+)?$/),
    }),
  ),
});
export type LedgerReportBody = z.infer<typeof ledgerReportSchema>;

/** The ledger's operator API. */
export const ledgerOperatorEndpoints = {
  '/operator/ledger/check': { access: 'operator', permission: 'ledger.read', request: emptySchema, response: ledgerReportSchema },
} as const satisfies Record<string, EndpointDefinition>;
