import { fromMinor, type CardBrand, type Transaction } from '@app/contract';
import type { PaymentRow, StepRow } from './repository.ts';

/** A payment as the player sees it: signed from their side (money in positive), with every step. */
export function toTransaction(row: PaymentRow, steps: readonly StepRow[], decimals: number): Transaction {
  const amount = BigInt(row.amount);
  return {
    transactionId: row.id,
    type: row.type,
    currency: row.currency,
    amount: fromMinor(row.type === 'withdraw' ? -amount : amount, decimals),
    fee: fromMinor(BigInt(row.fee), decimals),
    status: row.status,
    channelName: row.channel_name,
    bankCard: row.card_brand && row.card_last4 ? { brand: row.card_brand as CardBrand, last4: row.card_last4 } : null,
    steps: steps.map((step) => ({ status: step.status, at: step.at.toISOString(), note: step.note })),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
