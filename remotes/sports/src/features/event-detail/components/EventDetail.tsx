import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ApiError } from '@app/api';
import { EmptyState, ErrorState, LoadingNote, Skeleton, SkeletonRow } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useSlipSelections } from '../../../shared/hooks/useSlip.ts';
import { useEventWithMarkets } from '../api/event.ts';
import { useLiveEvent } from '../hooks/useLiveEvent.ts';
import { groupMarkets } from '../model/groups.ts';
import { EventHeader } from './EventHeader.tsx';
import { MarketCard } from './MarketCard.tsx';
import '../event-detail.css';

/** An event page: the match as it stands and every market, grouped, live over the event's topic. */
export function EventDetail({ eventId }: { eventId: string }) {
  const { t } = useAreaTranslation();
  const query = useEventWithMarkets(eventId);
  const shown = useLiveEvent(eventId, query.data);
  const picked = useSlipSelections();

  const back = (
    <Link to="/sports" className="sports-back">
      <ArrowLeft aria-hidden="true" />
      {t('event.back')}
    </Link>
  );
  if (!shown) {
    if (query.isError) {
      const missing = query.error instanceof ApiError && (query.error.reason ?? query.error.code) === 'SPORTS_EVENT_NOT_FOUND';
      return (
        <>
          {back}
          {missing ? (
            <EmptyState icon={<SearchX />} title={t('event.missingTitle')} text={t('event.missingText')} headingLevel={2} />
          ) : (
            <ErrorState title={t('event.errorTitle')} text={t('event.errorText')} onRetry={() => query.refetch()} headingLevel={2} />
          )}
        </>
      );
    }
    return (
      <div className="sports-loading" aria-busy="true">
        <LoadingNote />
        <Skeleton variant="rect" height="7rem" />
        <SkeletonRow />
        <SkeletonRow />
      </div>
    );
  }
  const groups = groupMarkets(shown.markets);
  return (
    <>
      {back}
      <EventHeader event={shown.event} />
      {groups.length === 0 ? (
        <EmptyState title={t('event.noMarketsTitle')} text={t('event.noMarketsText')} headingLevel={2} />
      ) : (
        groups.map((group) => {
          const heading = t(`marketGroups.${group.type}`);
          return (
            <section key={group.type} className="sports-section" aria-labelledby={`sports-group-${group.type}`}>
              <h2 id={`sports-group-${group.type}`} className="sports-section__title">
                {heading}
              </h2>
              {group.markets.map((market) => (
                <MarketCard key={market.id} event={shown.event} market={market} picked={picked} groupTitle={heading} />
              ))}
            </section>
          );
        })
      )}
    </>
  );
}
