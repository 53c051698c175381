import { z } from 'zod';
import { LIMIT_COOLING_HOURS, currencyCodeSchema, limitPeriodSchema, type LimitPeriod, type WalletRgConfig } from '@app/contract';
import { compareDecimal } from '@app/contract/money';
import { amountSchema } from '@app/ui/forms';

/** The form's values as the fields hold them. */
export interface LimitFormValues {
  period: LimitPeriod;
  currency: string;
  amount: string;
}

/**
 * The limit form's rules: a period, a currency, and an amount with no more decimals than that
 * currency has (its decimals change with the currency chosen, so the amount is checked after it).
 */
export function limitFormSchema(decimalsOf: (currency: string) => number) {
  return z
    .object({
      period: limitPeriodSchema,
      currency: z.string().min(1, 'forms.errors.choose').pipe(currencyCodeSchema),
      amount: z.string(),
    })
    .transform((values, context) => {
      const amount = amountSchema({ currency: values.currency, decimals: decimalsOf(values.currency) }).safeParse(values.amount);
      if (!amount.success) {
        for (const issue of amount.error.issues) context.addIssue({ code: 'custom', path: ['amount'], message: issue.message });
        return z.NEVER;
      }
      return { ...values, amount: amount.data };
    });
}

/** What saving an amount does to the limit of that period and currency. */
export type LimitChange = 'new' | 'lower' | 'raise' | 'same';

export function limitChange(existing: Pick<WalletRgConfig, 'amount'> | undefined, amount: string): LimitChange {
  if (!existing) return 'new';
  const order = compareDecimal(amount, existing.amount);
  return order < 0 ? 'lower' : order > 0 ? 'raise' : 'same';
}

/** When a raise asked for now would apply (after the cooling period). */
export function raiseAppliesAt(now: number = Date.now()): string {
  return new Date(now + LIMIT_COOLING_HOURS * 3_600_000).toISOString();
}

/** How much of a limit the period has used, from 0 (and past 100 when over), for the bar. */
export function usedShare(limit: Pick<WalletRgConfig, 'amount' | 'used'>): number {
  const amount = Number(limit.amount);
  const used = Number(limit.used);
  return amount > 0 && Number.isFinite(used) ? Math.max(0, (used / amount) * 100) : 0;
}
