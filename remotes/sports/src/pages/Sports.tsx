import { BetSlip } from '../features/betslip/components/BetSlip.tsx';
import { EventBrowser } from '../features/events/components/EventBrowser.tsx';
import { SportsPage } from '../shared/components/SportsPage.tsx';

/** /sports: live and upcoming events by sport and league, odds to tap, and the bet slip. */
export default function Sports() {
  return (
    <SportsPage titleKey="sports" compact>
      <EventBrowser />
      <BetSlip />
    </SportsPage>
  );
}
