import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it, mock } from 'node:test';
import type { Market, SportsEvent } from '@app/contract';
import { CURRENCIES_MAX_AGE_MS } from '../../src/currencies/service.ts';
import { assertLedgerBalanced, deposit, diceBet, moneyCall, register, startServer, type SignedIn, type TestServer } from '../helpers.ts';
import { gameLauncher, REEF_RICHES as SLOT, walletCall } from '../support/game-wallet.ts';

/**
 * A currency the operator has hidden (GBP is seeded enabled but hidden) or disabled: a balance held
 * in it can be withdrawn, never bet, whichever way the player tries.
 */
describe('betting in a currency that is not open to players', () => {
  let server: TestServer;
  let player: SignedIn;
  before(async () => {
    server = await startServer();
    player = await register(server);
    // A first deposit (the gate of real-money play), then a balance in the hidden currency.
    await deposit(server, player, '20.00');
    const adjusted = await server.operator('/operator/wallet/adjust', { user: player.user.userId, currency: 'GBP', amount: '100.00' });
    assert.equal(adjusted.status, 200, JSON.stringify(adjusted.body));
  });
  after(async () => {
    await assertLedgerBalanced(server);
    await server.close();
  });

  const gbp = async () =>
    (await server.post<{ balance: { cash: string } }>('/wallet/balance/details', { currency: 'GBP' }, player.accessToken)).body.balance
      .cash;

  it("takes a bet in an open currency once the kept currency list has grown old: the check reads it within the bet's own transaction", async () => {
    // Outside the transaction, the read would wait for the embedded database's one connection,
    // which the bet's transaction holds: the bet, and every call after it, would never be answered.
    mock.timers.enable({ apis: ['Date'], now: Date.now() + CURRENCIES_MAX_AGE_MS + 1000 });
    try {
      const dice = diceBet(server, player, '1.00');
      const unanswered = new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('the bet was not answered within 15 s')), 15_000).unref();
      });
      const answer = await Promise.race([dice, unanswered]);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
    } finally {
      mock.timers.reset();
    }
  });

  it('refuses an original', async () => {
    const dice = await diceBet(server, player, '1.00', 'GBP');
    assert.equal(dice.status, 403, JSON.stringify(dice.body));
    assert.equal(dice.body.reason, 'CURRENCY_BETTING_CLOSED');
    assert.equal(await gbp(), '100.00');
  });

  it("refuses a provider game's session, and a provider's bet on a session opened in it", async () => {
    const games = (
      await server.post<{ list: Array<{ gameId: string; isOriginal?: boolean; provider?: string | null }> }>('/game/list', { pageSize: 50 })
    ).body.list;
    const game = games.find((candidate) => candidate.gameId === SLOT.gameId) ?? games.find((candidate) => !candidate.isOriginal);
    assert.ok(game, 'a provider game');
    const launched = await server.post('/game/create-session', { gameId: game.gameId, currency: 'GBP' }, player.accessToken);
    assert.equal(launched.body.reason, 'CURRENCY_BETTING_CLOSED', JSON.stringify(launched.body));

    // A session opened while the currency was open (or by the provider's own launch): its bets are refused.
    const session = await gameLauncher(server, { rate: async () => '1' }).open({
      userId: player.user.userId,
      currency: 'GBP',
      language: 'en',
      game: SLOT,
    });
    const { status, body: answer } = await walletCall(server, 'bet', {
      sessionId: session.sessionId,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      amount: '1.00',
      currency: 'GBP',
    });
    assert.equal(status, 403);
    assert.deepEqual([answer.status, answer.code], ['ERROR', 'CURRENCY_BETTING_CLOSED']);
    assert.equal(await gbp(), '100.00');
  });

  it('refuses a sports bet', async () => {
    const events = (await server.post<{ list: SportsEvent[] }>('/sports/events/list', { pageSize: 20 })).body.list;
    let selection: { selectionId: string; odds: string } | undefined;
    for (const event of events) {
      const markets = (await server.post<{ markets: Market[] }>('/sports/event/get', { eventId: event.id })).body.markets;
      const open = markets.find((market) => market.status === 'open')?.selections[0];
      if (open) {
        selection = { selectionId: open.id, odds: open.odds };
        break;
      }
    }
    assert.ok(selection, 'an open selection');
    const placed = await moneyCall(server, player, '/sports/bet/place', { selections: [selection], stake: '5.00', currency: 'GBP' });
    assert.equal(placed.body.reason, 'CURRENCY_BETTING_CLOSED', JSON.stringify(placed.body));
    assert.equal(await gbp(), '100.00');
  });

  it('still lets the player withdraw what they hold in it', async () => {
    const channel = await server.platform.channels.get('gbp-fiat-withdraw');
    assert.ok(channel, 'the withdrawal channel of the hidden currency');
    const listed = await server.post<{ list: Array<{ channelId: string }> }>(
      '/payment/channel/page',
      { direction: 'withdraw', currency: 'GBP' },
      player.accessToken,
    );
    assert.ok(
      listed.body.list.some((candidate) => candidate.channelId === 'gbp-fiat-withdraw'),
      JSON.stringify(listed.body),
    );
    const deposits = await server.post<{ list: unknown[] }>(
      '/payment/channel/page',
      { direction: 'deposit', currency: 'GBP' },
      player.accessToken,
    );
    assert.equal(deposits.body.list.length, 0, 'no deposit into it');
    const withdrawal = await moneyCall<{ transaction: { status: string } }>(server, player, '/review/withdraw', {
      channelId: 'gbp-fiat-withdraw',
      currency: 'GBP',
      amount: '40.00',
    });
    assert.equal(withdrawal.status, 200, JSON.stringify(withdrawal.body));
    assert.equal(await gbp(), '60.00');
  });
});
