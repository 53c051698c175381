// Test helper of the kit's own tests: the real i18n instance with the common texts in memory.
import { i18n, SUPPORTED_LANGUAGES } from '@app/i18n';
import en from '@app/i18n/locales/en/common.json';
import es from '@app/i18n/locales/es/common.json';
import hi from '@app/i18n/locales/hi/common.json';
import pt from '@app/i18n/locales/pt/common.json';
import tr from '@app/i18n/locales/tr/common.json';
import vi from '@app/i18n/locales/vi/common.json';

export const commonTexts = { en, es, hi, pt, tr, vi } as const;

export async function setupKitI18n(language = 'en') {
  if (!i18n.isInitialized) {
    const resources = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((code) => [code, { common: commonTexts[code as keyof typeof commonTexts] }]),
    );
    await i18n.init({
      lng: language,
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      resources,
      interpolation: { escapeValue: false },
    });
  } else {
    await i18n.changeLanguage(language);
  }
}
