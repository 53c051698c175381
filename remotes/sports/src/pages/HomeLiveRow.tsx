import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@app/api';
import { BetSlip } from '../features/betslip/components/BetSlip.tsx';
import { LiveRow } from '../features/live-row/components/LiveRow.tsx';
import { useLiveNow } from '../shared/api/liveNow.ts';
import '../shared/sports.css';

/**
 * The sportsbook's part of the home page (not a page of its own: the host draws it below home's
 * content): the matches live now, and the bet slip the row's prices fill, shown while the row is.
 */
export default function HomeLiveRow() {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveRow />
      <SlipWhileLive />
    </QueryClientProvider>
  );
}

/** The slip's bar on home only while there are matches live to add from (the same query as the row's). */
function SlipWhileLive() {
  const { data } = useLiveNow();
  return data?.list.some((event) => event.status === 'live') ? <BetSlip /> : null;
}
