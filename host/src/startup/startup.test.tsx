import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@app/i18n';
import {
  accountSettingsAtom,
  authAtom,
  cmsConfigAtom,
  DEFAULT_CMS_CONFIG,
  currencyListAtom,
  currencyRateAtom,
  initialConfig,
  configAtom,
  localeAtom,
  signedOut,
  store,
  themeAtom,
  userInfoAtom,
  walletAtom,
  initialWallet,
} from '@app/state';
import {
  configRoutes,
  errorResponse,
  fakeApi,
  jsonResponse,
  userRoutes,
  walletRoutes,
  type FakeApi,
  type FakeRoutes,
} from '@app/api/testing';
import { applyLocale, applyTheme, usePreferences } from './preferences.ts';
import { RATES_REFRESH_MS, useStartupQueries } from './queries.ts';
import { loadSiteConfig } from './siteConfig.ts';

const CURRENCIES = [
  { currency: 'USD', name: 'US dollar', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
  { currency: 'EUR', name: 'Euro', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
  { currency: 'VND', name: 'Dong', decimals: 0, aggregatedEnabled: true, aggregatedHidden: true },
];

let api: FakeApi | undefined;
const calls = () => api?.calls ?? [];
function serve(routes: FakeRoutes) {
  api = fakeApi(routes);
}

const API: FakeRoutes = {
  ...configRoutes({
    currencies: CURRENCIES,
    accountSettings: {
      passwordSettings: {
        minCharacters: 10,
        minUppercaseCharacters: 1,
        minLowercaseCharacters: 1,
        minSpecialCharacters: 0,
        minDigits: 1,
      },
      securitySettings: { maxPasswordRetries: 5, passwordExpiryDays: 0, passwordHistoryLimits: 0 },
      gameSettings: { noGameWithoutDeposit: true, minGameKycLevel: 0 },
      paymentSettings: { minDepositKycLevel: 0, minWithdrawKycLevel: 0 },
    },
  }),
  ...walletRoutes({ balances: [{ currency: 'EUR', cash: '12.50', operatorBonus: '1.00' }], rates: { EUR: '0.92', USD: '1' } }),
  ...userRoutes({ userInfo: { userId: 'u1', email: 'p@example.com' } }),
};

function Queries() {
  useStartupQueries();
  return null;
}

function renderQueries(client = testClient()) {
  return render(
    <QueryClientProvider client={client}>
      <Queries />
    </QueryClientProvider>,
  );
}

const testClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

const paths = () => calls().map((call) => call.path);

/** A signed-in player (userId u1) whose token is good for an hour. */
function signIn() {
  store.set(authAtom, {
    ...signedOut,
    isLogin: true,
    accessToken: 'a',
    refreshToken: 'r',
    expiresAt: Date.now() + 3_600_000,
    user: { userId: 'u1' },
  });
}

afterEach(() => api?.restore());

beforeEach(() => {
  store.set(authAtom, signedOut);
  store.set(configAtom, initialConfig);
  store.set(walletAtom, initialWallet);
  store.set(userInfoAtom, null);
  localStorage.clear();
});

describe('start-up calls (spec section 7)', () => {
  it('signed out: currencies and account settings only, never balance, user info or rates', async () => {
    serve(API);
    const { unmount } = renderQueries();
    await waitFor(() => expect(store.get(currencyListAtom)).toHaveLength(3));
    await waitFor(() => expect(store.get(accountSettingsAtom).passwordSettings.minCharacters).toBe(10));
    expect(paths().sort()).toEqual(['/v1/user/operator/account-settings/get', '/v1/wallet/currencies/get']);
    expect(calls().find((call) => call.path === '/v1/wallet/currencies/get')?.body).toEqual({ aggregated: true });
    expect(calls().find((call) => call.path === '/v1/user/operator/account-settings/get')?.body).toEqual({});
    unmount();
  });

  it('signed in: balance and user info with the userId, then rates for the visible currencies against USD', async () => {
    signIn();
    serve(API);
    const { unmount } = renderQueries();
    await waitFor(() => expect(store.get(currencyRateAtom)).toEqual({ EUR: '0.92', USD: '1' }));
    expect(calls().find((call) => call.path === '/v1/wallet/balances/list')?.body).toEqual({ userId: 'u1' });
    expect(calls().find((call) => call.path === '/v1/user/get')?.body).toEqual({ userId: 'u1' });
    expect(calls().find((call) => call.path === '/v1/wallet/exchange-rates/base-currency')?.body).toEqual({
      currencies: ['USD', 'EUR'],
      baseCurrency: 'USD',
    });
    expect(store.get(walletAtom).balances).toEqual([{ currency: 'EUR', cash: '12.50', operatorBonus: '1.00' }]);
    expect(store.get(userInfoAtom)).toMatchObject({ userId: 'u1' });
    unmount();
  });

  it('asks for no rates while the currency list is empty', async () => {
    signIn();
    serve({ ...API, '/v1/wallet/currencies/get': () => jsonResponse({ currencies: [] }) });
    const { unmount } = renderQueries();
    await waitFor(() => expect(paths()).toContain('/v1/user/get'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths()).not.toContain('/v1/wallet/exchange-rates/base-currency');
    unmount();
  });

  it('refreshes the rates every 10 minutes', async () => {
    jest.useFakeTimers();
    signIn();
    serve(API);
    const { unmount } = renderQueries();
    const rateCalls = () => paths().filter((path) => path === '/v1/wallet/exchange-rates/base-currency').length;
    await jest.advanceTimersByTimeAsync(100);
    expect(rateCalls()).toBe(1);
    await jest.advanceTimersByTimeAsync(RATES_REFRESH_MS - 1000);
    expect(rateCalls()).toBe(1);
    await jest.advanceTimersByTimeAsync(1500);
    expect(rateCalls()).toBe(2);
    unmount();
    jest.useRealTimers();
  });

  it('keeps a visible stored currency and replaces a hidden one', async () => {
    store.set(walletAtom, { ...initialWallet, currency: 'VND' });
    serve(API);
    const { unmount } = renderQueries();
    await waitFor(() => expect(store.get(walletAtom).currency).toBe('USD'));
    unmount();
  });

  it('only logs a failed start-up call', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    serve({ '/v1/wallet/currencies/get': () => errorResponse(500, 'INTERNAL_ERROR', { message: 'boom' }) });
    const { unmount } = renderQueries();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Start-up call /wallet/currencies/get failed:', expect.anything()));
    error.mockRestore();
    unmount();
  });
});

describe('site config, theme and language', () => {
  it('takes cmsConfig and the default theme when none is stored', async () => {
    serve({
      '/site/config.json': () =>
        jsonResponse({
          support_email: 'help@example.com',
          brand_name: 'Reef',
          loading_type: 'loading2',
          license_enable: false,
          license_image: '',
          license_url: '',
          default_theme: 'dark',
        }),
    });
    await loadSiteConfig(localStorage);
    expect(store.get(cmsConfigAtom)).toMatchObject({ support_email: 'help@example.com', loading_type: 'loading2' });
    expect(store.get(themeAtom)).toBe('dark');
  });

  it('keeps a stored theme over the site default', async () => {
    localStorage.setItem('theme', 'light');
    serve({
      '/site/config.json': () => jsonResponse({ ...DEFAULT_CMS_CONFIG, default_theme: 'dark' }),
    });
    await loadSiteConfig(localStorage);
    expect(store.get(themeAtom)).toBe('light');
  });

  it("logs 'Failed to load CMS config:' when the site config fails", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    serve({});
    await loadSiteConfig(localStorage);
    expect(error).toHaveBeenCalledWith('Failed to load CMS config:', expect.any(Error));
    error.mockRestore();
  });

  it('applies the theme to the document as data-theme whenever it changes', () => {
    function Probe() {
      usePreferences();
      return null;
    }
    jest.spyOn(i18n, 'changeLanguage').mockResolvedValue(i18n.t);
    const { unmount } = render(<Probe />);
    expect(document.documentElement.dataset.theme).toBe('light');
    store.set(themeAtom, 'dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    unmount();
    applyTheme('light');
  });

  it('changes the language whenever the stored locale changes', () => {
    function Probe() {
      usePreferences();
      return null;
    }
    const change = jest.spyOn(i18n, 'changeLanguage').mockResolvedValue(i18n.t);
    const { unmount } = render(<Probe />);
    store.set(localeAtom, 'tr');
    expect(change).toHaveBeenLastCalledWith('tr');
    expect(document.documentElement.lang).toBe('tr');
    unmount();
  });

  it("logs 'Failed to change language:' when a switch fails", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(i18n, 'changeLanguage').mockRejectedValue(new Error('offline'));
    await applyLocale('hi');
    expect(error).toHaveBeenCalledWith('Failed to change language:', expect.any(Error));
    error.mockRestore();
  });
});
