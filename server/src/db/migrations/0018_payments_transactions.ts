import { sql, type Kysely } from 'kysely';

/**
 * The players' deposits and withdrawals: one row each (the amount the player asked for and the
 * channel's fee, in minor units) and every status it has been through. The money itself moves only
 * through the ledger, with the transaction's id as the transfers' reference.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_transactions (
      id uuid primary key,
      user_id uuid not null references users (id),
      type text not null check (type in ('deposit', 'withdraw')),
      currency text not null references currencies (code),
      amount bigint not null check (amount > 0),
      fee bigint not null default 0 check (fee >= 0 and fee < amount),
      status text not null check (status in ('pending', 'reviewing', 'approved', 'success', 'failed', 'rejected', 'cancelled')),
      channel_id text not null references payment_channels (id),
      channel_name text not null,
      bank_card_id uuid references bank_cards (id),
      card_brand text,
      card_last4 text,
      provider text,
      provider_ref text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_transactions_user on payment_transactions (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index payment_transactions_review on payment_transactions (created_at) where status = 'reviewing'`.execute(db);
  await sql`
    create unique index payment_transactions_provider_ref on payment_transactions (provider, provider_ref)
    where provider_ref is not null`.execute(db);
  await sql`
    create table payment_steps (
      transaction_id uuid not null references payment_transactions (id),
      seq integer not null,
      status text not null,
      note text,
      at timestamptz not null default now(),
      primary key (transaction_id, seq)
    )`.execute(db);
}
