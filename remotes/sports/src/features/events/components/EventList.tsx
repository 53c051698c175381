import { useCallback, useEffect, useMemo, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { SportId, SportsEvent } from '@app/contract';
import { cameWithPage } from '@app/api';
import { EmptyState, ErrorState, LoadingNote, SkeletonRow } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useLiveEvents } from '../../../shared/hooks/useLiveEvents.ts';
import { prepareStartTimes, useTimeZone } from '../../../shared/hooks/useNames.ts';
import { useRevealed } from '../../../shared/hooks/useRevealed.ts';
import { useSlipSelections } from '../../../shared/hooks/useSlip.ts';
import { LIVE_TOPIC, leagueTopic } from '../../../shared/model/topics.ts';
import { eventsKey, useEvents } from '../api/catalogue.ts';
import { byLeague, firstRows, leaguesShown } from '../model/grouping.ts';
import { EventRow } from './EventRow.tsx';
import '../events.css';

export interface EventListProps {
  sportId: SportId | null;
  leagueId: string | null;
  /** Whether the page's first screen has painted: the list is asked for from then on. */
  painted: boolean;
}

/**
 * The live and upcoming events of a sport (and league), grouped by league, kept live over the
 * socket: the live topic carries every live match, each shown league's topic its upcoming ones.
 */
export function EventList({ sportId, leagueId, painted }: EventListProps) {
  const { t, i18n } = useAreaTranslation();
  const language = i18n.language || 'en';
  const timeZone = useTimeZone();
  const query = useEvents(sportId, leagueId, painted);
  const picked = useSlipSelections();
  // A list kept from an earlier visit is not shown while it is asked for again: matches may have
  // ended meanwhile (nothing followed them), and the live section shows only matches live now. The
  // list the page came with (drawn in the server seconds ago) is shown at once, as it was drawn.
  const [withPage] = useState(() => cameWithPage(eventsKey(sportId, leagueId)));
  const base = query.isFetchedAfterMount || withPage ? query.data?.list : undefined;
  const topics = useMemo(() => [LIVE_TOPIC, ...(leagueId ? [leagueId] : leaguesShown(base ?? [])).map(leagueTopic)], [base, leagueId]);
  const belongs = useCallback(
    (event: SportsEvent) => (sportId === null || event.sportId === sportId) && (leagueId === null || event.leagueId === leagueId),
    [sportId, leagueId],
  );
  const events = useLiveEvents(base, { topics, belongs });
  // Live matches come first, then the next to start: the first screen's rows are drawn at once.
  const total = events ? events.live.length + events.upcoming.length : 0;
  const shown = useRevealed(total);
  // The start times' formats are made while the matches are on their way (once the first screen has
  // painted, in a task of their own), not in the pass that draws them.
  useEffect(() => {
    if (!painted) return;
    const timer = setTimeout(() => prepareStartTimes(language, timeZone), 0);
    return () => clearTimeout(timer);
  }, [painted, language, timeZone]);

  if (query.isError && !events)
    return <ErrorState title={t('events.errorTitle')} text={t('events.errorText')} onRetry={() => query.refetch()} headingLevel={2} />;
  if (!events)
    return (
      <div className="sports-loading" aria-busy="true">
        <LoadingNote />
        <SkeletonRow />
        <SkeletonRow />
        <SkeletonRow />
      </div>
    );
  if (total === 0)
    return <EmptyState icon={<CalendarClock />} title={t('events.emptyTitle')} text={t('events.emptyText')} headingLevel={2} />;

  // Grouped before they are counted out, so that each step only adds rows below the ones drawn.
  const live = byLeague(events.live);
  const upcoming = byLeague(events.upcoming);
  return (
    <div className="sports-lists">
      {[
        { key: 'live', title: t('events.live'), groups: firstRows(live, shown) },
        { key: 'upcoming', title: t('events.upcoming'), groups: firstRows(upcoming, shown - events.live.length) },
      ]
        .filter((section) => section.groups.length > 0)
        .map((section) => (
          <section key={section.key} className="sports-section" aria-labelledby={`sports-${section.key}`}>
            <h2 id={`sports-${section.key}`} className="sports-section__title">
              {section.key === 'live' ? <span className="sports-live-dot" aria-hidden="true" /> : null}
              {section.title}
            </h2>
            {section.groups.map((group) => (
              <div key={group.leagueId} className="sports-league">
                <h3 className="sports-league__name">{group.leagueName}</h3>
                <ul className="sports-events">
                  {group.events.map((event) => (
                    <EventRow key={event.id} event={event} picked={picked} />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
    </div>
  );
}
