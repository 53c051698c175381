import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft } from 'lucide-react';
import { Button, ButtonLink, Money, useMoneyFormatter } from '@app/ui';
import { Card, ErrorState, InlineError, LoadingNote, Skeleton, Notice } from '@app/ui/display';
import { useFailureText } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { balanceDetailsKey } from '../../../shared/api/keys.ts';
import { isPositive } from '@app/contract/money';
import { useBalanceDetails } from '../api/balanceDetails.ts';
import { useBonusTransfer } from '../hooks/useBonusTransfer.ts';
import { releasableOf } from '../model/lots.ts';
import { wageringOf } from '../model/wagering.ts';
import { BonusLots } from './BonusLots.tsx';
import { WageringProgress } from './WageringProgress.tsx';
import '../bonus-balance.css';

/**
 * The player's bonus money in their currency: how much, each bonus (lot) with its wagering, expiry
 * and Forfeit (or, without lots, the wagering as one progress bar), and Move to cash, which moves
 * what the completed bonuses hold once there is any. It follows the live balance (a settled bet
 * moves the wagering on).
 */
export function BonusBalance({ currency }: { currency: string }) {
  const { t } = useAreaTranslation();
  const money = useMoneyFormatter();
  const failure = useFailureText(t);
  const client = useQueryClient();
  const hintId = useId();
  const details = useBalanceDetails(currency);
  const balance = details.data;
  const wagering = balance ? wageringOf(balance) : null;
  const lots = balance?.lots ?? [];
  const hasLots = lots.length > 0;
  const releasable = balance
    ? hasLots
      ? releasableOf(lots, balance.operatorBonus)
      : wagering?.canTransfer
        ? balance.operatorBonus
        : '0'
    : '0';
  const canTransfer = isPositive(releasable);
  const transfer = useBonusTransfer(canTransfer ? { currency, amount: releasable } : null);

  if (details.isPending) {
    return (
      <Card title={t('bonus.title')} className="vip-bonus">
        <LoadingNote />
        <Skeleton width="45%" height="2rem" />
        <Skeleton variant="rect" height="0.75rem" />
        <Skeleton variant="rect" height="2.75rem" />
      </Card>
    );
  }
  if (details.isError || !balance || !wagering) {
    return (
      <Card title={t('bonus.title')} className="vip-bonus">
        <ErrorState
          headingLevel={3}
          title={t('bonus.loadFailed')}
          text={failure(details.error) ?? undefined}
          onRetry={() => details.refetch()}
        />
      </Card>
    );
  }

  const hasBonus = isPositive(balance.operatorBonus);
  const problem = failure(transfer.error);
  const onTransfer = async () => {
    await transfer.run();
    void client.invalidateQueries({ queryKey: balanceDetailsKey() });
  };

  return (
    <Card title={t('bonus.title')} className="vip-bonus">
      <div className="vip-bonus__figures">
        <p className="vip-bonus__amount">
          <Money amount={balance.operatorBonus} currency={currency} />
        </p>
        <p className="vip-bonus__cash">
          {t('bonus.cash')} <Money amount={balance.cash} currency={currency} />
        </p>
      </div>
      {hasLots ? (
        <>
          <BonusLots lots={lots} currency={currency} />
          <p className="vip-muted" id={hintId}>
            {canTransfer ? t('bonus.releasable', { amount: money.format(releasable, currency) }) : t('bonus.lotsWagering')}
          </p>
        </>
      ) : wagering.hasRequirement ? (
        <>
          <WageringProgress
            label={t('bonus.wagering')}
            percent={wagering.percent}
            met={wagering.met}
            amounts={t('bonus.wageringValue', {
              done: money.format(balance.wageringDone, currency),
              required: money.format(balance.wageringRequired, currency),
            })}
          />
          <p className="vip-muted" id={hintId}>
            {wagering.met ? t('bonus.met') : t('bonus.remaining', { amount: money.format(wagering.remaining, currency) })}
          </p>
        </>
      ) : (
        <p className="vip-muted" id={hintId}>
          {hasBonus ? t('bonus.noWagering') : t('bonus.empty')}
        </p>
      )}
      {transfer.moved ? (
        <Notice tone="success" role="status" title={t('bonus.movedTitle')}>
          {t('bonus.moved', { amount: money.format(transfer.moved.amount, transfer.moved.currency) })}
        </Notice>
      ) : null}
      <InlineError>{problem}</InlineError>
      {hasBonus ? (
        <Button block busy={transfer.pending} disabled={!canTransfer} aria-describedby={hintId} onClick={() => void onTransfer()}>
          <ArrowRightLeft aria-hidden="true" />
          {t('bonus.transfer', { amount: money.format(canTransfer ? releasable : balance.operatorBonus, currency) })}
        </Button>
      ) : (
        <ButtonLink to="/deposit" variant="secondary" block>
          {t('bonus.deposit')}
        </ButtonLink>
      )}
    </Card>
  );
}
