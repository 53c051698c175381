import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authAtom,
  cmsConfigAtom,
  configAtom,
  DEFAULT_CMS_CONFIG,
  initialConfig,
  initialWallet,
  signedOut,
  store,
  walletAtom,
} from '@app/state';
import { apiPath, authRoutes, fakeApi, type FakeApi } from '@app/api/testing';
import { currentPath, renderAt, setupI18n, signIn } from '../__tests__/testUtils.tsx';

let api: FakeApi | undefined;

beforeAll(setupI18n);
beforeEach(() => {
  window.localStorage.clear();
  store.set(configAtom, initialConfig);
  store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, brand_name: 'Lucky Reef' });
  store.set(authAtom, signedOut);
  store.set(walletAtom, initialWallet);
});
afterEach(() => api?.restore());

describe('the header', () => {
  it('shows the brand and, signed out, the ways in', async () => {
    renderAt('/casino');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Lucky Reef' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/sign-up');
    expect(within(header).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(within(header).queryByLabelText('Balance')).not.toBeInTheDocument();
  });

  it('is on the auth screens too, beside their Back to Home link', async () => {
    renderAt('/auth/sign-up');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('lists the six languages and stores the one chosen', async () => {
    renderAt('/');
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Tiếng Việt', 'Hindi', 'Português', 'Español', 'Türkçe']);
    await userEvent.selectOptions(picker, 'tr');
    expect(window.localStorage.getItem('locale')).toBe('tr');
    expect(store.get(configAtom).locale).toBe('tr');
    expect(picker).toHaveValue('tr');
  });

  it('switches between the light and dark themes, showing which is on', async () => {
    renderAt('/');
    const light = await screen.findByRole('button', { name: 'Light theme' });
    const dark = screen.getByRole('button', { name: 'Dark theme' });
    expect(screen.getByRole('group', { name: 'Theme' })).toContainElement(dark);
    expect(light).toHaveAttribute('aria-pressed', 'true');
    expect(dark).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(dark);
    expect(store.get(configAtom).theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    expect(light).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(light);
    expect(store.get(configAtom).theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('signed in: the balance of the selected currency, Deposit, and Sign out back to the home page', async () => {
    api = fakeApi(authRoutes());
    signIn();
    store.set(walletAtom, {
      currency: 'USD',
      channel: '',
      balances: [
        { currency: 'EUR', cash: '3.00', operatorBonus: '0.00' },
        { currency: 'USD', cash: '125.00', operatorBonus: '5.00' },
      ],
    });
    renderAt('/profile');
    const header = await screen.findByRole('banner');
    expect(within(header).getByLabelText('Balance')).toHaveTextContent('125.00 USD');
    expect(within(header).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    await userEvent.click(within(header).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/$/));
    expect(api.callsTo(apiPath('/user/auth/logout')).map((call) => call.body)).toEqual([{ refreshToken: 'refresh' }]);
    expect(store.get(authAtom).isLogin).toBe(false);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs out locally even when the platform cannot be reached', async () => {
    api = fakeApi({}, () => Promise.reject(new TypeError('offline')));
    signIn();
    renderAt('/transactions');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    // The guard does not step in: the player is taken home, not to the sign-in screen.
    await waitFor(() => expect(currentPath()).toMatch(/^\/$/));
    expect(store.get(authAtom).isLogin).toBe(false);
  });
});
