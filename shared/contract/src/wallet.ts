import { z } from 'zod';
import {
  currencyCodeSchema,
  decimalSchema,
  emptySchema,
  isoDateTimeSchema,
  moneySchema,
  pageOf,
  pageRequestSchema,
  positiveMoneySchema,
  userIdSchema,
} from './common.ts';
import { accountSettingsSchema } from './settings.ts';

/** A currency the platform knows (spec section 3); only enabled and not hidden ones are used (section 5). */
export const currencySchema = z.object({
  currency: currencyCodeSchema,
  name: z.string(),
  /** Digits after the decimal point of the currency's amounts. */
  decimals: z.number().int().min(0).max(8),
  aggregatedEnabled: z.boolean(),
  aggregatedHidden: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;
export const currenciesRequestSchema = z.object({ aggregated: z.boolean().optional() });
export const currenciesResponseSchema = z.object({ currencies: z.array(currencySchema) });

/** The visible currencies (spec section 5): aggregatedEnabled and not aggregatedHidden. */
export function visibleCurrencies<T extends Pick<Currency, 'aggregatedEnabled' | 'aggregatedHidden'>>(list: readonly T[]): T[] {
  return list.filter((entry) => entry.aggregatedEnabled && !entry.aggregatedHidden);
}

/** Exchange rates: units of each currency for one unit of the base currency (USD). */
export const exchangeRatesRequestSchema = z.object({
  currencies: z.array(currencyCodeSchema).max(100),
  baseCurrency: currencyCodeSchema,
});
export const exchangeRatesSchema = z.record(z.string(), decimalSchema);
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
export const exchangeRatesResponseSchema = z.object({
  baseCurrency: currencyCodeSchema,
  exchangeRates: exchangeRatesSchema,
  updatedAt: isoDateTimeSchema,
});

export const accountSettingsRequestSchema = emptySchema;
export const accountSettingsResponseSchema = z.object({ accountSettings: accountSettingsSchema });

/** One balance entry (spec section 3); amounts are decimal strings in the currency's major unit. */
export const balanceSchema = z.object({ currency: currencyCodeSchema, cash: moneySchema, operatorBonus: moneySchema });
export type Balance = z.infer<typeof balanceSchema>;
export const balancesRequestSchema = z.object({ userId: userIdSchema });
export const balancesResponseSchema = z.object({ balances: z.array(balanceSchema) });

export const balanceDetailsRequestSchema = z.object({ currency: currencyCodeSchema });
export const balanceDetailsResponseSchema = z.object({
  balance: balanceSchema.extend({
    withdrawable: moneySchema,
    wageringRequired: moneySchema,
    wageringDone: moneySchema,
  }),
});

export const bonusTransferRequestSchema = z.object({
  currency: currencyCodeSchema,
  amount: positiveMoneySchema,
  idempotencyKey: z.string().min(8).max(100),
});
export const bonusTransferResponseSchema = z.object({ balance: balanceSchema });

export const depositRewardSequenceRequestSchema = emptySchema;
export const depositRewardSchema = z.object({
  sequence: z.number().int().min(1),
  matchPercent: z.number().int().min(0),
  maxBonus: moneySchema,
  currency: currencyCodeSchema,
  claimed: z.boolean(),
});
export const depositRewardSequenceResponseSchema = z.object({
  rewards: z.array(depositRewardSchema),
  nextSequence: z.number().int().nullable(),
});

/** Payment channels, deposits, withdrawals, bank cards and the transaction history. */
export const paymentChannelSchema = z.object({
  channelId: z.string(),
  name: z.string(),
  kind: z.enum(['fiat', 'bank_card']),
  currency: currencyCodeSchema,
  minAmount: moneySchema,
  maxAmount: moneySchema,
});
export const paymentChannelPageRequestSchema = pageRequestSchema.extend({
  currency: currencyCodeSchema.optional(),
  direction: z.enum(['deposit', 'withdraw']),
});
export const paymentChannelPageResponseSchema = pageOf(paymentChannelSchema);

export const depositInitiateRequestSchema = z.object({
  channelId: z.string().min(1).max(64),
  currency: currencyCodeSchema,
  amount: positiveMoneySchema,
  bankCardId: z.string().max(64).optional(),
  idempotencyKey: z.string().min(8).max(100),
});
export const transactionStatusSchema = z.enum(['pending', 'success', 'failed', 'cancelled', 'reviewing']);
export const depositInitiateResponseSchema = z.object({
  transactionId: z.string(),
  status: transactionStatusSchema,
  /** Where the player completes the payment, when the channel has a payment page. */
  redirectUrl: z.string().nullable(),
});

export const withdrawReviewRequestSchema = z.object({
  channelId: z.string().min(1).max(64),
  currency: currencyCodeSchema,
  amount: positiveMoneySchema,
  bankCardId: z.string().max(64).optional(),
  idempotencyKey: z.string().min(8).max(100),
});
export const withdrawReviewResponseSchema = z.object({ transactionId: z.string(), status: transactionStatusSchema });

export const transactionSchema = z.object({
  transactionId: z.string(),
  type: z.enum(['deposit', 'withdraw', 'bonus', 'bet', 'win', 'adjustment', 'transfer']),
  currency: currencyCodeSchema,
  amount: moneySchema,
  status: transactionStatusSchema,
  createdAt: isoDateTimeSchema,
});
export const transactionPageRequestSchema = pageRequestSchema.extend({
  type: transactionSchema.shape.type.optional(),
  currency: currencyCodeSchema.optional(),
});
export const transactionPageResponseSchema = pageOf(transactionSchema);

export const paymentAddressRequestSchema = z.object({ currency: currencyCodeSchema, channelId: z.string().min(1).max(64) });
export const paymentAddressResponseSchema = z.object({ address: z.string(), memo: z.string().nullable(), currency: currencyCodeSchema });

export const bankCardSchema = z.object({
  bankCardId: z.string(),
  holderName: z.string(),
  bankName: z.string(),
  /** Only the last four digits ever leave the platform. */
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  isDefault: z.boolean(),
});
const bankCardInputSchema = z.object({
  holderName: z.string().trim().min(1).max(100),
  bankName: z.string().trim().min(1).max(100),
  cardNumber: z.string().regex(/^\d{12,19}$/, 'a card number'),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  isDefault: z.boolean().optional(),
});
export const bankCardListRequestSchema = emptySchema;
export const bankCardListResponseSchema = z.object({ bankCards: z.array(bankCardSchema) });
export const bankCardAddRequestSchema = bankCardInputSchema;
export const bankCardAddResponseSchema = z.object({ bankCard: bankCardSchema });
export const bankCardUpdateRequestSchema = z.object({
  bankCardId: z.string().min(1).max(64),
  holderName: bankCardInputSchema.shape.holderName.optional(),
  isDefault: z.boolean().optional(),
});
export const bankCardUpdateResponseSchema = bankCardAddResponseSchema;
export const bankCardDeleteRequestSchema = z.object({ bankCardId: z.string().min(1).max(64) });
