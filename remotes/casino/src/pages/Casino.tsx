import { Lobby } from '../features/catalogue/components/Lobby.tsx';
import { CasinoPage } from '../shared/components/CasinoPage.tsx';

/** /casino?q=&category=&sort=: the lobby with its search, categories and order. */
export default function Casino() {
  return (
    <CasinoPage titleKey="casino">
      <Lobby />
    </CasinoPage>
  );
}
