import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { recordSingleton } from '@app/contract/singletons';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages.ts';

/** The one i18next instance of the page. */
export const i18n = i18next.createInstance();
recordSingleton('i18next', i18n);

/** Where each namespace's files live: the host's own by default, an area's under its own build. */
const namespaceBases = new Map<string, string>();
let hostBase = '/locales/';

/**
 * Lets an area (remote) load its texts from its own deployment, so that it ships its strings with
 * its code and can be released on its own: files at `${baseUrl}${language}/${namespace}.json`.
 */
export function registerNamespace(namespace: string, baseUrl: string): void {
  namespaceBases.set(namespace, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

/**
 * Loads the texts of a namespace an area has registered (nothing for one it has not), so that a
 * page can be drawn with its texts in place instead of suspending for them.
 */
export function loadRegisteredNamespace(namespace: string): Promise<void> {
  if (!namespaceBases.has(namespace)) return Promise.resolve();
  return i18n.loadNamespaces(namespace);
}

export function localeUrl(language: string, namespace: string): string {
  return `${namespaceBases.get(namespace) ?? hostBase}${language}/${namespace}.json`;
}

export interface I18nOptions {
  language: string;
  /** Base URL of the host's locale files (common, error_codes). */
  localesBase?: string;
  /** A response already on its way for a locale file's URL, if the page started one early. */
  earlyResponse?: (url: string) => Promise<Response> | undefined;
}

/**
 * Starts the instance: common and error_codes are fetched over HTTP on demand, retried 5 times
 * starting at 350 ms and doubling (spec section 9).
 */
export function initI18n({ language, localesBase = '/locales/', earlyResponse }: I18nOptions) {
  hostBase = localesBase;
  return i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'languageOnly',
      ns: ['common', 'error_codes'],
      defaultNS: 'common',
      maxRetries: 5,
      retryTimeout: 350,
      interpolation: { escapeValue: false },
      backend: {
        loadPath: (languages: string[], namespaces: string[]) => localeUrl(languages[0] ?? FALLBACK_LANGUAGE, namespaces[0] ?? 'common'),
        // Undefined lets the backend fetch the file itself.
        ...(earlyResponse ? { alternateFetch: (url: string) => earlyResponse(url) } : {}),
      },
      react: { useSuspense: true },
    });
}
