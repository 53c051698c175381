import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Market, SportsBet, SportsEvent } from '@app/contract';
import { assertLedgerBalanced, moneyCall, type Answer, serverWithPlayer, sleep, type SignedIn, type TestServer } from '../helpers.ts';

type Placed = { bet: SportsBet; balance: { cash: string } };

/**
 * An event's result is written first and its bets settled after, batch by batch: a settlement
 * lost in between (the instance stopped, the database restarted, a batch given up) is made good by
 * the instance that runs the feed, on its own and again and again, whether or not the feed changed
 * hands: every bet of a finished event is settled, each once.
 */
describe('sports settlement is durable', () => {
  let server: TestServer;
  let player: SignedIn;
  // The feed is stepped by the test (no ticks); the sweep for what a settlement left open runs often.
  serverWithPlayer('100.00', (started) => ({ server, player } = started), {
    env: { SPORTS_FEED_TICK_MS: '0', SPORTS_SETTLE_BATCH: '2', SPORTS_SETTLE_SWEEP_MS: '200' },
  });

  const book = () => server.platform.sports.book;
  const cents = (amount: string | number) => Math.round(Number(amount) * 100);
  const cash = async () =>
    (await server.post<{ balance: { cash: string } }>('/wallet/balance/details', { currency: 'USD' }, player.accessToken)).body.balance
      .cash;
  const bets = async (status: 'open' | 'settled') =>
    (await server.post<{ list: SportsBet[] }>('/sports/bets/list', { status, pageSize: 100 }, player.accessToken)).body.list;

  it('settles the bets a lost settlement left open on a finished event, without a change of feed, and pays each once', async () => {
    const { list: events } = (await server.post<{ list: SportsEvent[] }>('/sports/events/list', { pageSize: 100 })).body;
    let leg: { eventId: string; selectionId: string; odds: string } | undefined;
    let markets: Market[] = [];
    for (const event of events) {
      markets = (await server.post<{ markets: Market[] }>('/sports/event/get', { eventId: event.id })).body.markets;
      const market = markets.find((candidate) => candidate.type === 'match_result' && candidate.status === 'open');
      if (market?.selections[0]) {
        leg = { eventId: event.id, selectionId: market.selections[0].id, odds: market.selections[0].odds };
        break;
      }
    }
    assert.ok(leg, 'an open event');
    const placed: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const answer: Answer<Placed> = await moneyCall<Placed>(server, player, '/sports/bet/place', {
        selections: [{ selectionId: leg.selectionId, odds: leg.odds }],
        stake: '1.00',
        currency: 'USD',
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      placed.push(answer.body.bet.id);
    }
    const before = await cash();

    // The result is written; its settlement fails after the first batch (as when the database restarts then).
    const settleOpenBets = book().settleOpenBets.bind(book());
    const settleBet = book().settleBet.bind(book());
    let settled = 0;
    Object.assign(book(), {
      settleBet: async (...args: Parameters<typeof settleBet>) => {
        settled += 1;
        // Not a lost connection, which a money call's transaction would run again: a failure that stops the settlement.
        if (settled > 2) throw new Error('the settlement stopped partway');
        return settleBet(...args);
      },
    });
    try {
      await book()
        .result({
          eventId: leg.eventId,
          score: { home: 1, away: 0 },
          markets: markets.map((market) => ({
            marketId: market.id,
            results: Object.fromEntries(
              market.selections.map((selection) => [selection.id, selection.id === leg.selectionId ? 'won' : 'lost']),
            ),
          })),
        })
        .catch(() => undefined);
      assert.equal(server.platform.sportsTicker.leading(), true, 'the instance still runs the feed');
      const stillOpen = (await bets('open')).filter((bet) => placed.includes(bet.id));
      // The sweep (every 200 ms) may have spent some of the two settlements the patch lets through.
      assert.ok(stillOpen.length >= 3, `at most the first batch settled, the rest left open (${stillOpen.length} open)`);
    } finally {
      // The database is back.
      Object.assign(book(), { settleBet, settleOpenBets });
    }

    // No take-over, no new result: the instance settles what was left open by itself.
    for (let waited = 0; waited < 100; waited += 1) {
      if ((await bets('open')).every((bet) => !placed.includes(bet.id))) break;
      await sleep(100);
    }
    const open = (await bets('open')).filter((bet) => placed.includes(bet.id));
    assert.deepEqual(
      open.map((bet) => bet.id),
      [],
      'no bet left open on the finished event',
    );
    const won = (await bets('settled')).filter((bet) => placed.includes(bet.id));
    assert.equal(won.length, 5);
    assert.ok(won.every((bet) => bet.status === 'won'));
    // Each paid once: the sweep goes on, and a replayed result changes nothing.
    await sleep(600);
    const paid = await cash();
    assert.equal(cents(paid) - cents(before), 5 * cents(leg.odds));
    await assertLedgerBalanced(server);
  });
});
