import { useParams } from 'react-router-dom';
import { BetSlip } from '../features/betslip/components/BetSlip.tsx';
import { EventDetail } from '../features/event-detail/components/EventDetail.tsx';
import { SportsPage } from '../shared/components/SportsPage.tsx';

/** /sports/event/:eventId: one event with all its markets, live, and the bet slip. */
export default function SportsEvent() {
  const { eventId = '' } = useParams();
  return (
    <SportsPage titleKey="event" compact>
      <EventDetail key={eventId} eventId={eventId} />
      <BetSlip />
    </SportsPage>
  );
}
