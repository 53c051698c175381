import { atom } from 'jotai';
import { DEFAULT_ACCOUNT_SETTINGS, parseAccountSettings } from '@app/contract/account-settings';
import type { AccountSettings, Currency, ExchangeRates, SiteConfig } from '@app/contract';

export type Theme = 'light' | 'dark';

/** cmsConfig: the display settings of the static site config (spec section 3). */
export type CmsConfig = Pick<
  SiteConfig,
  'support_email' | 'brand_name' | 'loading_type' | 'license_enable' | 'license_image' | 'license_url'
>;

/** Config state as the specification names it (section 3). */
export interface ConfigState {
  locale: string;
  theme: Theme;
  currencyList: Currency[];
  displayCurrency: string;
  currencyRate: ExchangeRates;
  accountSettings: AccountSettings;
  cmsConfig: CmsConfig;
}

/** The specification's defaults (sections 3 and 9), used until the operator's settings arrive. */
export { DEFAULT_ACCOUNT_SETTINGS };

export const DEFAULT_CMS_CONFIG: CmsConfig = {
  support_email: '',
  brand_name: '',
  loading_type: 'loading1',
  license_enable: false,
  license_image: '',
  license_url: '',
};

export const DEFAULT_THEME: Theme = 'light';

export const initialConfig: ConfigState = {
  locale: 'en',
  theme: DEFAULT_THEME,
  currencyList: [],
  displayCurrency: '',
  currencyRate: {},
  accountSettings: DEFAULT_ACCOUNT_SETTINGS,
  cmsConfig: DEFAULT_CMS_CONFIG,
};

export const configAtom = atom<ConfigState>(initialConfig);

/** A read/write view of one field of the config state. */
function configField<K extends keyof ConfigState>(key: K) {
  return atom(
    (get) => get(configAtom)[key],
    (get, set, value: ConfigState[K]) => set(configAtom, { ...get(configAtom), [key]: value }),
  );
}

export const localeAtom = configField('locale');
/**
 * The time zone times are shown in: undefined for the device's (what Intl uses when given none,
 * so no format is made to read its name: the first one a page makes loads the browser's date
 * data, tens of milliseconds on a phone). A page drawn in the server shows the visitor's (from the
 * page's cookie), or null when the server does not know it yet: a time is then left out rather
 * than shown in the server's zone.
 */
export const timeZoneAtom = atom<string | null | undefined>(undefined);
/**
 * The time zone the page's markup was drawn in by the server (null: none, times left out), while
 * the app takes that markup over; undefined otherwise. Times are drawn in it until the app has
 * taken the markup over, then in `timeZoneAtom`'s.
 */
export const drawnTimeZoneAtom = atom<string | null | undefined>(undefined);
/** The device's time zone by name (it makes a date format: not for a page's first moments). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
export const themeAtom = configField('theme');
export const currencyListAtom = configField('currencyList');
export const displayCurrencyAtom = configField('displayCurrency');
export const currencyRateAtom = configField('currencyRate');
/**
 * The operator's account settings, always whole: whatever is written or restored is read through
 * the contract's parser, so a field a partial answer (or an older stored config) lacks is the
 * spec's default, never missing.
 */
const wholeSettings = new WeakMap<object, AccountSettings>();
function readSettings(stored: AccountSettings): AccountSettings {
  if (stored === null || typeof stored !== 'object') return parseAccountSettings(stored);
  let whole = wholeSettings.get(stored);
  if (!whole) wholeSettings.set(stored, (whole = parseAccountSettings(stored)));
  return whole;
}
export const accountSettingsAtom = atom(
  (get) => readSettings(get(configAtom).accountSettings),
  (get, set, value: AccountSettings) => set(configAtom, { ...get(configAtom), accountSettings: parseAccountSettings(value) }),
);
export const cmsConfigAtom = configField('cmsConfig');

/** The currencies the product uses: aggregatedEnabled and not aggregatedHidden (spec section 5). */
export function visibleCurrencyCodes(list: readonly Pick<Currency, 'currency' | 'aggregatedEnabled' | 'aggregatedHidden'>[]): string[] {
  return list.filter((entry) => entry.aggregatedEnabled && !entry.aggregatedHidden).map((entry) => entry.currency);
}

/**
 * The selected currency: the stored one if it is visible, else the first visible one
 * (spec section 5); empty while there is none.
 */
export function selectCurrency(
  list: readonly Pick<Currency, 'currency' | 'aggregatedEnabled' | 'aggregatedHidden'>[],
  stored: string | null | undefined,
): string {
  const visible = visibleCurrencyCodes(list);
  if (stored && visible.includes(stored)) return stored;
  return visible[0] ?? '';
}

/** The site config's theme applies only when no theme is stored (spec section 5). */
export function resolveTheme(stored: string | null | undefined, siteDefault: string | null | undefined): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  if (siteDefault === 'light' || siteDefault === 'dark') return siteDefault;
  return DEFAULT_THEME;
}
