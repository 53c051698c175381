import { createStore } from 'jotai';
import { authAtom, signedOut } from './auth.ts';
import { configAtom, resolveTheme, selectCurrency } from './config.ts';
import { maintenanceEndMs, operatorAtom } from './operator.ts';
import { choosePreference, persistState, restorePersistedState, STORAGE_KEYS, type StateStorage } from './persistence.ts';
import {
  applyRefresh,
  enterMaintenance,
  expirePassword,
  isSessionExpired,
  leaveMaintenance,
  needsRefresh,
  signInWith,
  signOutLocally,
} from './session.ts';
import { updateBalance, walletAtom } from './wallet.ts';

const currencies = [
  { currency: 'USD', aggregatedEnabled: true, aggregatedHidden: false },
  { currency: 'EUR', aggregatedEnabled: true, aggregatedHidden: false },
  { currency: 'VND', aggregatedEnabled: true, aggregatedHidden: true },
  { currency: 'TRY', aggregatedEnabled: false, aggregatedHidden: false },
];

describe('the currency rule (spec section 5)', () => {
  it('keeps the stored currency when it is visible', () => {
    expect(selectCurrency(currencies, 'EUR')).toBe('EUR');
  });
  it('replaces a hidden or disabled stored currency with the first visible one', () => {
    expect(selectCurrency(currencies, 'VND')).toBe('USD');
    expect(selectCurrency(currencies, 'TRY')).toBe('USD');
  });
  it('picks the first visible one when none is stored', () => {
    expect(selectCurrency(currencies.slice(1), null)).toBe('EUR');
  });
  it('selects nothing while there is no visible currency', () => {
    expect(selectCurrency(currencies.slice(2), 'VND')).toBe('');
  });
});

describe('the theme rule (spec section 5)', () => {
  it('uses the stored theme whatever the site says', () => {
    expect(resolveTheme('dark', 'light')).toBe('dark');
    expect(resolveTheme('light', 'dark')).toBe('light');
  });
  it("uses the site config's default_theme only when none is stored", () => {
    expect(resolveTheme(null, 'dark')).toBe('dark');
  });
  it('defaults to light', () => {
    expect(resolveTheme(null, undefined)).toBe('light');
    expect(resolveTheme('purple', 'neon')).toBe('light');
  });
});

const session = {
  accessToken: 'a1',
  refreshToken: 'r1',
  expiresIn: 900,
  user: { userId: 'u1', email: 'p@example.com', currency: 'EUR', emailVerified: false },
};

describe('sign-in, refresh and sign-out (spec section 4)', () => {
  it('stores the tokens and sets expiresAt to now plus expiresIn seconds', () => {
    const target = createStore();
    signInWith(session, 1_000_000, target);
    expect(target.get(authAtom)).toMatchObject({
      isLogin: true,
      accessToken: 'a1',
      refreshToken: 'r1',
      expiresIn: 900,
      expiresAt: 1_000_000 + 900_000,
    });
  });

  it('replaces the tokens and the expiry on refresh', () => {
    const target = createStore();
    signInWith(session, 0, target);
    applyRefresh({ accessToken: 'a2', refreshToken: 'r2', expiresIn: 600 }, 50_000, target);
    expect(target.get(authAtom)).toMatchObject({
      isLogin: true,
      accessToken: 'a2',
      refreshToken: 'r2',
      expiresIn: 600,
      expiresAt: 650_000,
    });
  });

  it('clears the user and the tokens on sign-out', () => {
    const target = createStore();
    signInWith(session, 0, target);
    signOutLocally(target);
    expect(target.get(authAtom)).toEqual(signedOut);
  });

  it('refreshes a token that expires within five minutes or already has', () => {
    const auth = { ...signedOut, isLogin: true, accessToken: 'a', refreshToken: 'r', expiresAt: 10 * 60_000 };
    expect(needsRefresh(auth, 0)).toBe(false);
    expect(needsRefresh(auth, 5 * 60_000 - 1)).toBe(false);
    expect(needsRefresh(auth, 5 * 60_000)).toBe(true);
    expect(needsRefresh(auth, 11 * 60_000)).toBe(true);
    expect(needsRefresh(signedOut, 0)).toBe(false);
  });

  it('knows when a session has expired', () => {
    const auth = { ...signedOut, isLogin: true, accessToken: 'a', refreshToken: 'r', expiresAt: 1000 };
    expect(isSessionExpired(auth, 999)).toBe(false);
    expect(isSessionExpired(auth, 1000)).toBe(true);
  });

  it('logs out and raises passwordExpired on PASSWORD_EXPIRED; signing in again lowers it', () => {
    const target = createStore();
    signInWith(session, 0, target);
    expirePassword(target);
    expect(target.get(authAtom).isLogin).toBe(false);
    expect(target.get(operatorAtom).passwordExpired).toBe(true);
    signInWith(session, 0, target);
    expect(target.get(operatorAtom).passwordExpired).toBe(false);
  });
});

