import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { assertLedgerBalanced, balanceOf, deposit, diceBet, register, sleep, startServer } from '../helpers.ts';

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
      const other = new pg.Client({ connectionString: databaseUrl });
      other.on('error', () => undefined);
      try {
        const player = await register(server);
        await deposit(server, player, '100.00');
        // The player's seed pair exists once a first bet has been drawn.
        assert.equal((await diceBet(server, player, '1.00')).status, 200);
        const before = await balanceOf(server, player);

        // Another transaction holds the player's balance; the bet takes the seed pair's nonce, then waits for the balance.
        await other.connect();
        const schema = server.config.databaseSchema!;
        await other.query(`set search_path to "${schema}"`);
        await other.query('begin');
        // This transaction waits longer than the bet's before it looks for a deadlock: the bet is the one PostgreSQL ends.
        await other.query(`set local deadlock_timeout = '20s'`);
        await other.query('select 1 from wallet_balances where user_id = $1 for update', [player.user.userId]);
        const bet = diceBet<{ bet?: { id: string; amount: string; payout: string } }>(server, player, '2.00');
        let waiting = false;
        for (let attempt = 0; attempt < 200 && !waiting; attempt += 1) {
          const rows = await other.query<{ n: string }>(
            `select count(*)::text as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          );
          waiting = rows.rows[0]!.n !== '0';
          if (!waiting) await sleep(25);
        }
        assert.ok(waiting, 'the bet waits for the balance');
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
        await other.end().catch(() => undefined);
        await server.close();
      }
    },
  );
});
