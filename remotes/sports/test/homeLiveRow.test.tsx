// "Live now" on the home page: the sportsbook's part the host draws below home's content. The
// matches under way with their score, clock and prices, a tap on a price putting it on the slip, a
// tap on the match opening it; a placeholder while they come, nothing at all when none is live;
// kept current by asking again every few seconds, without the socket.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bodiesTo,
  bookRoutes,
  bookWithListHeld,
  currentLocation,
  fakeEvent,
  fakeMarket,
  LIVE_MATCH,
  NEXT_MATCH,
  renderSports,
  resetAll,
  setupTexts,
  startApi,
  TENNIS_MATCH,
  text,
  wantedTopics,
} from './harness.tsx';
import { LIVE_NOW_REFETCH_MS } from '../src/shared/api/liveNow.ts';
import { slipStore } from '../src/shared/model/stores.ts';

beforeAll(setupTexts);
afterEach(() => {
  jest.useRealTimers();
  resetAll();
});

const SECOND_LIVE = fakeEvent({
  id: 'evt-4',
  status: 'live',
  home: 'Real Sociedad',
  away: 'Athletic Club',
  leagueId: 'la-liga',
  leagueName: 'La Liga',
  score: { home: 0, away: 2 },
  clock: { period: 1, minute: 31 },
  mainMarket: fakeMarket('evt-4', ['4.20', '3.30', '1.85']),
});

describe('the live row on home', () => {
  it('lists the matches live now, with their teams, score, clock and prices, and a way to all of them', async () => {
    const fake = startApi(bookRoutes([LIVE_MATCH, NEXT_MATCH, SECOND_LIVE]));
    renderSports('/');
    const row = await screen.findByRole('region', { name: text('events.live') });
    const list = await within(row).findByRole('list', { name: text('events.live') });
    const cards = within(list).getAllByRole('listitem');
    // The live matches only, the one still to start left out.
    expect(cards).toHaveLength(2);
    expect(within(row).queryByText('Liverpool')).toBeNull();
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Arsenal')).toBeInTheDocument();
    expect(within(first).getByText('Chelsea')).toBeInTheDocument();
    expect(within(first).getByText(text('clock.minute', { minute: 63 }))).toBeInTheDocument();
    expect(within(second).getByText('Real Sociedad')).toBeInTheDocument();
    expect(within(first).getByText(text('event.score', { home: 1, away: 0 }))).toBeInTheDocument();
    expect(within(second).getByText(text('event.score', { home: 0, away: 2 }))).toBeInTheDocument();
    expect(within(second).getByText(text('clock.minute', { minute: 31 }))).toBeInTheDocument();
    // The three prices of each, as labelled buttons in a group named after the match.
    const odds = within(first).getByRole('group', { name: text('events.oddsFor', { home: 'Arsenal', away: 'Chelsea' }) });
    expect(within(odds).getAllByRole('button')).toHaveLength(3);
    expect(within(odds).getByRole('button', { name: /Arsenal.*2\.10/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(row).getByRole('link', { name: text('liveRow.seeAllLabel') })).toHaveAttribute('href', '/sports');
    // Asked for the live ones only.
    expect(bodiesTo(fake, '/sports/events/list')).toContainEqual(expect.objectContaining({ status: 'live' }));
  });

  it('puts a tapped price on the bet slip, and opens the match from its card', async () => {
    startApi(bookRoutes([LIVE_MATCH, NEXT_MATCH]));
    const user = userEvent.setup();
    renderSports('/');
    const row = await screen.findByRole('region', { name: text('events.live') });
    const price = await within(row).findByRole('button', { name: /Arsenal.*2\.10/ });
    await user.click(price);
    expect(price).toHaveAttribute('aria-pressed', 'true');
    expect(slipStore.get().legs.map((leg) => leg.selectionId)).toEqual(['evt-1-mr-home']);
    // The slip the price went on is at hand on home too.
    expect(screen.getByRole('button', { name: text('slip.open', { count: 1 }) })).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: /Arsenal/ }));
    expect(currentLocation()).toBe('/sports/event/evt-1');
  });

  it('shows placeholders while the matches come, announced once', async () => {
    const held = bookWithListHeld([LIVE_MATCH]);
    startApi(held.routes);
    renderSports('/');
    const row = await screen.findByRole('region', { name: text('events.live') });
    expect(within(row).getByRole('status')).toHaveTextContent(text('liveRow.loading'));
    expect(row.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(row).queryByRole('listitem')).toBeNull();
    held.release();
    expect(await within(row).findByText('Arsenal')).toBeInTheDocument();
    expect(within(row).queryByRole('status')).toBeNull();
  });

  it('is left out entirely when no match is live', async () => {
    const fake = startApi(bookRoutes([NEXT_MATCH, TENNIS_MATCH]));
    const { container } = renderSports('/');
    await waitFor(() => expect(fake.callsTo('/v1/sports/events/list')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: text('events.live') })).toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('is asked for again every 20 seconds, without following any topic of the socket', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const events = [LIVE_MATCH];
    const fake = startApi(bookRoutes(events));
    renderSports('/');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('region', { name: text('events.live') })).toBeInTheDocument();
    expect(fake.callsTo('/v1/sports/events/list')).toHaveLength(1);
    // The match scores meanwhile: the next answer brings it.
    events[0] = { ...LIVE_MATCH, version: 2, score: { home: 2, away: 0 }, clock: { period: 2, minute: 70 } };
    await act(() => jest.advanceTimersByTimeAsync(LIVE_NOW_REFETCH_MS));
    expect(fake.callsTo('/v1/sports/events/list')).toHaveLength(2);
    expect(screen.getByText(text('clock.minute', { minute: 70 }))).toBeInTheDocument();
    expect(screen.getByText(text('event.score', { home: 2, away: 0 }))).toBeInTheDocument();
    expect(wantedTopics()).toEqual([]);
  });
});
