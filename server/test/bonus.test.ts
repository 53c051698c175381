import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { assertLedgerBalanced, deposit, moneyCall, register, startServer, type SignedIn, type TestServer } from './helpers.ts';

/** Deposit rewards credit bonus money with its wagering; bonus money becomes cash only once it is wagered. */
describe('deposit rewards and bonus money', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  const details = async (player: SignedIn) =>
    (await server.post<{ balance: Record<string, string> }>('/wallet/balance/details', { currency: 'USD' }, player.accessToken)).body
      .balance;
  const sequence = async (player: SignedIn) =>
    (
      await server.post<{
        rewards: Array<{ sequence: number; claimed: boolean; matchPercent: number; maxBonus: string }>;
        nextSequence: number | null;
      }>('/wallet/deposit-reward/user-sequence', {}, player.accessToken)
    ).body;

  it('grants the n-th reward to the n-th settled deposit, once, with its wagering requirement', async () => {
    const player = await register(server);
    const before = await sequence(player);
    assert.deepEqual(
      before.rewards.map((reward) => [reward.sequence, reward.matchPercent, reward.maxBonus, reward.claimed]),
      [
        [1, 100, '500.00', false],
        [2, 50, '300.00', false],
        [3, 25, '200.00', false],
      ],
    );
    assert.equal(before.nextSequence, 1);

    // A declined payment is no deposit; the first paid one earns 100% of it.
    await deposit(server, player, '80.00', { paid: false });
    await deposit(server, player, '100.00');
    let balance = await details(player);
    assert.deepEqual(
      { cash: balance.cash, bonus: balance.operatorBonus, required: balance.wageringRequired, done: balance.wageringDone },
      { cash: '100.00', bonus: '100.00', required: '3000.00', done: '0.00' },
    );
    // The second, below the reward's minimum, earns nothing and uses the second reward up.
    await deposit(server, player, '10.00');
    // The third earns 25%, capped at 200.
    await deposit(server, player, '1000.00');
    balance = await details(player);
    assert.equal(balance.operatorBonus, '300.00');
    const after = await sequence(player);
    assert.deepEqual(
      after.rewards.map((reward) => reward.claimed),
      [true, false, true],
    );
    assert.equal(after.nextSequence, null);
    await assertLedgerBalanced(server);
  });

  it('moves bonus money to cash only once its wagering is done, exactly once per key', async () => {
    const player = await register(server);
    await deposit(server, player, '50.00');
    const early = await moneyCall(server, player, '/wallet/bonus-transfer', { currency: 'USD', amount: '50.00' });
    assert.equal(early.status, 409);
    assert.equal(early.body.reason, 'WAGERING_NOT_COMPLETE');
    assert.deepEqual(early.body.meta, { wageringRequired: '1500.00', wageringDone: '0.00', currency: 'USD' });

    // What the bets of the casino and the sportsbook will count towards it.
    const { bonus } = server.platform;
    await bonus.addWagering(player.user.userId, 'USD', 150_000n);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      moneyCall<{ balance: { cash: string; operatorBonus: string } }>(
        server,
        player,
        '/wallet/bonus-transfer',
        { currency: 'USD', amount: '30.00' },
        key,
      ),
      moneyCall<{ balance: { cash: string; operatorBonus: string } }>(
        server,
        player,
        '/wallet/bonus-transfer',
        { currency: 'USD', amount: '30.00' },
        key,
      ),
    ]);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(first.body, second.body);
    assert.deepEqual(first.body.balance, { currency: 'USD', cash: '80.00', operatorBonus: '20.00' });
    const tooMuch = await moneyCall(server, player, '/wallet/bonus-transfer', { currency: 'USD', amount: '20.01' });
    assert.equal(tooMuch.body.reason, 'INSUFFICIENT_FUNDS');
    await assertLedgerBalanced(server);
  });
});
