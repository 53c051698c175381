import { ButtonLink, Money } from '@app/ui';
import { Card, ErrorState, LoadingNote, Skeleton, SummaryList } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useBalanceDetails } from '../../../shared/api/balanceDetails.ts';
import '../withdraw.css';

/**
 * What the player may withdraw in a currency now, the cash it comes from, what is already on its
 * way in withdrawals (with the way to follow them) and why bonus money is not counted.
 */
export function WithdrawableSummary({ currency }: { currency: string }) {
  const { t } = useAreaTranslation();
  const details = useBalanceDetails(currency);
  const money = (amount: string) => <Money amount={amount} currency={currency} />;

  return (
    <Card tone="brand" elevation={2} className="wallet-balance" title={t('withdraw.available')} headingLevel={2}>
      {details.isPending ? (
        <>
          <LoadingNote />
          <Skeleton width="60%" height="2.25rem" />
        </>
      ) : null}
      {details.isError ? <ErrorState headingLevel={3} text={t('withdraw.loadFailed')} onRetry={() => details.refetch()} /> : null}
      {details.data ? (
        <>
          <p className="wallet-balance__total" aria-live="polite">
            {money(details.data.withdrawable)}
          </p>
          <SummaryList
            items={[
              { label: t('balance.cash'), value: money(details.data.cash) },
              { label: t('withdraw.pending'), value: money(details.data.pendingWithdrawal) },
            ]}
          />
          {/[1-9]/.test(details.data.operatorBonus) ? <p className="wallet-balance__label">{t('withdraw.bonusNote')}</p> : null}
          {/[1-9]/.test(details.data.pendingWithdrawal) ? (
            <ButtonLink to="/cash-withdraw-progress" variant="secondary" size="small">
              {t('withdraw.follow')}
            </ButtonLink>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
