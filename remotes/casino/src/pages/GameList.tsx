import { useParams } from 'react-router-dom';
import { TagGames } from '../features/catalogue/components/TagGames.tsx';
import { CasinoPage } from '../shared/components/CasinoPage.tsx';

/** /game-list/{tag}: the games of a category or a tag. */
export default function GameList() {
  const { tag = 'popular' } = useParams();
  return (
    <CasinoPage titleKey="gameList">
      <TagGames key={tag} tag={tag} />
    </CasinoPage>
  );
}
