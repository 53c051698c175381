import { sql, type Kysely } from 'kysely';

/**
 * The demo payment provider's own records (a real deployment runs it apart, with a database of its
 * own): each payment a merchant opened, its outcome, and the signed callback owed to the merchant.
 * The platform's migration 0017_demopay_payments made this same table before the provider kept its
 * own migrations: a database it made keeps its table, as it is, with its rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table if not exists demopay_payments (
      id text primary key,
      merchant_ref text not null,
      amount text not null,
      currency text not null,
      description text not null,
      return_url text not null,
      callback_url text not null,
      status text not null default 'open' check (status in ('open', 'paid', 'declined')),
      callback_state text not null default 'none' check (callback_state in ('none', 'pending', 'delivered', 'abandoned')),
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    )`.execute(db);
  await sql`create index if not exists demopay_payments_due on demopay_payments (next_attempt_at) where callback_state = 'pending'`.execute(
    db,
  );
}
