import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sportsEventTopic, type Market, type OperatorSportsEvent, type SportsBet, type SportsEvent } from '@app/contract';
import { runCommand, type OperatorCall } from '../../src/cli.ts';
import type { FeedFixture } from '../../simulators/odds-feed/index.ts';
import { balanceOf, moneyCall, openSocket, serverWithPlayer, type SignedIn, type TestServer, type TestSocket } from '../helpers.ts';
import { createMember, postOperator, signIn } from '../support/staff.ts';
import { liveFootballMatch, openMarket } from '../support/sports-feed.ts';

type ErrorBody = { reason?: string; meta?: Record<string, unknown> };
type Answer = { event: OperatorSportsEvent; markets: Market[] } & ErrorBody;
type Page = { list: OperatorSportsEvent[]; page: number; pageSize: number; total: number };

/*
 * The operator's trading on the book's events: listed, held (every market suspended for players,
 * whatever the feed says) and let go again, settled by hand from a final score, or voided; each an
 * audited change, the bets settled through the ledger as the feed's own result would.
 */
describe("the operator's sportsbook events", () => {
  let server: TestServer;
  let player: SignedIn;
  // The feed is stepped by the tests (no timer): only the tests' own messages move these events.
  serverWithPlayer('1000.00', (started) => ({ server, player } = started), { env: { SPORTS_FEED_TICK_MS: '0' } });

  const book = () => server.platform.sports.book;
  const act = (path: string, body: object) => server.operator<Answer>(`/operator/sports/events/${path}`, body);
  const list = (body: object = {}) => server.operator<Page & ErrorBody>('/operator/sports/events/list', body);
  const markets = async (eventId: string) =>
    (await server.post<{ event: SportsEvent; markets: Market[] }>('/sports/event/get', { eventId })).body.markets;
  const pick = async (eventId: string, type: Market['type'], outcome: string) => {
    const market = (await markets(eventId)).find((candidate) => candidate.type === type)!;
    const chosen = market.selections.find((candidate) => candidate.outcome === outcome)!;
    return { market, selectionId: chosen.id, odds: chosen.odds };
  };
  const place = (picks: Array<{ selectionId: string; odds: string }>, stake = '10.00') =>
    moneyCall<{ bet: SportsBet } & ErrorBody>(server, player, '/sports/bet/place', {
      selections: picks.map(({ selectionId, odds }) => ({ selectionId, odds })),
      stake,
      currency: 'USD',
      oddsChange: 'any',
    });
  const cash = async () => Number((await balanceOf(server, player)).cash);
  const bet = async (betId: string) => {
    for (const status of ['open', 'settled'] as const) {
      const page = await server.post<{ list: SportsBet[] }>('/sports/bets/list', { status, pageSize: 100 }, player.accessToken);
      const found = page.body.list.find((one) => one.id === betId);
      if (found) return found;
    }
    throw new Error(`no bet ${betId}`);
  };

  let serial = 0;
  /** A football match of the test's own, live at the score given in the 60th minute, with a match result, a total 2.5 and both teams to score. */
  const liveMatch = async (score = { home: 0, away: 0 }, teams?: { home: string; away: string }): Promise<string> => {
    serial += 1;
    const id = `tr-${serial}-${Date.now().toString(36)}`;
    const fixture: FeedFixture = {
      ...liveFootballMatch(id, score, 60),
      ...(teams ?? {}),
      league: { id: 'tr-league', name: 'Trading Test League', country: 'gb' },
      markets: [
        openMarket(id, 'mr', 'match_result', null, { home: '2.10', draw: '3.20', away: '3.60' }),
        openMarket(id, 'tot', 'total', '2.5', { over: '2.40', under: '1.55' }),
        openMarket(id, 'btts', 'both_teams_score', null, { yes: '2.00', no: '1.75' }),
      ],
    };
    assert.equal(await book().fixture(fixture), true);
    return id;
  };
  /** A fixture of the sport given, upcoming (starting in `startsInMinutes`) or live, with a match result only. */
  const otherMatch = async (sportId: 'basketball' | 'tennis', status: 'live' | 'upcoming', startsInMinutes = -30): Promise<string> => {
    serial += 1;
    const id = `tr-${serial}-${Date.now().toString(36)}`;
    assert.equal(
      await book().fixture({
        id,
        sportId,
        home: 'Home Side',
        away: 'Away Side',
        startsAt: new Date(Date.now() + startsInMinutes * 60_000),
        status,
        score: status === 'live' ? { home: sportId === 'tennis' ? 1 : 50, away: sportId === 'tennis' ? 0 : 48 } : null,
        clock: status === 'live' ? { period: 2, minute: null } : null,
        league: { id: `tr-${sportId}`, name: `Trading ${sportId}`, country: 'int' },
        markets: [openMarket(id, 'mr', 'match_result', null, { home: '1.60', away: '2.30' })],
      }),
      true,
    );
    return id;
  };
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

  it('holds an event: its markets suspended for players whatever the feed sends, no bet and no cash-out, until resumed', async () => {
    const eventId = await liveMatch();
    const home = await pick(eventId, 'match_result', 'home');
    const placed = await place([home]);
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    const own = await follow(sportsEventTopic(eventId));

    const held = await act('suspend', { eventId });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    assert.equal(held.body.event.suspended, true);
    assert.deepEqual(
      held.body.markets.map((market) => market.status),
      ['suspended', 'suspended', 'suspended'],
    );
    // The event's followers hear every market suspended.
    const heard = await until(own, (message) => message.m === 'sports.odds.update' && (message.p.market as Market).id === home.market.id);
    assert.equal((heard.p.market as Market).status, 'suspended');
    own.socket.close();
    assert.equal((await pick(eventId, 'match_result', 'home')).market.status, 'suspended');

    // The feed reopens the market with new odds: the book keeps the odds, the players still see it suspended.
    await book().update({ eventId, markets: [{ marketId: home.market.id, status: 'open', odds: { [home.selectionId]: '1.95' } }] });
    const during = await pick(eventId, 'match_result', 'home');
    assert.equal(during.market.status, 'suspended');
    assert.equal(during.odds, '1.95');
    const refused = await place([during]);
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.reason, 'SPORTS_MARKET_CLOSED');
    assert.deepEqual(refused.body.meta, { selectionId: home.selectionId, status: 'suspended' });
    assert.equal((await bet(placed.body.bet.id)).cashoutOffer, null, 'no cash-out while held');
    const quote = await moneyCall<ErrorBody>(server, player, '/sports/bet/cashout/quote', { betId: placed.body.bet.id });
    assert.equal(quote.body.reason, 'SPORTS_CASHOUT_UNAVAILABLE');

    // Held twice is held once: nothing changes, not even the version.
    const again = await act('suspend', { eventId });
    assert.equal(again.status, 200);
    assert.equal(again.body.event.version, held.body.event.version + 1, 'only the feed’s odds moved it meanwhile');

    const resumed = await act('resume', { eventId });
    assert.equal(resumed.status, 200, JSON.stringify(resumed.body));
    assert.equal(resumed.body.event.suspended, false);
    const after = await pick(eventId, 'match_result', 'home');
    assert.equal(after.market.status, 'open', 'as the feed left it');
    assert.equal(after.odds, '1.95');
    assert.notEqual((await bet(placed.body.bet.id)).cashoutOffer, null);
    assert.equal((await place([after])).status, 200);
    // A market the feed itself suspended meanwhile stays suspended once the hold is lifted.
    const total = await pick(eventId, 'total', 'over');
    await act('suspend', { eventId });
    await book().update({ eventId, markets: [{ marketId: total.market.id, status: 'suspended' }] });
    await act('resume', { eventId });
    assert.equal((await pick(eventId, 'total', 'over')).market.status, 'suspended');
    assert.equal((await pick(eventId, 'match_result', 'home')).market.status, 'open');
  });

  it('settles an event from its final score: each market’s result from the score, its bets paid or lost through the ledger', async () => {
    const eventId = await liveMatch({ home: 1, away: 0 });
    const other = await liveMatch();
    const home = await pick(eventId, 'match_result', 'home');
    const under = await pick(eventId, 'total', 'under');
    const yes = await pick(eventId, 'both_teams_score', 'yes');
    const elsewhere = await pick(other, 'match_result', 'draw');
    const singles = [await place([home]), await place([under]), await place([yes])];
    const accumulator = await place([home, elsewhere]);
    for (const placed of [...singles, accumulator]) assert.equal(placed.status, 200, JSON.stringify(placed.body));
    const before = await cash();

    const settled = await act('settle', { eventId, score: { home: 2, away: 0 }, reason: 'The feed sent no result' });
    assert.equal(settled.status, 200, JSON.stringify(settled.body));
    assert.equal(settled.body.event.status, 'finished');
    assert.deepEqual(settled.body.event.score, { home: 2, away: 0 });
    assert.ok(settled.body.event.endedAt);
    const results = Object.fromEntries(
      settled.body.markets.map((market) => [market.type, market.selections.map((one) => `${one.outcome}:${one.result}`).join(' ')]),
    );
    assert.deepEqual(results, {
      match_result: 'home:won draw:lost away:lost',
      total: 'over:lost under:won',
      both_teams_score: 'yes:lost no:won',
    });
    for (const market of settled.body.markets) assert.equal(market.status, 'settled');

    // The bets are settled by the time the call answers: home and under paid, yes lost.
    const [wonHome, wonUnder, lostYes] = await Promise.all(singles.map((placed) => bet(placed.body.bet.id)));
    assert.deepEqual([wonHome?.status, wonUnder?.status, lostYes?.status], ['won', 'won', 'lost']);
    assert.equal(
      (await cash()).toFixed(2),
      (before + Number(singles[0]!.body.bet.potentialWin) + Number(singles[1]!.body.bet.potentialWin)).toFixed(2),
    );
    // The accumulator's other leg is still to play.
    const open = await bet(accumulator.body.bet.id);
    assert.equal(open.status, 'open');
    assert.deepEqual(
      open.legs.map((leg) => leg.result),
      ['won', 'open'],
    );
    const [listed] = (await list({ status: 'finished', search: eventId })).body.list;
    assert.equal(listed?.openBets, 1);

    // The feed's own result, late, changes nothing.
    const paid = await cash();
    await book().result({
      eventId,
      score: { home: 0, away: 3 },
      markets: settled.body.markets.map((market) => ({
        marketId: market.id,
        results: Object.fromEntries(market.selections.map((one) => [one.id, 'won' as const])),
      })),
    });
    assert.equal(await cash(), paid);
    const kept = (await act('get', { eventId })).body;
    assert.deepEqual(kept.event.score, { home: 2, away: 0 });
    assert.deepEqual(kept.markets, settled.body.markets);
  });

  it('keeps the results the score decided while the event ran', async () => {
    const eventId = await liveMatch({ home: 0, away: 0 });
    const yes = await pick(eventId, 'both_teams_score', 'yes');
    assert.equal((await place([yes])).status, 200);
    // 1–1: both teams have scored, the market is settled at once.
    await book().update({ eventId, state: { status: 'live', score: { home: 1, away: 1 }, clock: { period: 2, minute: 70 } } });
    const settled = await act('settle', { eventId, score: { home: 3, away: 1 }, reason: 'Result confirmed by phone' });
    assert.equal(settled.status, 200, JSON.stringify(settled.body));
    const btts = settled.body.markets.find((market) => market.type === 'both_teams_score')!;
    assert.deepEqual(
      btts.selections.map((one) => one.result),
      ['won', 'lost'],
    );
  });

  it('voids an event: its markets void and the bets on them refunded, a market the score decided kept', async () => {
    const eventId = await liveMatch({ home: 0, away: 0 });
    const home = await pick(eventId, 'match_result', 'home');
    const over = await pick(eventId, 'total', 'over');
    const refunded = await place([home], '25.00');
    const decided = await place([over], '10.00');
    assert.equal(refunded.status, 200);
    assert.equal(decided.status, 200);
    // Three goals: Over 2.5 is decided, and paid.
    await book().update({ eventId, state: { status: 'live', score: { home: 3, away: 0 }, clock: { period: 2, minute: 75 } } });
    assert.equal((await bet(decided.body.bet.id)).status, 'won');
    const before = await cash();

    const voided = await act('void', { eventId, reason: 'Match abandoned: floodlights failed' });
    assert.equal(voided.status, 200, JSON.stringify(voided.body));
    assert.equal(voided.body.event.status, 'cancelled');
    const statuses = Object.fromEntries(voided.body.markets.map((market) => [market.type, market.status]));
    assert.deepEqual(statuses, { match_result: 'void', total: 'settled', both_teams_score: 'void' });
    assert.equal((await bet(refunded.body.bet.id)).status, 'void');
    assert.equal((await bet(decided.body.bet.id)).status, 'won');
    assert.equal((await cash()).toFixed(2), (before + 25).toFixed(2));
  });

  it('refuses a final score that cannot be, an event not started, and any action on an event over or unknown', async () => {
    const eventId = await liveMatch({ home: 2, away: 1 });
    const refusals: Array<[object, string]> = [
      [{ eventId, score: { home: 1, away: 1 } }, 'below'],
      [{ eventId, score: { home: 2, away: 0 } }, 'below'],
      [{ eventId: await otherMatch('basketball', 'live'), score: { home: 99, away: 99 } }, 'no winner'],
      [{ eventId: await otherMatch('tennis', 'live'), score: { home: 1, away: 1 } }, 'not over'],
      [{ eventId: await otherMatch('tennis', 'upcoming', 120), score: { home: 2, away: 0 } }, 'not started'],
    ];
    for (const [body, why] of refusals) {
      const refused = await act('settle', { ...body, reason: 'Checking the rules' });
      assert.equal(refused.status, 400, `${why}: ${JSON.stringify(refused.body)}`);
      assert.equal(refused.body.reason, 'VALIDATION_FAILED', why);
      assert.equal((refused.body.meta?.issues as Array<{ path: string }>)[0]?.path, 'score', why);
    }
    // An upcoming match whose start has passed (the feed never said it kicked off) may be settled.
    const late = await otherMatch('tennis', 'upcoming', -5);
    assert.equal((await act('settle', { eventId: late, score: { home: 0, away: 2 }, reason: 'Played, never kicked off' })).status, 200);
    const missing = await act('suspend', { eventId: 'tr-no-such-event' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.reason, 'SPORTS_EVENT_NOT_FOUND');
    // A reason is needed to settle or void.
    assert.equal((await act('void', { eventId })).status, 400);
    assert.equal((await act('settle', { eventId, score: { home: 3, away: 1 }, reason: ' ' })).status, 400);

    assert.equal((await act('void', { eventId, reason: 'Called off' })).status, 200);
    for (const [path, body] of [
      ['suspend', { eventId }],
      ['resume', { eventId }],
      ['void', { eventId, reason: 'Called off twice' }],
      ['settle', { eventId, score: { home: 3, away: 1 }, reason: 'Too late' }],
    ] as const) {
      const over = await act(path, body);
      assert.equal(over.status, 409, `${path}: ${JSON.stringify(over.body)}`);
      assert.equal(over.body.reason, 'SPORTS_EVENT_OVER', path);
      assert.deepEqual(over.body.meta, { eventId, status: 'cancelled' }, path);
    }
  });

  it('lists the events: open ones live first then by start, by sport, by a part of a name or the id, and those over newest first', async () => {
    const live = await liveMatch({ home: 0, away: 0 }, { home: 'Quillon Rovers', away: 'Brackwater' });
    const basketball = await otherMatch('basketball', 'upcoming', 90);
    const open = await list({ pageSize: 100 });
    assert.equal(open.status, 200, JSON.stringify(open.body));
    assert.ok(open.body.list.every((event) => event.status === 'live' || event.status === 'upcoming'));
    const firstUpcoming = open.body.list.findIndex((event) => event.status === 'upcoming');
    assert.ok(firstUpcoming > 0 && open.body.list.slice(firstUpcoming).every((event) => event.status === 'upcoming'), 'live first');
    const starts = open.body.list.slice(firstUpcoming).map((event) => event.startsAt);
    assert.deepEqual(starts, starts.toSorted(), 'then by start');
    assert.ok(open.body.total >= open.body.list.length);

    const found = await list({ search: 'quillon' });
    assert.deepEqual(
      found.body.list.map((event) => event.id),
      [live],
    );
    assert.deepEqual(
      (await list({ search: live })).body.list.map((event) => event.id),
      [live],
    );
    assert.equal((await list({ search: 'Trading Test' })).body.list.length > 0, true, 'by league');
    assert.deepEqual((await list({ search: '100%_' })).body.list, [], 'a search’s % and _ are text');
    const baskets = (await list({ sportId: 'basketball', status: 'upcoming', pageSize: 100 })).body.list;
    assert.ok(baskets.some((event) => event.id === basketball));
    assert.ok(baskets.every((event) => event.sportId === 'basketball' && event.status === 'upcoming'));
    const [shown] = found.body.list;
    assert.deepEqual([shown?.suspended, shown?.openBets, shown?.endedAt], [false, 0, null]);

    await act('void', { eventId: live, reason: 'Listing test' });
    await act('settle', { eventId: await otherMatch('basketball', 'live'), score: { home: 101, away: 99 }, reason: 'Listing test' });
    const cancelled = (await list({ status: 'cancelled', pageSize: 100 })).body.list;
    assert.equal(cancelled[0]?.id, live, 'the newest ended first');
    assert.ok(cancelled.every((event) => event.status === 'cancelled'));
    const ended = (await list({ status: 'finished', pageSize: 100 })).body.list.map((event) => event.endedAt!);
    assert.deepEqual(ended, ended.toSorted().reverse());
    assert.equal((await list({ search: live })).body.list.length, 0, 'no longer open');

    const paged = await list({ pageSize: 2, page: 2 });
    assert.deepEqual([paged.body.page, paged.body.pageSize, paged.body.list.length], [2, 2, 2]);
    assert.deepEqual(
      paged.body.list.map((event) => event.id),
      open.body.list
        .filter((event) => event.id !== live)
        .slice(2, 4)
        .map((event) => event.id),
    );
  });

  it('records each action in the audit: who, the event, before and after, and the reason', async () => {
    const eventId = await liveMatch({ home: 1, away: 1 });
    assert.equal((await place([await pick(eventId, 'match_result', 'draw')])).status, 200);
    await act('suspend', { eventId, reason: 'Suspicious betting' });
    await act('resume', { eventId });
    await act('settle', { eventId, score: { home: 1, away: 1 }, reason: 'Final whistle confirmed' });
    const search = await server.operator<{ entries: Array<Record<string, unknown>> }>('/operator/audit/search', {
      target: `sports-event:${eventId}`,
    });
    const entries = search.body.entries.toReversed();
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.reason]),
      [
        ['sports/events/suspend', 'Suspicious betting'],
        ['sports/events/resume', null],
        ['sports/events/settle', 'Final whistle confirmed'],
      ],
    );
    const [suspend, , settle] = entries;
    assert.deepEqual(suspend?.before, { status: 'live', suspended: false, score: { home: 1, away: 1 }, openBets: 1 });
    assert.deepEqual(suspend?.after, { status: 'live', suspended: true, score: { home: 1, away: 1 }, openBets: 1 });
    assert.deepEqual(settle?.actor, { kind: 'service', name: 'service' });
    const after = settle?.after as { status: string; score: unknown; markets: Array<{ type: string; status: string; won: string[] }> };
    assert.equal(after.status, 'finished');
    assert.deepEqual(
      after.markets.map((market) => [market.type, market.status, market.won]),
      [
        ['match_result', 'settled', ['draw']],
        ['total', 'settled', ['under']],
        ['both_teams_score', 'settled', ['yes']],
      ],
    );
  });

  it('lets the trading role act on events, and not a role without the sportsbook', async () => {
    const eventId = await liveMatch();
    const trader = await signIn(server, await createMember(server, 'trading'));
    const support = await signIn(server, await createMember(server, 'support'));
    const held = await postOperator<Answer>(server, '/operator/sports/events/suspend', { eventId }, trader.token);
    assert.equal(held.status, 200, JSON.stringify(held.body));
    for (const [path, body] of [
      ['list', {}],
      ['resume', { eventId }],
      ['void', { eventId, reason: 'Not allowed' }],
    ] as const) {
      const refused = await postOperator<ErrorBody>(server, `/operator/sports/events/${path}`, body, support.token);
      assert.equal(refused.status, 403, path);
      assert.equal(refused.body.reason, 'OPERATOR_FORBIDDEN');
    }
    const search = await server.operator<{ entries: Array<{ actor: { kind: string; email?: string } }> }>('/operator/audit/search', {
      target: `sports-event:${eventId}`,
    });
    assert.equal(search.body.entries[0]?.actor.kind, 'staff');
  });

  it('drives the events from the operator CLI', async () => {
    const calls: Array<[string, unknown]> = [];
    const record = (async (path: string, body: unknown) => {
      calls.push([path, body]);
      return {};
    }) as OperatorCall;
    await runCommand(['sports', 'events'], record);
    await runCommand(['sports', 'events', '--status', 'live', '--sport', 'tennis', '--search', 'Rovers', '--page', '2'], record);
    await runCommand(['sports', 'event', 'ev-1'], record);
    await runCommand(['sports', 'suspend', 'ev-1', '--reason', 'Suspicious betting'], record);
    await runCommand(['sports', 'resume', 'ev-1'], record);
    await runCommand(['sports', 'settle', 'ev-1', '2-1', '--reason', 'Feed down'], record);
    await runCommand(['sports', 'settle', 'ev-2', '0:3', '--reason', 'Feed down'], record);
    await runCommand(['sports', 'void', 'ev-1', '--reason', 'Abandoned'], record);
    assert.deepEqual(calls, [
      ['/operator/sports/events/list', {}],
      ['/operator/sports/events/list', { status: 'live', sportId: 'tennis', search: 'Rovers', page: 2 }],
      ['/operator/sports/events/get', { eventId: 'ev-1' }],
      ['/operator/sports/events/suspend', { eventId: 'ev-1', reason: 'Suspicious betting' }],
      ['/operator/sports/events/resume', { eventId: 'ev-1' }],
      ['/operator/sports/events/settle', { eventId: 'ev-1', score: { home: 2, away: 1 }, reason: 'Feed down' }],
      ['/operator/sports/events/settle', { eventId: 'ev-2', score: { home: 0, away: 3 }, reason: 'Feed down' }],
      ['/operator/sports/events/void', { eventId: 'ev-1', reason: 'Abandoned' }],
    ]);
    await assert.rejects(runCommand(['sports', 'settle', 'ev-1', '2-1'], record), /--reason/);
    await assert.rejects(runCommand(['sports', 'settle', 'ev-1', 'two-one', '--reason', 'x'], record), /<home>-<away>/);
    await assert.rejects(runCommand(['sports', 'void', 'ev-1'], record), /--reason/);
    await assert.rejects(runCommand(['sports', 'suspend'], record), /needs <eventId>/);

    // Against the server: the same calls through the operator API.
    const eventId = await liveMatch();
    const live = (async (path: string, body: unknown) => (await server.operator(path, body)).body) as OperatorCall;
    const held = (await runCommand(['sports', 'suspend', eventId], live)) as Answer;
    assert.equal(held.event.suspended, true);
    const voided = (await runCommand(['sports', 'void', eventId, '--reason', 'Abandoned'], live)) as Answer;
    assert.equal(voided.event.status, 'cancelled');
  });
});
