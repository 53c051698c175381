import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from '@app/i18n';
import { Button } from '@app/ui';
import { recordBoundaryError } from './health.ts';
import { areaVersion, loadAreaPage, resetArea, type AreaName, type PageModule } from './remotes.ts';
import { PageSpinner } from '../layout/PageSpinner.tsx';
import { ErrorScreen } from '../screens/ErrorScreen.tsx';

interface AreaPageProps {
  area: AreaName;
  page: string;
  /** Loads the page module; the federation runtime by default, replaceable in tests. */
  load?: (area: AreaName, page: string) => Promise<PageModule>;
}

/**
 * One page of an area, loaded lazily from its remote. If the remote cannot be loaded (server down,
 * bad manifest, script error) only this area shows a translated fallback with a retry; the tab
 * bar and every other area keep working. A loaded page that throws while drawn is another thing:
 * the spec's error screen (the message, Back to Home, Reload), inside the layout.
 */
export function AreaPage({ area, page, load = loadAreaPage }: AreaPageProps) {
  const [, setAttempt] = useState(0);
  // The lazy component comes from the lazyPages cache: the same one on every render of this page.
  const Page = lazyPage(load, area, page);
  return (
    <ErrorBoundary
      fallbackRender={(props) =>
        failedLoads.has(props.error as object) ? <AreaFallback area={area} {...props} /> : <ErrorScreen error={props.error} inLayout />
      }
      onError={(error) => {
        if (failedLoads.has(error as object)) console.error(`The ${area} area could not be loaded:`, error);
        else console.error(`A page of the ${area} area failed while drawn:`, error);
        recordBoundaryError(area, areaVersion(area), error);
      }}
      onReset={() => {
        forgetPage(load, area, page);
        setAttempt((n) => n + 1);
      }}
      resetKeys={[area, page]}
    >
      <Suspense fallback={<PageSpinner />}>
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

type LoadPage = NonNullable<AreaPageProps['load']>;

/** The failures of loading a page (as opposed to errors its render throws). */
const failedLoads = new WeakSet<object>();

/** Loads a page, marking a failure as a failed load (the same error object, which the health counts know). */
function loadMarked(load: LoadPage, area: AreaName, page: string): Promise<PageModule> {
  return load(area, page).catch((error: unknown) => {
    const failure = error !== null && typeof error === 'object' ? error : new Error(String(error));
    failedLoads.add(failure);
    throw failure;
  });
}

/** One lazy component per page and loader, kept across renders; a failed one is forgotten on retry. */
const lazyPages = new WeakMap<LoadPage, Map<string, LazyExoticComponent<ComponentType>>>();

export function lazyPage(load: LoadPage, area: AreaName, page: string): LazyExoticComponent<ComponentType> {
  let pages = lazyPages.get(load);
  if (!pages) lazyPages.set(load, (pages = new Map()));
  const key = `${area}/${page}`;
  let component = pages.get(key);
  if (!component) pages.set(key, (component = lazy(() => loadMarked(load, area, page))));
  return component;
}

function forgetPage(load: LoadPage, area: AreaName, page: string): void {
  lazyPages.get(load)?.delete(`${area}/${page}`);
}

function AreaFallback({ area, resetErrorBoundary }: FallbackProps & { area: AreaName }) {
  const { t } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  const name = t(`area.${area}`);
  return (
    <div className="area-fallback card" role="alert" data-area-fallback={area}>
      <h1 className="area-fallback__title">{t('areaUnavailable.title', { area: name })}</h1>
      <p>{t('areaUnavailable.text')}</p>
      <Button
        disabled={retrying}
        onClick={async () => {
          setRetrying(true);
          await resetArea(area).catch(() => undefined);
          resetErrorBoundary();
        }}
      >
        {t('retry')}
      </Button>
    </div>
  );
}
