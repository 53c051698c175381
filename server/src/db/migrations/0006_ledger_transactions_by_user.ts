import { sql, type Kysely } from 'kysely';

/** A player's ledger transactions, newest first (transaction history). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ledger_transactions_user on ledger_transactions (user_id, created_at desc)`.execute(db);
}
