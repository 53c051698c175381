import type { Transaction } from '@app/contract';
import { fromMinor, maxMinor, toMinor } from '@app/contract/money';
import { unsigned } from '../../../shared/model/amounts.ts';

/** What a payment left in or took from the balance: its amount less the fee, in the currency's decimals. */
export function netAmount(transaction: Pick<Transaction, 'amount' | 'fee'>, decimals: number): string {
  try {
    const net = toMinor(unsigned(transaction.amount), decimals) - toMinor(unsigned(transaction.fee), decimals);
    return fromMinor(maxMinor(net, 0n), decimals);
  } catch {
    return unsigned(transaction.amount);
  }
}
