import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Currency, ExchangeRates, SiteConfig } from '@app/contract';
import { i18n } from '@app/i18n';

/** The operator's licence as the site config gives it (the cmsConfig of the config state carries these). */
export type Licence = Pick<SiteConfig, 'license_enable' | 'license_image' | 'license_url' | 'brand_name'>;

/**
 * The text of a form's failed submission: `describe`, the screen's own text for a failure it explains
 * itself, is asked first; null when there is nothing to show.
 */
export type SubmitFailureText = (caught: unknown, describe?: (error: never) => string | undefined) => string | null;

/**
 * What the kit's components take from the app that runs them, given once at its root
 * (`KitValuesProvider`): the kit reads no store and makes no call itself.
 */
export interface KitValues {
  /** The platform's currencies: each one's decimals (Intl's own digits for a currency it does not list). */
  currencies: readonly Pick<Currency, 'currency' | 'decimals'>[];
  /** The platform's exchange rates (units of each currency per one USD). */
  rates: ExchangeRates;
  /** The currency totals are shown in; empty when none is set. */
  displayCurrency: string;
  /** The licence `LicenceSeal` shows. */
  licence: Licence;
  /** How `Form` words a failed submission (the app's error catalogue). */
  submitFailureText: SubmitFailureText;
}

const NO_LICENCE: Licence = { license_enable: false, license_image: '', license_url: '', brand_name: '' };

/** Outside a provider: no currency list, rates or display currency, no licence, and one generic failure text. */
export const KIT_DEFAULTS: KitValues = {
  currencies: [],
  rates: {},
  displayCurrency: '',
  licence: NO_LICENCE,
  submitFailureText: () => i18n.t('forms.failed', { ns: 'common' }),
};

const KitValuesContext = createContext<KitValues>(KIT_DEFAULTS);

/** Gives the kit's components below it the app's values; what it leaves out keeps its default. */
export function KitValuesProvider({ values, children }: { values: Partial<KitValues>; children?: ReactNode }) {
  const { currencies, rates, displayCurrency, licence, submitFailureText } = values;
  const merged = useMemo(
    () => ({
      currencies: currencies ?? KIT_DEFAULTS.currencies,
      rates: rates ?? KIT_DEFAULTS.rates,
      displayCurrency: displayCurrency ?? KIT_DEFAULTS.displayCurrency,
      licence: licence ?? KIT_DEFAULTS.licence,
      submitFailureText: submitFailureText ?? KIT_DEFAULTS.submitFailureText,
    }),
    [currencies, rates, displayCurrency, licence, submitFailureText],
  );
  return <KitValuesContext.Provider value={merged}>{children}</KitValuesContext.Provider>;
}

/** The values the app gave the kit (the defaults outside a provider). */
export function useKitValues(): KitValues {
  return useContext(KitValuesContext);
}
