import { ArrowDownLeft, ArrowUpRight, type LucideIcon } from 'lucide-react';
import type { Transaction } from '@app/contract';
import { Money } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import { PaymentDestination } from '../../../shared/components/PaymentDestination.tsx';
import { StatusBadge } from '../../../shared/components/StatusBadge.tsx';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import '../transactions.css';

/** Whether a transaction's money came in, went out or never moved (a failed or rejected payment). */
export function direction(transaction: Pick<Transaction, 'amount' | 'status'>): 'in' | 'out' | 'none' {
  if (transaction.status === 'failed' || transaction.status === 'rejected' || transaction.status === 'cancelled') return 'none';
  return transaction.amount.startsWith('-') ? 'out' : 'in';
}

const ICONS: Record<'in' | 'out', LucideIcon> = { in: ArrowDownLeft, out: ArrowUpRight };

/** A transaction's signed amount ("+$50.00", "-$60.00"), struck through when the money never moved. */
export function SignedAmount({ transaction }: { transaction: Pick<Transaction, 'amount' | 'currency' | 'status'> }) {
  const way = direction(transaction);
  return (
    <Money
      className={way === 'none' ? 'wallet-amount wallet-amount--muted' : `wallet-amount wallet-amount--${way}`}
      amount={transaction.amount}
      currency={transaction.currency}
      signed
    />
  );
}

/** One line of the history: what it was, where, when, the signed amount and its status; opens its details. */
export function TransactionRow({ transaction, onOpen }: { transaction: Transaction; onOpen: (transactionId: string) => void }) {
  const { t } = useAreaTranslation();
  const { dateTime } = useFormatDate();
  const way = direction(transaction);
  const Icon = ICONS[transaction.amount.startsWith('-') ? 'out' : 'in'];
  const where = transaction.bankCard || transaction.channelName;
  return (
    <button
      type="button"
      className="list-row__body list-row__body--action wallet-tx"
      aria-haspopup="dialog"
      onClick={() => onOpen(transaction.transactionId)}
    >
      <span className={`list-row__leading wallet-tx__icon${way === 'none' ? '' : ` wallet-tx__icon--${way}`}`} aria-hidden="true">
        <Icon />
      </span>
      <span className="wallet-tx__text">
        <span className="wallet-tx__title">{t(`transactions.type.${transaction.type}`)}</span>
        <span className="wallet-tx__date">
          {where ? (
            <>
              <PaymentDestination transaction={transaction} />
              {' · '}
            </>
          ) : null}
          <time dateTime={transaction.createdAt}>{dateTime(transaction.createdAt)}</time>
        </span>
      </span>
      <span className="wallet-tx__end">
        <SignedAmount transaction={transaction} />
        <StatusBadge status={transaction.status} />
      </span>
    </button>
  );
}
