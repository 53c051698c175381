import { z } from 'zod';
import {
  currencyCodeSchema,
  decimalSchema,
  emptySchema,
  idSchema,
  isoDateTimeSchema,
  isoDateSchema,
  moneySchema,
  nameSchema,
  cursorPageOf,
  cursorPageRequestSchema,
  pageOf,
  pageRequestSchema,
  positiveMoneySchema,
  sitePathSchema,
  textSchema,
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

/**
 * One credit of bonus money (a lot). Only stakes made after it was credited count towards its
 * wagering, at the operator's share for the kind of game, oldest lot first; once `wagered` reaches
 * `wageringRequired` it is completed and what is left of it may move to cash. A lot still wagering
 * at `expiresAt` expires: what is left of it goes back to the house. The player may forfeit one.
 */
export const bonusLotStatusSchema = z.enum(['wagering', 'completed', 'forfeited', 'expired']);
export const bonusLotSchema = z.object({
  lotId: z.string(),
  currency: currencyCodeSchema,
  /** What was credited. */
  amount: moneySchema,
  /** What is left of it (bonus money won while it is wagering joins it). */
  remaining: moneySchema,
  wageringRequired: moneySchema,
  wagered: moneySchema,
  status: bonusLotStatusSchema,
  /** What credited it: deposit-reward:<n>, vip-reward, bonus-win ... */
  source: z.string(),
  creditedAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
});
export type BonusLot = z.infer<typeof bonusLotSchema>;

export const balanceDetailsRequestSchema = z.object({ currency: currencyCodeSchema });
export const balanceDetailsResponseSchema = z.object({
  balance: balanceSchema.extend({
    /** Cash the player may withdraw now (cash; bonus money never is). */
    withdrawable: moneySchema,
    /** Cash held for withdrawals still in review or being paid out. */
    pendingWithdrawal: moneySchema,
    /** Wagering the lots still wagering ask for before they may become cash, and how much is done. */
    wageringRequired: moneySchema,
    wageringDone: moneySchema,
  }),
  /** The lots still wagering and the completed ones with money left, oldest first. */
  lots: z.array(bonusLotSchema).default([]),
});

/** Gives up a lot still wagering: what is left of it goes back to the house (a money call, Idempotency-Key). */
export const bonusForfeitRequestSchema = z.object({ lotId: idSchema });
export const bonusForfeitResponseSchema = z.object({ lot: bonusLotSchema, balance: balanceSchema });

/** Moves the money of completed bonus lots to cash (WAGERING_NOT_COMPLETE for more than they hold). */
export const bonusTransferRequestSchema = z.object({ currency: currencyCodeSchema, amount: positiveMoneySchema });
export const bonusTransferResponseSchema = z.object({ balance: balanceSchema, transactionId: z.string() });

/** The deposit rewards in order: the n-th settled deposit earns the n-th reward, once. */
export const depositRewardSequenceRequestSchema = emptySchema;
export const depositRewardSchema = z.object({
  sequence: z.number().int().min(1),
  matchPercent: z.number().int().min(0),
  maxBonus: moneySchema,
  minDeposit: moneySchema,
  currency: currencyCodeSchema,
  /** Times the bonus must be wagered before it may become cash. */
  wageringMultiplier: z.number().int().min(0),
  claimed: z.boolean(),
});
export const depositRewardSequenceResponseSchema = z.object({
  rewards: z.array(depositRewardSchema),
  nextSequence: z.number().int().nullable(),
});

/* ----- Payment channels ----- */

export const paymentDirectionSchema = z.enum(['deposit', 'withdraw']);
/**
 * How a channel moves the money: `fiat`, through the payment provider's own page (deposit) or
 * account (payout); `bank_card`, with one of the player's bank cards; `bank_transfer`, to a stable
 * address of the player's own (/payment/address/get), such as a PIX key or a virtual account.
 */
export const paymentChannelKindSchema = z.enum(['fiat', 'bank_card', 'bank_transfer']);
export type PaymentChannelKind = z.infer<typeof paymentChannelKindSchema>;
export const paymentChannelSchema = z.object({
  channelId: z.string(),
  name: z.string(),
  kind: paymentChannelKindSchema,
  direction: paymentDirectionSchema,
  currency: currencyCodeSchema,
  minAmount: moneySchema,
  maxAmount: moneySchema,
  /** The fee is feeFixed + amount × feePercent / 100, rounded up to the currency's decimals, taken out of the amount. */
  feePercent: decimalSchema,
  feeFixed: moneySchema,
  /** Amounts offered as quick picks, within min and max. */
  quickAmounts: z.array(moneySchema).max(6),
  /** How long the money usually takes to arrive. */
  eta: z.enum(['instant', 'minutes', 'hours', 'days']),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;
export const paymentChannelPageRequestSchema = pageRequestSchema.extend({
  currency: currencyCodeSchema.optional(),
  direction: paymentDirectionSchema,
  kind: paymentChannelKindSchema.optional(),
});
export const paymentChannelPageResponseSchema = pageOf(paymentChannelSchema);

/* ----- Bank cards ----- */

export const cardBrandSchema = z.enum(['visa', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay', 'maestro', 'other']);
export type CardBrand = z.infer<typeof cardBrandSchema>;

/** The Luhn check digit test every payment card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card brand from the number's prefix (the issuer identification number ranges). */
export function cardBrand(digits: string): CardBrand {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  const six = Number(digits.slice(0, 6));
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (six >= 222100 && six <= 272099)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (four === 6011 || digits.startsWith('65') || (six >= 644000 && six <= 649999)) return 'discover';
  if (four >= 3528 && four <= 3589) return 'jcb';
  if (two === 62) return 'unionpay';
  if (['50', '56', '57', '58', '63', '67'].includes(digits.slice(0, 2))) return 'maestro';
  return 'other';
}

/** A card number as typed (spaces and dashes allowed), read as its digits: 12 to 19, passing Luhn. */
export const cardNumberSchema = textSchema
  .max(64)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{12,19}$/, 'a card number of 12 to 19 digits')
      .refine(luhnValid, 'a valid card number'),
  );

/** Whether a card's expiry month is still to come or is the current month. */
export function cardExpiryInFuture(month: number, year: number, now = new Date()): boolean {
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export const bankCardSchema = z.object({
  bankCardId: z.string(),
  holderName: z.string(),
  brand: cardBrandSchema,
  /** Only the brand, the last four digits and the expiry are kept; the full number never is. */
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  isDefault: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const holderNameSchema = nameSchema.min(2);
export const bankCardAddRequestSchema = z
  .object({
    holderName: holderNameSchema,
    cardNumber: cardNumberSchema,
    expiryMonth: z.number().int().min(1).max(12),
    expiryYear: z.number().int().min(2000).max(2100),
    isDefault: z.boolean().optional(),
  })
  .refine((card) => cardExpiryInFuture(card.expiryMonth, card.expiryYear), {
    message: 'an expiry date in the future',
    path: ['expiryYear'],
  });
export const bankCardListRequestSchema = emptySchema;
export const bankCardListResponseSchema = z.object({ bankCards: z.array(bankCardSchema) });
export const bankCardAddResponseSchema = z.object({ bankCard: bankCardSchema });
export const bankCardUpdateRequestSchema = z.object({
  bankCardId: idSchema,
  holderName: holderNameSchema.optional(),
  isDefault: z.boolean().optional(),
});
export const bankCardUpdateResponseSchema = bankCardAddResponseSchema;
export const bankCardDeleteRequestSchema = z.object({ bankCardId: idSchema });

/* ----- Transactions ----- */

export const transactionTypeSchema = z.enum(['deposit', 'withdraw', 'bonus', 'bonus_transfer', 'bet', 'win', 'refund', 'adjustment']);
export type TransactionType = z.infer<typeof transactionTypeSchema>;
/**
 * Where a payment stands. A deposit: pending → success | failed | cancelled. A withdrawal: reviewing
 * → approved → success, or reviewing → rejected (the amount goes back to cash). Ledger-only kinds
 * (bonus, bet, win, refund, adjustment) are success.
 */
export const transactionStatusSchema = z.enum(['pending', 'reviewing', 'approved', 'success', 'failed', 'rejected', 'cancelled']);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;
export const transactionStepSchema = z.object({
  status: transactionStatusSchema,
  at: isoDateTimeSchema,
  /** The operator's reason a withdrawal was rejected, or the provider's for a failed payment. */
  note: z.string().nullable(),
});
export const transactionSchema = z.object({
  transactionId: z.string(),
  type: transactionTypeSchema,
  currency: currencyCodeSchema,
  /** Signed from the player's side: money in is positive, money out negative. */
  amount: moneySchema,
  /** The channel's fee taken out of the amount ("0" where none). */
  fee: moneySchema,
  status: transactionStatusSchema,
  channelName: z.string().nullable(),
  bankCard: bankCardSchema.pick({ brand: true, last4: true }).nullable(),
  /** Every status the transaction has been through, oldest first. */
  steps: z.array(transactionStepSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionPageRequestSchema = cursorPageRequestSchema.extend({
  type: transactionTypeSchema.optional(),
  currency: currencyCodeSchema.optional(),
  status: transactionStatusSchema.optional(),
  /** Inclusive calendar days (UTC), YYYY-MM-DD. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  transactionId: idSchema.optional(),
});
/** Newest first, paged by cursor. */
export const transactionPageResponseSchema = cursorPageOf(transactionSchema);

/* ----- Deposits and withdrawals (each needs an Idempotency-Key header) ----- */

export const depositInitiateRequestSchema = z.object({
  channelId: idSchema,
  currency: currencyCodeSchema,
  amount: positiveMoneySchema,
  /** The card to pay with, on a bank_card channel. */
  bankCardId: idSchema.optional(),
  /** Where the provider's page sends the player back to: a path of this site. */
  returnPath: sitePathSchema.optional(),
});
export const depositInitiateResponseSchema = z.object({
  transaction: transactionSchema,
  /** The provider's hosted payment page, where the player confirms or declines. */
  redirectUrl: z.string(),
});

export const withdrawReviewRequestSchema = z.object({
  channelId: idSchema,
  currency: currencyCodeSchema,
  amount: positiveMoneySchema,
  /** The card paid out to, on a bank_card channel. */
  bankCardId: idSchema.optional(),
});
export const withdrawReviewResponseSchema = z.object({ transaction: transactionSchema });

/** A stable deposit address of the player's own on a bank_transfer channel. */
export const paymentAddressRequestSchema = z.object({ currency: currencyCodeSchema, channelId: idSchema });
export const paymentAddressResponseSchema = z.object({
  address: z.string(),
  /** A reference the player adds to the transfer, where the channel needs one. */
  memo: z.string().nullable(),
  currency: currencyCodeSchema,
  channelId: z.string(),
});
