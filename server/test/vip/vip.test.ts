import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createVip, type Vip } from '../../src/vip/index.ts';
import { assertLedgerBalanced, moneyCall, register, startServer, type SignedIn, type TestServer, operatorAdjust } from '../helpers.ts';

type Reward = {
  rewardId: string;
  kind: string;
  amount: string;
  baseAmount: string;
  cashPercent: number;
  level: number;
  period: string | null;
};
type Quote = {
  claimId: string;
  amount: string;
  toCash: string;
  toBonus: string;
  wageringRequired: string;
  cashPercent: number;
  expiresAt: string;
};

/** Levels from wagering, rakeback, and the claim of rewards, each paid once from the house. */
describe('the VIP programme', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  /** Credits the player's cash from the house (the operator's adjustment). */
  const fund = async (player: SignedIn, amount: string) => {
    const answer = await operatorAdjust(server, { user: player.user.userId, currency: 'USD', amount });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
  };
  /** A settled bet on dice (an original: the house takes the stake), lost. */
  const bet = async (player: SignedIn, cents: bigint, currency = 'USD') => {
    const { bets, ledger } = server.platform;
    await ledger.run(async (tx) => {
      const betId = randomUUID();
      await bets.writer.place(tx, {
        betId,
        userId: player.user.userId,
        gameId: 'dice',
        gameName: 'Dice',
        isOriginal: true,
        provider: null,
        currency,
        amount: cents,
        reference: `test-bet:${betId}`,
      });
      await bets.writer.settle(tx, betId);
    });
  };
  const level = async (player: SignedIn) =>
    (
      await server.post<{
        level: { level: number; name: string };
        nextLevel: { level: number; threshold: string } | null;
        wagered: string;
        progress: string;
        remaining: string;
        progressPercent: number;
      }>('/user/vip/level/get', {}, player.accessToken)
    ).body;
  const claimable = async (player: SignedIn) =>
    (await server.post<{ rewards: Reward[] }>('/user/vip/reward/claimable/get', {}, player.accessToken)).body.rewards;
  const balance = async (player: SignedIn) =>
    (await server.post<{ balance: Record<string, string> }>('/wallet/balance/details', { currency: 'USD' }, player.accessToken)).body
      .balance;

  it('publishes a ladder of eight or more levels with their benefits and the rules', async () => {
    const answer = await server.post<{
      levels: Array<{ level: number; name: string; threshold: string; benefits: Record<string, unknown> }>;
      minCashPercent: number;
      maxCashPercent: number;
      bonusWageringMultiplier: number;
    }>('/user/vip/operator/settings/get', {});
    assert.equal(answer.status, 200);
    assert.ok(answer.body.levels.length >= 8);
    assert.equal(answer.body.levels[0]!.name, 'Bronze');
    assert.equal(answer.body.levels.at(-1)!.name, 'Diamond');
    assert.deepEqual(answer.body.levels[1], {
      level: 1,
      name: 'Silver',
      threshold: '1000.00',
      benefits: { rakebackPercent: 7, levelUpBonus: '5.00', weeklyPercent: 0.02, monthlyPercent: 0.01 },
    });
    assert.deepEqual([answer.body.minCashPercent, answer.body.maxCashPercent, answer.body.bonusWageringMultiplier], [0, 100, 30]);
  });

  it('reaches a level at the exact boundary, in the bet’s transaction, and makes its level-up reward once', async () => {
    const player = await register(server);
    await fund(player, '1200');
    await bet(player, 99_999n);
    let now = await level(player);
    assert.deepEqual(
      [now.level.level, now.wagered, now.progress, now.remaining, now.progressPercent],
      [0, '999.99', '999.99', '0.01', 99.99],
    );
    assert.deepEqual(
      (await claimable(player)).map((reward) => reward.kind),
      ['rakeback'],
    );
    await bet(player, 1n);
    now = await level(player);
    assert.deepEqual(
      [now.level.name, now.wagered, now.progress, now.nextLevel?.threshold, now.remaining],
      ['Silver', '1000.00', '0.00', '5000.00', '4000.00'],
    );
    await bet(player, 100n);
    const levelUps = (await claimable(player)).filter((reward) => reward.kind === 'level_up');
    assert.deepEqual(
      levelUps.map((reward) => [reward.level, reward.amount, reward.baseAmount]),
      [[1, '5.00', '5.00']],
    );
    await assertLedgerBalanced(server);
  });

  it('answers what is still to wager rounded up to the cent, so the figure shown is enough', async () => {
    const player = await register(server);
    const answer = await operatorAdjust(server, { user: player.user.userId, currency: 'EUR', amount: '5' });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    // €0.01 at 0.92 EUR per USD is $0.010869…: $999.989131 is still to wager to reach $1,000.
    await bet(player, 1n, 'EUR');
    const now = await level(player);
    assert.deepEqual([now.wagered, now.progress, now.remaining], ['0.01', '0.01', '999.99']);
    await assertLedgerBalanced(server);
  });

  it('shows the level on the player’s account once a bet reaches it', async () => {
    const player = await register(server);
    const vipLevel = async () =>
      (await server.post<{ userInfo: { vipLevel: number } }>('/user/get', {}, player.accessToken)).body.userInfo.vipLevel;
    await fund(player, '6000');
    assert.equal(await vipLevel(), 0);
    await bet(player, 99_999n);
    assert.equal(await vipLevel(), 0);
    await bet(player, 1n);
    assert.equal(await vipLevel(), 1);
    // One bet across two thresholds (1000 and 5000 dollars) lands on the higher level.
    await bet(player, 400_000n);
    assert.deepEqual([await vipLevel(), (await level(player)).level.level], [2, 2]);
  });

  it('pays rakeback as the level’s share of the house edge on a known set of bets', async () => {
    const player = await register(server);
    await fund(player, '500');
    // 300 dollars on the originals (1 % house edge) at Bronze (5 % rakeback): 300 × 1 % × 5 % = 0.15.
    for (const cents of [10_000n, 5_000n, 15_000n]) await bet(player, cents);
    const [rakeback] = await claimable(player);
    assert.equal(rakeback?.kind, 'rakeback');
    assert.equal(rakeback?.baseAmount, '0.15');
    assert.equal(rakeback?.amount, '0.15');
    const quote = (await server.post<Quote>('/user/vip/reward/claim', { rewardId: rakeback.rewardId }, player.accessToken)).body;
    const paid = await moneyCall(server, player, '/user/vip/reward/claim/confirm', { claimId: quote.claimId });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    // Rakeback keeps accruing on the same reward after a claim.
    assert.deepEqual(await claimable(player), []);
    await bet(player, 20_000n);
    const [again] = await claimable(player);
    assert.deepEqual([again?.rewardId, again?.amount], [rakeback.rewardId, '0.10']);
    await assertLedgerBalanced(server);
  });

  it('pays a claim once under double and concurrent confirmation, and answers each the same', async () => {
    const player = await register(server);
    await fund(player, '1000');
    await bet(player, 100_000n);
    const reward = (await claimable(player)).find((entry) => entry.kind === 'level_up')!;
    const before = await balance(player);
    const quoted = await server.post<Quote>('/user/vip/reward/claim', { rewardId: reward.rewardId }, player.accessToken);
    assert.equal(quoted.status, 200);
    assert.deepEqual(
      [quoted.body.amount, quoted.body.toCash, quoted.body.toBonus, quoted.body.wageringRequired, quoted.body.cashPercent],
      ['5.00', '2.50', '2.50', '75.00', 50],
    );
    const { claimId } = quoted.body;
    const key = randomUUID();
    // The same key twice, then several keys at once.
    const first = await moneyCall(server, player, '/user/vip/reward/claim/confirm', { claimId }, key);
    const replay = await moneyCall(server, player, '/user/vip/reward/claim/confirm', { claimId }, key);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => moneyCall(server, player, '/user/vip/reward/claim/confirm', { claimId })),
    );
    for (const answer of [first, replay, ...racing]) {
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.deepEqual(answer.body, first.body);
    }
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    assert.equal(first.body.status, 'claimed');
    const after = await balance(player);
    assert.equal(after.cash, (Number(before.cash) + 2.5).toFixed(2));
    assert.equal(after.operatorBonus, (Number(before.operatorBonus) + 2.5).toFixed(2));
    assert.equal(after.wageringRequired, '75.00');
    // The reward is used up: a new quote is refused, and so is a confirmation of another quote of it made before.
    const again = await server.post('/user/vip/reward/claim', { rewardId: reward.rewardId }, player.accessToken);
    assert.equal(again.body.reason, 'VIP_REWARD_NOT_CLAIMABLE');
    await assertLedgerBalanced(server);
  });

  it('refuses a second quote of the same reward once the first is paid', async () => {
    const player = await register(server);
    await fund(player, '1000');
    await bet(player, 100_000n);
    const reward = (await claimable(player)).find((entry) => entry.kind === 'level_up')!;
    const [one, two] = await Promise.all([
      server.post<Quote>('/user/vip/reward/claim', { rewardId: reward.rewardId }, player.accessToken),
      server.post<Quote>('/user/vip/reward/claim', { rewardId: reward.rewardId }, player.accessToken),
    ]);
    const answers = await Promise.all([
      moneyCall(server, player, '/user/vip/reward/claim/confirm', { claimId: one.body.claimId }),
      moneyCall(server, player, '/user/vip/reward/claim/confirm', { claimId: two.body.claimId }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
    assert.equal(answers.find((answer) => answer.status === 409)?.body.reason, 'VIP_REWARD_NOT_CLAIMABLE');
    const after = await balance(player);
    assert.equal(after.operatorBonus, '2.50');
    await assertLedgerBalanced(server);
  });

  it('keeps the slider within the operator’s bounds', async () => {
    const player = await register(server);
    await fund(player, '1000');
    await bet(player, 100_000n);
    const reward = (await claimable(player)).find((entry) => entry.kind === 'level_up')!;
    const rules = await server.operator('/operator/vip/rules/update', { minCashPercent: 20, maxCashPercent: 80 });
    assert.equal(rules.status, 200);
    try {
      for (const cashPercent of [10, 90]) {
        const refused = await server.post('/user/vip/reward/slider/update', { rewardId: reward.rewardId, cashPercent }, player.accessToken);
        assert.equal(refused.status, 400);
        assert.equal(refused.body.reason, 'VIP_CASH_PERCENT_OUT_OF_BOUNDS');
        assert.deepEqual(refused.body.meta, { minCashPercent: 20, maxCashPercent: 80 });
      }
      const set = await server.post<{ reward: Reward }>(
        '/user/vip/reward/slider/update',
        { rewardId: reward.rewardId, cashPercent: 80 },
        player.accessToken,
      );
      assert.equal(set.status, 200);
      assert.equal(set.body.reward.cashPercent, 80);
      const quote = (await server.post<Quote>('/user/vip/reward/claim', { rewardId: reward.rewardId }, player.accessToken)).body;
      assert.deepEqual([quote.toCash, quote.toBonus, quote.cashPercent], ['4.00', '1.00', 80]);
      const unknown = await server.post('/user/vip/reward/slider/update', { rewardId: randomUUID(), cashPercent: 50 }, player.accessToken);
      assert.equal(unknown.body.reason, 'VIP_REWARD_NOT_FOUND');
    } finally {
      await server.operator('/operator/vip/rules/update', { minCashPercent: 0, maxCashPercent: 100 });
    }
  });

  describe('with a clock of its own', () => {
    let clock = new Date();
    let vip: Vip;
    before(() => {
      const { database, ledger, bonus, currencies, users } = server.platform;
      vip = createVip({
        db: database.db,
        ledger,
        bonus,
        rate: async (currency, executor) => (await currencies.exchangeRates('USD', [currency], executor)).rates[currency],
        houseEdge: async () => 100,
        setVipLevel: (userId, level, executor) => users.setVipLevel(userId, level, executor),
        now: () => clock,
      });
    });

    it('refuses a quote confirmed after it expired', async () => {
      const player = await register(server);
      await fund(player, '1000');
      await bet(player, 100_000n);
      const reward = (await claimable(player)).find((entry) => entry.kind === 'level_up')!;
      clock = new Date();
      const quote = await vip.claim(player.user.userId, 'USD', reward.rewardId);
      clock = new Date(clock.getTime() + 61_000);
      await assert.rejects(
        server.platform.ledger.run((tx) => vip.confirm(tx, player.user.userId, quote.claimId)),
        (error: { reason?: string }) => error.reason === 'VIP_CLAIM_EXPIRED',
      );
      const fresh = await vip.claim(player.user.userId, 'USD', reward.rewardId);
      const paid = await server.platform.ledger.run((tx) => vip.confirm(tx, player.user.userId, fresh.claimId));
      assert.equal(paid.toCash, '2.50');
      await assertLedgerBalanced(server);
    });

    it('makes the weekly and monthly rewards once their period is over', async () => {
      const player = await register(server);
      clock = new Date(Date.UTC(2031, 0, 15, 12));
      // 1500 dollars in one bet: Silver (0.02 % a week, 0.01 % a month).
      await server.platform.ledger.run((tx) =>
        vip.settled(tx, { user_id: player.user.userId, currency: 'USD', amount: '150000', game_id: 'dice', is_original: true }),
      );
      const during = await vip.claimable(player.user.userId, 'USD');
      assert.deepEqual(during.rewards.map((reward) => reward.kind).sort(), ['level_up', 'rakeback']);
      clock = new Date(Date.UTC(2031, 1, 2));
      const afterwards = await vip.claimable(player.user.userId, 'USD');
      const periodic = afterwards.rewards.filter((reward) => reward.kind === 'weekly' || reward.kind === 'monthly');
      assert.deepEqual(periodic.map((reward) => [reward.kind, reward.period, reward.baseAmount]).sort(), [
        ['monthly', '2031-01', '0.15'],
        ['weekly', '2031-W03', '0.30'],
      ]);
      // Reading again makes nothing more.
      assert.equal((await vip.claimable(player.user.userId, 'USD')).rewards.length, afterwards.rewards.length);
    });
  });

  it('lets the operator change a level’s benefits and refuses a ladder that does not rise', async () => {
    const changed = await server.operator<{ settings: { levels: Array<{ benefits: { rakebackPercent: number } }> } }>(
      '/operator/vip/level/update',
      { level: 2, benefits: { rakebackPercent: 9.5 } },
    );
    assert.equal(changed.status, 200);
    assert.equal(changed.body.settings.levels[2]!.benefits.rakebackPercent, 9.5);
    const refused = await server.operator('/operator/vip/level/update', { level: 2, threshold: '10' });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.reason, 'VALIDATION_FAILED');
    await server.operator('/operator/vip/level/update', { level: 2, benefits: { rakebackPercent: 9 } });
  });
});