describe('maintenance', () => {
  it('stores the end time and switches maintenance on, then off', () => {
    const target = createStore();
    enterMaintenance('2030-01-01T00:00:00Z', target);
    expect(target.get(operatorAtom)).toMatchObject({ isMaintenance: true, maintenanceEndTime: '2030-01-01T00:00:00Z' });
    leaveMaintenance(target);
    expect(target.get(operatorAtom)).toMatchObject({ isMaintenance: false, maintenanceEndTime: null });
  });

  it('reads the end time as an ISO string, milliseconds or seconds', () => {
    expect(maintenanceEndMs('2030-01-01T00:00:00Z')).toBe(Date.UTC(2030, 0, 1));
    expect(maintenanceEndMs(Date.UTC(2030, 0, 1))).toBe(Date.UTC(2030, 0, 1));
    expect(maintenanceEndMs(Date.UTC(2030, 0, 1) / 1000)).toBe(Date.UTC(2030, 0, 1));
    expect(maintenanceEndMs('1893456000')).toBe(1893456000 * 1000);
    expect(maintenanceEndMs('not a date')).toBeNull();
  });
});

describe('balances', () => {
  it('updates one currency in place and leaves the others', () => {
    const balances = [
      { currency: 'USD', cash: '10.00', operatorBonus: '0.00' },
      { currency: 'EUR', cash: '5.00', operatorBonus: '1.00' },
    ];
    expect(updateBalance(balances, { currency: 'EUR', cash: '7.50', operatorBonus: '0.50' })).toEqual([
      { currency: 'USD', cash: '10.00', operatorBonus: '0.00' },
      { currency: 'EUR', cash: '7.50', operatorBonus: '0.50' },
    ]);
  });
});

function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('persistence (spec sections 3 and 9)', () => {
  it('restores auth, config, and the locale, theme and currency keys', async () => {
    const target = createStore();
    const storage = memoryStorage({
      [STORAGE_KEYS.auth]: JSON.stringify({ ...signedOut, isLogin: true, accessToken: 'a', refreshToken: 'r', expiresAt: 5 }),
      [STORAGE_KEYS.config]: JSON.stringify({ displayCurrency: 'EUR', theme: 'dark' }),
      [STORAGE_KEYS.locale]: 'vi',
      [STORAGE_KEYS.currency]: 'EUR',
    });
    await expect(restorePersistedState(storage, { target })).resolves.toBe('restored');
    expect(target.get(authAtom)).toMatchObject({ isLogin: true, accessToken: 'a' });
    expect(target.get(configAtom)).toMatchObject({ locale: 'vi', displayCurrency: 'EUR' });
    // A theme never chosen under its own key stays open for the site's default.
    expect(target.get(configAtom).theme).toBe('light');
    expect(target.get(walletAtom).currency).toBe('EUR');
  });

  it('waits at most 5000 ms for a slow storage', async () => {
    jest.useFakeTimers();
    const never = { getItem: () => new Promise<string | null>(() => {}), setItem: () => {}, removeItem: () => {} };
    let outcome: string | undefined;
    void restorePersistedState(never).then((result) => (outcome = result));
    await jest.advanceTimersByTimeAsync(4999);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timed-out');
    jest.useRealTimers();
  });

  it('writes auth and config as they change, and forgets auth on sign-out', () => {
    const target = createStore();
    const storage = memoryStorage();
    const stop = persistState(storage, target);
    signInWith(session, 0, target);
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.auth) ?? '{}')).toMatchObject({ accessToken: 'a1' });
    target.set(walletAtom, { ...target.get(walletAtom), currency: 'EUR' });
    expect(storage.data.get(STORAGE_KEYS.currency)).toBe('EUR');
    signOutLocally(target);
    expect(storage.data.has(STORAGE_KEYS.auth)).toBe(false);
    stop();
  });

  it('remembers a chosen theme and locale under their own keys', () => {
    const target = createStore();
    const storage = memoryStorage();
    choosePreference(storage, 'theme', 'dark', target);
    choosePreference(storage, 'locale', 'tr', target);
    expect(storage.data.get('theme')).toBe('dark');
    expect(storage.data.get('locale')).toBe('tr');
    expect(target.get(configAtom)).toMatchObject({ theme: 'dark', locale: 'tr' });
  });
});
