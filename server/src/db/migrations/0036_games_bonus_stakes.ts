import { sql, type Kysely } from 'kysely';

/**
 * Bonus money at stake: a bet takes the player's cash first and only what the cash lacks from the
 * bonus balance; `bonus_amount` is that part of the stake (0 for a bet paid in cash). A win or a
 * refund goes back in the same shares: the bonus part to the bonus balance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table game_bets add column bonus_amount bigint not null default 0 check (bonus_amount >= 0 and bonus_amount <= amount)`.execute(
    db,
  );
}
