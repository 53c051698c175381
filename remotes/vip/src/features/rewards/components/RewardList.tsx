import { useAtomValue } from 'jotai';
import { Gift } from 'lucide-react';
import { ButtonLink, decimalsOf, Money } from '@app/ui';
import { EmptyState, ErrorState, LoadingNote, Skeleton, Notice, Section } from '@app/ui/display';
import { currencyListAtom } from '@app/state';
import { useFailureText } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { useProgramme } from '../../../shared/api/programme.ts';
import { useClaimable } from '../api/claimable.ts';
import { useClaim } from '../hooks/useClaim.ts';
import { useRewardName } from '../hooks/useRewardName.ts';
import { ClaimDialog } from './ClaimDialog.tsx';
import { RewardCard } from './RewardCard.tsx';
import '../rewards.css';

/**
 * The rewards waiting for the player: each with its cash share to choose and a Claim that shows
 * the quote before paying. Once paid it says what went where; with nothing to claim it says what
 * earns rewards.
 */
export function RewardList() {
  const { t } = useAreaTranslation();
  const failure = useFailureText(t);
  const claimable = useClaimable();
  const programme = useProgramme();
  const currencies = useAtomValue(currencyListAtom);
  const nameOf = useRewardName(programme.data?.levels);
  const claim = useClaim();

  const paid = claim.done ? (
    <Notice tone="success" role="status" title={t('claim.paidTitle')}>
      {t('claim.paidCash')} <Money amount={claim.done.toCash} currency={claim.done.currency} /> · {t('claim.paidBonus')}{' '}
      <Money amount={claim.done.toBonus} currency={claim.done.currency} />
    </Notice>
  ) : null;

  let body;
  if (claimable.isPending) {
    body = (
      <div className="stack">
        <LoadingNote />
        <Skeleton variant="rect" height="11rem" />
      </div>
    );
  } else if (claimable.isError) {
    body = (
      <ErrorState
        headingLevel={3}
        title={t('rewards.loadFailed')}
        text={failure(claimable.error) ?? undefined}
        onRetry={() => claimable.refetch()}
      />
    );
  } else if (claimable.data.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<Gift />}
        title={t('rewards.emptyTitle')}
        text={t('rewards.emptyText')}
        action={
          <ButtonLink to="/casino" variant="secondary">
            {t('rewards.emptyAction')}
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <ul className="stack-list" aria-label={t('rewards.title')}>
        {claimable.data.map((reward) => (
          <RewardCard
            key={reward.rewardId}
            reward={reward}
            name={nameOf(reward)}
            decimals={decimalsOf(reward.currency, currencies)}
            programme={programme.data}
            quoting={claim.quoting === reward.rewardId}
            blocked={claim.quoting !== null && claim.quoting !== reward.rewardId}
            error={claim.quoteError?.id === reward.rewardId ? failure(claim.quoteError.error) : null}
            failure={failure}
            onClaim={(chosen, beforeQuote) => void claim.start(chosen, beforeQuote)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Section title={t('rewards.title')} lead={t('rewards.lead')}>
      {paid}
      {body}
      <ClaimDialog
        quote={claim.quote}
        name={claim.quote ? nameOf(claim.quote.reward) : null}
        confirming={claim.confirming}
        requoting={claim.quoting !== null}
        error={claim.confirmError}
        failure={failure}
        onConfirm={() => void claim.confirm()}
        onRequote={() => claim.quote && void claim.start(claim.quote.reward)}
        onCancel={claim.cancel}
      />
    </Section>
  );
}
