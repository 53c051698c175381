// The back office's texts: its own namespace (backoffice) beside the kit's (common) and the
// platform's failures (error_codes), on the page's one i18next instance. English is bundled; a
// language is added with its three files under locales/<code>/ and one line in LANGUAGES, and is
// loaded only when chosen.
import { i18n } from '@app/i18n';
import { initReactI18next } from 'react-i18next';
import common from '@app/i18n/locales/en/common.json';
import errorCodes from '@app/i18n/locales/en/error_codes.json';
import backoffice from '../locales/en/backoffice.json';

type Bundle = Record<string, unknown>;
type Bundles = { common: Bundle; error_codes: Bundle; backoffice: Bundle };

/** The back office's languages: English now, the others the player's app has when translated. */
export const LANGUAGES: Record<string, () => Promise<Bundles>> = {
  en: async () => ({ common, error_codes: errorCodes, backoffice }),
};

export const NAMESPACES = ['backoffice', 'common', 'error_codes'] as const;

export async function initTexts(language = 'en'): Promise<void> {
  const chosen = language in LANGUAGES ? language : 'en';
  const bundles = await LANGUAGES[chosen]!();
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: chosen,
      fallbackLng: 'en',
      ns: [...NAMESPACES],
      defaultNS: 'backoffice',
      // The kit's components ask for their own words (ui.close, ui.retry) without naming a namespace.
      fallbackNS: 'common',
      resources: { [chosen]: bundles },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  } else {
    for (const [namespace, bundle] of Object.entries(bundles)) i18n.addResourceBundle(chosen, namespace, bundle, true, true);
    await i18n.changeLanguage(chosen);
  }
  document.documentElement.lang = chosen;
}

/** The text of a failure: the platform's own wording of its reason, else a general one. */
export function failureText(caught: unknown): string {
  const reason = (caught as { reason?: unknown } | null)?.reason;
  if (typeof reason === 'string' && i18n.exists(reason, { ns: 'error_codes' })) return i18n.t(reason, { ns: 'error_codes' });
  if (reason === 'NETWORK_ERROR') return i18n.t('errors.network', { ns: 'backoffice' });
  return i18n.t('errors.generic', { ns: 'backoffice' });
}
