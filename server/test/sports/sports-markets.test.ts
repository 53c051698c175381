import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPORTS_LIVE_TOPIC, sportsEventTopic, type Market, type SportsBet, type SportsEvent } from '@app/contract';
import type { SportsTables } from '../../src/sports/repository.ts';
import { createSportsFeed, type FeedFixture, type FeedSink, type FeedUpdate } from '../../simulators/odds-feed/index.ts';
import { moneyCall, openSocket, serverWithPlayer, type SignedIn, type TestServer, type TestSocket } from '../helpers.ts';
import { liveFootballMatch, openMarket } from '../support/sports-feed.ts';

type Placed = { bet: SportsBet; reason?: string; meta?: Record<string, unknown> };

/*
 * A market closes the moment the score decides it, is suspended around a goal and reopens with new
 * odds after a while, and a finished match leaves the live list: the book refuses what a player
 * would try to bet on an outcome already known, or in the moments after a goal.
 */
describe('sportsbook markets decided by the score', () => {
  let server: TestServer;
  let player: SignedIn;
  serverWithPlayer('1000.00', (started) => ({ server, player } = started));

  const book = () => server.platform.sports.book;
  const cash = async () =>
    Number(
      (await server.post<{ balance: { cash: string } }>('/wallet/balance/details', { currency: 'USD' }, player.accessToken)).body.balance
        .cash,
    );
  const markets = async (eventId: string) =>
    (await server.post<{ event: SportsEvent; markets: Market[] }>('/sports/event/get', { eventId })).body.markets;
  const selection = async (eventId: string, type: Market['type'], outcome: string) => {
    const market = (await markets(eventId)).find((candidate) => candidate.type === type)!;
    const chosen = market.selections.find((candidate) => candidate.outcome === outcome)!;
    return { market, selectionId: chosen.id, odds: chosen.odds };
  };
  const bet = (pick: { selectionId: string; odds: string }) =>
    moneyCall<Placed>(server, player, '/sports/bet/place', {
      selections: [{ selectionId: pick.selectionId, odds: pick.odds }],
      stake: '10.00',
      currency: 'USD',
      oddsChange: 'any',
    });
  let serial = 0;
  /** A football match of the test's own, live at 0–0 in the 60th minute, with a total 2.5, both teams to score and a handicap. */
  const liveMatch = async (): Promise<string> => {
    serial += 1;
    const id = `mk-${serial}-${Date.now().toString(36)}`;
    const fixture: FeedFixture = {
      ...liveFootballMatch(id, { home: 0, away: 0 }, 60),
      league: { id: 'mk-league', name: 'Test League', country: 'gb' },
      markets: [
        openMarket(id, 'mr', 'match_result', null, { home: '3.10', draw: '2.20', away: '3.40' }),
        openMarket(id, 'tot', 'total', '2.5', { over: '4.20', under: '1.20' }),
        openMarket(id, 'btts', 'both_teams_score', null, { yes: '3.00', no: '1.35' }),
        openMarket(id, 'hcp', 'handicap', '-0.5', { home: '3.10', away: '1.35' }),
      ],
    };
    assert.equal(await book().fixture(fixture), true);
    return id;
  };
  const score = (eventId: string, home: number, away: number, minute: number, markets?: FeedUpdate['markets']) =>
    book().update({
      eventId,
      state: { status: 'live', score: { home, away }, clock: { period: 2, minute } },
      ...(markets ? { markets } : {}),
    });
  const follow = async (topic: string): Promise<TestSocket> => {
    const socket = await openSocket(server);
    socket.send(JSON.stringify({ m: 'topic.subscribe', p: { topic } }));
    assert.match((JSON.parse(await socket.next()) as { m: string }).m, /snapshot$/);
    return socket;
  };
  const until = async (socket: TestSocket, found: (message: { m: string; p: Record<string, unknown> }) => boolean) => {
    for (;;) {
      const message = JSON.parse(await socket.next()) as { m: string; p: Record<string, unknown> };
      if (found(message)) return message;
    }
  };

  it('closes Over and Under 2.5 at 0–3 in the 79th minute: neither is taken, the bet on Over already placed is paid', async () => {
    const eventId = await liveMatch();
    const over = await selection(eventId, 'total', 'over');
    const under = await selection(eventId, 'total', 'under');
    const early = await bet(over);
    assert.equal(early.status, 200, JSON.stringify(early.body));
    const own = await follow(sportsEventTopic(eventId));

    await score(eventId, 0, 1, 70);
    await score(eventId, 0, 2, 75);
    assert.equal((await selection(eventId, 'total', 'over')).market.status, 'suspended', 'a goal suspends');
    const before = await cash();
    await score(eventId, 0, 3, 79);

    // The event's followers hear the market closed, with its result.
    const closed = await until(
      own,
      (message) =>
        message.m === 'sports.odds.update' &&
        (message.p.market as Market).id === over.market.id &&
        (message.p.market as Market).status === 'settled',
    );
    assert.deepEqual(
      (closed.p.market as Market).selections.map((one) => [one.outcome, one.result]),
      [
        ['over', 'won'],
        ['under', 'lost'],
      ],
    );
    own.socket.close();
    for (const pick of [over, under]) {
      for (const odds of [pick.odds, '1.01', '1000.00']) {
        const refused = await bet({ selectionId: pick.selectionId, odds });
        assert.equal(refused.status, 409, JSON.stringify(refused.body));
        assert.equal(refused.body.reason, 'SPORTS_MARKET_CLOSED');
        assert.deepEqual(refused.body.meta, { selectionId: pick.selectionId, status: 'settled' });
      }
    }
    // The feed pricing the decided market again (as it did, at 1.01 and 1000.00) does not reopen it.
    await book().update({
      eventId,
      markets: [{ marketId: over.market.id, status: 'open', odds: { [over.selectionId]: '1.01', [under.selectionId]: '1000.00' } }],
    });
    assert.equal((await selection(eventId, 'total', 'over')).market.status, 'settled');
    assert.equal((await bet({ selectionId: under.selectionId, odds: '1000.00' })).body.reason, 'SPORTS_MARKET_CLOSED');
    // The bet on Over is won now, not at the final whistle; a match result still to play is not closed.
    assert.equal(await cash(), before + Number(early.body.bet.potentialWin));
    assert.equal((await selection(eventId, 'match_result', 'away')).market.status, 'suspended');
    // The final result keeps what the score decided, and pays nothing twice.
    await book().result({
      eventId,
      score: { home: 0, away: 3 },
      markets: (await markets(eventId)).map((market) => ({
        marketId: market.id,
        results: Object.fromEntries(market.selections.map((one) => [one.id, 'lost' as const])),
      })),
    });
    assert.deepEqual(
      (await selection(eventId, 'total', 'over')).market.selections.map((one) => one.result),
      ['won', 'lost'],
    );
    assert.equal(await cash(), before + Number(early.body.bet.potentialWin));
  });

  it('closes both teams to score once both have scored, and a bet against it placed before loses at once', async () => {
    const eventId = await liveMatch();
    const no = await selection(eventId, 'both_teams_score', 'no');
    const placed = await bet(no);
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    await score(eventId, 1, 0, 65);
    // One side scoring decides nothing: the market reopens with the feed's new odds.
    await book().update({ eventId, markets: [{ marketId: no.market.id, status: 'open', odds: { [no.selectionId]: '1.60' } }] });
    assert.equal((await bet({ selectionId: no.selectionId, odds: '1.60' })).status, 200);
    await score(eventId, 1, 1, 70);
    const market = (await selection(eventId, 'both_teams_score', 'yes')).market;
    assert.equal(market.status, 'settled');
    for (const one of market.selections) {
      const refused = await bet({ selectionId: one.id, odds: one.odds });
      assert.equal(refused.body.reason, 'SPORTS_MARKET_CLOSED', JSON.stringify(refused.body));
    }
    const settled = (
      await server.post<{ list: SportsBet[] }>('/sports/bets/list', { status: 'settled', pageSize: 100 }, player.accessToken)
    ).body.list;
    assert.equal(settled.find((one) => one.id === placed.body.bet.id)?.status, 'lost');
  });

  it('closes a decided market it still held open (as from before this rule) at the next word of the feed on the event', async () => {
    const eventId = await liveMatch();
    await score(eventId, 2, 1, 70);
    const over = await selection(eventId, 'total', 'over');
    assert.equal(over.market.status, 'settled');
    // As a book that took the score before markets closed by it would hold it: open, priced at 1.01.
    const tables = server.platform.database.db.withTables<SportsTables>();
    await tables.updateTable('sports_markets').set({ status: 'open' }).where('id', '=', over.market.id).execute();
    await tables.updateTable('sports_selections').set({ result: null }).where('market_id', '=', over.market.id).execute();
    assert.equal((await selection(eventId, 'total', 'over')).market.status, 'open');
    await book().update({ eventId, markets: [{ marketId: over.market.id, status: 'open', odds: { [over.selectionId]: '1.01' } }] });
    const closed = await selection(eventId, 'total', 'over');
    assert.equal(closed.market.status, 'settled');
    assert.deepEqual(
      closed.market.selections.map((one) => one.result),
      ['won', 'lost'],
    );
    assert.equal((await bet({ selectionId: over.selectionId, odds: '1.01' })).body.reason, 'SPORTS_MARKET_CLOSED');
  });

  it('suspends every market when the score changes, even where the feed did not say so, until the feed reopens it', async () => {
    const eventId = await liveMatch();
    const home = await selection(eventId, 'match_result', 'home');
    await score(eventId, 1, 0, 66);
    const refused = await bet(home);
    assert.equal(refused.status, 409);
    assert.deepEqual(
      [refused.body.reason, refused.body.meta],
      ['SPORTS_MARKET_CLOSED', { selectionId: home.selectionId, status: 'suspended' }],
    );
    // The clock moving on without a goal reopens nothing by itself.
    await score(eventId, 1, 0, 67);
    assert.equal((await bet(home)).body.reason, 'SPORTS_MARKET_CLOSED');
    await book().update({ eventId, markets: [{ marketId: home.market.id, status: 'open', odds: { [home.selectionId]: '1.70' } }] });
    const taken = await bet({ selectionId: home.selectionId, odds: '1.70' });
    assert.equal(taken.status, 200, JSON.stringify(taken.body));
    assert.equal(taken.body.bet.odds, '1.70');
  });

  it('keeps the markets suspended for the interval after a goal, refusing bets, then reopens them with new odds', async () => {
    let now = Date.now();
    const goals: Array<{ eventId: string; at: number }> = [];
    const sink: FeedSink = {
      openEvents: () => book().openEvents(),
      fixture: (fixture) => book().fixture(fixture),
      result: (result) => book().result(result),
      cancel: (eventId) => book().cancel(eventId),
      update: async (update) => {
        const held = (await server.post<{ event: SportsEvent }>('/sports/event/get', { eventId: update.eventId })).body.event;
        await book().update(update);
        const { score } = update.state ?? {};
        if (score && held.score && held.sportId === 'football' && (score.home !== held.score.home || score.away !== held.score.away)) {
          goals.push({ eventId: update.eventId, at: now });
        }
      },
    };
    const feed = createSportsFeed({ sink, seed: 'goals-suspend', margin: 0.06, tickMs: 0, suspendMs: 30_000, now: () => new Date(now) });
    await feed.prime();
    // Play on, a few seconds a move, until a football match scores early enough to play on for a while.
    let goal: { eventId: string; at: number } | undefined;
    for (let move = 0; move < 200 && !goal; move += 1) {
      now += 3_000;
      goals.length = 0;
      await feed.step();
      for (const candidate of goals) {
        const event = (await server.post<{ event: SportsEvent }>('/sports/event/get', { eventId: candidate.eventId })).body.event;
        if (event.status === 'live' && (event.clock?.minute ?? 90) <= 50) goal = candidate;
      }
    }
    assert.ok(goal, 'a goal in the first fifty minutes');
    const result = async () => selection(goal.eventId, 'match_result', 'home');
    const suspended = await result();
    assert.equal(suspended.market.status, 'suspended');
    assert.equal((await bet(suspended)).body.reason, 'SPORTS_MARKET_CLOSED');
    // Still suspended while the interval runs, whatever the feed's moves in between.
    for (let move = 0; move < 8; move += 1) {
      now += 3_000;
      await feed.step();
      const during = await result();
      assert.equal(during.market.status, 'suspended', `${(now - goal.at) / 1000} s after the goal`);
      assert.equal((await bet(during)).body.reason, 'SPORTS_MARKET_CLOSED');
    }
    // Once it has run, the next move reopens it (a later goal or the feed's own moment of caution may hold it a move or two more).
    let reopened: Awaited<ReturnType<typeof result>> | undefined;
    for (let move = 0; move < 6 && !reopened; move += 1) {
      now += 10_000;
      await feed.step();
      const after = await result();
      if (after.market.status === 'open') reopened = after;
    }
    assert.ok(reopened, 'reopened after the interval');
    assert.notDeepEqual(
      reopened.market.selections.map((one) => one.odds),
      suspended.market.selections.map((one) => one.odds),
      'priced again from the new score',
    );
    const taken = await bet(reopened);
    assert.equal(taken.status, 200, JSON.stringify(taken.body));
    await feed.stop();
  });

  it('takes a finished match off the live list and tells the live topic', async () => {
    const eventId = await liveMatch();
    const liveList = async () =>
      (await server.post<{ list: SportsEvent[] }>('/sports/events/list', { status: 'live', pageSize: 100 })).body.list.map((one) => one.id);
    assert.ok((await liveList()).includes(eventId));
    const live = await follow(SPORTS_LIVE_TOPIC);
    await book().result({ eventId, score: { home: 2, away: 1 }, markets: [] });
    const told = await until(live, (message) => message.m === 'sports.event.update' && (message.p.event as SportsEvent).id === eventId);
    assert.equal((told.p.event as SportsEvent).status, 'finished');
    live.socket.close();
    assert.ok(!(await liveList()).includes(eventId));
    const all = (await server.post<{ list: SportsEvent[] }>('/sports/events/list', { pageSize: 100 })).body.list;
    assert.ok(!all.some((one) => one.id === eventId));
    const snapshot = await openSocket(server);
    snapshot.send(JSON.stringify({ m: 'topic.subscribe', p: { topic: SPORTS_LIVE_TOPIC } }));
    const listed = JSON.parse(await snapshot.next()) as { p: { events: SportsEvent[] } };
    assert.ok(listed.p.events.every((one) => one.status === 'live'));
    assert.ok(!listed.p.events.some((one) => one.id === eventId));
    snapshot.socket.close();
  });
});
