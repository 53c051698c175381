import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Hourglass, Send } from 'lucide-react';
import type { Transaction } from '@app/contract';
import { ButtonLink, Money } from '@app/ui';
import { Card, ErrorState, LoadingNote, Skeleton, Stepper, SummaryList, Notice } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { transactionOptions } from '../../../shared/api/transactionPage.ts';
import { StatusBadge } from '../../../shared/components/StatusBadge.tsx';
import { StepTimeline } from '../../../shared/components/StepTimeline.tsx';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { unsigned } from '../../../shared/model/amounts.ts';
import { withQuery } from '../../../shared/model/navigation.ts';
import { isFinalStatus } from '../../../shared/model/status.ts';
import { withdrawalProgress, type ProgressOutcome } from '../model/progress.ts';
import { PaymentDestination } from '../../../shared/components/PaymentDestination.tsx';
import '../withdraw.css';

/** How often a withdrawal still under way is asked about (the socket usually tells first). */
export const WITHDRAWAL_POLL_MS = 5000;

const ICONS: Record<ProgressOutcome, typeof Hourglass> = {
  reviewing: Hourglass,
  approved: Send,
  success: CircleCheck,
  rejected: CircleX,
  other: CircleX,
};
const TONES: Record<ProgressOutcome, string> = {
  reviewing: 'waiting',
  approved: 'waiting',
  success: 'success',
  rejected: 'failed',
  other: 'failed',
};

/**
 * One withdrawal, step by step: in review, approved, paid; or rejected with the operator's reason.
 * It follows payment.transaction.update as it arrives and asks every few seconds until it is over.
 */
export function WithdrawalProgress({ transactionId }: { transactionId: string }) {
  const { t } = useAreaTranslation();
  const query = useQuery({
    ...transactionOptions(transactionId),
    refetchInterval: (current) => {
      const data = current.state.data;
      return data && isFinalStatus(data.status) ? false : WITHDRAWAL_POLL_MS;
    },
  });

  if (query.isPending) {
    return (
      <div className="surface-card surface-card--e1 wallet-status">
        <LoadingNote />
        <Skeleton width="55%" height="1.5rem" />
        <Skeleton variant="rect" height="3rem" />
        <Skeleton width="80%" />
      </div>
    );
  }
  if (query.isError) return <ErrorState text={t('withdrawProgress.loadFailed')} onRetry={() => query.refetch()} />;
  if (!query.data || query.data.type !== 'withdraw') {
    return (
      <Notice
        icon={null}
        role="status"
        action={
          <ButtonLink to="/cash-withdraw-progress" variant="secondary" size="small">
            {t('withdrawProgress.allPending')}
          </ButtonLink>
        }
      >
        {t('withdrawProgress.notFound')}
      </Notice>
    );
  }
  return <ProgressCard transaction={query.data} />;
}

function ProgressCard({ transaction }: { transaction: Transaction }) {
  const { t } = useAreaTranslation();
  const { dateTime } = useFormatDate();
  const progress = withdrawalProgress(transaction.status);
  const Icon = ICONS[progress.outcome];
  const reason = progress.outcome === 'rejected' ? transaction.steps.findLast((step) => step.status === 'rejected')?.note : null;
  const money = (amount: string) => <Money amount={amount} currency={transaction.currency} />;
  const over = isFinalStatus(transaction.status);

  return (
    <>
      <Card
        className={`wallet-progress wallet-status wallet-status--${TONES[progress.outcome]}`}
        elevation={2}
        headingLevel={2}
        title={
          <span className="wallet-status__title" aria-live="polite">
            <Icon className="wallet-status__icon" aria-hidden="true" />
            {t(`withdrawProgress.outcome.${progress.outcome}.title`)}
          </span>
        }
        action={<StatusBadge status={transaction.status} />}
      >
        <p className="wallet-progress__amount">{money(unsigned(transaction.amount))}</p>
        <Stepper
          label={t('withdrawProgress.label')}
          steps={progress.steps.map((step) => t(`withdrawProgress.steps.${step}`))}
          current={progress.current}
        />
        <p className="wallet-status__text">{t(`withdrawProgress.outcome.${progress.outcome}.text`)}</p>
        {reason ? (
          <Notice tone="danger" icon={null} title={t('withdrawProgress.reason')}>
            {reason}
          </Notice>
        ) : null}
        <SummaryList
          items={[
            { label: t('withdrawProgress.to'), value: <PaymentDestination transaction={transaction} /> },
            { label: t('amount.fee'), value: money(unsigned(transaction.fee)) },
            { label: t('withdrawProgress.requestedAt'), value: dateTime(transaction.createdAt) },
          ]}
        />
        {over ? null : <p className="wallet-progress__line">{t('withdrawProgress.live')}</p>}
        {over ? (
          <ButtonLink to={withQuery('/withdraw', { currency: transaction.currency })} variant="secondary" block>
            {t('withdrawProgress.another')}
          </ButtonLink>
        ) : null}
      </Card>
      <section className="section" aria-labelledby="withdraw-history-title">
        <h2 id="withdraw-history-title" className="section__title">
          {t('withdrawProgress.history')}
        </h2>
        <StepTimeline steps={transaction.steps} label={t('withdrawProgress.history')} />
      </section>
    </>
  );
}
