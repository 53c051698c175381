import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { up as createDemoGamesTables } from '../../simulators/demogames/migrations/0001_sessions_rounds.ts';
import { up as createDemoPayTable } from '../../simulators/demopay/migrations/0001_payments.ts';
import type { Db } from '../../src/db/schema.ts';
import { startServer, type TestServer } from '../helpers.ts';
import { REEF_RICHES } from '../support/game-wallet.ts';
import { earlierDatabase, migrationsBefore, ownDatabase } from '../support/migrations.ts';

/** Every platform step: the database as the platform's migrations alone left it, 0017 and 0033 included. */
const PLATFORM_STEPS = migrationsBefore('9999');
const SIMULATOR_TABLES = ['demopay_payments', 'demogames_sessions', 'demogames_rounds'];

async function recorded(db: Db, schema: string, table: string): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from ${sql.table(`${schema}.${table}`)} order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}

/** The simulators' tables as the database describes them: columns, indexes and constraints (schema names left out). */
async function shape(db: Db, schema: string) {
  const columns = await sql<Record<string, unknown>>`
    select table_name, column_name, ordinal_position, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = ${schema} and table_name in (${sql.join(SIMULATOR_TABLES)})
    order by table_name, ordinal_position`.execute(db);
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where schemaname = ${schema} and tablename in (${sql.join(SIMULATOR_TABLES)})
    order by indexname`.execute(db);
  const constraints = await sql<Record<string, unknown>>`
    select rel.relname as table_name, con.conname, con.contype, pg_get_constraintdef(con.oid) as definition
    from pg_constraint con join pg_class rel on rel.oid = con.conrelid join pg_namespace ns on ns.oid = rel.relnamespace
    where ns.nspname = ${schema} and rel.relname in (${sql.join(SIMULATOR_TABLES)})
    order by rel.relname, con.conname`.execute(db);
  return {
    columns: columns.rows,
    indexes: indexes.rows.map((row) => ({ ...row, indexdef: row.indexdef.replaceAll(`${schema}.`, '') })),
    constraints: constraints.rows,
  };
}

/** The schema the server's database is on. */
const schemaOf = (server: TestServer) => server.config.databaseSchema ?? 'public';

/** The simulators' tables on a new database. */
async function newTables(): Promise<Awaited<ReturnType<typeof shape>>> {
  const server = await startServer();
  try {
    return await shape(server.platform.database.db, schemaOf(server));
  } finally {
    await server.close();
  }
}

describe("the simulators' own tables", () => {
  const earlier = ownDatabase('simulator-tables-migration');
  /** The tables a new database has, once the first test has read them. */
  let made: Awaited<ReturnType<typeof shape>> | undefined;

  it('are made on a new database by the simulators, each recording its own steps, while the platform records its own', async () => {
    const server = await startServer();
    try {
      const { db } = server.platform.database;
      const schema = schemaOf(server);
      assert.deepEqual(await recorded(db, schema, 'kysely_migration'), PLATFORM_STEPS);
      assert.deepEqual(await recorded(db, schema, 'demopay_migration'), ['0001_payments']);
      assert.deepEqual(await recorded(db, schema, 'demogames_migration'), ['0001_sessions_rounds']);
      made = await shape(db, schema);
      const { columns, indexes, constraints } = made;
      assert.deepEqual([...new Set(columns.map((column) => column.table_name))].sort(), [...SIMULATOR_TABLES].sort());
      assert.deepEqual(
        indexes.map((index) => index.indexname),
        ['demogames_rounds_owed', 'demogames_rounds_pkey', 'demogames_sessions_pkey', 'demopay_payments_due', 'demopay_payments_pkey'],
      );
      assert.ok(constraints.some((constraint) => constraint.conname === 'demogames_rounds_session_token_fkey'));
    } finally {
      await server.close();
    }
  });

  it('are adopted as they are, rows and all, on a database whose platform migrations 0017 and 0033 made them: the same tables as a new one', async () => {
    const place = earlier;
    const env: Record<string, string> = place.config.databaseUrl
      ? { DATABASE_SCHEMA: place.schema }
      : { PGLITE_DIR: place.config.pgliteDir };
    let before: Awaited<ReturnType<typeof shape>> | undefined;
    await earlierDatabase(place, PLATFORM_STEPS, async (db) => {
      // What 0017 and 0033 made, moved unchanged into the simulators' first steps.
      // A migration step sees the database untyped, as the migrator gives it.
      const untyped = db as unknown as Kysely<unknown>;
      await createDemoPayTable(untyped);
      await createDemoGamesTables(untyped);
      await sql`
        insert into demopay_payments (id, merchant_ref, amount, currency, description, return_url, callback_url, status, callback_state)
        values ('early-open', 'dep-1', '25.00', 'EUR', 'Deposit to Lucky Reef', '/wallet', 'http://127.0.0.1:9/callbacks', 'open', 'none'),
               ('early-paid', 'dep-2', '10.00', 'EUR', 'Deposit to Lucky Reef', '/wallet', 'http://127.0.0.1:9/callbacks', 'paid', 'delivered')`.execute(
        db,
      );
      await sql`
        insert into demogames_sessions (token, currency, decimals, language, game, demo, demo_balance)
        values ('early-demo', 'FUN', 2, 'en', ${JSON.stringify(REEF_RICHES)}, true, 98000)`.execute(db);
      await sql`
        insert into demogames_rounds (id, session_token, game_id, engine, stake, win, outcome, state, closed_at)
        values ('early-round', 'early-demo', 'reef-riches', 'slot', 2000, 0, '{}', 'closed', now())`.execute(db);
      before = await shape(db, place.schema);
    });
    assert.deepEqual(before, made ?? (await newTables()), 'the earlier tables are those a new database has');

    for (let start = 1; start <= 2; start += 1) {
      const server = await startServer({ env: { ...env, SEED_DEMO: 'false' } });
      try {
        const { db } = server.platform.database;
        const schema = place.schema;
        assert.deepEqual(await recorded(db, schema, 'kysely_migration'), PLATFORM_STEPS, `start ${start}`);
        assert.deepEqual(await recorded(db, schema, 'demopay_migration'), ['0001_payments']);
        assert.deepEqual(await recorded(db, schema, 'demogames_migration'), ['0001_sessions_rounds']);
        assert.deepEqual(await shape(db, schema), before, 'the tables are as they were');

        const payments = await sql<{ id: string; status: string }>`select id, status from demopay_payments order by id`.execute(db);
        assert.deepEqual(payments.rows, [
          { id: 'early-open', status: 'open' },
          { id: 'early-paid', status: 'paid' },
        ]);
        // The provider serves the payment it opened before the upgrade, and the studio the session.
        const page = await fetch(`${server.url}/demopay/pay/early-open`);
        assert.equal(page.status, 200);
        assert.ok((await page.text()).includes('25.00 EUR'));
        const session = await fetch(`${server.url}/demogames/api/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ session: 'early-demo' }),
        });
        assert.equal(session.status, 200);
        const { balance } = (await session.json()) as { balance: string };
        if (start === 1) {
          assert.equal(balance, '980.00');
          const played = await server.platform.demoGames.play('early-demo', { stake: '1.00' });
          assert.ok(played.roundId);
        }
        const rounds = await sql<{ id: string }>`select id from demogames_rounds where session_token = 'early-demo'`.execute(db);
        assert.equal(rounds.rows.length, 2, 'the earlier round and the one played since');
      } finally {
        await server.close();
      }
    }
  });
});
