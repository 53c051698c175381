import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authAtom,
  cmsConfigAtom,
  configAtom,
  currencyListAtom,
  DEFAULT_CMS_CONFIG,
  initialConfig,
  initialWallet,
  signedOut,
  store,
  walletAtom,
} from '@app/state';
import { apiPath, authRoutes, fakeApi, type FakeApi } from '@app/api/testing';
import { currentPath, renderAt, setupI18n, signIn } from '../__tests__/testUtils.tsx';
import { parentPath } from '../routes.ts';

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
    expect(within(header).getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is on the auth screens too, beside their Back to Home link', async () => {
    renderAt('/auth/sign-up');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('lists the six languages in the settings menu and stores the one chosen', async () => {
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const picker = screen.getByRole('combobox', { name: 'Language' });
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

  it('switches between the light and dark themes in the settings menu, showing which is on', async () => {
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const light = screen.getByRole('button', { name: 'Light theme' });
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

  it('signed in: one row of the balance with its bonus beside it, Deposit and the account menu; Sign out is in the menu', async () => {
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
    expect(within(header).getByRole('status', { name: 'Balance' })).toHaveTextContent('$125.00');
    const wallet = within(header).getByRole('button', { name: /^Wallet: \$125\.00 \+\$5\.00 bonus$/ });
    expect(wallet).toHaveTextContent('+$5.00 bonus');
    expect(within(header).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    // Sign out is not beside Deposit, where a slip would sign the player out at once.
    expect(within(header).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    await userEvent.click(within(header).getByRole('button', { name: 'Account menu' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Account menu' })).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/$/));
    expect(api.callsTo(apiPath('/user/auth/logout')).map((call) => call.body)).toEqual([{ refreshToken: 'refresh' }]);
    expect(store.get(authAtom).isLogin).toBe(false);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs out locally even when the platform cannot be reached', async () => {
    api = fakeApi({}, () => Promise.reject(new TypeError('offline')));
    signIn();
    renderAt('/transactions');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    // The guard does not step in: the player is taken home, not to the sign-in screen.
    await waitFor(() => expect(currentPath()).toMatch(/^\/$/));
    expect(store.get(authAtom).isLogin).toBe(false);
  });
});

describe('the account menu', () => {
  it('opens from the keyboard with Enter or Space, is reached in tab order, and Escape closes it and gives focus back', async () => {
    api = fakeApi(authRoutes());
    signIn();
    renderAt('/');
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('dialog', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    // Focus moves into the menu, and Tab walks through it in order.
    expect(within(menu).getByRole('combobox', { name: 'Language' })).toHaveFocus();
    await userEvent.tab();
    expect(within(menu).getByRole('button', { name: 'Light theme' })).toHaveFocus();
    await userEvent.tab();
    expect(within(menu).getByRole('button', { name: 'Dark theme' })).toHaveFocus();
    await userEvent.tab();
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    expect(screen.getByRole('dialog', { name: 'Account menu' })).toBeInTheDocument();
    // A tap outside closes it too.
    await userEvent.click(screen.getByRole('main'));
    expect(screen.queryByRole('dialog', { name: 'Account menu' })).not.toBeInTheDocument();
  });
});

describe('the wallet menu', () => {
  const currencies = [
    { currency: 'USD', name: 'US dollar', aggregatedEnabled: true, aggregatedHidden: false },
    { currency: 'EUR', name: 'Euro', aggregatedEnabled: true, aggregatedHidden: false },
    { currency: 'BRL', name: 'Real', aggregatedEnabled: true, aggregatedHidden: false },
    { currency: 'JPY', name: 'Yen', aggregatedEnabled: true, aggregatedHidden: true },
  ];

  beforeEach(() => {
    api = fakeApi(authRoutes());
    signIn();
    store.set(currencyListAtom, currencies as never);
    store.set(walletAtom, {
      currency: 'USD',
      channel: '',
      balances: [
        { currency: 'USD', cash: '125.00', operatorBonus: '0.00' },
        { currency: 'EUR', cash: '199.08', operatorBonus: '150.00' },
      ],
    });
  });

  it('lists every currency the player can play in, with its cash and bonus, held ones first, and Deposit and Withdraw', async () => {
    renderAt('/');
    const header = await screen.findByRole('banner');
    const trigger = within(header).getByRole('button', { name: /^Wallet: \$125\.00$/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const menu = screen.getByRole('dialog', { name: 'Wallet' });
    const group = within(menu).getByRole('group', { name: 'Play in' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => (option as HTMLInputElement).value)).toEqual(['USD', 'EUR', 'BRL']);
    expect(within(group).getByRole('radio', { name: /^EUR/ })).toHaveAccessibleName('EUR Cash 199.08 EUR Bonus 150.00 EUR');
    expect(within(group).getByRole('radio', { name: /^BRL/ })).toHaveAccessibleName('BRL Cash 0.00 BRL Bonus 0.00 BRL');
    expect(within(group).getByRole('radio', { name: /^USD/ })).toBeChecked();
    // The checked currency has the focus, so the arrow keys move from it.
    expect(within(group).getByRole('radio', { name: /^USD/ })).toHaveFocus();
    expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
    expect(within(menu).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/withdraw');
    await userEvent.click(within(menu).getByRole('link', { name: 'Withdraw' }));
    await waitFor(() => expect(currentPath()).toBe('/withdraw'));
    expect(screen.queryByRole('dialog', { name: 'Wallet' })).not.toBeInTheDocument();
  });

  it('plays in the currency chosen: two taps, and the header shows its cash and bonus', async () => {
    renderAt('/');
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: /^Wallet: \$125\.00$/ }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Wallet' })).getByRole('radio', { name: /^EUR/ }));
    expect(store.get(walletAtom).currency).toBe('EUR');
    expect(store.get(configAtom).displayCurrency).toBe('EUR');
    expect(within(header).getByRole('status', { name: 'Balance' })).toHaveTextContent('€199.08');
    expect(within(header).getByRole('button', { name: /^Wallet: €199\.08 \+€150\.00 bonus$/ })).toHaveTextContent('+€150.00 bonus');
  });
});

describe('the way back', () => {
  it('is in the header of a page without the tab bar, and leads to the page above it when opened directly', async () => {
    renderAt('/sports/event/e1');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe('/sports'));
  });

  it('goes home from /vip opened directly, and is not on the tabbed pages', async () => {
    renderAt('/vip');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('leaves the game window’s way back to its own bar', async () => {
    renderAt('/game-play/%2Fdemogames%2Fx');
    await screen.findByRole('heading', { name: 'casino:GamePlay' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('returns to the page the player came from', async () => {
    renderAt('/casino');
    await screen.findByRole('banner');
    // From the casino tab to the Bonus tab's page (/vip, without the tab bar), then back.
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Bonus' }));
    await waitFor(() => expect(currentPath()).toBe('/vip'));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe('/casino'));
  });
});

describe('parentPath', () => {
  it.each([
    ['/kyc/verify-email', '/kyc'],
    ['/withdraw/bank-card/submit', '/withdraw/bank-card'],
    ['/responsible-gambling/limits/deposit', '/responsible-gambling'],
    ['/sports/event/e1', '/sports'],
    ['/sports/bets', '/sports'],
    ['/deposit/fiat', '/deposit'],
    ['/game-detail/pearl-kraken', '/casino'],
    ['/game/history', '/casino'],
    ['/originals/dice', '/casino'],
    ['/withdraw', '/profile'],
    ['/vip', '/'],
    ['/terms', '/'],
  ])('%s leads back to %s', (path, parent) => {
    expect(parentPath(path)).toBe(parent);
  });
});
