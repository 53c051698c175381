import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { GameBet } from '@app/contract';
import { assertLedgerBalanced, deposit, moneyCall, register, startServer, type SignedIn, type TestServer } from '../helpers.ts';
import { assertLimitReached } from '../support/responsible-gambling.ts';

type DiceAnswer = { bet: GameBet; roll: string; won: boolean };

/** Wager and loss limits where bets are placed: the stake counts in the bet's own transaction. */
describe('responsible-gambling limits at the bet', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const funded = async (): Promise<SignedIn> => {
    const player = await register(server);
    // A settled deposit opens the games (noGameWithoutDeposit is on by default).
    await deposit(server, player, '50.00');
    return player;
  };
  const setLimit = (player: SignedIn, type: 'wager' | 'loss', amount: string) =>
    server.post('/wallet/responsible-gambling/config/add', { type, period: 'daily', currency: 'USD', amount }, player.accessToken);
  const dice = (player: SignedIn, amount: string) =>
    moneyCall<DiceAnswer>(server, player, '/originals/dice/bet', { currency: 'USD', amount, target: '50.00', condition: 'under' });
  const cash = async (player: SignedIn) => {
    const answer = await server.post<{ balances: Array<{ currency: string; cash: string }> }>(
      '/wallet/balances/list',
      { userId: player.user.userId },
      player.accessToken,
    );
    return answer.body.balances.find((balance) => balance.currency === 'USD')?.cash;
  };

  it('refuses the stake that would go over the daily wager limit, naming it, and moves no money for it', async () => {
    const player = await funded();
    assert.equal((await setLimit(player, 'wager', '5')).status, 200);
    assert.equal((await dice(player, '2.00')).status, 200);
    assert.equal((await dice(player, '2.00')).status, 200);
    const before = await cash(player);
    assertLimitReached(await dice(player, '2.00'), { limitType: 'wager', period: 'daily', amount: '5.00', used: '4.00' });
    assert.equal(await cash(player), before);
    // What is left under the limit can still be staked.
    assert.equal((await dice(player, '1.00')).status, 200);
    const history = await server.post<{ list: GameBet[] }>('/game/bets/list', {}, player.accessToken);
    assert.equal(history.body.list.length, 3);
    await assertLedgerBalanced(server);
  });

  it('counts a stake against the loss limit and gives a win back to it', async () => {
    const player = await funded();
    assert.equal((await setLimit(player, 'loss', '3')).status, 200);
    const first = await dice(player, '2.00');
    assert.equal(first.status, 200);
    // The loss so far is the stake less what it paid; the next 2.00 fits only if that leaves room.
    const lost = 2 - Number(first.body.bet.payout);
    const second = await dice(player, '2.00');
    if (lost + 2 <= 3) {
      assert.equal(second.status, 200, JSON.stringify(second.body));
    } else {
      assert.equal(second.status, 403);
      assert.equal(second.body.reason, 'RG_LIMIT_REACHED');
      assert.equal((second.body.meta as Record<string, string>).limitType, 'loss');
    }
    await assertLedgerBalanced(server);
  });
});
