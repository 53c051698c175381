import { fromMinor, toMinor, type Transaction } from '@app/contract';
import { unsigned } from '../../../shared/model/amounts.ts';

/** What a payment left in or took from the balance: its amount less the fee, in the currency's decimals. */
export function netAmount(transaction: Pick<Transaction, 'amount' | 'fee'>, decimals: number): string {
  try {
    const net = toMinor(unsigned(transaction.amount), decimals) - toMinor(unsigned(transaction.fee), decimals);
    return fromMinor(net > 0n ? net : 0n, decimals);
  } catch {
    return unsigned(transaction.amount);
  }
}
