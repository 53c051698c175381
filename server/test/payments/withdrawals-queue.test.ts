import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Transaction } from '@app/contract';
import { moneyCall, operatorAdjust, register, suiteServer, type SignedIn } from '../helpers.ts';

type Queue = { withdrawals: Array<Transaction & { userId: string; email: string }>; nextCursor: string | null };

/**
 * The operator's queue of withdrawals waiting for review, oldest first, in pages by cursor: a page
 * costs the same few statements whatever its size (not one per withdrawal), and walking the pages
 * lists every waiting withdrawal once, in order, even when some share one instant.
 */
describe('the withdrawals waiting for review', () => {
  const server = suiteServer({ env: { REPORT_DB_ROUND_TRIPS: 'true' } });

  const withdraw = async (player: SignedIn, amount: string) => {
    const answer = await moneyCall<{ transaction: Transaction }>(server, player, '/review/withdraw', {
      channelId: 'usd-fiat-withdraw',
      currency: 'USD',
      amount,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.transaction.transactionId;
  };
  const queue = (body: { limit?: number; cursor?: string; user?: string }) => server.operator<Queue>('/operator/withdrawals/list', body);

  it('pages oldest first by cursor, every waiting withdrawal once, in a few statements whatever the page size', async () => {
    const players = [await register(server), await register(server)];
    for (const player of players) {
      const funded = await operatorAdjust(server, { user: player.user.userId, currency: 'USD', amount: '1000.00' });
      assert.equal(funded.status, 200);
    }
    const made: string[] = [];
    for (let index = 0; index < 24; index += 1) made.push(await withdraw(players[index % 2]!, `${20 + index}.00`));
    // Eight of them at one instant: the order falls back on the id.
    const { db } = server.platform.database;
    await sql`update payment_transactions set created_at = (select min(created_at) from payment_transactions where id in (${sql.join(made)}))
      where id in (${sql.join(made.slice(8, 16))})`.execute(db);
    // Two decided: they leave the queue.
    assert.equal((await server.operator('/operator/withdrawals/approve', { transactionId: made[3] })).status, 200);
    assert.equal(
      (await server.operator('/operator/withdrawals/reject', { transactionId: made[20], reason: 'The account name does not match' }))
        .status,
      200,
    );
    const expected = (
      await sql<{ id: string }>`select id from payment_transactions where type = 'withdraw' and status = 'reviewing'
        order by created_at, id`.execute(db)
    ).rows.map((row) => row.id);
    assert.equal(expected.length, 22);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const page = await queue({ limit: 5, ...(cursor ? { cursor } : {}) });
      assert.equal(page.status, 200, JSON.stringify(page.body));
      assert.ok(page.body.withdrawals.length <= 5);
      seen.push(...page.body.withdrawals.map((entry) => entry.transactionId));
      for (const entry of page.body.withdrawals) {
        assert.equal(entry.status, 'reviewing');
        // The queue names the player by email, not only by id.
        assert.equal(entry.email, players.find((player) => player.user.userId === entry.userId)?.user.email);
        assert.deepEqual(
          entry.steps.map((step) => step.status),
          ['reviewing'],
        );
      }
      if (!page.body.nextCursor) break;
      cursor = page.body.nextCursor;
    }
    assert.deepEqual(seen, expected, 'every waiting withdrawal once, oldest first, ties by id');

    // A page of 22 costs what a page of 2 does: not a statement per withdrawal.
    const small = await queue({ limit: 2 });
    const large = await queue({ limit: 50 });
    assert.equal(large.body.withdrawals.length, 22);
    assert.equal(large.body.nextCursor, null);
    assert.equal(small.body.withdrawals.length, 2);
    assert.ok(small.body.nextCursor);
    assert.equal(large.headers.get('x-db-round-trips'), small.headers.get('x-db-round-trips'));
    assert.ok(Number(large.headers.get('x-db-round-trips')) <= 4, `round trips: ${large.headers.get('x-db-round-trips')}`);

    // A withdrawal made after a page was read comes on a later page; nothing read is shown again.
    const first = await queue({ limit: 21 });
    const late = await withdraw(players[0]!, '25.00');
    const rest = await queue({ limit: 5, cursor: first.body.nextCursor! });
    assert.deepEqual(
      rest.body.withdrawals.map((entry) => entry.transactionId),
      [expected[21], late],
    );
  });

  it("reads one player's waiting withdrawals however long the queue ahead of them", async () => {
    const [busy, quiet] = [await register(server), await register(server)];
    for (const player of [busy, quiet]) {
      assert.equal((await operatorAdjust(server, { user: player.user.userId, currency: 'USD', amount: '1000.00' })).status, 200);
    }
    // The quiet player's withdrawal comes after a page's worth of someone else's.
    for (let index = 0; index < 6; index += 1) await withdraw(busy, `${20 + index}.00`);
    const own = await withdraw(quiet, '40.00');
    const first = await queue({ limit: 5, user: quiet.user.userId });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(
      first.body.withdrawals.map((entry) => [entry.transactionId, entry.userId]),
      [[own, quiet.user.userId]],
    );
    assert.equal(first.body.nextCursor, null);
    // By cursor too: the pages of one player's withdrawals hold only theirs.
    const busyPage = await queue({ limit: 4, user: busy.user.userId });
    assert.equal(busyPage.body.withdrawals.length, 4);
    assert.ok(busyPage.body.withdrawals.every((entry) => entry.userId === busy.user.userId));
    const busyRest = await queue({ limit: 4, user: busy.user.userId, cursor: busyPage.body.nextCursor! });
    assert.ok(busyRest.body.withdrawals.every((entry) => entry.userId === busy.user.userId));
    assert.ok(busyRest.body.withdrawals.length >= 2);
    // Not an id: refused, naming the field.
    const wrong = await queue({ user: 'someone' });
    assert.equal(wrong.status, 400);
  });

  it('refuses a cursor it did not hand out', async () => {
    const answer = await queue({ cursor: 'not-a-cursor' });
    assert.equal(answer.status, 400);
    assert.equal((answer.body as unknown as { reason: string }).reason, 'VALIDATION_FAILED');
  });
});
