import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse } from '@app/api/testing';
import { installFakeIntersectionObserver } from '@app/ui/testing';
import { FIRST_SCREEN_CALLS } from '@app/contract/first-screen';
import { i18n } from '@app/i18n';
import {
  bodiesTo,
  catalogueRoutes,
  currentLocation,
  fakeGame,
  renderCasino,
  resetAll,
  setupTexts,
  signOut,
  startApi,
  text,
} from './harness.tsx';

const GAMES = [
  fakeGame({ gameId: 'starburst', name: 'Starburst' }),
  fakeGame({ gameId: 'star-gems', name: 'Star Gems', providerId: 'pragmatic', providerName: 'Pragmatic' }),
  fakeGame({ gameId: 'roulette', name: 'Lightning Roulette', categoryId: 'live', providerName: 'Evolution', tags: [] }),
  fakeGame({ gameId: 'dice', name: 'Dice', categoryId: 'originals', isOriginal: true, tags: ['popular'] }),
];

const grid = () => screen.getByRole('list', { name: text('lobby.gamesLabel') });
const tiles = () => within(grid()).queryAllByRole('link');
const searches = (api: ReturnType<typeof startApi>) =>
  bodiesTo(api, '/game/list')
    .map((body) => (body as { search?: string }).search)
    .filter(Boolean);

beforeAll(setupTexts);
beforeEach(() => signOut());
afterEach(async () => {
  resetAll();
  await act(() => i18n.changeLanguage('en'));
});

