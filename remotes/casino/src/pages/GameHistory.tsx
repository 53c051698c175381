import { useSearchParams } from 'react-router-dom';
import { BetProof } from '../features/fairness/components/BetProof.tsx';
import { BetHistory } from '../features/history/components/BetHistory.tsx';
import { CasinoPage } from '../shared/components/CasinoPage.tsx';

/**
 * /game/history: every bet of the player (one game's with ?game=<gameId>, kept in the address so it
 * can be shared and the back button returns to the last choice), an original's with its proof and a
 * check on this device.
 */
export default function GameHistory() {
  const [params, setParams] = useSearchParams();
  const gameId = params.get('game') || null;
  return (
    <CasinoPage titleKey="gameHistory">
      <BetHistory
        gameId={gameId}
        onGameChange={(next) => setParams(next ? { game: next } : {})}
        proof={(bet) => (bet.fairness ? <BetProof fairness={bet.fairness} /> : null)}
      />
    </CasinoPage>
  );
}
