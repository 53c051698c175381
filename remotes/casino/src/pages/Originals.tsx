import { useParams } from 'react-router-dom';
import { BetProof } from '../features/fairness/components/BetProof.tsx';
import { RecentBets } from '../features/history/components/RecentBets.tsx';
import { OriginalGame } from '../features/originals/components/OriginalGame.tsx';
import { CasinoPage } from '../shared/components/CasinoPage.tsx';
import { isOriginalId } from '../shared/model/links.ts';

/** /originals/{id}: a provably fair game, then the player's latest bets on it with their proofs. */
export default function Originals() {
  const { id } = useParams();
  return (
    <CasinoPage titleKey="originals" compact>
      <OriginalGame id={id} />
      {isOriginalId(id) ? <RecentBets gameId={id} proof={(bet) => (bet.fairness ? <BetProof fairness={bet.fairness} /> : null)} /> : null}
    </CasinoPage>
  );
}
