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
});
