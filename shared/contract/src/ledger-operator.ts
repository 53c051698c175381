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
  /** Minor units as decimal strings, per account (house:operator, provider:<name>) and currency. */
  system: z.array(z.object({ account: z.string(), currency: currencyCodeSchema, balance: z.string().regex(/^-?\d+$/) })),
});
export type LedgerReportBody = z.infer<typeof ledgerReportSchema>;

/** The ledger's operator API. */
export const ledgerOperatorEndpoints = {
  '/operator/ledger/check': { access: 'operator', permission: 'ledger.read', request: emptySchema, response: ledgerReportSchema },
} as const satisfies Record<string, EndpointDefinition>;
