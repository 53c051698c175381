import { sql, type Kysely } from 'kysely';

/**
 * The players' bet histories are paged by cursor, newest first by (created_at desc, id desc)
 * (db/keyset.ts): the indexes follow that order to the last column, so a page is read straight off
 * the index from where the last one ended. They replace the ones ordered by (created_at desc, id).
 * payment_transactions_user already is (user_id, created_at desc, id desc).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index game_bets_user_keyset on game_bets (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index game_bets_user_game_keyset on game_bets (user_id, game_id, created_at desc, id desc)`.execute(db);
  await sql`drop index game_bets_user`.execute(db);
  await sql`drop index game_bets_user_game`.execute(db);
  await sql`create index sports_bets_user_keyset on sports_bets (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index sports_bets_user_open_keyset on sports_bets (user_id, created_at desc, id desc) where status = 'open'`.execute(db);
  await sql`drop index sports_bets_user`.execute(db);
  await sql`drop index sports_bets_user_open`.execute(db);
}
