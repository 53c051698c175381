import { useParams } from 'react-router-dom';
import { ProviderGames } from '../features/catalogue/components/ProviderGames.tsx';
import { CasinoPage } from '../shared/components/CasinoPage.tsx';

/** /game-list/provider/{providerId}: one provider's games under its logo and name. */
export default function ProviderGameList() {
  const { providerId = '' } = useParams();
  return (
    <CasinoPage titleKey="providerGameList">
      <ProviderGames key={providerId} providerId={providerId} />
    </CasinoPage>
  );
}
