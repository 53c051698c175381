import { sql, type Kysely } from 'kysely';

/**
 * What is left of a bonus lot may grow past its amount (bonus money won while the lot is wagering
 * joins it), as 0043 meant: it dropped `bonus_lots_remaining_check`, but the check 0035 wrote on
 * the column reads two columns (`remaining >= 0 and remaining <= amount`), so PostgreSQL named it
 * `bonus_lots_check`, and it stayed. A win whose bonus share took a lot past its amount was then
 * refused by the database and answered 500. The check goes; 0043's `remaining >= 0` stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bonus_lots drop constraint if exists bonus_lots_check`.execute(db);
}
