import { LicenceSeal } from '@app/ui/display';
import { HomeRows } from '../features/catalogue/components/HomeRows.tsx';
import { OriginalsStrip } from '../features/catalogue/components/OriginalsStrip.tsx';
import { ProviderStrip } from '../features/catalogue/components/ProviderStrip.tsx';
import { PlayerRows } from '../features/player-games/components/PlayerRows.tsx';
import { HeroBanners } from '../features/promotions/components/HeroBanners.tsx';
import { CasinoPage } from '../shared/components/CasinoPage.tsx';

/**
 * /: the offers, the originals in a row of chips, the player's own rows when signed in, the catalogue's rows and the providers, and
 * at its foot the operator's gaming licence when the site config shows one.
 */
export default function Home() {
  return (
    <CasinoPage titleKey="home">
      <HeroBanners />
      <OriginalsStrip />
      <PlayerRows />
      <HomeRows />
      <ProviderStrip />
      <LicenceSeal />
    </CasinoPage>
  );
}
