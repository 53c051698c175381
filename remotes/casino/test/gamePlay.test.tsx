import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@app/i18n';
import { store, themeAtom, walletAtom } from '@app/state';
import { currentLocation, renderCasino, resetAll, setupTexts, signIn, startApi, text } from './harness.tsx';

beforeAll(setupTexts);
beforeEach(() => {
  signIn();
  startApi();
});
afterEach(async () => {
  resetAll();
  store.set(themeAtom, 'light');
  await act(() => i18n.changeLanguage('en'));
});

const at = (url: string) => `/game-play/${encodeURIComponent(url)}`;

describe('the game window', () => {
  it('frames the platform’s game page, sandboxed, with the live balance beside it', async () => {
    renderCasino(at('/demogames/starburst/play?session=s1'));
    const frame = await screen.findByTitle(text('play.frameTitle', { game: text('play.game') }));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/demogames/starburst/play?session=s1&theme=light');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    expect(frame).toHaveAttribute('allow', 'fullscreen');
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    // A win or a stake updates the balance as the socket reports it.
    act(() => store.set(walletAtom, { currency: 'USD', channel: '', balances: [{ currency: 'USD', cash: '112.5', operatorBonus: '0' }] }));
    expect(screen.getByText('$112.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('play.back') })).toBeInTheDocument();
  });

  it('shows the bonus beside the cash, as the header does: together they are what the game’s own panel shows', async () => {
    renderCasino(at('/demogames/starburst/play?session=s1'));
    await screen.findByTitle(text('play.frameTitle', { game: text('play.game') }));
    act(() =>
      store.set(walletAtom, { currency: 'EUR', channel: '', balances: [{ currency: 'EUR', cash: '199.08', operatorBonus: '150.00' }] }),
    );
    expect(screen.getByRole('status', { name: text('play.balance') })).toHaveTextContent('€199.08');
    expect(screen.getByText((_, element) => element?.className === 'balance-figure__bonus')).toHaveTextContent('+€150.00 bonus');
  });

  it('tells the game the app’s theme, and again when the player changes it', async () => {
    store.set(themeAtom, 'dark');
    renderCasino(at('/demogames/starburst/play?session=s1'));
    const frame = await screen.findByTitle(text('play.frameTitle', { game: text('play.game') }));
    expect(frame).toHaveAttribute('src', '/demogames/starburst/play?session=s1&theme=dark');
    act(() => store.set(themeAtom, 'light'));
    expect(frame).toHaveAttribute('src', '/demogames/starburst/play?session=s1&theme=light');
  });

  it.each(['https://evil.example/page', '//evil.example/demogames/x', '/demogames/../auth/sign-in', 'javascript:alert(1)'])(
    'never frames %s',
    async (url) => {
      const { container } = renderCasino(at(url));
      expect(await screen.findByRole('heading', { name: text('play.invalidTitle') })).toBeInTheDocument();
      expect(container.querySelector('iframe')).toBeNull();
    },
  );

  it('opens an original on its own page', async () => {
    renderCasino(at('/originals/mines'));
    await waitFor(() => expect(currentLocation()).toBe('/originals/mines'));
  });
});
