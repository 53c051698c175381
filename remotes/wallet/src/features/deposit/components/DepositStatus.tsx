import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import type { Transaction } from '@app/contract';
import { useAtomValue } from 'jotai';
import { ButtonLink, decimalsOf, Money } from '@app/ui';
import { Card, ErrorState, LoadingNote, Skeleton, SummaryList, Notice } from '@app/ui/display';
import { currencyListAtom } from '@app/state';
import { useAreaTranslation } from '../../../area.ts';
import { transactionOptions } from '../../../shared/api/transactionPage.ts';
import { StatusBadge } from '../../../shared/components/StatusBadge.tsx';
import { unsigned } from '../../../shared/model/amounts.ts';
import { withQuery } from '../../../shared/model/navigation.ts';
import { isFinalStatus } from '../../../shared/model/status.ts';
import { netAmount } from '../model/credited.ts';
import '../deposit.css';

/** How often a deposit still waiting for its provider is asked about (the socket usually tells first). */
export const DEPOSIT_POLL_MS = 3000;

type Outcome = 'waiting' | 'success' | 'failed' | 'cancelled';

function outcomeOf(transaction: Transaction): Outcome {
  if (transaction.status === 'success') return 'success';
  if (transaction.status === 'failed' || transaction.status === 'rejected') return 'failed';
  if (transaction.status === 'cancelled') return 'cancelled';
  return 'waiting';
}

const ICONS = { waiting: Hourglass, success: CircleCheck, failed: CircleX, cancelled: CircleX } as const;

/**
 * A deposit the player has just made on the provider's page: waiting for confirmation, then
 * received or failed, from payment.transaction.update or from asking every few seconds, whichever
 * comes first. The balance above follows on its own (wallet.balance.update).
 */
export function DepositStatus({ transactionId }: { transactionId: string }) {
  const { t } = useAreaTranslation();
  const currencies = useAtomValue(currencyListAtom);
  const query = useQuery({
    ...transactionOptions(transactionId),
    refetchInterval: (current) => {
      const data = current.state.data;
      return data && isFinalStatus(data.status) ? false : DEPOSIT_POLL_MS;
    },
  });

  if (query.isPending) {
    return (
      <div className="surface-card surface-card--e1 wallet-status">
        <LoadingNote />
        <Skeleton width="55%" height="1.5rem" />
        <Skeleton width="80%" />
      </div>
    );
  }
  if (query.isError) return <ErrorState headingLevel={2} text={t('depositStatus.loadFailed')} onRetry={() => query.refetch()} />;
  const transaction = query.data;
  if (!transaction) {
    return (
      <Notice icon={null} role="status">
        {t('depositStatus.notFound')}
      </Notice>
    );
  }

  const outcome = outcomeOf(transaction);
  const Icon = ICONS[outcome];
  const currency = transaction.currency;
  const decimals = decimalsOf(currency, currencies);
  const money = (amount: string) => <Money amount={amount} currency={currency} decimals={decimals} />;
  return (
    <Card
      className={`wallet-status wallet-status--${outcome}`}
      elevation={2}
      title={
        <span className="wallet-status__title" aria-live="polite">
          <Icon className="wallet-status__icon" aria-hidden="true" />
          {t(`depositStatus.${outcome}.title`)}
        </span>
      }
      action={<StatusBadge status={transaction.status} />}
    >
      <p className="wallet-status__text">
        {t(`depositStatus.${outcome}.text`)}
        {outcome !== 'waiting' && transaction.steps.at(-1)?.note ? ` ${transaction.steps.at(-1)?.note}` : null}
      </p>
      <SummaryList
        items={[
          { label: t('amount.amount'), value: money(unsigned(transaction.amount)) },
          { label: t('amount.fee'), value: money(unsigned(transaction.fee)) },
          { label: t('depositStatus.credited'), value: money(netAmount(transaction, decimals)), strong: true },
        ]}
      />
      {outcome === 'waiting' ? <div className="wallet-status__progress" aria-hidden="true" /> : null}
      {outcome === 'failed' || outcome === 'cancelled' ? (
        <ButtonLink to={withQuery('/deposit', { currency })} block>
          {t('depositStatus.tryAgain')}
        </ButtonLink>
      ) : null}
      {outcome === 'success' ? (
        <ButtonLink to="/transactions" variant="secondary" block>
          {t('depositStatus.seeTransactions')}
        </ButtonLink>
      ) : null}
    </Card>
  );
}
