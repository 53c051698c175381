import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import type { GameBet, MinesRound } from '@app/contract';
import { playDice } from '../../src/originals/outcomes.ts';
import { assertLedgerBalanced, deposit, moneyCall, register, serverWithPlayer, type SignedIn, type TestServer } from '../helpers.ts';

/*
 * The scheme written out again here, from its description alone, so that the server's answers are
 * checked against an independent computation rather than against its own code.
 */
function fairFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let start = 0; start < 32; start += 4) {
      floats.push(bytes[start]! / 256 + bytes[start + 1]! / 65536 + bytes[start + 2]! / 16777216 + bytes[start + 3]! / 4294967296);
    }
  }
  return floats.slice(0, count);
}
const expectedRoll = (seeds: Seeds, nonce: number) =>
  (Math.floor(fairFloats(seeds.server, seeds.client, nonce, 1)[0]! * 10001) / 100).toFixed(2);
/** Limbo as the common verifiers compute it: floatPoint = 1e8 / (float x 1e8) x 0.99, floored to hundredths, 1.00 to 1,000,000.00. */
const expectedLimbo = (seeds: Seeds, nonce: number) => {
  const float = fairFloats(seeds.server, seeds.client, nonce, 1)[0]!;
  const floatPoint = (1e8 / (float * 1e8)) * 0.99;
  return (Math.min(100_000_000, Math.max(100, Math.floor(floatPoint * 100))) / 100).toFixed(2);
};
const expectedPath = (seeds: Seeds, nonce: number, rows: number) =>
  fairFloats(seeds.server, seeds.client, nonce, rows).map((float) => (float < 0.5 ? 0 : 1));
