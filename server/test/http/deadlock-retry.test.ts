import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertLedgerBalanced, balanceOf, deposit, diceBet, register, startServer } from '../helpers.ts';
import { deadlockPartner } from '../support/deadlock.ts';

const databaseUrl = process.env.DATABASE_URL;

/**
 * Under concurrency PostgreSQL may end a transaction to break a deadlock (40P01) or a
 * serialization failure (40001): all its work is rolled back, so a money call's transaction is run
 * again, and the player gets the answer of a call that went through, never a 500.
 */
describe('a money call chosen as a deadlock victim', () => {
  it(
    'is run again and answered 200, its money moved once',
    { skip: databaseUrl ? false : 'needs Postgres (DATABASE_URL): the embedded database has one connection and no deadlocks' },
    async () => {
      const server = await startServer();
      let other: Awaited<ReturnType<typeof deadlockPartner>> | undefined;
      try {
        const player = await register(server);
        await deposit(server, player, '100.00');
        // The player's seed pair exists once a first bet has been drawn.
        assert.equal((await diceBet(server, player, '1.00')).status, 200);
        const before = await balanceOf(server, player);

        // Another transaction holds the player's balance; the bet takes the seed pair's nonce, then waits for the balance.
        other = await deadlockPartner(server, databaseUrl!);
        await other.query('select 1 from wallet_balances where user_id = $1 for update', [player.user.userId]);
        const bet = diceBet<{ bet?: { id: string; amount: string; payout: string } }>(server, player, '2.00');
        assert.ok(await other.seesAWait(), 'the bet waits for the balance');
        // Now this transaction wants the seed pair the bet holds: a deadlock, which PostgreSQL breaks by ending the bet's transaction.
        await other.query('select 1 from originals_seed_pairs where user_id = $1 for update', [player.user.userId]);
        await other.query('rollback');

        const answer = await bet;
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        const after = await balanceOf(server, player);
        const moved = Math.round((Number(after.cash) - Number(before.cash)) * 100);
        const payout = Math.round(Number(answer.body.bet?.payout ?? 0) * 100);
        assert.equal(moved, payout - 200, 'the stake taken once and the payout paid once');
        await assertLedgerBalanced(server);
      } finally {
        await other?.end();
        await server.close();
      }
    },
  );
});
