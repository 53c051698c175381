import { useParams } from 'react-router-dom';
import { GamePlayView } from '../features/game-play/components/GamePlayView.tsx';
import { CasinoPage } from '../shared/components/CasinoPage.tsx';

/** /game-play/{url}: the launched game, framed only when its URL is one of the platform's own. */
export default function GamePlay() {
  const { url } = useParams();
  return (
    <CasinoPage titleKey="gamePlay">
      <GamePlayView url={url} />
    </CasinoPage>
  );
}
