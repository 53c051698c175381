// The money rules shared by deposits and withdrawals: what a channel takes as its fee and what the
// player receives, computed in integer minor units with the contract's own functions (the same
// arithmetic the platform uses), and the amount schema a channel's form checks.
import type { PaymentChannel } from '@app/contract';
import { channelFeeMinor, compareDecimal, fromMinor, maxMinor, toMinor } from '@app/contract/money';
import { amountSchema, messageKey } from '@app/ui/forms';

export type FeeRules = Pick<PaymentChannel, 'feePercent' | 'feeFixed'>;

export interface FeePreview {
  /** The amount as the platform will read it ("25.50"). */
  amount: string;
  /** The channel's fee, taken out of the amount. */
  fee: string;
  /** What arrives: the amount less the fee, never below zero. */
  receive: string;
  /** The amount is larger than the fee (the platform refuses it otherwise: AMOUNT_NOT_ABOVE_FEE). */
  coversFee: boolean;
}

/** A plain decimal as the form holds it ("12", "12.5", "12." while typing). */
const TYPED_AMOUNT = /^\d{1,18}(\.\d*)?$/;

/**
 * The fee and the amount received for what the player typed, or null while it is not an amount
 * (empty, zero, more decimals than the currency has).
 */
export function feePreview(typed: string, channel: FeeRules, decimals: number): FeePreview | null {
  const value = typed.trim();
  if (!TYPED_AMOUNT.test(value)) return null;
  let amountMinor: bigint;
  let feeMinor: bigint;
  try {
    amountMinor = toMinor(value.replace(/\.$/, ''), decimals);
    feeMinor = channelFeeMinor(amountMinor, channel, decimals);
  } catch {
    return null;
  }
  if (amountMinor <= 0n) return null;
  const receiveMinor = amountMinor - feeMinor;
  return {
    amount: fromMinor(amountMinor, decimals),
    fee: fromMinor(feeMinor, decimals),
    receive: fromMinor(maxMinor(receiveMinor, 0n), decimals),
    coversFee: receiveMinor > 0n,
  };
}

/** Whether a channel charges anything at all. */
export function chargesFee(channel: FeeRules): boolean {
  return /[1-9]/.test(channel.feePercent) || /[1-9]/.test(channel.feeFixed);
}

/** A decimal amount without its sign ("-12.50" is "12.50"). */
export function unsigned(amount: string): string {
  return amount.replace(/^[-+]/, '');
}

export interface ChannelAmountRules {
  channel: Pick<PaymentChannel, 'currency' | 'minAmount' | 'maxAmount' | 'feePercent' | 'feeFixed'>;
  /** The currency's decimals. */
  decimals: number;
  /** The most the player has (withdrawable cash), where it is less than the channel's maximum. */
  available?: string | undefined;
}

/**
 * The amount a channel takes: the kit's amount rules (required, the currency's decimals, the
 * channel's minimum and maximum), no more than the player has, and more than the fee.
 */
export function channelAmountSchema({ channel, decimals, available }: ChannelAmountRules) {
  const money = (amount: string) => ({ money: amount, currency: channel.currency, decimals });
  return amountSchema({ currency: channel.currency, decimals, min: channel.minAmount, max: channel.maxAmount })
    .refine((value) => available === undefined || compareDecimal(value, available) <= 0, {
      error: messageKey('wallet:amount.aboveAvailable', { amount: money(available ?? '0') }),
      abort: true,
    })
    .superRefine((value, context) => {
      const preview = feePreview(value, channel, decimals);
      if (preview && !preview.coversFee) {
        context.addIssue({ code: 'custom', message: messageKey('wallet:amount.notAboveFee', { fee: money(preview.fee) }) });
      }
    });
}

/** How many quick amounts a withdrawal offers beside Max. */
export const WITHDRAW_QUICK_COUNT = 4;

/**
 * The quick amounts of a withdrawal, from what the player can take out: the largest round amounts
 * (1, 2 or 5 times a power of ten) from the channel's minimum up to below `max` (the balance or the
 * channel's maximum, whichever is less), so that every one is open; Max takes `max` itself.
 * €199 with a €20 minimum offers €20, €50, €100 and Max.
 */
export function withdrawQuickAmounts(min: string, max: string, decimals: number): string[] {
  const low = toMinor(min, decimals, { truncate: true });
  const high = toMinor(max, decimals, { truncate: true });
  const round: bigint[] = [];
  for (let power = 1n; power <= high; power *= 10n) {
    for (const step of [1n, 2n, 5n]) {
      const amount = step * power;
      if (amount >= low && amount < high) round.push(amount);
    }
  }
  return round.slice(-WITHDRAW_QUICK_COUNT).map((amount) => fromMinor(amount, decimals));
}