const expectedMines = (seeds: Seeds, nonce: number, mines: number) => {
  const free = Array.from({ length: 25 }, (_, tile) => tile);
  return fairFloats(seeds.server, seeds.client, nonce, mines)
    .map((float, index) => free.splice(Math.floor(float * (25 - index)), 1)[0]!)
    .sort((a, b) => a - b);
};
/** (1 - 1%) x C(25, k) / C(25 - mines, k), in ten-thousandths, rounded down. */
const minesMultiplier = (mines: number, revealed: number) => {
  let fair = 0.99;
  for (let index = 0; index < revealed; index += 1) fair *= (25 - index) / (25 - mines - index);
  return Math.floor(fair * 10_000 + 1e-9);
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Seeds {
  server: string;
  client: string;
}
type Answer = { bet: GameBet; roll?: string; result?: string; won?: boolean; path?: number[]; slot?: number; multiplier?: string };
type RoundAnswer = { round: MinesRound };

describe('originals', () => {
  let server: TestServer;
  let player: SignedIn;
  serverWithPlayer('1000.00', (started) => ({ server, player } = started));

  const bet = (path: string, body: object, who: SignedIn = player, key?: string) =>
    moneyCall<Answer & RoundAnswer>(server, who, path, body, key);
  const call = <T = Record<string, unknown>>(path: string, body: object = {}, who: SignedIn = player) =>
    server.post<T & { reason?: string; meta?: Record<string, unknown> }>(path, body, who.accessToken);
  const cash = async (who: SignedIn = player) =>
    (await server.post<{ balance: { cash: string } }>('/wallet/balance/details', { currency: 'USD' }, who.accessToken)).body.balance.cash;
  const cents = (amount: string) => BigInt(amount.replace('.', ''));
  /** The active pair's server seed, read where the server keeps it (the test's view behind the commitment). */
  const activeSeeds = async (who: SignedIn): Promise<Seeds> => {
    await call('/originals/seeds/get', {}, who);
    const row = await server.platform.database.db
      .withTables<{ originals_seed_pairs: { user_id: string; status: string; server_seed: string; client_seed: string } }>()
      .selectFrom('originals_seed_pairs')
      .select(['server_seed', 'client_seed'])
      .where('user_id', '=', who.user.userId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    return { server: row.server_seed, client: row.client_seed };
  };
  const newPlayer = async (amount = '500.00') => {
    const fresh = await register(server);
    await deposit(server, fresh, amount);
    return fresh;
  };

  it('answers the house edge and every currency limits', async () => {
    const answer = await call<{ houseEdge: string; limits: Array<{ currency: string; minBet: string; maxBet: string; maxWin: string }> }>(
      '/originals/settings/get',
    );
    assert.equal(answer.status, 200);
    assert.equal(answer.body.houseEdge, '1');
    assert.deepEqual(
      answer.body.limits.find((limit) => limit.currency === 'USD'),
      { currency: 'USD', minBet: '0.10', maxBet: '1000.00', maxWin: '100000.00' },
    );
    const currencies = (await server.platform.currencies.list()).map((currency) => currency.currency).sort();
    assert.deepEqual(answer.body.limits.map((limit) => limit.currency).sort(), currencies);
    const vnd = answer.body.limits.find((limit) => limit.currency === 'VND')!;
    assert.deepEqual([vnd.minBet, vnd.maxBet, vnd.maxWin], ['2000', '20000000', '2000000000']);
  });

  it('commits to a server seed, counts nonces up and reveals the seed on rotation: every outcome recomputes', async () => {
    const before = await call<{ active: { serverSeedHash: string; clientSeed: string; nonce: number }; previous: null }>(
      '/originals/seeds/get',
    );
    assert.equal(before.status, 200);
    assert.match(before.body.active.serverSeedHash, /^[0-9a-f]{64}$/);
    assert.equal(before.body.active.nonce, 0);
    assert.equal(before.body.previous, null);
    const committed = before.body.active.serverSeedHash;

    const dice = await bet('/originals/dice/bet', { currency: 'USD', amount: '1.00', target: '49.50', condition: 'under' });
    assert.equal(dice.status, 200, JSON.stringify(dice.body));
    const limbo = await bet('/originals/limbo/bet', { currency: 'USD', amount: '1.00', target: '2.00' });
    const plinko = await bet('/originals/plinko/bet', { currency: 'USD', amount: '1.00', rows: 12, risk: 'medium' });
    const mines = await bet('/originals/mines/start', { currency: 'USD', amount: '1.00', mines: 3 });
    assert.equal(mines.status, 200, JSON.stringify(mines.body));
    assert.equal(mines.body.round.bet.fairness?.outcome, '', 'the mines stay hidden while the round is open');
    const revealed = await call<RoundAnswer>('/originals/mines/reveal', { roundId: mines.body.round.roundId, tile: 12 });
    if (revealed.body.round.status === 'active') {
      assert.equal((await moneyCall(server, player, '/originals/mines/cashout', { roundId: mines.body.round.roundId })).status, 200);
    }
    const nonces = [dice, limbo, plinko, mines].map((answer) => (answer.body.bet ?? answer.body.round.bet).fairness?.nonce);
    assert.deepEqual(nonces, [0, 1, 2, 3]);
    assert.equal((await call<{ active: { nonce: number } }>('/originals/seeds/get')).body.active.nonce, 4);

    const rotated = await call<{
      active: { clientSeed: string; nonce: number };
      previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; bets: number };
    }>('/originals/seeds/rotate', { clientSeed: 'my lucky seed' });
    assert.equal(rotated.status, 200, JSON.stringify(rotated.body));
    assert.equal(rotated.body.active.clientSeed, 'my lucky seed');
    assert.equal(rotated.body.active.nonce, 0);
    const { previous } = rotated.body;
    assert.equal(previous.serverSeedHash, committed);
    assert.equal(sha256(previous.serverSeed), committed, 'the committed hash is SHA-256 of the revealed seed');
    assert.match(previous.serverSeed, /^[0-9a-f]{64}$/);
    assert.equal(previous.clientSeed, before.body.active.clientSeed);
    assert.equal(previous.bets, 4);
    const seeds = { server: previous.serverSeed, client: previous.clientSeed };

    assert.equal(dice.body.roll, expectedRoll(seeds, 0));
    assert.equal(dice.body.won, Number(dice.body.roll) < 49.5);
    // 99 / 49.5 = 2x: a win pays 2.00.
    assert.equal(dice.body.bet.payout, dice.body.won ? '2.00' : '0.00');
    assert.equal(limbo.body.result, expectedLimbo(seeds, 1));
    assert.equal(limbo.body.bet.fairness?.ruleVersion, 2);
    assert.equal(limbo.body.bet.payout, Number(limbo.body.result) >= 2 ? '2.00' : '0.00');
    assert.deepEqual(plinko.body.path, expectedPath(seeds, 2, 12));
    assert.equal(plinko.body.slot, expectedPath(seeds, 2, 12).filter((step) => step === 1).length);

    // The bet history now carries the revealed seed and each outcome.
    const history = await server.platform.bets.history.list(player.user.userId, 1, 10);
    const byNonce = new Map(history.list.filter((row) => row.fairness).map((row) => [row.fairness!.nonce, row]));
    for (const row of byNonce.values()) {
      assert.equal(row.fairness?.serverSeed, previous.serverSeed);
      assert.equal(row.isOriginal, true);
      assert.equal(row.status, 'settled');
    }
    assert.deepEqual(
      [0, 1, 2, 3].map((nonce) => [byNonce.get(nonce)?.gameId, byNonce.get(nonce)?.gameName]),
      [
        ['dice', 'Dice'],
        ['limbo', 'Limbo'],
        ['plinko', 'Plinko'],
        ['mines', 'Mines'],
      ],
    );
    assert.equal(byNonce.get(0)?.fairness?.outcome, expectedRoll(seeds, 0));
    assert.deepEqual(byNonce.get(0)?.fairness?.params, { target: '49.50', condition: 'under', houseEdge: 1 });
    assert.equal(byNonce.get(2)?.fairness?.outcome, expectedPath(seeds, 2, 12).join(','));
    assert.equal(byNonce.get(3)?.fairness?.outcome, expectedMines(seeds, 3, 3).join(','));
    assert.equal(byNonce.get(3)?.fairness?.outcome, (await activeMinesOutcome(mines.body.round.roundId)).join(','));

    // The standalone verifier agrees with the server on a real bet.
    const script = fileURLToPath(new URL('../../../scripts/verify-bet.mjs', import.meta.url));
    const verify = (...args: string[]) =>
      execFileSync(process.execPath, [script, seeds.server, seeds.client, ...args], { encoding: 'utf8' });
    assert.match(verify('0', 'dice'), new RegExp(`^server seed hash ${committed}\\nroll ${dice.body.roll}\\n$`));
    assert.match(verify('1', 'limbo', 'houseEdge=1'), new RegExp(`result ${limbo.body.result!.replace('.', '\\.')}\\n$`));
    assert.match(verify('2', 'plinko', 'rows=12'), new RegExp(`path ${plinko.body.path!.join(',')}\\nslot ${plinko.body.slot}\\n$`));
    assert.match(verify('3', 'mines', 'mines=3'), new RegExp(`mines ${byNonce.get(3)?.fairness?.outcome}\\n$`));
    await assertLedgerBalanced(server);
  });

  /** The mines a finished round showed. */
  const activeMinesOutcome = async (roundId: string) => {
    const history = await server.platform.bets.history.list(player.user.userId, 1, 50, 'mines');
    return history.list
      .find((row) => row.betId === roundId)!
      .fairness!.outcome.split(',')
      .map(Number);
  };

  it('debits the stake and credits the win as amount x multiplier, rounded down', async () => {
    const fresh = await newPlayer('100.00');
    const seeds = await activeSeeds(fresh);
    const plinko = await bet('/originals/plinko/bet', { currency: 'USD', amount: '0.37', rows: 16, risk: 'high' }, fresh);
    assert.equal(plinko.status, 200, JSON.stringify(plinko.body));
    assert.deepEqual(plinko.body.path, expectedPath(seeds, 0, 16));
    // payout = floor(37 cents x multiplier hundredths / 100)
    const hundredths = BigInt(Math.round(Number(plinko.body.multiplier) * 100));
    const payout = (37n * hundredths) / 100n;
    assert.equal(cents(plinko.body.bet.payout), payout);
    assert.equal(cents(await cash(fresh)), 10_000n - 37n + payout);
    await assertLedgerBalanced(server);
  });

  it('keeps bets inside the currency limits and the max win', async () => {
    const stake = { currency: 'USD', target: '50.00', condition: 'over' };
    const below = await bet('/originals/dice/bet', { ...stake, amount: '0.09' });
    assert.equal(below.body.reason, 'AMOUNT_BELOW_MINIMUM');
    assert.deepEqual(below.body.meta, { minAmount: '0.10', currency: 'USD' });
    const above = await bet('/originals/dice/bet', { ...stake, amount: '1000.01' });
    assert.equal(above.body.reason, 'AMOUNT_ABOVE_MAXIMUM');
    assert.deepEqual(above.body.meta, { maxAmount: '1000.00', currency: 'USD' });
    const tooManyDecimals = await bet('/originals/dice/bet', { ...stake, amount: '1.001' });
    assert.equal(tooManyDecimals.body.reason, 'VALIDATION_FAILED');

    // 0.01% chance pays 9900x: 20.00 could win 198,000.00.
    const longShot = await bet('/originals/dice/bet', { currency: 'USD', amount: '20.00', target: '0.01', condition: 'under' });
    assert.equal(longShot.body.reason, 'GAME_MAX_WIN_EXCEEDED');
    assert.deepEqual(longShot.body.meta, { maxWin: '100000.00', currency: 'USD' });
    const limbo = await bet('/originals/limbo/bet', { currency: 'USD', amount: '1.00', target: '100000.01' });
    assert.equal(limbo.body.reason, 'GAME_MAX_WIN_EXCEEDED');
    const plinko = await bet('/originals/plinko/bet', { currency: 'USD', amount: '100.00', rows: 16, risk: 'high' });
    assert.equal(plinko.body.reason, 'GAME_MAX_WIN_EXCEEDED');

    for (const target of ['0.00', '98.01']) {
      const answer = await bet('/originals/dice/bet', { currency: 'USD', amount: '1.00', target, condition: 'under' });
      assert.equal(answer.body.reason, 'VALIDATION_FAILED', target);
    }
    assert.equal(
      (await bet('/originals/dice/bet', { currency: 'USD', amount: '1.00', target: '1.99', condition: 'over' })).body.reason,
      'VALIDATION_FAILED',
    );
    assert.equal((await bet('/originals/dice/bet', { currency: 'USD', amount: '1.00', target: '98.00', condition: 'under' })).status, 200);
    assert.equal((await bet('/originals/limbo/bet', { currency: 'USD', amount: '1.00', target: '1.00' })).body.reason, 'VALIDATION_FAILED');
    assert.equal((await bet('/originals/limbo/bet', { currency: 'USD', amount: '0.10', target: '1000000.00' })).status, 200);
    await assertLedgerBalanced(server);
  });

  it('lets only players who may play for real money bet', async () => {
    const undeposited = await register(server);
    const refused = await bet('/originals/dice/bet', { currency: 'USD', amount: '1.00', target: '50.00', condition: 'under' }, undeposited);
    assert.equal(refused.body.reason, 'GAME_DEPOSIT_REQUIRED');
    const noBet = await server.platform.bets.history.list(undeposited.user.userId, 1, 10);
    assert.equal(noBet.total, 0);
  });

  it('takes one stake for one Idempotency-Key', async () => {
    const fresh = await newPlayer('50.00');
    const key = randomUUID();
    const body = { currency: 'USD', amount: '5.00', target: '50.00', condition: 'under' };
    const first = await bet('/originals/dice/bet', body, fresh, key);
    const second = await bet('/originals/dice/bet', body, fresh, key);
    assert.equal(first.status, 200);
    assert.deepEqual(second.body, first.body);
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.equal((await server.platform.bets.history.list(fresh.user.userId, 1, 10)).total, 1);
    assert.equal(cents(await cash(fresh)), 5000n - 500n + cents(first.body.bet.payout));
    assert.equal((await call<{ active: { nonce: number } }>('/originals/seeds/get', {}, fresh)).body.active.nonce, 1);
    await assertLedgerBalanced(server);
  });

  it('takes one stake for concurrent duplicates of one Idempotency-Key, each answered the same', async () => {
    const fresh = await newPlayer('50.00');
    const key = randomUUID();
    const body = { currency: 'USD', amount: '5.00', target: '50.00', condition: 'under' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => bet('/originals/dice/bet', body, fresh, key)));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array.from({ length: 8 }, () => 200),
    );
    for (const answer of answers) assert.deepEqual(answer.body, answers[0]!.body);
    assert.equal(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true').length, 7);
    assert.equal((await server.platform.bets.history.list(fresh.user.userId, 1, 10)).total, 1);
    assert.equal(cents(await cash(fresh)), 5000n - 500n + cents(answers[0]!.body.bet.payout));
    assert.equal((await call<{ active: { nonce: number } }>('/originals/seeds/get', {}, fresh)).body.active.nonce, 1);
    await assertLedgerBalanced(server);
  });

  it('replays a key already answered whatever the balance is now, and refuses it for another bet', async () => {
    const fresh = await newPlayer('10.00');
    const key = randomUUID();
    const body = { currency: 'USD', amount: '10.00', target: '0.01', condition: 'under' };
    const first = await bet('/originals/dice/bet', body, fresh, key);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const cashAfter = await cash(fresh);
    // The cash is staked (and most likely lost): the same call again is the first one's answer, and moves nothing.
    const again = await bet('/originals/dice/bet', body, fresh, key);
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.deepEqual(again.body, first.body);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    const other = await bet('/originals/dice/bet', { ...body, amount: '1.00' }, fresh, key);
    assert.equal(other.status, 422, JSON.stringify(other.body));
    assert.equal(other.body.reason, 'IDEMPOTENCY_KEY_REUSED');
    assert.equal(await cash(fresh), cashAfter);
    assert.equal((await server.platform.bets.history.list(fresh.user.userId, 1, 10)).total, 1);
    assert.equal((await call<{ active: { nonce: number } }>('/originals/seeds/get', {}, fresh)).body.active.nonce, 1);
    await assertLedgerBalanced(server);
  });

  it('gives concurrent bets of one player consecutive nonces', async () => {
    const fresh = await newPlayer('50.00');
    const body = { currency: 'USD', amount: '1.00', target: '50.00', condition: 'over' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => bet('/originals/dice/bet', body, fresh)));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array.from({ length: 6 }, () => 200),
    );
    assert.deepEqual(answers.map((answer) => answer.body.bet.fairness?.nonce).sort(), [0, 1, 2, 3, 4, 5]);
    await assertLedgerBalanced(server);
  });

  it('draws limbo as the common verifiers do, (100 - edge) / float floored, and records the rules of each bet', async () => {
    const fresh = await newPlayer('50.00');
    const results: Array<{ nonce: number; result: string; ruleVersion: number | undefined }> = [];
    for (let index = 0; index < 12; index += 1) {
      const answer = await bet('/originals/limbo/bet', { currency: 'USD', amount: '1.00', target: '1.50' }, fresh);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      results.push({
        nonce: answer.body.bet.fairness!.nonce,
        result: answer.body.result!,
        ruleVersion: answer.body.bet.fairness?.ruleVersion,
      });
    }
    const rotated = await call<{ previous: { serverSeed: string; clientSeed: string } }>('/originals/seeds/rotate', {}, fresh);
    const seeds = { server: rotated.body.previous.serverSeed, client: rotated.body.previous.clientSeed };
    const script = fileURLToPath(new URL('../../../scripts/verify-bet.mjs', import.meta.url));
    for (const { nonce, result, ruleVersion } of results) {
      assert.equal(result, expectedLimbo(seeds, nonce), `nonce ${nonce}`);
      assert.equal(ruleVersion, 2);
      const printed = execFileSync(process.execPath, [script, seeds.server, seeds.client, String(nonce), 'limbo', 'houseEdge=1'], {
        encoding: 'utf8',
      });
      assert.match(printed, new RegExp(`result ${result.replace('.', '\\.')}\\n$`));
    }
    const history = await call<{ list: GameBet[] }>('/game/bets/list', { pageSize: 20, gameId: 'limbo' }, fresh);
    assert.deepEqual(
      history.body.list.map((row) => row.fairness?.ruleVersion),
      results.map(() => 2),
    );
  });

  it('commits the next server seed before the client seed is chosen: a rotation activates exactly that seed', async () => {
    type SeedsAnswer = {
      active: { serverSeedHash: string; clientSeed: string; nonce: number };
      nextServerSeedHash: string;
      previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; bets: number } | null;
    };
    const fresh = await newPlayer('20.00');
    const shown = await call<SeedsAnswer>('/originals/seeds/get', {}, fresh);
    assert.equal(shown.status, 200);
    const committed = shown.body.nextServerSeedHash;
    assert.match(committed, /^[0-9a-f]{64}$/);
    assert.notEqual(committed, shown.body.active.serverSeedHash);
    // Asking again, or betting, does not draw a new one: the commitment stands until the rotation.
    await bet('/originals/dice/bet', { currency: 'USD', amount: '1.00', target: '50.00', condition: 'over' }, fresh);
    assert.equal((await call<SeedsAnswer>('/originals/seeds/get', {}, fresh)).body.nextServerSeedHash, committed);

    // The client seed is chosen only now, after the hash of the server seed it will meet was shown.
    const rotated = await call<SeedsAnswer>('/originals/seeds/rotate', { clientSeed: 'chosen after the commitment' }, fresh);
    assert.equal(rotated.status, 200, JSON.stringify(rotated.body));
    assert.equal(rotated.body.active.serverSeedHash, committed);
    assert.equal(rotated.body.active.clientSeed, 'chosen after the commitment');
    assert.notEqual(rotated.body.nextServerSeedHash, committed, 'a new next seed is committed at once');
    const active = await activeSeeds(fresh);
    assert.equal(sha256(active.server), committed, 'the seed now in use is the one whose hash was shown');
    const limbo = await bet('/originals/limbo/bet', { currency: 'USD', amount: '1.00', target: '2.00' }, fresh);
    assert.equal(limbo.body.bet.fairness?.serverSeedHash, committed);

    // Revealed at the next rotation, it still hashes to what was shown before the client seed.
    const again = await call<SeedsAnswer>('/originals/seeds/rotate', {}, fresh);
    assert.equal(sha256(again.body.previous!.serverSeed), committed);
    assert.equal(again.body.previous!.clientSeed, 'chosen after the commitment');
    assert.equal(again.body.active.serverSeedHash, rotated.body.nextServerSeedHash);
  });

  describe('mines', () => {
    const start = (who: SignedIn, mines: number, amount = '1.00') => bet('/originals/mines/start', { currency: 'USD', amount, mines }, who);
    const reveal = (who: SignedIn, roundId: string, tile: number) => call<RoundAnswer>('/originals/mines/reveal', { roundId, tile }, who);
    const cashout = (who: SignedIn, roundId: string) =>
      moneyCall<RoundAnswer & { reason?: string }>(server, who, '/originals/mines/cashout', { roundId });

    it('pays a cash-out after safe tiles, one round at a time, and refuses to rotate while it is open', async () => {
      const fresh = await newPlayer('100.00');
      const seeds = await activeSeeds(fresh);
      const started = await start(fresh, 3, '2.00');
      assert.equal(started.status, 200, JSON.stringify(started.body));
      const { roundId } = started.body.round;
      assert.equal(started.body.round.status, 'active');
      assert.equal(started.body.round.bet.status, 'open');
      assert.equal(started.body.round.minePositions, null);
      assert.equal(await cash(fresh), '98.00', 'the stake is debited when the round starts');

      const again = await start(fresh, 5);
      assert.equal(again.body.reason, 'GAME_ROUND_ACTIVE');
      assert.deepEqual(again.body.meta, { roundId });
      const rotate = await call('/originals/seeds/rotate', {}, fresh);
      assert.equal(rotate.body.reason, 'GAME_ROUND_ACTIVE');
      assert.deepEqual(rotate.body.meta, { roundId });
      assert.equal((await cashout(fresh, roundId)).body.reason, 'VALIDATION_FAILED', 'a cash-out needs a safe tile');

      const mines = expectedMines(seeds, 0, 3);
      const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
      const first = await reveal(fresh, roundId, safe[0]!);
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.deepEqual(first.body.round.revealed, [safe[0]]);
      assert.equal(first.body.round.multiplier, (minesMultiplier(3, 1) / 10_000).toFixed(4));
      assert.equal((await reveal(fresh, roundId, safe[0]!)).body.reason, 'VALIDATION_FAILED');
      const second = await reveal(fresh, roundId, safe[1]!);
      assert.equal(second.body.round.multiplier, (minesMultiplier(3, 2) / 10_000).toFixed(4));
      assert.equal(second.body.round.nextMultiplier, (minesMultiplier(3, 3) / 10_000).toFixed(4));
      assert.deepEqual((await call<{ round: MinesRound }>('/originals/mines/active', {}, fresh)).body.round?.revealed, [safe[0], safe[1]]);

      const cashed = await cashout(fresh, roundId);
      assert.equal(cashed.status, 200, JSON.stringify(cashed.body));
      const payout = (200n * BigInt(minesMultiplier(3, 2))) / 10_000n;
      assert.equal(cashed.body.round.status, 'cashed_out');
      assert.equal(cents(cashed.body.round.payout), payout);
      assert.deepEqual(cashed.body.round.minePositions, mines);
      assert.equal(cashed.body.round.bet.status, 'settled');
      assert.equal(cashed.body.round.bet.fairness?.outcome, mines.join(','));
      assert.equal(cents(await cash(fresh)), 10_000n - 200n + payout);
      assert.equal((await reveal(fresh, roundId, safe[2]!)).body.reason, 'GAME_ROUND_FINISHED');
      assert.equal((await cashout(fresh, roundId)).body.reason, 'GAME_ROUND_FINISHED');
      assert.equal((await call<{ round: null }>('/originals/mines/active', {}, fresh)).body.round, null);
      assert.equal((await call('/originals/seeds/rotate', {}, fresh)).status, 200);
      await assertLedgerBalanced(server);
    });

    it('loses the stake on a mine and shows where the mines were', async () => {
      const fresh = await newPlayer('10.00');
      const seeds = await activeSeeds(fresh);
      const { roundId } = (await start(fresh, 5)).body.round;
      const mines = expectedMines(seeds, 0, 5);
      const busted = await reveal(fresh, roundId, mines[0]!);
      assert.equal(busted.body.round.status, 'busted');
      assert.equal(busted.body.round.payout, '0.00');
      assert.equal(busted.body.round.multiplier, '0.0000');
      assert.deepEqual(busted.body.round.minePositions, mines);
      assert.equal(busted.body.round.bet.status, 'settled');
      assert.equal(await cash(fresh), '9.00');
      assert.equal((await cashout(fresh, roundId)).body.reason, 'GAME_ROUND_FINISHED');
      // Another player cannot touch the round.
      assert.equal((await reveal(player, roundId, 0)).body.reason, 'GAME_ROUND_NOT_FOUND');
      await assertLedgerBalanced(server);
    });

    it('cashes out by itself on the last safe tile, and caps the payout at the max win', async () => {
      const fresh = await newPlayer('100.00');
      const seeds = await activeSeeds(fresh);
      const { roundId } = (await start(fresh, 24)).body.round;
      const [safe] = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !expectedMines(seeds, 0, 24).includes(tile));
      const won = await reveal(fresh, roundId, safe!);
      assert.equal(won.body.round.status, 'cashed_out');
      assert.equal(won.body.round.payout, '24.75', '0.99 x 25');
      assert.equal(won.body.round.nextMultiplier, null);
      assert.equal(await cash(fresh), '123.75');

      // 20 mines, all 5 safe tiles: 0.99 x C(25,5) = 52,598.7x on 10.00 is capped at the 100,000.00 max win.
      const capped = (await start(fresh, 20, '10.00')).body.round;
      const mines = expectedMines(seeds, 1, 20);
      let last: MinesRound = capped;
      for (const tile of Array.from({ length: 25 }, (_, index) => index).filter((index) => !mines.includes(index))) {
        last = (await reveal(fresh, capped.roundId, tile)).body.round;
      }
      assert.equal(last.status, 'cashed_out');
      assert.equal(last.payout, '100000.00');
      assert.equal(await cash(fresh), '100113.75');
      await assertLedgerBalanced(server);
    });
  });

  it('returns 100 - houseEdge percent over 100,000 dice bets, within 5 standard deviations', async () => {
    // Under 49.50: chance 4950 in 10001 rolls, multiplier 99 / 49.5 = 2x.
    const bets = 100_000;
    const amount = 100n;
    let returned = 0n;
    for (let index = 0; index < bets; index += 1) {
      const draw = { serverSeed: randomBytes(32).toString('hex'), clientSeed: 'simulation', nonce: index };
      returned += (await playDice(draw, amount, { target: 4950, condition: 'under' }, 1)).payout;
    }
    const rtp = Number(returned) / Number(amount * BigInt(bets));
    const chance = 4950 / 10_001;
    const expected = 2 * chance;
    const sigma = Math.sqrt((4 * chance * (1 - chance)) / bets);
    assert.ok(Math.abs(rtp - expected) < 5 * sigma, `return ${rtp}, expected ${expected} +- ${5 * sigma}`);
    // The expectation itself is the target edge (the 10,001st roll, 100.00, costs a hundredth of a percent).
    assert.ok(Math.abs(expected - 0.99) < 0.0002);
  });
});
