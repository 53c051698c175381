import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.ts';
import { earlierDatabase, insertDollar, insertPlayer, migrationsBefore, ownDatabase } from '../support/migrations.ts';

/** Every migration before bonus wagering moved onto the lots. */
const BEFORE = migrationsBefore('0043_bonus_lots_wagering');

describe('a database from before bonus lots were wagered on their own', () => {
  const place = ownDatabase('bonus-migration');
  const { schema, config } = place;

  it('makes an open requirement a lot wagering from nothing: the lifetime count does not carry over', async () => {
    const players: Record<'owing' | 'met' | 'lotless', string> = { owing: '', met: '', lotless: '' };
    await earlierDatabase(place, BEFORE, async (db) => {
      await insertDollar(db);
      for (const name of Object.keys(players) as Array<keyof typeof players>) players[name] = await insertPlayer(db, `${name}@example.com`);
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
    });

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
