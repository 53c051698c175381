import { sql, type Kysely } from 'kysely';

/**
 * The operator's queue of withdrawals waiting for review, read in pages oldest first by
 * (created_at, id): a partial index of exactly those rows in that order, so a page is an index
 * range however many withdrawals there are, the waiting ones or the others. It replaces the one on
 * created_at alone, which had no tie-break for a cursor and held deposits under review too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index payment_transactions_reviewing on payment_transactions (created_at, id)
    where type = 'withdraw' and status = 'reviewing'`.execute(db);
  await sql`drop index payment_transactions_review`.execute(db);
}
