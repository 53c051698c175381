import { sql, type Kysely } from 'kysely';

/**
 * Responsible gambling: each player's money limits (deposit, loss and wager per period and
 * currency, with a raise or removal waiting out its cooling period), what each period has used of
 * them, and the account's tools (time-out, self-exclusion, reality check, session limit).
 * Amounts are integer minor units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rg_money_limits (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      type text not null check (type in ('deposit', 'loss', 'wager')),
      period text not null check (period in ('daily', 'weekly', 'monthly')),
      currency text not null references currencies (code),
      amount bigint not null check (amount > 0),
      pending_amount bigint check (pending_amount > 0),
      pending_removal boolean not null default false,
      effective_at timestamptz,
      created_at timestamptz not null default now(),
      unique (user_id, type, period, currency)
    )`.execute(db);
  await sql`
    create table rg_usage (
      user_id uuid not null references users (id),
      type text not null,
      currency text not null,
      period text not null,
      period_start timestamptz not null,
      amount bigint not null default 0,
      primary key (user_id, type, currency, period, period_start)
    )`.execute(db);
  await sql`
    create table rg_account_tools (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      type text not null check (type in ('self_exclusion', 'cooling_off', 'session_reminder', 'session_limit')),
      value integer not null check (value > 0),
      starts_at timestamptz not null,
      ends_at timestamptz,
      pending_value integer,
      pending_removal boolean not null default false,
      effective_at timestamptz,
      removed_at timestamptz
    )`.execute(db);
  await sql`create index rg_account_tools_user on rg_account_tools (user_id) where removed_at is null`.execute(db);
}
