import { sql, type Kysely } from 'kysely';

/**
 * The VIP programme and the rules of bonus money.
 *
 * VIP amounts in US dollars are kept in micro-dollars (1 USD = 1 000 000), so that a rakeback of a
 * fraction of a cent per bet adds up exactly; shares are basis points (12.5 % = 1250). Player money
 * (claims, bonus lots) is in the currency's minor units.
 *
 * - vip_levels: the operator's ladder; vip_settings: the slider's bounds and the quote's validity.
 * - vip_players: each player's level and lifetime wagering; vip_periods: wagering per week and month
 *   (the weekly and monthly rewards are made from them once the period is over).
 * - vip_rewards: one row per reward (its key makes each once: level_up:3, weekly:2026-W05, rakeback);
 *   `claimed` grows with each confirmed claim, rakeback keeps accruing on the same row.
 * - vip_claims: the quotes, and the answer of the confirmation that paid one.
 * - bonus_settings: the wagering multiple of reward bonus money and how long bonus money lasts.
 * - bonus_lots: each credit of bonus money, what is left of it and when it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vip_levels (
      level integer primary key check (level >= 0),
      name text not null,
      threshold bigint not null check (threshold >= 0),
      rakeback_bp integer not null check (rakeback_bp between 0 and 10000),
      level_up_bonus bigint not null check (level_up_bonus >= 0),
      weekly_bp integer not null check (weekly_bp between 0 and 10000),
      monthly_bp integer not null check (monthly_bp between 0 and 10000)
    )`.execute(db);
  await sql`
    create table vip_settings (
      id integer primary key check (id = 1),
      min_cash_percent integer not null check (min_cash_percent between 0 and 100),
      max_cash_percent integer not null check (max_cash_percent between 0 and 100),
      default_cash_percent integer not null check (default_cash_percent between 0 and 100),
      claim_quote_seconds integer not null check (claim_quote_seconds > 0),
      check (min_cash_percent <= default_cash_percent and default_cash_percent <= max_cash_percent)
    )`.execute(db);
  await sql`
    create table vip_players (
      user_id uuid primary key references users (id),
      level integer not null default 0,
      wagered bigint not null default 0 check (wagered >= 0),
      cash_percent integer check (cash_percent between 0 and 100),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table vip_periods (
      user_id uuid not null references users (id),
      period text not null,
      kind text not null check (kind in ('weekly', 'monthly')),
      ends_at timestamptz not null,
      wagered bigint not null default 0 check (wagered >= 0),
      level integer not null default 0,
      rewarded boolean not null default false,
      primary key (user_id, period)
    )`.execute(db);
  await sql`create index vip_periods_open on vip_periods (user_id, ends_at) where not rewarded`.execute(db);
  await sql`
    create table vip_rewards (
      id uuid primary key,
      user_id uuid not null references users (id),
      key text not null,
      kind text not null check (kind in ('level_up', 'weekly', 'monthly', 'rakeback')),
      level integer not null,
      period text,
      amount bigint not null default 0 check (amount >= 0),
      claimed bigint not null default 0 check (claimed >= 0 and claimed <= amount),
      cash_percent integer check (cash_percent between 0 and 100),
      created_at timestamptz not null default now(),
      unique (user_id, key)
    )`.execute(db);
  await sql`
    create table vip_claims (
      id uuid primary key,
      reward_id uuid not null references vip_rewards (id),
      user_id uuid not null references users (id),
      currency text not null references currencies (code),
      base_amount bigint not null check (base_amount > 0),
      to_cash bigint not null check (to_cash >= 0),
      to_bonus bigint not null check (to_bonus >= 0),
      cash_percent integer not null,
      wagering_required bigint not null check (wagering_required >= 0),
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      claimed_at timestamptz,
      result text
    )`.execute(db);
  await sql`create index vip_claims_user on vip_claims (user_id, created_at)`.execute(db);
  await sql`
    create table bonus_settings (
      id integer primary key check (id = 1),
      wagering_multiplier integer not null check (wagering_multiplier between 0 and 200),
      expiry_days integer not null check (expiry_days between 1 and 3650)
    )`.execute(db);
  await sql`
    create table bonus_lots (
      id uuid primary key,
      user_id uuid not null references users (id),
      currency text not null references currencies (code),
      amount bigint not null check (amount > 0),
      remaining bigint not null check (remaining >= 0 and remaining <= amount),
      wagering bigint not null check (wagering >= 0),
      source text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      expired_at timestamptz
    )`.execute(db);
  await sql`create index bonus_lots_open on bonus_lots (user_id, currency, created_at) where remaining > 0`.execute(db);
  await sql`create index bonus_lots_due on bonus_lots (expires_at) where remaining > 0`.execute(db);
}
