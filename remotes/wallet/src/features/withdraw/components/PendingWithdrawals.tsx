import { ChevronRight, Hourglass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ButtonLink, Money } from '@app/ui';
import { EmptyState, ErrorState, SkeletonList } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { StatusBadge } from '../../../shared/components/StatusBadge.tsx';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { unsigned } from '../../../shared/model/amounts.ts';
import { withdrawalProgressPath, withQuery } from '../../../shared/model/navigation.ts';
import { usePendingWithdrawals } from '../api/pendingWithdrawals.ts';
import { PaymentDestination } from '../../../shared/components/PaymentDestination.tsx';
import '../withdraw.css';

/** The player's withdrawals under way, each opening its progress; live as their steps arrive. */
export function PendingWithdrawals() {
  const { t } = useAreaTranslation();
  const { dateTime } = useFormatDate();
  const pending = usePendingWithdrawals();

  return (
    <section className="section" aria-labelledby="pending-withdrawals-title">
      <h2 id="pending-withdrawals-title" className="section__title">
        {t('withdrawProgress.pendingTitle')}
      </h2>
      {pending.isPending ? <SkeletonList rows={2} /> : null}
      {pending.isError ? <ErrorState headingLevel={3} text={t('withdrawProgress.listFailed')} onRetry={() => pending.refetch()} /> : null}
      {pending.data?.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<Hourglass />}
          title={t('withdrawProgress.noneTitle')}
          text={t('withdrawProgress.noneText')}
          action={<ButtonLink to="/withdraw">{t('withdrawProgress.withdraw')}</ButtonLink>}
        />
      ) : null}
      {pending.data && pending.data.length > 0 ? (
        <ul className="list list--inset" aria-label={t('withdrawProgress.pendingTitle')}>
          {pending.data.map((transaction) => (
            <li key={transaction.transactionId} className="list-row">
              <Link className="list-row__body list-row__body--action" to={withdrawalProgressPath(transaction.transactionId)}>
                <span className="wallet-tx__text">
                  <span className="wallet-tx__title">
                    <Money amount={unsigned(transaction.amount)} currency={transaction.currency} />
                  </span>
                  <span className="wallet-tx__date">
                    <PaymentDestination transaction={transaction} /> · {dateTime(transaction.createdAt)}
                  </span>
                </span>
                <StatusBadge status={transaction.status} />
                <ChevronRight className="list-row__chevron" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ButtonLink to={withQuery('/transactions', { type: 'withdraw' })} variant="ghost" block>
        {t('withdrawProgress.allWithdrawals')}
      </ButtonLink>
    </section>
  );
}
