import { initI18n, initialLanguage, loadRegisteredNamespace } from '@app/i18n';
import { drawnTimeZoneAtom, isSignedInAtom, localeAtom, STORAGE_KEYS, store, themeAtom } from '@app/state';
import { queryClient } from '@app/api';
import { takeEarlyFetch } from '@app/api/early';
import { loadAreaPage, loadRemotesConfig } from './federation/remotes.ts';
import { applyRootFontSize } from './layout/rootFontSize.ts';
import { applyTheme } from './startup/preferences.ts';
import { restoreSession } from './startup/restore.ts';
import { loadSiteConfig } from './startup/siteConfig.ts';
import { HOST_LOCALES_BASE } from './startup/urls.ts';
import { registerServiceWorker } from './sw/register.ts';
import { firstAreaPage } from './routes.ts';
import { nextTask } from './startup/nextTask.ts';
import { keepDrawCookies, takeDrawnAnswers } from './startup/drawn.ts';

// Start fetching where the areas live while the state is restored.
loadRemotesConfig().catch((error: unknown) => console.error('Failed to load the remotes config:', error));

/** How long the first render waits for the texts and the first page before drawing without them. */
const FIRST_SCREEN_WAIT_MS = 1500;

export async function start(): Promise<void> {
  // The app renders only after persisted state has loaded (at most the persistence wait), with no
  // loading display (spec section 2).
  await restoreSession();
  // A page drawn in the server came with the answers it was drawn from: the first render draws the same.
  const drawn = takeDrawnAnswers(queryClient, store.get(isSignedInAtom));
  // Each group of start-up requests is set off in a task of its own (see nextTask).
  await nextTask();
  const firstPage = loadFirstAreaPage();
  await nextTask();
  // The site config applies over the restored state (its default_theme only where none is stored).
  void loadSiteConfig();
  await nextTask();
  const language = initialLanguage(localStorage.getItem(STORAGE_KEYS.locale), navigator.languages ?? [navigator.language]);
  store.set(localeAtom, language);
  keepDrawCookies(store);
  const texts = initI18n({ language, localesBase: HOST_LOCALES_BASE, earlyResponse: takeEarlyFetch });
  // React and the app are evaluated in a task of their own while the texts and the page arrive.
  const render = nextTask().then(() => import(/* webpackMode: "eager" */ './render.tsx'));

  // The document looks right before the first render: nothing is restyled once it has painted.
  applyRootFontSize();
  applyTheme(store.get(themeAtom));
  document.documentElement.lang = language;

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The first screen is drawn whole: the texts and the first page are usually here already (the
  // early loader asked for them), so waiting for them briefly spares a frame-then-page redraw.
  // A slow or broken area does not hold the page: past the wait, its spinner or fallback shows.
  const [{ renderApp, drawnFor }] = await Promise.all([
    render,
    Promise.race([Promise.allSettled([texts, firstPage]), delay(FIRST_SCREEN_WAIT_MS)]),
  ]);
  await nextTask();
  // A visitor's drawn page in the app's language is taken over as it is, its times first drawn in
  // the zone it was drawn in; any other (a signed-in player's, another language's) is drawn anew.
  const drawnAs = drawn && !store.get(isSignedInAtom) ? drawnFor(container) : null;
  const hydrate = drawnAs?.language === language;
  if (hydrate) store.set(drawnTimeZoneAtom, drawnAs.timeZone);
  renderApp(container, { hydrate });
  // The worker installs (and precaches the shell) once the page has loaded, not while it loads.
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}

/**
 * The page of an area that the first screen shows starts loading now, beside the language and
 * the site config, rather than once React reaches it.
 */
async function loadFirstAreaPage(): Promise<void> {
  const first = firstAreaPage(window.location.pathname, store.get(isSignedInAtom));
  if (!first) return;
  const { area, page } = first;
  // Every area builds its pages from the UI kit's display and overlay parts, which the host
  // provides as chunks of their own: they are fetched now, beside the area's page, rather than
  // once the page has arrived and asks for them (a round trip later).
  void import('@app/ui/display').catch(() => undefined);
  void import('@app/ui/overlays').catch(() => undefined);
  try {
    await loadAreaPage(area, page);
    // An area's namespace is its name (see createArea); its texts come with the page.
    await loadRegisteredNamespace(area);
  } catch {
    // A failure shows on the page itself (the area's fallback), when it asks again.
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
