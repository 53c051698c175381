import {
  cardExpiryInFuture,
  channelFeeMinor,
  fromMinor,
  toMinor,
  type AccountSettings,
  type BankCard,
  type PaymentChannel,
} from '@app/contract';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { ApiError, minorUnitsOf } from '../http/errors.ts';
import type { Ledger, Transfer } from '../ledger/index.ts';
import type { PaymentRow } from './repository.ts';

/** What a deposit or a withdrawal asks for, checked against the channel and the player. */
export interface PaymentRequest {
  channelId: string;
  currency: string;
  amount: string;
  bankCardId?: string | undefined;
}

/** A request that passed every check: the channel, the card, and the amount and fee in minor units. */
export interface CheckedPayment {
  channel: PaymentChannel;
  card: BankCard | undefined;
  amount: bigint;
  fee: bigint;
  decimals: number;
}

export interface RuleDeps {
  channel(channelId: string): Promise<PaymentChannel | undefined>;
  card(userId: string, bankCardId: string): Promise<BankCard | undefined>;
  settings(): Promise<AccountSettings>;
  decimals(currency: string): Promise<number>;
}

/** The verification level the operator asks for before a deposit or a withdrawal. */
function checkKycLevel(user: UserRow, settings: AccountSettings, direction: PaymentChannel['direction']): void {
  const { minDepositKycLevel, minWithdrawKycLevel } = settings.paymentSettings;
  const requiredLevel = direction === 'deposit' ? minDepositKycLevel : minWithdrawKycLevel;
  if (user.kyc_level < requiredLevel) {
    throw new ApiError('KYC_LEVEL_REQUIRED', `Verify your account to level ${requiredLevel} first`, {
      requiredLevel,
      currentLevel: user.kyc_level,
    });
  }
}

/**
 * Checks a deposit or a withdrawal before anything moves: the player's verification level, a channel
 * of that direction and currency, the card on a card channel (the player's own, not expired), and
 * the amount within the channel's limits and above its fee.
 */
export async function checkPayment(
  deps: RuleDeps,
  user: UserRow,
  direction: PaymentChannel['direction'],
  request: PaymentRequest,
): Promise<CheckedPayment> {
  checkKycLevel(user, await deps.settings(), direction);
  const channel = await deps.channel(request.channelId);
  if (!channel || channel.direction !== direction || channel.currency !== request.currency) {
    throw new ApiError('CHANNEL_NOT_AVAILABLE', 'This payment method is not available');
  }
  const decimals = await deps.decimals(channel.currency);
  const amount = minorUnitsOf(request.amount, decimals);
  if (amount < toMinor(channel.minAmount, decimals)) {
    throw new ApiError('AMOUNT_BELOW_MINIMUM', `The smallest amount is ${channel.minAmount}`, {
      minAmount: channel.minAmount,
      currency: channel.currency,
    });
  }
  if (amount > toMinor(channel.maxAmount, decimals)) {
    throw new ApiError('AMOUNT_ABOVE_MAXIMUM', `The largest amount is ${channel.maxAmount}`, {
      maxAmount: channel.maxAmount,
      currency: channel.currency,
    });
  }
  const fee = channelFeeMinor(amount, channel, decimals);
  if (fee >= amount) {
    throw new ApiError('AMOUNT_NOT_ABOVE_FEE', 'The amount does not cover the fee', {
      fee: fromMinor(fee, decimals),
      currency: channel.currency,
    });
  }
  let card: BankCard | undefined;
  if (channel.kind === 'bank_card') {
    if (!request.bankCardId) throw new ApiError('BANK_CARD_REQUIRED', 'Choose a bank card');
    card = await deps.card(user.id, request.bankCardId);
    if (!card) throw new ApiError('BANK_CARD_NOT_FOUND', 'No such bank card');
    if (!cardExpiryInFuture(card.expiryMonth, card.expiryYear)) throw new ApiError('BANK_CARD_EXPIRED', 'This bank card has expired');
  }
  return { channel, card, amount, fee, decimals };
}

/** What a payment's row records of its checked request: the channel, the card, and the amount and fee in minor units. */
export function checkedColumns(
  checked: CheckedPayment,
): Pick<PaymentRow, 'currency' | 'amount' | 'fee' | 'channel_id' | 'channel_name' | 'bank_card_id' | 'card_brand' | 'card_last4'> {
  return {
    currency: checked.channel.currency,
    amount: checked.amount.toString(),
    fee: checked.fee.toString(),
    channel_id: checked.channel.channelId,
    channel_name: checked.channel.name,
    bank_card_id: checked.card?.bankCardId ?? null,
    card_brand: checked.card?.brand ?? null,
    card_last4: checked.card?.last4 ?? null,
  };
}

/**
 * Moves a settled payment's amount: all but the fee to where the payment goes (the player's cash, the
 * payout provider), the fee, when there is one, to the house; both under the payment's reference.
 */
export async function transferLessFee(ledger: Pick<Ledger, 'transfer'>, tx: Db, transfer: Transfer & { fee: bigint }): Promise<void> {
  const { fee, ...payment } = transfer;
  await ledger.transfer(tx, { ...payment, amount: payment.amount - fee });
  if (fee > 0n) await ledger.transfer(tx, { ...payment, to: { type: 'house' }, amount: fee, kind: 'fee' });
}
