import { BetSlip } from '../features/betslip/components/BetSlip.tsx';
import { MyBets } from '../features/my-bets/components/MyBets.tsx';
import { SportsPage } from '../shared/components/SportsPage.tsx';

/** /sports/bets: my bets, open (with cash-out) and settled, and the bet slip. */
export default function SportsBets() {
  return (
    <SportsPage titleKey="bets" compact>
      <MyBets />
      <BetSlip />
    </SportsPage>
  );
}
