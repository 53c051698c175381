import { usePlayer } from '@app/state';
import { BonusBalance } from '../features/bonus-balance/components/BonusBalance.tsx';
import { DepositRewards } from '../features/deposit-rewards/components/DepositRewards.tsx';
import { LevelLadder } from '../features/ladder/components/LevelLadder.tsx';
import { LevelCard } from '../features/level/components/LevelCard.tsx';
import { RewardList } from '../features/rewards/components/RewardList.tsx';
import { VisitorWelcome } from '../features/visitor/components/VisitorWelcome.tsx';
import { VipPage } from '../shared/components/VipPage.tsx';

/**
 * /vip, the Bonus tab: for a player their level and progress, the rewards to claim, their bonus
 * money with its wagering, the deposit rewards and the ladder; for a visitor the programme and the
 * way in.
 */
export default function Vip() {
  const { signedIn, currency } = usePlayer();
  return (
    <VipPage titleKey="vip">
      {signedIn ? (
        <>
          <LevelCard />
          <RewardList />
          <BonusBalance currency={currency} />
          <DepositRewards />
          <LevelLadder signedIn />
        </>
      ) : (
        <>
          <VisitorWelcome />
          <LevelLadder signedIn={false} />
        </>
      )}
    </VipPage>
  );
}
