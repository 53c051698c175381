import { memo } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SportsEvent } from '@app/contract';
import { useAreaTranslation } from '../../../area.ts';
import { MatchResultOdds } from '../../../shared/components/MatchResultOdds.tsx';
import { Scoreline } from '../../../shared/components/Scoreline.tsx';
import '../events.css';

/** One event in a list: the teams with the score or start time, and the match result odds to tap. */
function EventRowView({ event, picked }: { event: SportsEvent; picked: ReadonlySet<string> }) {
  const { t } = useAreaTranslation();
  // The score of a match under way, and of one that ended while the list was open.
  const scored = (event.status === 'live' || event.status === 'finished') && event.score;
  return (
    <li className="stack-card stack-card--tight sports-event" data-event-id={event.id}>
      <Link to={`/sports/event/${event.id}`} className="sports-event__link">
        <span className="sports-event__teams">
          <span className="sports-event__team">
            <span className="sports-event__name">{event.home}</span>
            {scored ? <span className="sports-event__score">{event.score?.home}</span> : null}
          </span>
          <span className="sports-event__team">
            <span className="sports-event__name">{event.away}</span>
            {scored ? <span className="sports-event__score">{event.score?.away}</span> : null}
          </span>
        </span>
        <span className="sports-event__meta">
          <Scoreline event={event} />
          {/* On the compact row the other markets show as their number ("+3"); the words are for screen readers. */}
          <span className="icon-text sports-event__more">
            <span className="visually-hidden">{t('events.markets', { count: event.marketCount })}</span>
            {event.marketCount > 1 ? <span aria-hidden="true">{`+${event.marketCount - 1}`}</span> : null}
            <ChevronRight aria-hidden="true" />
          </span>
        </span>
      </Link>
      <MatchResultOdds event={event} picked={picked} className="sports-event" />
    </li>
  );
}

/** Whether a selection of the event's shown market is on the slip in one set and not in the other. */
function pickedChanged(event: SportsEvent, before: ReadonlySet<string>, after: ReadonlySet<string>): boolean {
  if (before === after) return false;
  return (event.mainMarket?.selections ?? []).some((selection) => before.has(selection.id) !== after.has(selection.id));
}

/**
 * A row is drawn again only when its event changed (a live message replaces the event object) or
 * one of its odds went on or off the slip: a live list re-draws the one match a message is about.
 */
export const EventRow = memo(
  EventRowView,
  (before, after) => before.event === after.event && !pickedChanged(after.event, before.picked, after.picked),
);
