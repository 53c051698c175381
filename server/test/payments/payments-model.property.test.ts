import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { toMinor, type Transaction } from '@app/contract';
import {
  assertLedgerBalanced,
  moneyCall,
  providerCallback,
  register,
  startServer,
  type SignedIn,
  type TestServer,
  operatorAdjust,
} from '../helpers.ts';

/**
 * A randomised model test of the wallet: batches of deposits (paid, declined, their callbacks sent
 * twice), withdrawals, the operator's approvals and rejections and adjustments, from several players
 * at once, run concurrently against the real server. A simple in-memory model, fed only with what
 * the server said succeeded, must agree with every balance afterwards, and the ledger check passes.
 */
type Op =
  | { kind: 'deposit'; player: number; amount: number; paid: boolean }
  | { kind: 'withdraw'; player: number; amount: number }
  | { kind: 'decide'; approve: boolean }
  | { kind: 'adjust'; player: number; amount: number };

const PLAYERS = 4;
const playerIndex = fc.integer({ min: 0, max: PLAYERS - 1 });
/** Whole dollars within the seeded USD channels (deposit 10–5000, withdrawal 20–5000 at a 1% fee). */
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      player: playerIndex,
      amount: fc.integer({ min: 10, max: 400 }),
      paid: fc.boolean(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('withdraw' as const), player: playerIndex, amount: fc.integer({ min: 20, max: 300 }) }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('decide' as const), approve: fc.boolean() }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      player: playerIndex,
      // The operator adjusts by a non-zero amount (zero is refused: it adjusts nothing).
      amount: fc.integer({ min: -200, max: 200 }).filter((amount) => amount !== 0),
    }),
    weight: 1,
  },
);

interface ModelPlayer {
  cash: bigint;
  pending: bigint;
  /** Withdrawals in review: id → amount (minor units). */
  reviewing: Map<string, bigint>;
}

describe('the wallet against a model', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  const call = (player: SignedIn, path: string, body: unknown) =>
    moneyCall<{ transaction: Transaction; redirectUrl: string }>(server, player, path, body);
  const callback = async (paymentId: string, reference: string, amount: string, paid: boolean) => {
    const answer = await providerCallback(server, {
      id: `evt_${paymentId}`,
      type: paid ? 'payment.succeeded' : 'payment.declined',
      data: { paymentId, reference, amount, currency: 'USD', status: paid ? 'paid' : 'declined' },
    });
    assert.equal(answer.status, 200);
  };

  it('agrees with the model after concurrent batches of every money movement', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(opArbitrary, { minLength: 1, maxLength: 8 }), { minLength: 2, maxLength: 6 }), async (batches) => {
        const players = await Promise.all(Array.from({ length: PLAYERS }, () => register(server)));
        const model: ModelPlayer[] = players.map(() => ({ cash: 0n, pending: 0n, reviewing: new Map() }));
        for (const batch of batches) {
          await Promise.all(
            batch.map(async (op) => {
              if (op.kind === 'deposit') {
                const player = players[op.player]!;
                const started = await call(player, '/payment/deposit/initiate', {
                  channelId: 'usd-fiat-deposit',
                  currency: 'USD',
                  amount: String(op.amount),
                });
                assert.equal(started.status, 200, JSON.stringify(started.body));
                const paymentId = started.body.redirectUrl.split('/').at(-1)!;
                const { transactionId } = started.body.transaction;
                // The provider's callback, delivered twice at once.
                await Promise.all([
                  callback(paymentId, transactionId, String(op.amount), op.paid),
                  callback(paymentId, transactionId, String(op.amount), op.paid),
                ]);
                if (op.paid) model[op.player]!.cash += toMinor(String(op.amount), 2);
              } else if (op.kind === 'withdraw') {
                const answer = await call(players[op.player]!, '/review/withdraw', {
                  channelId: 'usd-fiat-withdraw',
                  currency: 'USD',
                  amount: String(op.amount),
                });
                if (answer.status === 200) {
                  const amount = toMinor(String(op.amount), 2);
                  const entry = model[op.player]!;
                  entry.cash -= amount;
                  entry.pending += amount;
                  entry.reviewing.set(answer.body.transaction.transactionId, amount);
                } else {
                  assert.equal(answer.body.reason, 'INSUFFICIENT_FUNDS');
                }
              } else if (op.kind === 'decide') {
                const owner = model.find((entry) => entry.reviewing.size > 0);
                const [transactionId, amount] = owner ? [...owner.reviewing][0]! : [];
                if (!owner || !transactionId || amount === undefined) return;
                owner.reviewing.delete(transactionId);
                const path = op.approve ? '/operator/withdrawals/approve' : '/operator/withdrawals/reject';
                const answer = await server.operator(
                  path,
                  op.approve ? { transactionId } : { transactionId, reason: 'Checked by the model test' },
                );
                assert.equal(answer.status, 200, JSON.stringify(answer.body));
                owner.pending -= amount;
                if (!op.approve) owner.cash += amount;
              } else {
                const player = players[op.player]!;
                const answer = await operatorAdjust(server, {
                  user: player.user.userId,
                  currency: 'USD',
                  amount: String(op.amount),
                });
                if (answer.status === 200) model[op.player]!.cash += toMinor(String(op.amount), 2);
                else assert.equal(answer.body.reason, 'INSUFFICIENT_FUNDS');
              }
            }),
          );
        }
        for (const [index, player] of players.entries()) {
          const [row] = await server.platform.ledger.balances(player.user.userId, 'USD');
          assert.deepEqual(
            { cash: row?.cash ?? 0n, pending: row?.pendingWithdrawal ?? 0n },
            { cash: model[index]!.cash, pending: model[index]!.pending },
          );
        }
        await assertLedgerBalanced(server);
      }),
      { numRuns: 30, endOnFailure: true },
    );
  });
});
