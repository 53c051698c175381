// Texts for unit tests: the page's one i18n instance filled from the locale files on disk (the
// host's common and error texts and an area's own), so a test reads what the player would read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from './instance.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';

type Texts = Record<string, unknown>;

const readJson = (path: string): Texts => JSON.parse(readFileSync(path, 'utf8')) as Texts;
const sharedTexts = (language: string, namespace: string) => readJson(join(__dirname, '..', 'locales', language, `${namespace}.json`));

/**
 * The real i18n instance with the host's common and error texts and an area's own (its namespace,
 * read from `<areaDir>/locales/<language>/<namespace>.json`), in every language; English chosen.
 */
export async function setupAreaTexts(namespace: string, areaDir: string): Promise<void> {
  const resources = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      {
        common: sharedTexts(language, 'common'),
        error_codes: sharedTexts(language, 'error_codes'),
        [namespace]: readJson(join(areaDir, 'locales', language, `${namespace}.json`)),
      },
    ]),
  );
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common', 'error_codes', namespace],
      defaultNS: 'common',
      resources,
      interpolation: { escapeValue: false },
    });
  } else {
    for (const [language, bundles] of Object.entries(resources))
      for (const [name, bundle] of Object.entries(bundles)) i18n.addResourceBundle(language, name, bundle, true, true);
  }
  await i18n.changeLanguage('en');
}

/** A text of one namespace for a key, in English unless told. */
export type TextOf = (key: string, values?: Record<string, unknown>, lng?: string) => string;

/** The texts of one namespace (an area's own, or error_codes), as a test asks for them. */
export function textsOf(namespace: string): TextOf {
  return (key, values = {}, lng = 'en') => i18n.t(key, { ns: namespace, lng, ...values });
}
