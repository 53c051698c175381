import type { Transaction } from '@app/contract';
import { CardLabel } from './CardBrand.tsx';

/** Where a withdrawal is paid to: the card ("Visa •••• 4242"), else the channel's name. */
export function PaymentDestination({ transaction }: { transaction: Pick<Transaction, 'bankCard' | 'channelName'> }) {
  if (transaction.bankCard) return <CardLabel brand={transaction.bankCard.brand} last4={transaction.bankCard.last4} />;
  return <>{transaction.channelName ?? '—'}</>;
}
