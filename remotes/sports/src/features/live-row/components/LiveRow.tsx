import { memo, useId } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SportsEvent } from '@app/contract';
import { Skeleton } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useLiveNow } from '../../../shared/api/liveNow.ts';
import { MatchResultOdds } from '../../../shared/components/MatchResultOdds.tsx';
import { Scoreline } from '../../../shared/components/Scoreline.tsx';
import { useSlipSelections } from '../../../shared/hooks/useSlip.ts';
import '../live-row.css';

/** The cards a loading row shows in place of the matches. */
const PLACEHOLDERS = 3;

/**
 * "Live now" on the home page: the matches under way in a row that scrolls sideways, each with its
 * teams, score and clock (a tap opens the match) and its match result prices (a tap puts the
 * selection on the bet slip), and a way to the sportsbook. Asked for again every few seconds
 * rather than followed over the socket; left out entirely when nothing is live, or when the
 * matches cannot be had.
 */
export function LiveRow() {
  const { t } = useAreaTranslation();
  const headingId = useId();
  const query = useLiveNow();
  const picked = useSlipSelections();
  const events = query.data?.list.filter((event) => event.status === 'live');
  if (query.isError && !query.data) return null;
  if (events && events.length === 0) return null;
  const title = t('events.live');
  return (
    <section className="section sports-live-row" aria-labelledby={headingId} data-testid="sports-live-row">
      <div className="section__head sports-live-row__head">
        <h2 id={headingId} className="section__title sports-live-row__title">
          <span className="sports-live-dot" aria-hidden="true" />
          {title}
        </h2>
        <Link className="icon-text sports-live-row__more" to="/sports" aria-label={t('liveRow.seeAllLabel')}>
          {t('liveRow.seeAll')}
          <ChevronRight aria-hidden="true" />
        </Link>
      </div>
      {events ? (
        <ul className="sports-live-row__list" aria-labelledby={headingId}>
          {events.map((event) => (
            <LiveCard key={event.id} event={event} picked={picked} />
          ))}
        </ul>
      ) : (
        <div className="sports-live-row__list" aria-busy="true">
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <span key={index} className="stack-card sports-live-card sports-live-card--placeholder" aria-hidden="true">
              <Skeleton width="40%" />
              <Skeleton width="80%" />
              <Skeleton width="70%" />
              <Skeleton variant="rect" height="2.75rem" />
            </span>
          ))}
          <span className="visually-hidden" role="status">
            {t('liveRow.loading')}
          </span>
        </div>
      )}
    </section>
  );
}

/** One live match: the league, the teams with the score, the clock, and the three prices. */
function LiveCardView({ event, picked }: { event: SportsEvent; picked: ReadonlySet<string> }) {
  const { t } = useAreaTranslation();
  const score = event.score ?? { home: 0, away: 0 };
  return (
    <li className="stack-card sports-live-card" data-event-id={event.id}>
      <Link to={`/sports/event/${event.id}`} className="sports-live-card__link">
        <span className="sports-live-card__league">{event.leagueName}</span>
        {/* The digits beside the names are for the eye; a screen reader hears the score in words. */}
        <span className="sports-live-card__team">
          <span className="sports-live-card__name">{event.home}</span>
          <span className="sports-live-card__score" aria-hidden="true">
            {score.home}
          </span>
        </span>
        <span className="sports-live-card__team">
          <span className="sports-live-card__name">{event.away}</span>
          <span className="sports-live-card__score" aria-hidden="true">
            {score.away}
          </span>
        </span>
        <span className="visually-hidden">{t('event.score', { home: score.home, away: score.away })}</span>
        <Scoreline event={event} />
      </Link>
      <MatchResultOdds event={event} picked={picked} className="sports-live-card" />
    </li>
  );
}

const LiveCard = memo(LiveCardView);
