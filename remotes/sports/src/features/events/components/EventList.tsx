import { useCallback, useMemo } from 'react';
import { CalendarClock } from 'lucide-react';
import type { SportId, SportsEvent } from '@app/contract';
import { EmptyState, ErrorState, LoadingNote, SkeletonRow } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useLiveEvents } from '../../../shared/hooks/useLiveEvents.ts';
import { useRevealed } from '../../../shared/hooks/useRevealed.ts';
import { useSlipSelections } from '../../../shared/hooks/useSlip.ts';
import { LIVE_TOPIC, leagueTopic } from '../../../shared/model/topics.ts';
import { useEvents } from '../api/catalogue.ts';
import { byLeague, leaguesShown } from '../model/grouping.ts';
import { EventRow } from './EventRow.tsx';

export interface EventListProps {
  sportId: SportId | null;
  leagueId: string | null;
}

/**
 * The live and upcoming events of a sport (and league), grouped by league, kept live over the
 * socket: the live topic carries every live match, each shown league's topic its upcoming ones.
 */
export function EventList({ sportId, leagueId }: EventListProps) {
  const { t } = useAreaTranslation();
  const query = useEvents(sportId, leagueId);
  const picked = useSlipSelections();
  const base = query.data?.list;
  const topics = useMemo(() => [LIVE_TOPIC, ...(leagueId ? [leagueId] : leaguesShown(base ?? [])).map(leagueTopic)], [base, leagueId]);
  const belongs = useCallback(
    (event: SportsEvent) => (sportId === null || event.sportId === sportId) && (leagueId === null || event.leagueId === leagueId),
    [sportId, leagueId],
  );
  const events = useLiveEvents(base, { topics, belongs });
  // Live matches come first, then the next to start: the first screen's rows are drawn at once.
  const shown = useRevealed(events?.length ?? 0);

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
  if (events.length === 0)
    return <EmptyState icon={<CalendarClock />} title={t('events.emptyTitle')} text={t('events.emptyText')} headingLevel={2} />;

  const allLive = events.filter((event) => event.status === 'live');
  const live = allLive.slice(0, shown);
  const upcoming = events.filter((event) => event.status === 'upcoming').slice(0, Math.max(0, shown - allLive.length));
  return (
    <div className="sports-lists">
      {[
        { key: 'live', title: t('events.live'), list: live },
        { key: 'upcoming', title: t('events.upcoming'), list: upcoming },
      ]
        .filter((section) => section.list.length > 0)
        .map((section) => (
          <section key={section.key} className="sports-section" aria-labelledby={`sports-${section.key}`}>
            <h2 id={`sports-${section.key}`} className="sports-section__title">
              {section.key === 'live' ? <span className="sports-live-dot" aria-hidden="true" /> : null}
              {section.title}
            </h2>
            {byLeague(section.list).map((group) => (
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
