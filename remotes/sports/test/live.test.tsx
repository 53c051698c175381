// The pages kept live over the host's socket: scores, clocks and odds change in place, odds that
// move flash up or down, suspended markets lock, and an older message never wins over a newer one.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { hydrateDrawnAnswers, queryClient, realtimeHub } from '@app/api';
import type { ClientMessage } from '@app/contract';
import {
  bookRoutes,
  bookWithListHeld,
  fakeEvent,
  fakeMarket,
  fakeTotal,
  LIVE_MATCH,
  NEXT_MATCH,
  push,
  renderSports,
  resetAll,
  setupTexts,
  signIn,
  startApi,
  TENNIS_MATCH,
  text,
  wantedTopics,
} from './harness.tsx';
import { FIRST_ROWS, MORE_ROWS } from '../src/shared/hooks/useRevealed.ts';
import { eventsKey } from '../src/features/events/api/catalogue.ts';

beforeAll(setupTexts);
afterEach(resetAll);

describe('the events list', () => {
  it('shows live and upcoming matches by league, follows the live and league topics, and filters by sport', async () => {
    startApi(bookRoutes());
    const user = userEvent.setup();
    renderSports('/sports');
    const live = await screen.findByRole('region', { name: text('events.live') });
    expect(within(live).getByText('Arsenal')).toBeInTheDocument();
    expect(within(live).getByText(text('clock.minute', { minute: 63 }))).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: text('events.upcoming') });
    expect(within(upcoming).getByText('Premier League')).toBeInTheDocument();
    expect(within(upcoming).getByText('ATP Finals')).toBeInTheDocument();
    expect(wantedTopics()).toEqual(expect.arrayContaining(['sports.live', 'sports.league.premier-league', 'sports.league.atp-finals']));

    await user.click(screen.getByRole('button', { name: text('sportNames.tennis') }));
    expect(await screen.findByText('Sinner')).toBeInTheDocument();
    expect(screen.queryByText('Arsenal')).not.toBeInTheDocument();
    // A sport without draws has two buttons.
    expect(
      within(screen.getByRole('group', { name: text('events.oddsFor', { home: 'Sinner', away: 'Alcaraz' }) })).getAllByRole('button'),
    ).toHaveLength(2);
  });

  it('draws a long list a first screen at a time, live matches first, until every match is there', async () => {
    const live = Array.from({ length: 5 }, (_, index) => fakeEvent({ id: `live-${index}`, status: 'live', home: `Live ${index}` }));
    const later = Array.from({ length: 35 }, (_, index) =>
      fakeEvent({
        id: `next-${index}`,
        status: 'upcoming',
        home: `Next ${index}`,
        startsAt: new Date(Date.now() + (index + 1) * 3_600_000).toISOString(),
      }),
    );
    startApi(bookRoutes([...later, ...live]));
    renderSports('/sports');
    await screen.findByText('Live 0');
    const rows = () => document.querySelectorAll('.sports-event');
    expect(rows().length).toBeLessThanOrEqual(FIRST_ROWS + MORE_ROWS);
    await waitFor(() => expect(rows()).toHaveLength(40));
    const upcoming = screen.getByRole('region', { name: text('events.upcoming') });
    expect(within(upcoming).getByText('Next 34')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: text('events.live') })).getAllByText(/^Live \d$/)).toHaveLength(5);
  });

  it('adds the later rows of a long list below the ones drawn, so nothing on the screen moves down', async () => {
    // Live matches of two leagues, interleaved by kick-off: the first league has rows past the first step.
    const live = Array.from({ length: 30 }, (_, index) =>
      fakeEvent({
        id: `live-${index}`,
        status: 'live',
        home: `Live ${index}`,
        ...(index % 2 === 1 ? { leagueId: 'la-liga', leagueName: 'La Liga' } : {}),
      }),
    );
    startApi(bookRoutes(live));
    renderSports('/sports');
    await screen.findByText('Live 0');
    const names = () => [...document.querySelectorAll('.sports-event')].map((row) => row.textContent ?? '');
    const first = names();
    expect(first.length).toBeLessThan(30);
    await waitFor(() => expect(names()).toHaveLength(30));
    // What was drawn first is still where it was: the rest came after it.
    expect(names().slice(0, first.length)).toEqual(first);
    const leagues = [...document.querySelectorAll('.sports-league__name')].map((name) => name.textContent);
    expect(leagues).toEqual(['Premier League', 'La Liga']);
  });

  it('keeps following the live topic while the leagues of the list that arrived join it (the socket is not dropped)', async () => {
    const sent: ClientMessage[] = [];
    let emptied = 0;
    realtimeHub.attach({ send: (message) => sent.push(message) });
    const stopWatching = realtimeHub.watchDemand(() => {
      if (realtimeHub.wantedTopics().length === 0) emptied += 1;
    });
    try {
      startApi(bookRoutes());
      renderSports('/sports');
      await screen.findByRole('region', { name: text('events.live') });
      expect(sent).toContainEqual({ m: 'topic.subscribe', p: { topic: 'sports.league.premier-league' } });
      expect(sent).not.toContainEqual({ m: 'topic.unsubscribe', p: { topic: 'sports.live' } });
      // The host's connection never saw the wanted topics run out (a visitor's socket would close).
      expect(emptied).toBe(0);
    } finally {
      stopWatching();
      realtimeHub.detach();
    }
  });

  it('moves scores and odds without a reload, flashing the way they moved, and ignores an older message', async () => {
    startApi(bookRoutes());
    renderSports('/sports');
    await screen.findByRole('region', { name: text('events.live') });

    await push({ m: 'sports.odds.update', p: { eventId: 'evt-1', version: 2, market: fakeMarket('evt-1', ['2.40', '3.40', '2.90']) } });
    const up = screen.getByRole('button', { name: /^Arsenal, odds 2\.40$/ });
    expect(up).toHaveClass('sports-odds--up');
    expect(screen.getByRole('button', { name: /^Chelsea, odds 2\.90$/ })).toHaveClass('sports-odds--down');
    expect(screen.getByRole('button', { name: /^Draw, odds 3\.40$/ })).not.toHaveClass('sports-odds--up');
    // The odds buttons never announce themselves; only the slip does.
    expect(up.closest('[aria-live]')).toBeNull();

    await push({
      m: 'sports.event.update',
      p: { event: { ...LIVE_MATCH, version: 3, score: { home: 2, away: 0 }, clock: { period: 2, minute: 70 } } },
    });
    expect(screen.getByText(text('clock.minute', { minute: 70 }))).toBeInTheDocument();
    // An older snapshot does not take the score back.
    await push({ m: 'sports.list.snapshot', p: { topic: 'sports.live', events: [{ ...LIVE_MATCH, version: 1 }] } });
    expect(screen.getByText(text('clock.minute', { minute: 70 }))).toBeInTheDocument();

    // A suspended market locks its odds.
    await push({
      m: 'sports.odds.update',
      p: { eventId: 'evt-2', version: 4, market: fakeMarket('evt-2', ['1.80', '3.60', '4.50'], { status: 'suspended' }) },
    });
    expect(screen.getByRole('button', { name: text('odds.lockedLabel', { name: 'Liverpool' }) })).toBeDisabled();

    // Nothing moves under the player's finger. A match that starts is marked live where it is.
    const rowOf = (name: string) => screen.getByText(name).closest('li')!;
    const order = () => [...document.querySelectorAll('.sports-event')].map((row) => row.getAttribute('data-event-id'));
    const before = order();
    await push({
      m: 'sports.event.update',
      p: { event: { ...NEXT_MATCH, version: 8, status: 'live', score: { home: 0, away: 0 }, clock: { period: 1, minute: 1 } } },
    });
    expect(within(rowOf('Liverpool')).getByText(text('status.live'))).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: text('events.upcoming') })).getByText('Liverpool')).toBeInTheDocument();
    // One that ends stays in its row, marked as ended, with its final score and no odds to take.
    await push({
      m: 'sports.event.update',
      p: { event: { ...NEXT_MATCH, version: 9, status: 'finished', score: { home: 2, away: 1 }, clock: null, mainMarket: null } },
    });
    expect(within(rowOf('Liverpool')).getByText(text('status.finished'))).toBeInTheDocument();
    expect(within(rowOf('Liverpool')).getByText('2')).toBeInTheDocument();
    expect(within(rowOf('Liverpool')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Liverpool')).getByText(text('events.closedOdds'))).toBeInTheDocument();
    expect(order()).toEqual(before);
    // A match the list did not have joins below what is drawn; a finished one it did not have does not.
    await push({
      m: 'sports.event.update',
      p: { event: fakeEvent({ id: 'evt-8', status: 'live', home: 'Milan', away: 'Inter', leagueId: 'serie-a', leagueName: 'Serie A' }) },
    });
    await push({ m: 'sports.event.update', p: { event: fakeEvent({ id: 'evt-9', status: 'finished', home: 'Lazio', away: 'Roma' }) } });
    expect(within(screen.getByRole('region', { name: text('events.live') })).getByText('Milan')).toBeInTheDocument();
    expect(screen.queryByText('Lazio')).not.toBeInTheDocument();
    expect(order().filter((id) => id !== 'evt-8')).toEqual(before);
  });

  it('leaves the matches that have finished out of a list loaded again: its live section has only matches still live', async () => {
    startApi(bookRoutes());
    renderSports('/sports');
    const liveSection = () => screen.queryByRole('region', { name: text('events.live') });
    await waitFor(() => expect(liveSection()).not.toBeNull());
    // The live match ends: its row stays where it was drawn, at full time, its betting closed.
    await push({
      m: 'sports.event.update',
      p: { event: { ...LIVE_MATCH, version: 5, status: 'finished', score: { home: 2, away: 1 }, clock: null, mainMarket: null } },
    });
    expect(within(liveSection()!).getByText(text('status.finished'))).toBeInTheDocument();
    // So does a match that went live after the list was loaded, then ended.
    const joined = fakeEvent({ id: 'evt-8', status: 'live', home: 'Milan', away: 'Inter', leagueId: 'serie-a', leagueName: 'Serie A' });
    await push({ m: 'sports.event.update', p: { event: joined } });
    await push({ m: 'sports.event.update', p: { event: { ...joined, version: 2, status: 'finished', clock: null, mainMarket: null } } });
    expect(within(liveSection()!).getByText('Milan')).toBeInTheDocument();
    // The upcoming match ends too (a list that arrives may be older than that message).
    await push({
      m: 'sports.event.update',
      p: { event: { ...NEXT_MATCH, version: 9, status: 'finished', score: { home: 0, away: 0 }, clock: null, mainMarket: null } },
    });

    // The list is loaded again (as when the connection comes back): the book lists a new live match,
    // no longer the finished ones, and still the upcoming one it has not heard has ended.
    const started = fakeEvent({ id: 'evt-4', status: 'live', home: 'Napoli', away: 'Torino', leagueId: 'serie-a', leagueName: 'Serie A' });
    startApi(bookRoutes([started, NEXT_MATCH, TENNIS_MATCH]));
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(screen.getByText('Napoli')).toBeInTheDocument());
    const live = liveSection()!;
    expect(within(live).queryByText('Arsenal')).not.toBeInTheDocument();
    expect(within(live).queryByText('Milan')).not.toBeInTheDocument();
    expect(within(live).queryByText(text('status.finished'))).not.toBeInTheDocument();
    expect(screen.queryByText('Liverpool')).not.toBeInTheDocument();
    expect(screen.queryByText(text('events.closedOdds'))).not.toBeInTheDocument();
    expect(screen.getByText('Sinner')).toBeInTheDocument();
  });

  it('does not show the list kept from an earlier visit while it is asked for again: a match that ended meanwhile is not live', async () => {
    startApi(bookRoutes());
    const user = userEvent.setup();
    renderSports('/sports');
    await screen.findByRole('region', { name: text('events.live') });
    await user.click(screen.getByRole('link', { name: /Liverpool/ }));
    await screen.findByRole('link', { name: text('event.back') });

    // While the player was on the match page, the live match ended: the book no longer lists it.
    const { routes, release } = bookWithListHeld([NEXT_MATCH, TENNIS_MATCH]);
    startApi(routes);
    await user.click(screen.getByRole('link', { name: text('event.back') }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('Arsenal')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: text('events.live') })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Liverpool')).toBeInTheDocument();
    expect(screen.queryByText('Arsenal')).not.toBeInTheDocument();
  });

  it('draws the list the page came with (drawn in the server) at once, as drawn, while it is asked for again', async () => {
    // The server drew the page a moment ago with the live match and the next one.
    const server = new QueryClient();
    server.setQueryData(eventsKey(null, null), { list: [LIVE_MATCH, NEXT_MATCH], page: 1, pageSize: 50, total: 2 });
    hydrateDrawnAnswers(queryClient, dehydrate(server));
    const { routes, release } = bookWithListHeld([NEXT_MATCH]);
    startApi(routes);
    renderSports('/sports');
    // Its first render draws the list it came with, before any answer of its own.
    const live = screen.getByRole('region', { name: text('events.live') });
    expect(within(live).getByText('Arsenal')).toBeInTheDocument();
    expect(screen.getByText('Liverpool')).toBeInTheDocument();
    // The list asked for again replaces it: the live match has ended meanwhile.
    release();
    await waitFor(() => expect(screen.queryByRole('region', { name: text('events.live') })).not.toBeInTheDocument());
    expect(screen.getByText('Liverpool')).toBeInTheDocument();
  });

  it('says so when there is nothing to show, and offers a retry when the list did not load', async () => {
    startApi(bookRoutes([]));
    const first = renderSports('/sports');
    expect(await screen.findByRole('heading', { name: text('events.emptyTitle') })).toBeInTheDocument();
    first.unmount();
    resetAll();
    startApi({});
    renderSports('/sports');
    expect(await screen.findByRole('heading', { name: text('events.errorTitle') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('an event page', () => {
  it('shows the match and its markets grouped, applies the snapshot and live updates, and takes odds on the slip', async () => {
    signIn();
    startApi(bookRoutes(undefined, { 'evt-1': [fakeMarket('evt-1'), fakeTotal('evt-1')] }));
    const user = userEvent.setup();
    renderSports('/sports/event/evt-1');
    expect(await screen.findByRole('heading', { name: text('marketGroups.total') })).toBeInTheDocument();
    expect(screen.getByLabelText(text('event.score', { home: 1, away: 0 }))).toBeInTheDocument();
    expect(wantedTopics()).toContain('sports.event.evt-1');
    // Each name once: the group's heading names its one market (Match result, not twice).
    expect(screen.getAllByText(text('markets.match_result'))).toHaveLength(1);
    expect(screen.getByRole('group', { name: text('markets.match_result') })).toBeInTheDocument();

    // The snapshot sent on subscribing replaces what was loaded (here: a goal and new odds).
    await push({
      m: 'sports.event.snapshot',
      p: {
        event: { ...LIVE_MATCH, version: 4, score: { home: 1, away: 1 } },
        markets: [fakeMarket('evt-1', ['2.60', '3.10', '2.70']), fakeTotal('evt-1', '2.5', ['1.60', '2.30'])],
      },
    });
    expect(screen.getByLabelText(text('event.score', { home: 1, away: 1 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Over 2\.5, odds 1\.60$/ })).toHaveClass('sports-odds--down');

    await push({
      m: 'sports.odds.update',
      p: { eventId: 'evt-1', version: 5, market: { ...fakeTotal('evt-1', '2.5', ['1.60', '2.30']), status: 'suspended' } },
    });
    expect(screen.getByText(text('marketStatus.suspended'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('odds.lockedLabel', { name: 'Over 2.5' }) })).toBeDisabled();
    // An older update of the same market is ignored.
    await push({ m: 'sports.odds.update', p: { eventId: 'evt-1', version: 3, market: fakeTotal('evt-1', '2.5', ['1.10', '5.00']) } });
    expect(screen.queryByRole('button', { name: /^Over 2\.5, odds 1\.10$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Arsenal, odds 2\.60$/ }));
    expect(screen.getByRole('button', { name: text('slip.open', { count: 1 }) })).toBeInTheDocument();
  });

  it('locks a market the score has decided: its odds cannot be taken, and a pick of it on the slip shows closed', async () => {
    signIn();
    startApi(bookRoutes(undefined, { 'evt-1': [fakeMarket('evt-1'), fakeTotal('evt-1')] }));
    const user = userEvent.setup();
    renderSports('/sports/event/evt-1');
    await user.click(await screen.findByRole('button', { name: /^Over 2\.5, odds 1\.90$/ }));
    expect(screen.getByRole('button', { name: text('slip.open', { count: 1 }) })).toBeInTheDocument();

    // 0–3: the total is settled while the match plays on (Over won, Under lost), as the book says.
    const total = fakeTotal('evt-1', '2.5', ['1.01', '1000.00']);
    await push({
      m: 'sports.odds.update',
      p: {
        eventId: 'evt-1',
        version: 6,
        market: {
          ...total,
          status: 'settled',
          selections: total.selections.map((one) => ({ ...one, result: one.outcome === 'over' ? 'won' : 'lost' })),
        },
      },
    });
    const card = screen.getByRole('heading', { name: text('marketGroups.total') }).closest('section') ?? document.body;
    expect(within(card).getByText(text('marketStatus.settled'))).toBeInTheDocument();
    for (const name of ['Over 2.5', 'Under 2.5']) {
      const locked = screen.getByRole('button', { name: text('odds.lockedLabel', { name }) });
      expect(locked).toBeDisabled();
      await user.click(locked);
    }
    expect(screen.queryByRole('button', { name: /odds 1000\.00/ })).not.toBeInTheDocument();
    // The slip still has the one pick made before, now closed: nothing was added by the taps.
    await user.click(screen.getByRole('button', { name: text('slip.open', { count: 1 }) }));
    expect(await screen.findByText(text('slip.closed'))).toBeInTheDocument();
  });

  it('says when the match does not exist', async () => {
    startApi(bookRoutes());
    renderSports('/sports/event/evt-404');
    expect(await screen.findByRole('heading', { name: text('event.missingTitle') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('event.back') })).toHaveAttribute('href', '/sports');
  });
});
