import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { register, sleep, startServer, type TestServer } from '../helpers.ts';

/**
 * A PostgreSQL restart (or a failover, or an operator's pg_terminate_backend) ends every connection
 * the server's pool holds, the idle ones included. The server must take that as the pool does: the
 * broken connections are dropped and the next query opens a new one; the process goes on serving.
 * On the embedded database there is no connection to lose, and the server simply keeps answering.
 */
describe('the database ends the connections the server holds', () => {
  let server: TestServer | undefined;
  after(async () => server?.close());

  it('keeps serving: the next requests get new connections', async () => {
    server = await startServer({ env: { SEED_DEMO: 'false' } });
    const { db } = server.platform.database;
    const databaseUrl = process.env.DATABASE_URL;
    // Several connections at once, so that the pool keeps some idle ones.
    const pids = new Set<number>();
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        await db.transaction().execute(async (tx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx);
          pids.add(Number(rows[0]!.pid));
          await sleep(100);
        });
      }),
    );
    if (databaseUrl) {
      // Only this server's own connections: the database may serve others meanwhile.
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [[...pids]]);
      } finally {
        await admin.end();
      }
      // The pool hears of its idle connections' end.
      await sleep(500);
    }
    const player = await register(server);
    assert.ok(player.accessToken, 'a sign-up after the connections were lost');
    const check = await server.platform.ledger.check();
    assert.equal(check.ok, true);
  });

  it('keeps serving when the connection of a transaction in progress ends between two of its queries', async () => {
    server ??= await startServer({ env: { SEED_DEMO: 'false' } });
    const { db } = server.platform.database;
    const databaseUrl = process.env.DATABASE_URL;
    const work = db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx);
      if (databaseUrl) {
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        try {
          await admin.query('select pg_terminate_backend($1::int)', [Number(rows[0]!.pid)]);
        } finally {
          await admin.end();
        }
      }
      // The connection ends while the transaction waits for something else.
      await sleep(500);
      await sql`select 1`.execute(tx);
    });
    if (databaseUrl) await assert.rejects(work);
    else await work;
    const player = await register(server);
    assert.ok(player.accessToken, 'a sign-up after the transaction lost its connection');
  });
});
