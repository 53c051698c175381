import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { profileRoundTrips } from '../../src/db/round-trips.ts';
import { inTransaction } from '../../src/db/transaction.ts';
import { diceBet, serverWithPlayer, type SignedIn, type TestServer } from '../helpers.ts';

/*
 * Every statement sent to the database is counted, in the scope of the work that sent it: a call's
 * round trips are a figure of its own, the same however busy the machine is.
 */
describe('round trips to the database', () => {
  let server: TestServer;
  let player: SignedIn;
  serverWithPlayer('100.00', (started) => ({ server, player } = started), { env: { REPORT_DB_ROUND_TRIPS: 'true' } });

  it('counts each statement, and a transaction its BEGIN and COMMIT', async () => {
    const db = server.platform.database.db;
    const single = await profileRoundTrips(() => sql`select 1 as one`.execute(db));
    assert.deepEqual(single.statements, ['select 1 as one']);

    const inOne = await profileRoundTrips(() =>
      inTransaction(db, async (tx) => {
        await sql`select 1 as one`.execute(tx);
        await sql`select 2 as two`.execute(tx);
      }),
    );
    assert.deepEqual(inOne.statements, ['BEGIN', 'select 1 as one', 'select 2 as two', 'COMMIT']);

    const rolledBack = await profileRoundTrips(() =>
      inTransaction(db, async (tx) => {
        await sql`select 1 as one`.execute(tx);
        throw new Error('no');
      }).catch(() => 'refused'),
    );
    assert.deepEqual(rolledBack.statements, ['BEGIN', 'select 1 as one', 'ROLLBACK']);
  });

  it('counts only the work in its scope, not what runs beside it', async () => {
    const db = server.platform.database.db;
    const [inside] = await Promise.all([
      profileRoundTrips(async () => {
        await sql`select 1 as one`.execute(db);
        await sql`select 3 as three`.execute(db);
      }),
      sql`select 2 as two`.execute(db),
      sql`select 4 as four`.execute(db),
    ]);
    assert.deepEqual(inside.statements, ['select 1 as one', 'select 3 as three']);
  });

  it("says each call's round trips in its answer when asked to", async () => {
    const bet = await diceBet(server, player, '1.00');
    assert.equal(bet.status, 200, JSON.stringify(bet.body));
    const trips = Number(bet.headers.get('x-db-round-trips'));
    // At least the transaction's BEGIN, its idempotency key, the stake and COMMIT.
    assert.ok(Number.isInteger(trips) && trips >= 4, `a Dice bet said ${bet.headers.get('x-db-round-trips')} round trips`);

    const config = await fetch(`${server.url}/site/config.json`);
    assert.equal(config.status, 200);
    assert.equal(config.headers.get('x-db-round-trips'), '0', 'the site config reads no database');
  });

  it('places a Dice bet wagering a bonus lot in 14 round trips when lost, 15 when won, 3 more when it reaches a VIP level', async () => {
    // The first bet makes the player's seed pair; the next ones find it.
    assert.equal((await diceBet(server, player, '1.00')).status, 200);
    // How many more than its count each bet took: a new VIP level sets it and makes its reward (3
    // more), and the player's session is read again once its minute in the instance's cache is over
    // (1 more, on a slow run): at least one of the bets shows its count exactly.
    const over: number[] = [];
    for (let bet = 0; bet < 8; bet += 1) {
      const answer = await diceBet<{ won: boolean }>(server, player, '1.00');
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const trips = Number(answer.headers.get('x-db-round-trips'));
      // The checks before the transaction (exclusion, first deposit), the nonce, the bonus lots (the
      // first deposit's lot wagering: the settings, the lots, the count written), the stake (with the
      // win when won), the limits (and the win given back to the loss limit), the bet's row, VIP
      // progress and periods, the key with the answer.
      const count = answer.body.won ? 15 : 14;
      assert.ok(trips <= count + 3 + 1, `a ${answer.body.won ? 'won' : 'lost'} Dice bet took ${trips} round trips`);
      over.push(trips - count);
    }
    assert.ok(Math.min(...over) <= 0, `Dice bets took ${over.join(', ')} round trips more than 14 lost or 15 won`);
  });
});
