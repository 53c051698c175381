import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { createBonus } from '../../src/bonus/index.ts';
import { assertLedgerBalanced, balanceOf, deposit, moneyCall, providerCallback, register, suiteServer, type SignedIn } from '../helpers.ts';

/** Deposit rewards credit bonus money with its wagering; bonus money becomes cash only once it is wagered. */
describe('deposit rewards and bonus money', () => {
  const server = suiteServer();

  const details = (player: SignedIn) => balanceOf(server, player);
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
    assert.deepEqual(early.body.meta, { wageringRequired: '1500.00', wageringDone: '0.00', releasable: '0.00', currency: 'USD' });

    // What the bets of the casino and the sportsbook will count towards it.
    const { bonus, ledger } = server.platform;
    await ledger.run((tx) =>
      bonus.addWagering(tx, { userId: player.user.userId, currency: 'USD', amount: 150_000n, kind: 'slots', at: new Date() }),
    );
    const key = randomUUID();
    const transfer = () =>
      moneyCall<{ balance: { cash: string; operatorBonus: string } }>(
        server,
        player,
        '/wallet/bonus-transfer',
        { currency: 'USD', amount: '30.00' },
        key,
      );
    const [first, second] = await Promise.all([transfer(), transfer()]);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(first.body, second.body);
    assert.deepEqual(first.body.balance, { currency: 'USD', cash: '80.00', operatorBonus: '20.00' });
    const tooMuch = await moneyCall(server, player, '/wallet/bonus-transfer', { currency: 'USD', amount: '20.01' });
    assert.equal(tooMuch.body.reason, 'INSUFFICIENT_FUNDS');
    await assertLedgerBalanced(server);
  });

  it('credits a deposit reward once per qualifying deposit, however often the provider reports it', async () => {
    const player = await register(server);
    const started = await moneyCall<{ transaction: { transactionId: string }; redirectUrl: string }>(
      server,
      player,
      '/payment/deposit/initiate',
      {
        channelId: 'usd-fiat-deposit',
        currency: 'USD',
        amount: '40.00',
      },
    );
    const paymentId = started.body.redirectUrl.split('/').at(-1)!;
    const event = {
      id: `evt_${paymentId}`,
      type: 'payment.succeeded',
      data: { paymentId, reference: started.body.transaction.transactionId, amount: '40.00', currency: 'USD', status: 'paid' },
    };
    // The provider reports the settlement three times, two of them at once.
    await providerCallback(server, event);
    await Promise.all([providerCallback(server, event), providerCallback(server, event)]);
    const balance = await details(player);
    assert.deepEqual([balance.cash, balance.operatorBonus, balance.wageringRequired], ['40.00', '40.00', '1200.00']);
    assert.deepEqual(
      (await sequence(player)).rewards.map((reward) => reward.claimed),
      [true, false, false],
    );
    await assertLedgerBalanced(server);
  });

  it('lets the operator change the deposit-reward sequence and the bonus rules', async () => {
    const rewards = await server.operator<{ rewards: Array<{ sequence: number; matchPercent: number; maxBonus: string }> }>(
      '/operator/deposit-rewards/set',
      {
        currency: 'EUR',
        rewards: [
          { sequence: 1, matchPercent: 150, maxBonus: '100', minDeposit: '10', wageringMultiplier: 25 },
          { sequence: 2, matchPercent: 50, maxBonus: '50', minDeposit: '10', wageringMultiplier: 25 },
        ],
      },
    );
    assert.equal(rewards.status, 200, JSON.stringify(rewards.body));
    assert.deepEqual(
      rewards.body.rewards.map((reward) => [reward.sequence, reward.matchPercent, reward.maxBonus]),
      [
        [1, 150, '100.00'],
        [2, 50, '50.00'],
      ],
    );
    const gap = await server.operator('/operator/deposit-rewards/set', {
      currency: 'EUR',
      rewards: [{ sequence: 2, matchPercent: 50, maxBonus: '50', minDeposit: '10', wageringMultiplier: 25 }],
    });
    assert.equal(gap.body.reason, 'VALIDATION_FAILED');
    const rules = await server.operator<{ settings: { bonusWageringMultiplier: number; bonusExpiryDays: number } }>(
      '/operator/vip/rules/update',
      { bonusWageringMultiplier: 20, bonusExpiryDays: 14 },
    );
    assert.deepEqual([rules.body.settings.bonusWageringMultiplier, rules.body.settings.bonusExpiryDays], [20, 14]);
    await server.operator('/operator/vip/rules/update', { bonusWageringMultiplier: 30, bonusExpiryDays: 30 });
  });

  it('takes expired bonus money back to the house, and its wagering with it', async () => {
    const player = await register(server);
    await deposit(server, player, '100.00');
    const { database, ledger } = server.platform;
    let clock = new Date(Date.now() + 29 * 86_400_000);
    const later = createBonus({ db: database.db, ledger, now: () => clock });
    // Some of it is wagered; all of it is still there after 29 days.
    await ledger.run((tx) =>
      later.addWagering(tx, { userId: player.user.userId, currency: 'USD', amount: 100_000n, kind: 'slots', at: clock }),
    );
    assert.equal(await later.expireDue(), 0);
    assert.deepEqual([(await details(player)).operatorBonus, (await details(player)).wageringDone], ['100.00', '1000.00']);
    // After 30 days what is left expires, once.
    clock = new Date(Date.now() + 31 * 86_400_000);
    assert.ok((await later.expireDue()) >= 1);
    assert.equal(await later.expireDue(), 0);
    const balance = await details(player);
    assert.deepEqual(
      [balance.cash, balance.operatorBonus, balance.wageringRequired, balance.wageringDone],
      ['100.00', '0.00', '0.00', '0.00'],
    );
    await assertLedgerBalanced(server);
  });

  it('refuses to move bonus money to cash once it has expired', async () => {
    const player = await register(server);
    await deposit(server, player, '50.00');
    const { database, ledger } = server.platform;
    const later = createBonus({ db: database.db, ledger, now: () => new Date(Date.now() + 31 * 86_400_000) });
    await ledger.run((tx) =>
      later.addWagering(tx, { userId: player.user.userId, currency: 'USD', amount: 150_000n, kind: 'slots', at: new Date() }),
    );
    await assert.rejects(
      ledger.run((tx) => later.transferToCash(tx, player.user.userId, 'USD', '10.00')),
      (error: { reason?: string }) => error.reason === 'INSUFFICIENT_FUNDS',
    );
    await ledger.run((tx) => later.expireWithin(tx, player.user.userId, 'USD'));
    assert.equal((await details(player)).operatorBonus, '0.00');
    await assertLedgerBalanced(server);
  });
});
