import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balancesKnownAtom, initialWallet, store, walletAtom } from '@app/state';
import type { AreaName, PageModule } from '../federation/remotes.ts';
import { currentPath, renderAt, setupI18n, signIn, signOut } from './testUtils.tsx';

beforeAll(setupI18n);
beforeEach(signOut);

describe('guards and redirects', () => {
  it.each(['/profile', '/deposit', '/kyc/verify-email', '/responsible-gambling/limits/deposit', '/transactions'])(
    'sends a signed-out visitor on %s to /auth/sign-in',
    async (path) => {
      renderAt(path);
      await waitFor(() => expect(currentPath()).toMatch('/auth/sign-in'));
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    },
  );

  it('lets a signed-in player open a guarded route', async () => {
    signIn();
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'account:Profile' })).toBeInTheDocument();
    expect(currentPath()).toMatch('/profile');
  });

  it('opens /withdraw/fiat without signing in', async () => {
    renderAt('/withdraw/fiat');
    expect(await screen.findByRole('heading', { name: 'wallet:WithdrawFiat' })).toBeInTheDocument();
  });

  it('redirects an unknown path to /', async () => {
    renderAt('/no-such-page/at/all');
    await waitFor(() => expect(currentPath()).toMatch(/^\/$/));
    expect(await screen.findByRole('heading', { name: 'casino:Home' })).toBeInTheDocument();
  });

  it('loads each page from the remote that owns it', async () => {
    const load = jest.fn((area: AreaName, page: string) => Promise.resolve<PageModule>({ default: () => <h1>{`${area}:${page}`}</h1> }));
    renderAt('/game-list/provider/42', load);
    expect(await screen.findByRole('heading', { name: 'casino:ProviderGameList' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('casino', 'ProviderGameList');
  });
});

describe('the tab bar', () => {
  it('has five links with their English names, the current one marked', async () => {
    renderAt('/sports');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Casino', 'Sports', 'Bonus', 'Profile']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/casino', '/sports', '/vip', '/profile']);
    expect(within(nav).getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('is not shown on /vip even though it is a tab', async () => {
    renderAt('/vip');
    await screen.findByRole('heading', { name: 'vip:Vip' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('moves between areas', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'casino:Home' });
    await userEvent.click(screen.getByRole('link', { name: 'Casino' }));
    expect(await screen.findByRole('heading', { name: 'casino:Casino' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sports' }));
    expect(await screen.findByRole('heading', { name: 'sports:Sports' })).toBeInTheDocument();
    expect(currentPath()).toMatch('/sports');
  });
});

describe('a remote that cannot be loaded', () => {
  it('breaks only its own area: a translated fallback with a retry, the tab bar still there', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    let sportsUp = false;
    const load = jest.fn((area: AreaName, page: string) => {
      if (area === 'sports' && !sportsUp) return Promise.reject(new Error('remoteEntry.js 404'));
      return Promise.resolve<PageModule>({ default: () => <h1>{`${area}:${page}`}</h1> });
    });
    renderAt('/sports', load);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Sports is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    // Another area still works.
    await userEvent.click(screen.getByRole('link', { name: 'Casino' }));
    expect(await screen.findByRole('heading', { name: 'casino:Casino' })).toBeInTheDocument();

    // Back to the broken area, which comes back once its remote is served again.
    await userEvent.click(screen.getByRole('link', { name: 'Sports' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    sportsUp = true;
    await act(() => userEvent.click(retry));
    expect(await screen.findByRole('heading', { name: 'sports:Sports' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('scrolling', () => {
  it('scrolls instantly to the top on every path change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/');
    await screen.findByRole('heading', { name: 'casino:Home' });
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Sports' }));
    await screen.findByRole('heading', { name: 'sports:Sports' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrollTo.mockRestore();
  });
});

describe('the balance in the header', () => {
  afterEach(() => {
    store.set(walletAtom, initialWallet);
    store.set(balancesKnownAtom, false);
  });

  it('is a placeholder until the balances have been read, never a zero it does not know', async () => {
    signIn();
    store.set(walletAtom, { ...initialWallet, currency: 'USD' });
    renderAt('/casino');
    const balance = await screen.findByRole('status', { name: 'Balance' });
    expect(balance).toHaveTextContent('Loading…');
    expect(balance).not.toHaveTextContent('0.00');

    // A player who has no money yet has no balances at all: once read, that is a zero.
    act(() => store.set(balancesKnownAtom, true));
    expect(balance).toHaveTextContent('$0.00');
    act(() =>
      store.set(walletAtom, { ...initialWallet, currency: 'USD', balances: [{ currency: 'USD', cash: '12.50', operatorBonus: '0.00' }] }),
    );
    expect(balance).toHaveTextContent('$12.50');
  });
});
