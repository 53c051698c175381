import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@app/i18n';

const locales = join(__dirname, '..', '..', '..', 'i18n', 'locales');
const read = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(locales, language, `${namespace}.json`), 'utf8'));

/** The real i18n instance with the product's texts in English, Vietnamese and Portuguese, in memory. */
export async function setupFormTexts(): Promise<void> {
  const resources = Object.fromEntries(
    ['en', 'vi', 'pt'].map((language) => [language, { common: read(language, 'common'), error_codes: read(language, 'error_codes') }]),
  );
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common', 'error_codes'],
      defaultNS: 'common',
      resources,
      interpolation: { escapeValue: false },
    });
  } else {
    for (const [language, bundles] of Object.entries(resources)) {
      for (const [namespace, bundle] of Object.entries(bundles)) i18n.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
  await i18n.changeLanguage('en');
}
