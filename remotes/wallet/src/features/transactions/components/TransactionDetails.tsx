import type { Transaction } from '@app/contract';
import { ButtonLink, Money } from '@app/ui';
import { BottomSheet } from '@app/ui/overlays';
import { SummaryList, type SummaryItem } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { PaymentDestination } from '../../../shared/components/PaymentDestination.tsx';
import { StatusBadge } from '../../../shared/components/StatusBadge.tsx';
import { StepTimeline } from '../../../shared/components/StepTimeline.tsx';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { chargesFee, unsigned } from '../../../shared/model/amounts.ts';
import { withdrawalProgressPath, withQuery } from '../../../shared/model/navigation.ts';
import { isFinalStatus } from '../../../shared/model/status.ts';
import { SignedAmount } from './TransactionRow.tsx';
import '../transactions.css';

/** Where a payment still under way is followed: a withdrawal's progress, a deposit's status. */
function followHref(transaction: Transaction): string | null {
  if (isFinalStatus(transaction.status)) return null;
  if (transaction.type === 'withdraw') return withdrawalProgressPath(transaction.transactionId);
  if (transaction.type === 'deposit')
    return withQuery('/deposit', { currency: transaction.currency, transactionId: transaction.transactionId });
  return null;
}

/** One transaction opened from the history: its amount, status, details and every step it went through. */
export function TransactionDetails({ transaction, onClose }: { transaction: Transaction | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const { dateTime } = useFormatDate();
  if (!transaction) return null;
  const follow = followHref(transaction);
  const items: SummaryItem[] = [{ label: t('transactions.details.date'), value: dateTime(transaction.createdAt) }];
  if (transaction.bankCard || transaction.channelName) {
    items.push({ label: t('transactions.details.method'), value: <PaymentDestination transaction={transaction} /> });
  }
  if (chargesFee({ feePercent: '0', feeFixed: unsigned(transaction.fee) })) {
    items.push({ label: t('amount.fee'), value: <Money amount={unsigned(transaction.fee)} currency={transaction.currency} /> });
  }
  items.push({ label: t('transactions.details.reference'), value: <code>{transaction.transactionId}</code> });

  return (
    <BottomSheet open onClose={onClose} title={t(`transactions.type.${transaction.type}`)}>
      <div className="wallet-tx-details">
        <div className="wallet-tx-details__amount">
          <SignedAmount transaction={transaction} />
          <StatusBadge status={transaction.status} />
        </div>
        <SummaryList items={items} label={t('transactions.details.title')} />
        <h3>{t('transactions.details.steps')}</h3>
        <StepTimeline steps={transaction.steps} label={t('transactions.details.steps')} />
        {follow ? (
          <ButtonLink to={follow} block>
            {transaction.type === 'withdraw' ? t('transactions.details.followWithdrawal') : t('transactions.details.followDeposit')}
          </ButtonLink>
        ) : null}
      </div>
    </BottomSheet>
  );
}
