import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Market, SportsBet, SportsEvent } from '@app/contract';
import { createSportsFeed } from '../../simulators/odds-feed/index.ts';
import { assertLedgerBalanced, deposit, moneyCall, register, startServer, type SignedIn, type TestServer } from '../helpers.ts';

/*
 * A round of the simulated feed, stepped: matches kick off, score, get suspended, move their odds and
 * end, while players bet singles and accumulators on whatever is open. Every bet ends settled, each
 * player's cash is what they paid in less their stakes plus what their bets paid, and the ledger
 * holds.
 */
describe('a simulated round of many matches and bets', () => {
  let server: TestServer;
  const players: SignedIn[] = [];
  before(async () => {
    server = await startServer({ env: { SPORTS_FEED_TICK_MS: '0', SPORTS_FEED_SEED: 'round-of-tests' } });
    for (let index = 0; index < 4; index += 1) {
      const player = await register(server);
      await deposit(server, player, '500.00');
      players.push(player);
    }
  });
  after(async () => {
    await server.close();
  });

  const cents = (amount: string) => Math.round(Number(amount) * 100);
  const cash = async (player: SignedIn) =>
    cents(
      (await server.post<{ balance: { cash: string } }>('/wallet/balance/details', { currency: 'USD' }, player.accessToken)).body.balance
        .cash,
    );

  it('settles every bet once and keeps the ledger balanced', async () => {
    const feed = server.platform.sportsFeed;
    const start = new Map<SignedIn, number>();
    for (const player of players) start.set(player, await cash(player));
    const placed = new Set<string>();
    let turn = 0;
    for (let step = 0; step < 40; step += 1) {
      await feed.step();
      const open = (await server.post<{ list: SportsEvent[] }>('/sports/events/list', { pageSize: 30 })).body.list;
      const player = players[step % players.length]!;
      const picks: Array<{ selectionId: string; odds: string }> = [];
      for (const event of open) {
        const { markets } = (await server.post<{ markets: Market[] }>('/sports/event/get', { eventId: event.id })).body;
        const market = markets.filter((candidate) => candidate.status === 'open')[turn % 4];
        turn += 1;
        const selection = market?.selections[turn % market.selections.length];
        if (selection) picks.push({ selectionId: selection.id, odds: selection.odds });
        if (picks.length === 3) break;
      }
      for (const chosen of [picks.slice(0, 1), picks]) {
        if (chosen.length === 0) continue;
        const answer = await moneyCall<{ bet: SportsBet; reason?: string }>(server, player, '/sports/bet/place', {
          selections: chosen,
          stake: '2.00',
          currency: 'USD',
          oddsChange: 'any',
        });
        if (answer.status === 200) placed.add(answer.body.bet.id);
        else
          assert.ok(
            ['SPORTS_MARKET_CLOSED', 'SPORTS_MAX_PAYOUT_EXCEEDED', 'INSUFFICIENT_FUNDS'].includes(answer.body.reason ?? ''),
            JSON.stringify(answer.body),
          );
      }
    }
    assert.ok(placed.size >= 40, `${placed.size} bets placed`);
    // A feed started again (another process, after a restart) carries on with the events the book holds open.
    const restarted = createSportsFeed({ sink: server.platform.sports.book, seed: 'after-a-restart', margin: 0.06, tickMs: 0 });
    await restarted.prime();
    assert.deepEqual(new Set(restarted.matchIds()), new Set(feed.matchIds()));
    // Every match still running is played to its end (an upcoming one kicks off first).
    for (const eventId of feed.matchIds()) await feed.finish(eventId);

    let open = 0;
    let won = 0;
    for (const player of players) {
      let staked = 0;
      let paid = 0;
      for (const status of ['open', 'settled'] as const) {
        const { list } = (await server.post<{ list: SportsBet[] }>('/sports/bets/list', { status, pageSize: 100 }, player.accessToken))
          .body;
        for (const bet of list) {
          staked += cents(bet.stake);
          paid += cents(bet.payout);
          if (bet.status === 'open') open += 1;
          if (bet.status === 'won') won += 1;
        }
      }
      // Stakes come from cash first: a player who never ran short has cash = start - stakes + payouts.
      assert.equal(await cash(player), start.get(player)! - staked + paid);
    }
    assert.equal(open, 0, 'every bet is settled');
    assert.ok(won > 0, 'some bets won');
    await assertLedgerBalanced(server);
  });
});
