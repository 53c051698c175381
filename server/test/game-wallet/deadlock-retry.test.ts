import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { cashOf, fund, gameLauncher, REEF_RICHES, walletCall } from '../support/game-wallet.ts';
import { assertLedgerBalanced, register, startServer } from '../helpers.ts';
import { deadlockPartner } from '../support/deadlock.ts';

const databaseUrl = process.env.DATABASE_URL;

/**
 * A game provider's bet, win or rollback that PostgreSQL ends to break a deadlock (40P01) is rolled
 * back whole, its claimed transaction id with it: the wallet runs it again and answers the provider
 * OK, where a 500 would make the provider roll back a bet the player saw accepted.
 */
describe('a seamless wallet call chosen as a deadlock victim', () => {
  it(
    'is run again and answered OK, its money moved once',
    { skip: databaseUrl ? false : 'needs Postgres (DATABASE_URL): the embedded database has one connection and no deadlocks' },
    async () => {
      const server = await startServer();
      let other: Awaited<ReturnType<typeof deadlockPartner>> | undefined;
      try {
        const player = await register(server);
        await fund(server, player, '10.00');
        const { sessionId } = await gameLauncher(server).open({
          userId: player.user.userId,
          currency: 'USD',
          language: 'en',
          game: REEF_RICHES,
        });
        const round = randomUUID();
        const transactionId = `${round}-bet`;

        // Another transaction holds the player's balance; the bet claims its transaction id, then waits for the balance.
        other = await deadlockPartner(server, databaseUrl!);
        await other.query('select 1 from wallet_balances where user_id = $1 for update', [player.user.userId]);
        const bet = walletCall(server, 'bet', {
          sessionId,
          transactionId,
          roundId: round,
          amount: '2.50',
          currency: 'USD',
          gameId: REEF_RICHES.gameId,
        });
        assert.ok(await other.seesAWait(), 'the bet waits for the balance');
        // Now this transaction wants the transaction id the bet has claimed: a deadlock, which PostgreSQL breaks by ending the bet's.
        await other.query(
          `insert into gamewallet_transactions (provider, transaction_id, kind, status, session_id, user_id, round_id, amount, currency, answer_status, answer)
           values ('demogames', $1, 'bet', 'ok', $2, $3, $4, 0, 'USD', 200, '{}')`,
          [transactionId, sessionId, player.user.userId, round],
        );
        await other.query('rollback');

        const answer = await bet;
        assert.deepEqual(answer, { status: 200, body: { status: 'OK', balance: '7.50', currency: 'USD', transactionId } });
        assert.equal(await cashOf(server, player), '7.50', 'the stake taken once');
        await assertLedgerBalanced(server);
      } finally {
        await other?.end();
        await server.close();
      }
    },
  );
});
