import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { lazyPage } from './AreaPage.tsx';
import { recordBoundaryError } from './health.ts';
import { areaVersion, loadAreaPage, type AreaName, type PageModule } from './remotes.ts';

/** How near the screen (below it) a part's place comes before the part is fetched. */
export const NEAR_SCREEN_MARGIN = '400px';

interface AreaPartProps {
  area: AreaName;
  /** The exposed part (a module of the area's `parts`). */
  part: string;
  /** Loads the part's module; the federation runtime by default, replaceable in tests. */
  load?: (area: AreaName, page: string) => Promise<PageModule>;
}

/**
 * Another area's part drawn on a page (home's live matches, from the sportsbook). It is not in the
 * page's first load: its area's files are fetched once the page has loaded and the part's place
 * comes within NEAR_SCREEN_MARGIN of the screen. A part that cannot be loaded, or fails while
 * drawn, leaves its place empty: the page around it goes on.
 */
export function AreaPart({ area, part, load = loadAreaPage }: AreaPartProps) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreenAfterLoad(place);
  const Part = near ? lazyPage(load, area, part) : null;
  // A page drawn in the server draws the part's place empty, as the app's first render does (the
  // part loads as it nears the screen).
  return (
    <div ref={place} className="area-part" data-area-part={`${area}/${part}`}>
      {Part ? (
        <ErrorBoundary
          fallbackRender={() => null}
          onError={(error) => {
            console.error(`The ${area} area's ${part} could not be shown:`, error);
            recordBoundaryError(area, areaVersion(area), error);
          }}
        >
          <Suspense fallback={null}>
            {/* eslint-disable-next-line react-hooks/static-components */}
            <Part />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}

/** Whether the element has come near the screen, watched from the page's load event on. */
function useNearScreenAfterLoad(place: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
        rootMargin: `0px 0px ${NEAR_SCREEN_MARGIN} 0px`,
      });
      observer.observe(element);
    };
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
    return () => {
      window.removeEventListener('load', watch);
      observer?.disconnect();
    };
  }, [near, place]);
  return near;
}