describe('the lobby', () => {
  it('shows the games, each leading to its page (an original to its own game)', async () => {
    startApi(catalogueRoutes(GAMES));
    renderCasino('/casino');
    await waitFor(() => expect(tiles()).toHaveLength(4));
    expect(screen.getByRole('link', { name: /Starburst/ })).toHaveAttribute('href', '/game-detail/starburst');
    expect(screen.getByRole('link', { name: /Dice/ })).toHaveAttribute('href', '/originals/dice');
    // The first screen's artwork loads at once with high priority, the box sized before it arrives.
    const image = grid().querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '320');
  });

  it("asks on the lobby's and the home page's first screens exactly what the host's early loader starts for them", async () => {
    for (const path of ['/casino', '/']) {
      const api = startApi(catalogueRoutes(GAMES));
      const { unmount } = renderCasino(path);
      await waitFor(() => expect(screen.getAllByRole('link', { name: /Starburst/ }).length).toBeGreaterThan(0));
      for (const call of FIRST_SCREEN_CALLS[path] ?? []) expect(bodiesTo(api, call.path)).toContainEqual(call.body);
      unmount();
      resetAll();
    }
  });

  it('draws the home rows below the first screen, and asks for their games, only as the player scrolls near them', async () => {
    const observer = installFakeIntersectionObserver();
    try {
      const api = startApi(catalogueRoutes(GAMES));
      renderCasino('/');
      await waitFor(() => expect(screen.getAllByRole('link', { name: /Starburst/ }).length).toBeGreaterThan(0));
      const asked = () => bodiesTo(api, '/game/list') as { tag?: string; categoryId?: string }[];
      expect(asked().map((body) => body.tag ?? body.categoryId)).toEqual(['popular', 'new']);
      // A waiting row has its title and its way to see all (a keyboard reaches it), no games yet.
      const originals = screen.getByRole('region', { name: text('rows.originals') });
      expect(within(originals).getByRole('link', { name: text('rows.seeAllOf', { title: text('rows.originals') }) })).toBeInTheDocument();
      expect(within(originals).queryByRole('link', { name: /Dice/ })).toBeNull();
      expect(observer.live()).toHaveLength(3);

      const row = observer.live().find((entry) => entry.target === originals)!;
      observer.show(originals);
      await waitFor(() => expect(within(originals).getByRole('link', { name: /Dice/ })).toBeInTheDocument());
      expect(asked().map((body) => body.tag ?? body.categoryId)).toEqual(['popular', 'new', 'originals']);
      expect(row.disconnected).toBe(true);
    } finally {
      observer.restore();
    }
  });

  it('asks for a search once the player pauses typing, and announces how many games match', async () => {
    const api = startApi(catalogueRoutes(GAMES));
    // Keystrokes without a pause between them (however busy the machine), as a player types a word.
    const user = userEvent.setup({ delay: null });
    renderCasino('/casino');
    await waitFor(() => expect(tiles()).toHaveLength(4));

    await user.type(screen.getByRole('searchbox', { name: text('lobby.searchLabel') }), 'star');
    // Typing four letters has not sent four searches (nor any yet).
    expect(searches(api)).toEqual([]);
    await waitFor(() => expect(searches(api)).toEqual(['star']));
    await waitFor(() => expect(tiles()).toHaveLength(2));
    await waitFor(() => expect(screen.getByText(text('lobby.results', { search: 'star', count: 2 }))).toBeInTheDocument());
    // The address follows in a transition of the router, which may commit just after the results.
    await waitFor(() => expect(currentLocation()).toBe('/casino?q=star'));

    // Clearing the search shows every game again and puts the focus back in the field.
    await user.click(screen.getByRole('button', { name: text('lobby.clearSearch') }));
    await waitFor(() => expect(tiles()).toHaveLength(4));
    expect(screen.getByRole('searchbox', { name: text('lobby.searchLabel') })).toHaveFocus();
    expect(currentLocation()).toBe('/casino');
  });

  it('says when nothing matches, with a way back to every game', async () => {
    startApi(catalogueRoutes(GAMES));
    const user = userEvent.setup();
    renderCasino('/casino?q=zzz');
    expect(await screen.findByRole('heading', { name: text('lobby.noMatchTitle') })).toBeInTheDocument();
    expect(screen.getByText(text('lobby.noMatchSearch', { search: 'zzz' }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('lobby.showAll') }));
    await waitFor(() => expect(tiles()).toHaveLength(4));
  });

  it('filters by category and sorts as the player picks', async () => {
    const api = startApi(catalogueRoutes(GAMES));
    const user = userEvent.setup();
    renderCasino('/casino');
    // Categories the area knows are named in the player's language; others keep the catalogue's name.
    expect(await screen.findByRole('button', { name: 'Jackpot hall' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Live casino' }));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Live casino' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('radio', { name: text('sort.name') }));
    await waitFor(() => expect(bodiesTo(api, '/game/list').at(-1)).toMatchObject({ categoryId: 'live', sort: 'name' }));
    expect(currentLocation()).toBe('/casino?category=live&sort=name');
  });

  it('offers Try again when the games cannot be loaded', async () => {
    const api = startApi({ ...catalogueRoutes(GAMES), '/v1/game/list': () => errorResponse(500, 'INTERNAL_ERROR') });
    const user = userEvent.setup();
    renderCasino('/casino');
    expect(await screen.findByText(text('lobby.failed'), {}, { timeout: 4000 })).toBeInTheDocument();
    api.use(catalogueRoutes(GAMES));
    await user.click(screen.getByRole('button', { name: i18n.t('ui.retry', { ns: 'common' }) }));
    await waitFor(() => expect(tiles()).toHaveLength(4));
  });
});

describe('a game list', () => {
  it('shows a provider’s games under its name', async () => {
    const api = startApi(catalogueRoutes(GAMES));
    renderCasino('/game-list/provider/netent');
    expect(await screen.findByRole('heading', { name: 'NetEnt' })).toBeInTheDocument();
    await waitFor(() => expect(bodiesTo(api, '/game/list')[0]).toMatchObject({ providerId: 'netent' }));
  });

  it('shows a category by its name and a tag by its own', async () => {
    const api = startApi(catalogueRoutes(GAMES));
    renderCasino('/game-list/live');
    expect(await screen.findByRole('heading', { name: 'Live casino' })).toBeInTheDocument();
    await waitFor(() => expect(bodiesTo(api, '/game/list')[0]).toMatchObject({ categoryId: 'live' }));
  });

  it("shows a category the area does not know by the catalogue's name", async () => {
    const api = startApi(catalogueRoutes(GAMES));
    renderCasino('/game-list/jackpots');
    expect(await screen.findByRole('heading', { name: 'Jackpot hall' })).toBeInTheDocument();
    await waitFor(() => expect(bodiesTo(api, '/game/list')[0]).toMatchObject({ categoryId: 'jackpots' }));
  });
});
