import { authAtom, signedOut, type AuthState } from './auth.ts';
import { configAtom, initialConfig, type ConfigState } from './config.ts';
import { store } from './store.ts';
import { STORAGE_KEYS } from './keys.ts';
import { walletAtom } from './wallet.ts';

export { STORAGE_KEYS };

/** The persistence wait (spec section 9): the app renders after restore, or after this at the latest. */
export const PERSISTENCE_WAIT_MS = 5000;

/** Where state is kept: local storage in the page, anything with the same shape in tests. */
export interface StateStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

type Store = typeof store;

function parse<T>(raw: string | null): Partial<T> | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** The stored locale, theme and currency (their own keys), or null where none is stored. */
export async function readStoredPreferences(storage: StateStorage) {
  const [locale, theme, currency] = await Promise.all([
    storage.getItem(STORAGE_KEYS.locale),
    storage.getItem(STORAGE_KEYS.theme),
    storage.getItem(STORAGE_KEYS.currency),
  ]);
  return { locale, theme, currency };
}

async function restore(storage: StateStorage, target: Store): Promise<void> {
  const [config, auth, preferences] = await Promise.all([
    Promise.resolve(storage.getItem(STORAGE_KEYS.config)).then((raw) => parse<ConfigState>(raw)),
    Promise.resolve(storage.getItem(STORAGE_KEYS.auth)).then((raw) => parse<AuthState>(raw)),
    readStoredPreferences(storage),
  ]);
  // Locale and theme come only from their own keys, which hold the player's choice: a theme that
  // was never chosen must leave room for the site config's default_theme.
  const restoredConfig: ConfigState = { ...initialConfig, ...(config ?? {}), locale: initialConfig.locale, theme: initialConfig.theme };
  if (preferences.locale) restoredConfig.locale = preferences.locale;
  if (preferences.theme === 'light' || preferences.theme === 'dark') restoredConfig.theme = preferences.theme;
  target.set(configAtom, restoredConfig);
  if (auth && typeof auth.accessToken === 'string') target.set(authAtom, { ...signedOut, ...auth });
  if (preferences.currency) target.set(walletAtom, { ...target.get(walletAtom), currency: preferences.currency });
}

/**
 * Restores config and auth and the stored preferences into the store. Resolves once done, or after
 * the persistence wait at the latest (a slow storage never holds the app back for longer).
 */
export function restorePersistedState(
  storage: StateStorage,
  options: { waitMs?: number; target?: Store } = {},
): Promise<'restored' | 'timed-out'> {
  const { waitMs = PERSISTENCE_WAIT_MS, target = store } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), waitMs);
  });
  const restored = restore(storage, target).then(
    () => 'restored' as const,
    () => 'restored' as const,
  );
  return Promise.race([restored, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Keeps config, auth and the selected currency written to storage whenever they change. Locale and
 * theme are written only when the player chooses them (choosePreference).
 */
export function persistState(storage: StateStorage, target: Store = store): () => void {
  const saveConfig = () => void storage.setItem(STORAGE_KEYS.config, JSON.stringify(target.get(configAtom)));
  const saveAuth = () => {
    const auth = target.get(authAtom);
    if (auth.isLogin) void storage.setItem(STORAGE_KEYS.auth, JSON.stringify(auth));
    else void storage.removeItem(STORAGE_KEYS.auth);
  };
  const saveCurrency = () => {
    const { currency } = target.get(walletAtom);
    if (currency) void storage.setItem(STORAGE_KEYS.currency, currency);
  };
  const unsubscribe = [target.sub(configAtom, saveConfig), target.sub(authAtom, saveAuth), target.sub(walletAtom, saveCurrency)];
  return () => unsubscribe.forEach((stop) => stop());
}

/** The player chose a language or a theme: it is applied and remembered under its own key. */
export function choosePreference(storage: StateStorage, key: 'locale' | 'theme', value: string, target: Store = store): void {
  void storage.setItem(STORAGE_KEYS[key], value);
  const config = target.get(configAtom);
  target.set(configAtom, key === 'theme' ? { ...config, theme: value === 'dark' ? 'dark' : 'light' } : { ...config, locale: value });
}
