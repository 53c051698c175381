import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { connectDatabase, dropSchema, openDatabase } from '../../src/db/database.ts';

/** Every migration before bonus wagering moved onto the lots. */
const BEFORE = readdirSync(new URL('../../src/db/migrations/', import.meta.url))
  .filter((file) => file.endsWith('.ts') && file < '0043_bonus_lots_wagering.ts')
  .map((file) => file.replace(/\.ts$/, ''));

describe('a database from before bonus lots were wagered on their own', () => {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : 'public';
  const pgliteDir = mkdtempSync(join(tmpdir(), 'bonus-migration-'));
  const config = { databaseUrl, databaseSchema: databaseUrl ? schema : undefined, pgliteDir };
  after(async () => {
    rmSync(pgliteDir, { recursive: true, force: true });
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it('makes an open requirement a lot wagering from nothing: the lifetime count does not carry over', async () => {
    const players: Record<'owing' | 'met' | 'lotless', string> = { owing: '', met: '', lotless: '' };
    const earlier = await connectDatabase(config);
    try {
      const migrations: Record<string, Migration> = {};
      for (const name of BEFORE) migrations[name] = (await import(`../../src/db/migrations/${name}.ts`)) as Migration;
      const migrator = new Migrator({ db: earlier.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
      const { error } = await migrator.migrateToLatest();
      if (error) throw error;
      const db = earlier.db;
      await sql`insert into currencies (code, name, decimals, aggregated_enabled, aggregated_hidden, sort_order) values ('USD', 'US Dollar', 2, true, false, 1)`.execute(
        db,
      );
      for (const name of Object.keys(players) as Array<keyof typeof players>) {
        const user = await sql<{ id: string }>`
          insert into users (email, password_hash, password_changed_at, currency, updated_at)
          values (${`${name}@example.com`}, 'x', now(), 'USD', now()) returning id`.execute(db);
        players[name] = user.rows[0]!.id;
      }
      const lot = (userId: string, amount: number, wagering: number) =>
        sql`insert into bonus_lots (id, user_id, currency, amount, remaining, wagering, source, created_at, expires_at)
            values (${randomUUID()}, ${userId}, 'USD', ${amount}, ${amount}, ${wagering}, 'deposit-reward:1', now(), now() + interval '30 days')`.execute(
          db,
        );
      const wagering = (userId: string, required: number, done: number) =>
        sql`insert into bonus_wagering (user_id, currency, required, done) values (${userId}, 'USD', ${required}, ${done})`.execute(db);
      const bonus = (userId: string, amount: number) =>
        sql`insert into wallet_balances (user_id, currency, cash, operator_bonus, updated_at) values (${userId}, 'USD', 0, ${amount}, now())`.execute(
          db,
        );
      // Wagered 1,000 in all (most of it before the bonus), owes 3,000 for a bonus of 100.
      await lot(players.owing, 10_000, 300_000);
      await wagering(players.owing, 300_000, 100_000);
      await bonus(players.owing, 10_000);
      // Met the requirement already: it stays met.
      await lot(players.met, 5_000, 150_000);
      await wagering(players.met, 150_000, 200_000);
      await bonus(players.met, 5_000);
      // Bonus money from before lots were kept, with wagering still owed.
      await wagering(players.lotless, 150_000, 20_000);
      await bonus(players.lotless, 5_000);
    } finally {
      await earlier.close();
    }

    const upgraded = await openDatabase(config);
    try {
      const lots = async (userId: string) =>
        (
          await sql<{ amount: string; remaining: string; wagering: string; wagered: string; status: string }>`
            select amount::text, remaining::text, wagering::text, wagered::text, status from bonus_lots where user_id = ${userId}`.execute(
            upgraded.db,
          )
        ).rows;
      assert.deepEqual(await lots(players.owing), [
        { amount: '10000', remaining: '10000', wagering: '300000', wagered: '0', status: 'wagering' },
      ]);
      assert.deepEqual(await lots(players.met), [
        { amount: '5000', remaining: '5000', wagering: '150000', wagered: '150000', status: 'completed' },
      ]);
      assert.deepEqual(await lots(players.lotless), [
        { amount: '5000', remaining: '5000', wagering: '150000', wagered: '0', status: 'wagering' },
      ]);
      const left = await sql<{ found: boolean }>`
        select exists (select 1 from information_schema.tables where table_name = 'bonus_wagering' and table_schema = ${schema}) as found`.execute(
        upgraded.db,
      );
      assert.equal(left.rows[0]?.found, false, 'the lifetime count is gone');
    } finally {
      await upgraded.close();
    }
  });
});
