import type { SportsEvent } from '@app/contract';
import { useAreaTranslation } from '../../area.ts';
import { useNames } from '../hooks/useNames.ts';
import './Scoreline.css';

/** Where a match stands: the live score and clock, the start time, or how it ended. */
export function Scoreline({ event }: { event: SportsEvent }) {
  const { t } = useAreaTranslation();
  const names = useNames();
  if (event.status === 'upcoming') return <span className="sports-when">{names.startTime(event.startsAt)}</span>;
  const clock = names.clock(event);
  return (
    <span className={`sports-when sports-when--${event.status}`}>
      {event.status === 'live' ? <span className="sports-live">{t('status.live')}</span> : <span>{t(`status.${event.status}`)}</span>}
      {clock ? <span className="sports-when__clock">{clock}</span> : null}
    </span>
  );
}
