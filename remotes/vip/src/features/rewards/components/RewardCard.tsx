import { InlineError } from '@app/ui/display';
import { Gift } from 'lucide-react';
import { Button, Money } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import type { VipProgramme } from '../../../shared/api/programme.ts';
import type { VipReward } from '../api/claimable.ts';
import { useCashShare } from '../hooks/useCashShare.ts';
import type { RewardName } from '../hooks/useRewardName.ts';
import { CashShareSlider } from './CashShareSlider.tsx';
import '../rewards.css';

export interface RewardCardProps {
  reward: VipReward;
  name: RewardName;
  decimals: number;
  /** The slider's bounds and the bonus rules; the reward's own share alone while they load. */
  programme: VipProgramme | undefined;
  quoting: boolean;
  /** Another reward is being quoted or paid. */
  blocked: boolean;
  /** Why its last claim was refused. */
  error: string | null;
  failure: (error: unknown) => string | null;
  onClaim: (reward: VipReward, beforeQuote: () => Promise<void>) => void;
}

/** One reward: what it is, how much, how it is split between cash and bonus (the slider), and Claim. */
export function RewardCard({ reward, name, decimals, programme, quoting, blocked, error, failure, onClaim }: RewardCardProps) {
  const { t } = useAreaTranslation();
  const share = useCashShare(reward);
  const min = programme?.minCashPercent ?? reward.cashPercent;
  const max = programme?.maxCashPercent ?? reward.cashPercent;

  return (
    <li className="stack-card vip-reward">
      <div className="vip-reward__head">
        <span className="list-row__leading" aria-hidden="true">
          <Gift />
        </span>
        <div className="vip-reward__text">
          <h3 className="vip-reward__title">{name.title}</h3>
          <p className="vip-reward__detail">{name.detail}</p>
        </div>
        <Money amount={reward.amount} currency={reward.currency} className="vip-reward__amount" />
      </div>
      <CashShareSlider
        amount={reward.amount}
        currency={reward.currency}
        decimals={decimals}
        value={share.value}
        min={min}
        max={max}
        onChange={share.change}
        onCommit={() => void share.flush()}
        wageringMultiplier={programme?.bonusWageringMultiplier ?? 0}
        error={failure(share.error)}
      />
      <Button block busy={quoting} disabled={blocked} onClick={() => onClaim(reward, share.flush)}>
        {t('rewards.claim')}
        <span className="visually-hidden">
          {' '}
          {name.title}, {name.detail}
        </span>
      </Button>
      <InlineError>{error}</InlineError>
    </li>
  );
}
