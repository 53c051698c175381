import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, it } from 'node:test';
import { createBonus } from '../../src/bonus/index.ts';
import type { LaunchGame } from '../../src/game-wallet/index.ts';
import { assertLedgerBalanced, deposit, diceBet, moneyCall, register, suiteServer, type SignedIn, operatorAdjust } from '../helpers.ts';
import { gameLauncher, walletCall } from '../support/game-wallet.ts';

type Lot = {
  lotId: string;
  amount: string;
  remaining: string;
  wageringRequired: string;
  wagered: string;
  status: string;
  expiresAt: string;
};
type Details = { balance: Record<string, string>; lots: Lot[] };

const game = (gameId: string, engine: LaunchGame['engine']): LaunchGame => ({
  gameId,
  name: gameId,
  providerName: 'Demo Games',
  engine,
  rtp: '96.50',
  volatility: 'medium',
  minBet: '0.10',
  maxBet: '100000.00',
  theme: { colors: ['#0f766e', '#134e4a'] },
  paylines: 20,
});

/**
 * Bonus lots: each credit of bonus money is wagered on its own, by the stakes made after it, at the
 * operator's share for the kind of game, oldest lot first; only completed lots' money moves to cash;
 * a lot expires or may be forfeited, its money going back to the house through the ledger once.
 */
