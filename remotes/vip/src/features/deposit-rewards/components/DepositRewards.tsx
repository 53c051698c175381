import { ArrowRight, Check, Minus, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Money, usePercent } from '@app/ui';
import { Badge, ErrorState, LoadingNote, Skeleton, Section } from '@app/ui/display';
import { useFailureText } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { useDepositRewards, type DepositReward } from '../api/sequence.ts';
import { depositRewardState, nextReward, type DepositRewardState } from '../model/sequence.ts';
import '../deposit-rewards.css';

const TONES = { received: 'success', next: 'primary', missed: 'neutral', later: 'neutral' } as const;

function Terms({ reward }: { reward: DepositReward }) {
  const { t } = useAreaTranslation();
  return (
    <span className="vip-deposit__terms">
      {t('deposits.minimum')} <Money amount={reward.minDeposit} currency={reward.currency} /> ·{' '}
      {t('deposits.wagering', { times: reward.wageringMultiplier })}
    </span>
  );
}

function Offer({ reward }: { reward: DepositReward }) {
  const { t } = useAreaTranslation();
  const percent = usePercent();
  return (
    <span className="vip-deposit__offer">
      {t('deposits.match', { percent: percent(reward.matchPercent) })} <Money amount={reward.maxBonus} currency={reward.currency} />
    </span>
  );
}

function StateMark({ state }: { state: DepositRewardState }) {
  if (state === 'received') return <Check aria-hidden="true" />;
  if (state === 'missed') return <Minus aria-hidden="true" />;
  return null;
}

/**
 * The deposit rewards in order: what the next deposit earns (with the way to deposit), then each
 * deposit's reward with whether the player has had it.
 */
export function DepositRewards() {
  const { t } = useAreaTranslation();
  const failure = useFailureText(t);
  const sequence = useDepositRewards();

  let body;
  if (sequence.isPending) {
    body = (
      <div className="stack">
        <LoadingNote />
        <Skeleton variant="rect" height="6rem" />
        <Skeleton variant="rect" height="3rem" />
      </div>
    );
  } else if (sequence.isError) {
    body = (
      <ErrorState
        headingLevel={3}
        title={t('deposits.loadFailed')}
        text={failure(sequence.error) ?? undefined}
        onRetry={() => sequence.refetch()}
      />
    );
  } else if (sequence.data.rewards.length === 0) {
    body = <p className="vip-muted">{t('deposits.none')}</p>;
  } else {
    const { rewards, nextSequence } = sequence.data;
    const next = nextReward(rewards, nextSequence);
    body = (
      <>
        {next ? (
          <div className="vip-next">
            <Sparkles className="vip-next__icon" aria-hidden="true" />
            <div className="notice__body">
              <p className="vip-next__eyebrow">{t('deposits.nextTitle')}</p>
              <p className="vip-next__offer">
                <Offer reward={next} />
              </p>
              <p className="vip-next__terms">
                <Terms reward={next} />
              </p>
              <Link className="button button--primary button--small vip-next__action" to="/deposit">
                {t('deposits.deposit')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </div>
        ) : (
          <p className="vip-muted">{t('deposits.allDone')}</p>
        )}
        <ol className="vip-rows" aria-label={t('deposits.listLabel')}>
          {rewards.map((reward) => {
            const state = depositRewardState(reward, nextSequence);
            return (
              <li key={reward.sequence} className={`vip-deposit vip-deposit--${state}`}>
                <span
                  className={`step-mark step-mark--small${state === 'received' ? ' step-mark--done' : state === 'next' ? ' step-mark--current' : ''}`}
                  aria-hidden="true"
                >
                  <StateMark state={state} />
                  {state === 'received' || state === 'missed' ? null : reward.sequence}
                </span>
                <span className="vip-deposit__text">
                  <span className="vip-deposit__name">
                    {t('deposits.number', { number: reward.sequence })}
                    {state === 'later' ? null : <Badge tone={TONES[state]}>{t(`deposits.state.${state}`)}</Badge>}
                  </span>
                  <Offer reward={reward} />
                  <Terms reward={reward} />
                </span>
              </li>
            );
          })}
        </ol>
      </>
    );
  }

  return (
    <Section title={t('deposits.title')} lead={t('deposits.lead')}>
      {body}
    </Section>
  );
}
