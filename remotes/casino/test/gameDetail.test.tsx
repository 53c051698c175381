import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, type FakeRoutes } from '@app/api/testing';
import { i18n } from '@app/i18n';
import {
  bodiesTo,
  catalogueRoutes,
  currentLocation,
  fakeDetail,
  renderCasino,
  resetAll,
  setupTexts,
  signIn,
  signOut,
  startApi,
  text,
} from './harness.tsx';

const LAUNCH = '/demogames/starburst/play?session=s1';

function detailRoutes(createSession: FakeRoutes[string]): FakeRoutes {
  return {
    ...catalogueRoutes([]),
    '/v1/game/get': () => jsonResponse({ game: fakeDetail() }),
    '/v1/game/favorites/list': () => jsonResponse({ list: [], page: 1, pageSize: 100, total: 0 }),
    '/v1/game/favorites/set': () => jsonResponse({ ok: true }),
    '/v1/game/create-session': createSession,
    '/v1/game/demo-session/create': () => jsonResponse({ sessionId: 'demo', launchUrl: '/demogames/starburst/play?demo=1', demo: true }),
  };
}

const play = () => screen.findByRole('button', { name: text('detail.playIn', { currency: 'USD' }) });

beforeAll(setupTexts);
afterEach(async () => {
  resetAll();
  await act(() => i18n.changeLanguage('en'));
});

describe('the game page', () => {
  beforeEach(() => signIn());

  it('shows the game’s facts', async () => {
    startApi(detailRoutes(() => jsonResponse({})));
    renderCasino('/game-detail/starburst');
    expect(await screen.findByRole('heading', { name: 'Starburst' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NetEnt' })).toHaveAttribute('href', '/game-list/provider/netent');
    expect(screen.getByText('96.1%')).toBeInTheDocument();
    expect(screen.getByText(text('volatility.low'))).toBeInTheDocument();
    expect(screen.getByText('Re-spins')).toBeInTheDocument();
    expect(screen.getByText('Gems and expanding wilds.')).toBeInTheDocument();
  });

  it('writes the return to player as the player’s language does (%96,1 in Turkish)', async () => {
    startApi(detailRoutes(() => jsonResponse({})));
    await act(() => i18n.changeLanguage('tr'));
    renderCasino('/game-detail/starburst');
    expect(await screen.findByText('%96,1')).toBeInTheDocument();
  });

  it('opens the game in the player’s currency and goes to its window', async () => {
    const api = startApi(detailRoutes(() => jsonResponse({ sessionId: 's1', launchUrl: LAUNCH, demo: false })));
    const user = userEvent.setup();
    renderCasino('/game-detail/starburst');
    await user.click(await play());
    await waitFor(() => expect(currentLocation()).toBe(`/game-play/${encodeURIComponent(LAUNCH)}`));
    expect(bodiesTo(api, '/game/create-session')).toEqual([{ gameId: 'starburst', currency: 'USD' }]);
  });

  it('opens the demo with play money', async () => {
    const api = startApi(detailRoutes(() => jsonResponse({ sessionId: 's2', launchUrl: LAUNCH, demo: true })));
    const user = userEvent.setup();
    renderCasino('/game-detail/starburst');
    await user.click(await screen.findByRole('button', { name: text('detail.demo') }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/game-play\//));
    expect(bodiesTo(api, '/game/create-session')).toEqual([{ gameId: 'starburst', currency: 'USD', demo: true }]);
  });

  it.each([
    ['UNAUTHORIZED', {}, 'gates.signIn.title', 'common.signIn', '/auth/sign-in'],
    ['KYC_LEVEL_REQUIRED', { requiredLevel: 2, currentLevel: 1 }, 'gates.verify.title', 'gates.verify.action', '/kyc/verify-profile'],
    ['GAME_DEPOSIT_REQUIRED', {}, 'gates.deposit.title', 'gates.deposit.action', '/deposit'],
    [
      'RG_EXCLUDED',
      { type: 'cooling_off', endsAt: '2026-12-24T18:00:00.000Z' },
      'gates.excluded.timeOut',
      'gates.excluded.action',
      '/responsible-gambling',
    ],
  ])('explains %s with the step that lifts it', async (reason, meta, title, action, to) => {
    const status = reason === 'UNAUTHORIZED' ? 401 : 403;
    startApi(detailRoutes(() => errorResponse(status, reason, { meta })));
    const user = userEvent.setup();
    renderCasino('/game-detail/starburst');
    await user.click(await play());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text(title));
    expect(screen.getByRole('link', { name: text(action) })).toHaveAttribute('href', to);
    expect(currentLocation()).toBe('/game-detail/starburst');
  });

  it('says until when a time-out lasts', async () => {
    const endsAt = '2026-12-24T18:00:00.000Z';
    startApi(detailRoutes(() => errorResponse(403, 'RG_EXCLUDED', { meta: { type: 'self_exclusion', endsAt } })));
    const user = userEvent.setup();
    renderCasino('/game-detail/starburst');
    await user.click(await play());
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(endsAt));
    expect(await screen.findByText(text('gates.excluded.until', { until }))).toBeInTheDocument();
    expect(screen.getByText(text('gates.excluded.selfExclusion'))).toBeInTheDocument();
  });

  it('adds the game to the favourites and takes it off', async () => {
    const api = startApi(detailRoutes(() => jsonResponse({})));
    const user = userEvent.setup();
    renderCasino('/game-detail/starburst');
    const toggle = await screen.findByRole('button', { name: text('detail.favorite') });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(bodiesTo(api, '/game/favorites/set')).toEqual([{ gameId: 'starburst', favorite: true }]));
  });

  it('says so when the game does not exist', async () => {
    startApi({ ...detailRoutes(() => jsonResponse({})), '/v1/game/get': () => errorResponse(404, 'GAME_NOT_FOUND') });
    renderCasino('/game-detail/nope');
    expect(await screen.findByRole('heading', { name: text('detail.notFoundTitle') })).toBeInTheDocument();
  });
});

describe('the game page for a visitor', () => {
  beforeEach(() => signOut());

  it('asks a visitor to sign in before playing for real, without asking the platform', async () => {
    const api = startApi(detailRoutes(() => jsonResponse({})));
    const user = userEvent.setup();
    renderCasino('/game-detail/starburst');
    await user.click(await screen.findByRole('button', { name: text('detail.play') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('gates.signIn.title'));
    expect(screen.getByRole('link', { name: text('common.signIn') })).toHaveAttribute('href', '/auth/sign-in');
    expect(api.callsTo('/v1/game/create-session')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: text('detail.favorite') })).not.toBeInTheDocument();
  });

  it('lets a visitor try the demo without an account', async () => {
    const api = startApi(detailRoutes(() => jsonResponse({})));
    const user = userEvent.setup();
    renderCasino('/game-detail/starburst');
    await user.click(await screen.findByRole('button', { name: text('detail.demo') }));
    await waitFor(() => expect(currentLocation()).toBe(`/game-play/${encodeURIComponent('/demogames/starburst/play?demo=1')}`));
    expect(bodiesTo(api, '/game/demo-session/create')).toEqual([{ gameId: 'starburst' }]);
  });
});
