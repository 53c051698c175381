import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

/** Versioned migrations, applied in name order on start. Never edit one that has shipped: add the next. */
const migrations: Record<string, Migration> = {
  '0001_accounts': {
    async up(db: Kysely<unknown>) {
      await sql`
        create table users (
          id uuid primary key default gen_random_uuid(),
          email text not null unique,
          password_hash text not null,
          password_changed_at timestamptz not null default now(),
          currency text not null,
          nickname text,
          first_name text,
          last_name text,
          birth_date text,
          phone text,
          country text,
          language text,
          email_verified_at timestamptz,
          kyc_level integer not null default 0,
          vip_level integer not null default 0,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db);
      await sql`
        create table password_history (
          id bigserial primary key,
          user_id uuid not null references users(id) on delete cascade,
          password_hash text not null,
          created_at timestamptz not null default now()
        )`.execute(db);
      await sql`create index password_history_user on password_history (user_id, created_at desc)`.execute(db);
      await sql`
        create table login_attempts (
          email text primary key,
          failed_count integer not null,
          locked_until timestamptz,
          updated_at timestamptz not null default now()
        )`.execute(db);
      await sql`
        create table sessions (
          id uuid primary key default gen_random_uuid(),
          user_id uuid not null references users(id) on delete cascade,
          created_at timestamptz not null default now(),
          revoked_at timestamptz,
          revoked_reason text
        )`.execute(db);
      await sql`create index sessions_user on sessions (user_id)`.execute(db);
      await sql`
        create table refresh_tokens (
          token_hash text primary key,
          session_id uuid not null references sessions(id) on delete cascade,
          created_at timestamptz not null default now(),
          expires_at timestamptz not null,
          used_at timestamptz
        )`.execute(db);
      await sql`create index refresh_tokens_session on refresh_tokens (session_id)`.execute(db);
      await sql`
        create table verification_codes (
          id uuid primary key default gen_random_uuid(),
          email text not null,
          user_id uuid references users(id) on delete cascade,
          purpose text not null check (purpose in ('password_reset', 'email_verify')),
          code_hash text not null,
          attempts integer not null default 0,
          expires_at timestamptz not null,
          consumed_at timestamptz,
          created_at timestamptz not null default now()
        )`.execute(db);
      await sql`create index verification_codes_lookup on verification_codes (email, purpose, created_at desc)`.execute(db);
      await sql`
        create table mail_outbox (
          id bigserial primary key,
          to_address text not null,
          subject text not null,
          body text not null,
          created_at timestamptz not null default now()
        )`.execute(db);
      await sql`create table platform_secrets (name text primary key, value text not null)`.execute(db);
      await sql`
        create table operator_settings (
          key text primary key,
          value jsonb not null,
          updated_at timestamptz not null default now()
        )`.execute(db);
    },
  },
  '0002_wallet': {
    async up(db: Kysely<unknown>) {
      await sql`
        create table currencies (
          code text primary key,
          name text not null,
          decimals integer not null check (decimals between 0 and 8),
          aggregated_enabled boolean not null,
          aggregated_hidden boolean not null,
          sort_order integer not null
        )`.execute(db);
      await sql`
        create table exchange_rates (
          base_currency text not null references currencies(code),
          currency text not null references currencies(code),
          rate numeric(30, 12) not null check (rate > 0),
          updated_at timestamptz not null default now(),
          primary key (base_currency, currency)
        )`.execute(db);
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
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
