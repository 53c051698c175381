import { useParams } from 'react-router-dom';
import { GameDetailView } from '../features/game-detail/components/GameDetailView.tsx';
import { CasinoPage } from '../shared/components/CasinoPage.tsx';

/** /game-detail/{id}: a game's facts and the ways to play it. */
export default function GameDetail() {
  const { id = '' } = useParams();
  return (
    <CasinoPage titleKey="gameDetail">
      <GameDetailView key={id} gameId={id} />
    </CasinoPage>
  );
}