describe('bonus lots and their wagering', () => {
  const server = suiteServer();
  afterEach(() => assertLedgerBalanced(server));

  const details = async (player: SignedIn) =>
    (await server.post<Details>('/wallet/balance/details', { currency: 'USD' }, player.accessToken)).body;
  const fund = async (player: SignedIn, amount: string) => {
    const answer = await operatorAdjust(server, { user: player.user.userId, currency: 'USD', amount });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
  };
  const transfer = (player: SignedIn, amount: string) => moneyCall(server, player, '/wallet/bonus-transfer', { currency: 'USD', amount });

  /** The demo provider's launcher, its limits at one dollar to the dollar. */
  const oneToOne = () => gameLauncher(server, { rate: async () => '1' });
  /** A provider's signed call to the seamless wallet: what the wallet answers. */
  const call = async (method: string, body: object) => (await walletCall(server, method, body)).body;

  /** A seat at a provider's game: the player's stakes and wins as the provider reports them. */
  const seat = async (player: SignedIn, launch: LaunchGame) => {
    const { sessionId } = await oneToOne().open({ userId: player.user.userId, currency: 'USD', language: 'en', game: launch });
    /** One round: the stake, and what it wins (by default the same amount back: the cash stays, the stake counts). */
    return async (amount: string, pays = amount) => {
      const roundId = randomUUID();
      const placed = await call('bet', { sessionId, transactionId: randomUUID(), roundId, amount, currency: 'USD', gameId: launch.gameId });
      assert.equal(placed.status, 'OK', JSON.stringify(placed));
      const won = await call('win', { sessionId, transactionId: randomUUID(), roundId, amount: pays, currency: 'USD' });
      assert.equal(won.status, 'OK', JSON.stringify(won));
    };
  };
  const categoryGame = async (category: string) => {
    const row = await server.platform.database.db
      .withTables<{ games: { id: string; category_id: string } }>()
      .selectFrom('games')
      .select('id')
      .where('category_id', '=', category)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('counts only the stakes made after a bonus: 10,000 wagered before a 100 bonus at 30x leaves it 3,000 to wager', async () => {
    const player = await register(server);
    await fund(player, '10000.00');
    const play = await seat(player, game('reef-riches', 'slot'));
    await play('10000.00');
    // The first deposit of 100 earns 100 of bonus money to wager 30 times.
    await deposit(server, player, '100.00');
    let now = await details(player);
    assert.deepEqual([now.balance.operatorBonus, now.balance.wageringRequired, now.balance.wageringDone], ['100.00', '3000.00', '0.00']);
    const early = await transfer(player, '100.00');
    assert.equal(early.status, 409, JSON.stringify(early.body));
    assert.equal(early.body.reason, 'WAGERING_NOT_COMPLETE');

    await play('2999.99');
    assert.equal((await transfer(player, '0.01')).body.reason, 'WAGERING_NOT_COMPLETE');
    now = await details(player);
    assert.equal(now.lots[0]!.wagered, '2999.99');
    assert.equal(now.lots[0]!.status, 'wagering');
    await play('0.01');
    now = await details(player);
    assert.deepEqual([now.lots[0]!.status, now.lots[0]!.wagered], ['completed', '3000.00']);
    const moved = await transfer(player, '100.00');
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual((moved.body as { balance: object }).balance, { currency: 'USD', cash: '10200.00', operatorBonus: '0.00' });
  });

  it('weighs each stake by the share its kind of game counts: a table game at 10 % counts a tenth, an original half', async () => {
    const player = await register(server);
    await deposit(server, player, '100.00');
    await fund(player, '1000.00');
    await (
      await seat(player, game(await categoryGame('table'), 'baccarat'))
    )('100.00');
    assert.equal((await details(player)).balance.wageringDone, '10.00');
    await (
      await seat(player, game(await categoryGame('live'), 'baccarat'))
    )('100.00');
    assert.equal((await details(player)).balance.wageringDone, '20.00');
    await (
      await seat(player, game(await categoryGame('slots'), 'slot'))
    )('100.00');
    assert.equal((await details(player)).balance.wageringDone, '120.00');
    // The originals count half (their house edge is the smallest).
    const dice = await diceBet(server, player, '10.00');
    assert.equal(dice.status, 200, JSON.stringify(dice.body));
    assert.equal((await details(player)).balance.wageringDone, '125.00');
    // The operator's share counts from the next stake on.
    const set = await server.operator<{ settings: { bonusContribution: Record<string, number> } }>('/operator/vip/rules/update', {
      bonusContribution: { table: 0 },
    });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.deepEqual(set.body.settings.bonusContribution, { slots: 100, table: 0, live: 10, originals: 50, sports: 100 });
    await (
      await seat(player, game(await categoryGame('table'), 'baccarat'))
    )('100.00');
    assert.equal((await details(player)).balance.wageringDone, '125.00');
    await server.operator('/operator/vip/rules/update', { bonusContribution: { table: 10 } });
  });

  it('feeds the oldest lot first and spills what it does not need to the next; only the completed lot moves to cash', async () => {
    const player = await register(server);
    await fund(player, '100.00');
    const { database, ledger } = server.platform;
    const userId = player.user.userId;
    const credit = (minutesAgo: number, amount: bigint, multiplier: number) => {
      const at = new Date(Date.now() - minutesAgo * 60_000);
      return ledger.run((tx) =>
        createBonus({ db: database.db, ledger, now: () => at }).credit(tx, {
          userId,
          currency: 'USD',
          amount,
          wageringMultiplier: multiplier,
          source: 'test',
          reference: `test:${randomUUID()}`,
        }),
      );
    };
    await credit(2, 1000n, 1); // 10 to wager 10
    await credit(1, 1000n, 2); // 10 to wager 20
    await (
      await seat(player, game('reef-riches', 'slot'))
    )('15.00');
    const { lots } = await details(player);
    assert.deepEqual(
      lots.map((lot) => [lot.wagered, lot.wageringRequired, lot.status]),
      [
        ['10.00', '10.00', 'completed'],
        ['5.00', '20.00', 'wagering'],
      ],
    );
    assert.equal((await transfer(player, '10.01')).body.reason, 'WAGERING_NOT_COMPLETE');
    assert.equal((await transfer(player, '10.00')).status, 200);
    assert.equal((await transfer(player, '0.01')).body.reason, 'WAGERING_NOT_COMPLETE');
    const after = await details(player);
    assert.deepEqual([after.balance.cash, after.balance.operatorBonus, after.lots.length], ['110.00', '10.00', 1]);
  });

  it('refuses a stake above the highest one while bonus money is wagering, with a coded error', async () => {
    const player = await register(server);
    await deposit(server, player, '100.00');
    const set = await server.operator<{ settings: { bonusMaxStake: string | null } }>('/operator/vip/rules/update', {
      bonusMaxStake: '5.00',
    });
    assert.equal(set.body.settings.bonusMaxStake, '5.00');
    try {
      const dice = (amount: string) => diceBet(server, player, amount);
      const refused = await dice('5.01');
      assert.equal(refused.status, 400, JSON.stringify(refused.body));
      assert.equal(refused.body.reason, 'BONUS_MAX_STAKE_EXCEEDED');
      assert.deepEqual(refused.body.meta, { maxStake: '5.00', currency: 'USD' });
      assert.equal((await details(player)).balance.cash, '100.00', 'the refused stake moved nothing');
      assert.equal((await dice('5.00')).status, 200);
      // A provider's round is refused the same way.
      const table = await seat(player, game('reef-riches', 'slot'));
      await assert.rejects(table('6.00'), /LIMIT_REACHED/);
      // Once no bonus money is wagering, any stake goes.
      const [lot] = (await details(player)).lots;
      assert.equal((await moneyCall(server, player, '/wallet/bonus/forfeit', { lotId: lot!.lotId })).status, 200);
      assert.equal((await dice('6.00')).status, 200);
    } finally {
      await server.operator('/operator/vip/rules/update', { bonusMaxStake: null });
    }
  });

  it('lets the player forfeit a lot: its money goes back to the house once, however often the call is repeated', async () => {
    const player = await register(server);
    await deposit(server, player, '100.00');
    const [lot] = (await details(player)).lots;
    assert.equal(lot!.status, 'wagering');
    const key = randomUUID();
    const call = (lotId: string, idempotencyKey = key) => moneyCall(server, player, '/wallet/bonus/forfeit', { lotId }, idempotencyKey);
    const [first, second] = await Promise.all([call(lot!.lotId), call(lot!.lotId)]);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(first.body, second.body);
    const third = await call(lot!.lotId);
    assert.deepEqual(third.body, first.body);
    const answer = first.body as unknown as { lot: Lot; balance: { cash: string; operatorBonus: string } };
    assert.deepEqual([answer.lot.status, answer.lot.remaining], ['forfeited', '0.00']);
    assert.deepEqual([answer.balance.cash, answer.balance.operatorBonus], ['100.00', '0.00']);
    // Under a new key it answers as it stands and moves nothing more.
    const again = await call(lot!.lotId, randomUUID());
    assert.equal(again.status, 200);
    const report = await server.platform.database.db
      .withTables<{ ledger_transfers: { kind: string; reference: string } }>()
      .selectFrom('ledger_transfers')
      .select('reference')
      .where('kind', '=', 'bonus_forfeit')
      .where('reference', '=', `bonus-forfeit:${lot!.lotId}`)
      .execute();
    assert.equal(report.length, 1);
    assert.deepEqual((await details(player)).lots, []);
    // Another player's lot is unknown to this one.
    const other = await register(server);
    await deposit(server, other, '50.00');
    const [theirs] = (await details(other)).lots;
    const foreign = await call(theirs!.lotId, randomUUID());
    assert.deepEqual([foreign.status, foreign.body.reason], [404, 'BONUS_LOT_NOT_FOUND']);
    assert.equal((await details(other)).balance.operatorBonus, '50.00');
    assert.equal((await call('not-a-lot', randomUUID())).body.reason, 'BONUS_LOT_NOT_FOUND');
  });

  it('lets the bonus part of a big win grow the lot past its amount, still to be wagered (the win paid, not refused)', async () => {
    const player = await register(server);
    // 20 of cash and a lot of 20 of bonus money; a stake of 40 takes both, half and half.
    await deposit(server, player, '20.00');
    const [before] = (await details(player)).lots;
    assert.equal(before!.amount, '20.00');
    const { sessionId } = await oneToOne().open({
      userId: player.user.userId,
      currency: 'USD',
      language: 'en',
      game: game('reef-riches', 'slot'),
    });
    const roundId = randomUUID();
    assert.equal(
      (await call('bet', { sessionId, transactionId: `${roundId}-bet`, roundId, amount: '40.00', currency: 'USD' })).status,
      'OK',
    );
    // The round pays 120: 60 of it the bonus share, three times the lot's amount.
    const won = await call('win', { sessionId, transactionId: `${roundId}-win`, roundId, amount: '120.00', currency: 'USD' });
    assert.equal(won.status, 'OK', JSON.stringify(won));
    const after = await details(player);
    assert.deepEqual([after.balance.cash, after.balance.operatorBonus], ['60.00', '60.00']);
    assert.deepEqual(
      after.lots.map((lot) => [lot.lotId, lot.amount, lot.remaining, lot.status]),
      [[before!.lotId, '20.00', '60.00', 'wagering']],
    );
  });

  it('gives the bonus part of a win back to the house when its bonus was forfeited while the bet was open', async () => {
    const player = await register(server);
    // 20 of cash and 20 of bonus money; a stake of 30 takes the cash and 10 of the bonus.
    await deposit(server, player, '20.00');
    const { sessionId } = await oneToOne().open({
      userId: player.user.userId,
      currency: 'USD',
      language: 'en',
      game: game('reef-riches', 'slot'),
    });
    assert.equal(
      (await call('bet', { sessionId, transactionId: 'open-bet', roundId: 'open-round', amount: '30.00', currency: 'USD' })).status,
      'OK',
    );
    // The player gives the bonus up while the round is open, then the round pays 60 (20 of it the bonus share).
    const [lot] = (await details(player)).lots;
    assert.equal((await moneyCall(server, player, '/wallet/bonus/forfeit', { lotId: lot!.lotId })).status, 200);
    assert.equal(
      (await call('win', { sessionId, transactionId: 'open-win', roundId: 'open-round', amount: '60.00', currency: 'USD' })).status,
      'OK',
    );
    const after = await details(player);
    assert.deepEqual([after.balance.cash, after.balance.operatorBonus, after.lots.length], ['40.00', '0.00', 0]);
    assert.equal((await transfer(player, '20.00')).body.reason, 'INSUFFICIENT_FUNDS');
  });

  it('expires a lot still wagering once: its money goes back to the house in one transfer', async () => {
    const player = await register(server);
    await deposit(server, player, '100.00');
    const { database, ledger } = server.platform;
    const later = createBonus({ db: database.db, ledger, now: () => new Date(Date.now() + 31 * 86_400_000) });
    const [lot] = (await details(player)).lots;
    assert.ok(Date.parse(lot!.expiresAt) > Date.now() + 29 * 86_400_000);
    const counts = await Promise.all([
      later.expireDue(),
      later.expireDue(),
      ledger.run((tx) => later.expireWithin(tx, player.user.userId, 'USD')),
    ]);
    assert.ok(counts.reduce((sum, count) => sum + count, 0) >= 1);
    const expired = await database.db
      .withTables<{ ledger_transfers: { kind: string; reference: string } }>()
      .selectFrom('ledger_transfers')
      .select('reference')
      .where('reference', '=', `bonus-expiry:${lot!.lotId}`)
      .execute();
    assert.equal(expired.length, 1);
    const after = await details(player);
    assert.deepEqual(
      [after.balance.cash, after.balance.operatorBonus, after.balance.wageringRequired, after.lots.length],
      ['100.00', '0.00', '0.00', 0],
    );
    // An expired lot cannot be forfeited any more.
    const late = await moneyCall(server, player, '/wallet/bonus/forfeit', { lotId: lot!.lotId });
    assert.equal(late.body.reason, 'BONUS_LOT_NOT_WAGERING');
  });
});
