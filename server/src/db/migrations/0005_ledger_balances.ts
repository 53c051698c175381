import { sql, type Kysely } from 'kysely';

/** Balances and the double-entry ledger. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_balances (
      user_id uuid not null references users(id) on delete cascade,
      currency text not null references currencies(code),
      cash bigint not null default 0 check (cash >= 0),
      operator_bonus bigint not null default 0 check (operator_bonus >= 0),
      updated_at timestamptz not null default now(),
      primary key (user_id, currency)
    )`.execute(db);
  await sql`
    create table ledger_transactions (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      idempotency_key text unique,
      user_id uuid references users(id) on delete set null,
      currency text not null references currencies(code),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table ledger_entries (
      id bigserial primary key,
      transaction_id uuid not null references ledger_transactions(id),
      account text not null,
      currency text not null references currencies(code),
      amount bigint not null check (amount <> 0)
    )`.execute(db);
  await sql`create index ledger_entries_account on ledger_entries (account, currency)`.execute(db);
  await sql`create index ledger_entries_transaction on ledger_entries (transaction_id)`.execute(db);
}
