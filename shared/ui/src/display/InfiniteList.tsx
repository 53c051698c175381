import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '@app/i18n';
import { Button } from '../components/Button.tsx';
import { SkeletonRow } from './Skeleton.tsx';
import { ErrorState } from './States.tsx';

export interface InfiniteListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
  /** More pages exist. */
  hasMore: boolean;
  /** A page is being fetched. */
  loading: boolean;
  /** Asks for the next page; called when the end of the list comes near the screen. */
  onLoadMore: () => void;
  /** The last page failed: shown in place of the loader, with Try again calling onLoadMore. */
  error?: boolean;
  /** Names the list for screen readers. */
  label: string;
  /** Shown when there are no items and nothing is loading. */
  empty?: ReactNode;
  /** How many placeholder rows show while the first page loads. */
  placeholderRows?: number;
}

const subscribeToNothing = () => () => undefined;
const hasIntersectionObserver = () => typeof IntersectionObserver !== 'undefined';
const drawnWithObserver = () => true;

/**
 * A list that fetches its next page as the player scrolls near its end (an IntersectionObserver
 * watches a marker after the last row); without IntersectionObserver, a Load more button.
 */
export function InfiniteList<T>({
  items,
  renderItem,
  itemKey,
  hasMore,
  loading,
  onLoadMore,
  error = false,
  label,
  empty,
  placeholderRows = 3,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  // A page drawn in the server shows no button (nothing behind it there), as the browser's does.
  const canObserve = useSyncExternalStore(subscribeToNothing, hasIntersectionObserver, drawnWithObserver);
  const wanted = hasMore && !loading && !error;
  const loadMore = useRef(onLoadMore);
  useLayoutEffect(() => {
    loadMore.current = onLoadMore;
  });

  useEffect(() => {
    const marker = sentinel.current;
    if (!wanted || !marker || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [wanted, canObserve, items.length]);

  if (items.length === 0 && !loading && !hasMore && !error) return <>{empty ?? null}</>;
  return (
    <div className="infinite-list" aria-busy={loading || undefined}>
      <ul className="list list--inset" aria-label={label}>
        {items.map((item, index) => (
          <li key={itemKey(item, index)} className="list-row">
            {renderItem(item, index)}
          </li>
        ))}
        {loading
          ? Array.from({ length: items.length === 0 ? placeholderRows : 1 }, (_, index) => (
              <li key={`placeholder-${index}`} className="list-row list-row--placeholder" aria-hidden="true">
                <div className="list-row__body">
                  <SkeletonRow />
                </div>
              </li>
            ))
          : null}
      </ul>
      {loading ? (
        <p className="visually-hidden" role="status">
          {t('ui.loadingMore')}
        </p>
      ) : null}
      {error ? <ErrorState headingLevel={3} onRetry={onLoadMore} /> : null}
      {wanted && !canObserve ? (
        <div className="infinite-list__more">
          <Button variant="secondary" onClick={onLoadMore}>
            {t('ui.loadMore')}
          </Button>
        </div>
      ) : null}
      {!hasMore && items.length > 0 ? <p className="infinite-list__end">{t('ui.endOfList')}</p> : null}
      <div ref={sentinel} className="infinite-list__sentinel" />
    </div>
  );
}
