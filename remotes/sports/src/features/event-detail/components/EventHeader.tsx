import type { SportsEvent } from '@app/contract';
import { Badge } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useNames } from '../../../shared/hooks/useNames.ts';
import '../event-detail.css';

/** The top of an event page: the league, the teams, the score and where the match stands. */
export function EventHeader({ event }: { event: SportsEvent }) {
  const { t } = useAreaTranslation();
  const names = useNames();
  const clock = names.clock(event);
  const tone = event.status === 'live' ? 'danger' : event.status === 'upcoming' ? 'info' : 'primary';
  return (
    <header className="stack-card stack-card--tight sports-match">
      <p className="sports-match__league">
        {t(`sportNames.${event.sportId}`)} · {event.leagueName}
      </p>
      <div className="sports-match__board">
        <p className="sports-match__team">{event.home}</p>
        <p
          className="sports-match__score"
          aria-label={event.score ? t('event.score', { home: event.score.home, away: event.score.away }) : undefined}
        >
          {event.score ? (
            <>
              <span>{event.score.home}</span>
              <span aria-hidden="true">–</span>
              <span>{event.score.away}</span>
            </>
          ) : (
            <span className="sports-match__vs">{t('event.versus')}</span>
          )}
        </p>
        <p className="sports-match__team sports-match__team--away">{event.away}</p>
      </div>
      <p className="sports-match__status">
        <Badge tone={tone}>{t(`status.${event.status}`)}</Badge>
        <span>{clock ?? names.startTime(event.startsAt)}</span>
      </p>
    </header>
  );
}
