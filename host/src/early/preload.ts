import { FALLBACK_LANGUAGE, initialLanguage } from '@app/i18n/languages';
import { resolveAreaRemote, visitorBucket, type RemotesConfig } from '@app/contract/rollout';
import { STORAGE_KEYS } from '@app/state/keys';
import { apiBaseUrl } from '@app/api/config';
import { DRAWN_DATA_ID, FIRST_SCREEN_CALLS, type FirstScreenCall } from '@app/contract/first-screen';
import { firstAreaPage } from '../routes.ts';
import { HOST_LOCALES_BASE, HOST_NAMESPACES, REMOTES_CONFIG_URL, SITE_CONFIG_URL } from '../startup/urls.ts';
import { nextTask } from '../startup/nextTask.ts';
import { startEarlyCall, startEarlyFetch } from '@app/api/early';

/** The parts of an area's mf-manifest.json the early loader reads. */
interface AreaManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

interface EarlyPage {
  pathname: string;
  /** The address's query ('' when none): a page with one is not the first screen FIRST_SCREEN_CALLS names. */
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  languages: readonly string[];
  document: Document;
}

/**
 * Starts, while the main script is still downloading, every request the first page will wait
 * for: the site and remotes configs, the host's texts in the player's language, and for a page
 * of an area that area's manifest, entry, page module and texts. Without it these would start
 * one after another once the main script has run (manifest, then entry, then module).
 * Resolves when every hint has been given; never rejects (the main script does the real work).
 */
export async function preloadFirstPage({ pathname, search, storage, languages, document }: EarlyPage): Promise<void> {
  // The first screen's calls whose answer is the same for everyone, and the pictures they name; a
  // page drawn in the server came with their answers and its pictures.
  if (search === '' && !document.getElementById(DRAWN_DATA_ID))
    for (const call of FIRST_SCREEN_CALLS[pathname] ?? []) startFirstScreenCall(call, document);

  // What every first page needs, whoever the player is: the fallback language's texts (i18next
  // loads them beside the chosen language), the site config and where the areas live.
  for (const ns of HOST_NAMESPACES) startEarlyFetch(`${HOST_LOCALES_BASE}${FALLBACK_LANGUAGE}/${ns}.json`);
  startEarlyFetch(SITE_CONFIG_URL, { cache: 'no-cache' });
  const remotesConfig = startEarlyFetch(REMOTES_CONFIG_URL, { cache: 'no-cache', credentials: 'same-origin' });

  // Local storage is read in a task of its own: the page's first read waits on the browser (tens
  // of milliseconds when its storage is cold), which would make one long task of this script.
  await nextTask();
  const language = initialLanguage(storage.getItem(STORAGE_KEYS.locale), languages);
  const textLanguages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  if (language !== FALLBACK_LANGUAGE) for (const ns of HOST_NAMESPACES) startEarlyFetch(`${HOST_LOCALES_BASE}${language}/${ns}.json`);

  // The session is stored only while signed in.
  const first = firstAreaPage(pathname, Boolean(storage.getItem(STORAGE_KEYS.auth)));
  if (!first) return;
  const { area, page } = first;

  try {
    const remotes = (await (await remotesConfig).clone().json()) as RemotesConfig;
    const remote = remotes[area];
    if (!remote) return;
    // The same build the app will load: the visitor's bucket decides stable or canary.
    const { entry } = resolveAreaRemote(remote, visitorBucket(storage));
    const manifestUrl = new URL(entry, document.baseURI).href;
    const manifest = (await (await startEarlyFetch(manifestUrl)).clone().json()) as AreaManifest;
    const remoteEntry = manifest.metaData?.remoteEntry;
    if (!remoteEntry?.name) return;
    // The area's files are served beside its entry (its public path is where the entry is).
    const base = new URL(remoteEntry.path ? remoteEntry.path.replace(/\/?$/, '/') : '', manifestUrl).href;
    const assets = manifest.exposes?.find((expose) => expose.name === page)?.assets;
    const scripts = [remoteEntry.name, ...(assets?.js?.sync ?? [])];
    for (const script of scripts) preload(document, 'script', new URL(script, base).href);
    // The page's stylesheets come with its chunks, from the same place.
    for (const sheet of assets?.css?.sync ?? []) preload(document, 'style', new URL(sheet, base).href);
    for (const lng of textLanguages) startEarlyFetch(new URL(`locales/${lng}/${area}.json`, base).href);
  } catch {
    // The main script loads the area itself and shows its fallback if it cannot.
  }
}

/** Starts a call of the first screen; once it answers, preloads the first pictures of its games. */
function startFirstScreenCall(call: FirstScreenCall, document: Document) {
  const url = new URL(call.path.slice(1), apiBaseUrl(new URL(document.baseURI).origin)).href;
  const answer = startEarlyCall(url, call.body);
  if (!call.pictures) return;
  answer
    .then(async (response) => {
      if (!response.ok) return;
      const { list } = (await response.clone().json()) as { list?: { thumbnailUrl?: string }[] };
      for (const game of list?.slice(0, call.pictures) ?? []) {
        if (game.thumbnailUrl) preload(document, 'image', new URL(game.thumbnailUrl, document.baseURI).href);
      }
    })
    .catch(() => undefined);
}

/** Asks the browser to fetch a file now, for the element that will ask for it later. */
function preload(document: Document, as: 'script' | 'style' | 'image', href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.appendChild(link);
}
