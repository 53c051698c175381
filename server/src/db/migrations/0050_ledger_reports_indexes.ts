import { sql, type Kysely } from 'kysely';

/**
 * The back office's reads of the ledger and the sessions:
 * - the dashboard sums the transfers of the last days by day, kind and currency: an index on
 *   created_at that carries what the sums read, so they are read off the index alone;
 * - a player's transfers, newest first, a page by cursor (db/keyset.ts);
 * - the players active now: the refresh tokens issued lately (sign-in and every refresh).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ledger_transfers_created on ledger_transfers (created_at) include (kind, currency, amount, reference)`.execute(db);
  await sql`create index ledger_transfers_user_keyset on ledger_transfers (user_id, created_at desc, id desc) where user_id is not null`.execute(
    db,
  );
  await sql`create index refresh_tokens_created on refresh_tokens (created_at)`.execute(db);
}
