import { BetProof } from '../features/fairness/components/BetProof.tsx';
import { BetHistory } from '../features/history/components/BetHistory.tsx';
import { CasinoPage } from '../shared/components/CasinoPage.tsx';

/** /game/history: every bet of the player, an original's with its proof and a check on this device. */
export default function GameHistory() {
  return (
    <CasinoPage titleKey="gameHistory">
      <BetHistory proof={(bet) => (bet.fairness ? <BetProof fairness={bet.fairness} /> : null)} />
    </CasinoPage>
  );
}
