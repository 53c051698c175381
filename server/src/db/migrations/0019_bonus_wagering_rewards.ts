import { sql, type Kysely } from 'kysely';

/**
 * Bonus money's wagering per player and currency (what must be wagered before bonus money may become
 * cash, and how much has been), the operator's deposit rewards (the n-th settled deposit earns the
 * n-th reward), each player's count of settled deposits, and the rewards granted (once each).
 * Amounts are integer minor units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bonus_wagering (
      user_id uuid not null references users (id),
      currency text not null references currencies (code),
      required bigint not null default 0 check (required >= 0),
      done bigint not null default 0 check (done >= 0),
      primary key (user_id, currency)
    )`.execute(db);
  await sql`
    create table deposit_rewards (
      currency text not null references currencies (code),
      sequence integer not null check (sequence >= 1),
      match_percent integer not null check (match_percent between 0 and 1000),
      max_bonus bigint not null check (max_bonus > 0),
      min_deposit bigint not null check (min_deposit > 0),
      wagering_multiplier integer not null check (wagering_multiplier between 0 and 200),
      primary key (currency, sequence)
    )`.execute(db);
  await sql`
    create table deposit_counts (
      user_id uuid primary key references users (id),
      settled integer not null default 0
    )`.execute(db);
  await sql`
    create table deposit_reward_grants (
      user_id uuid not null references users (id),
      sequence integer not null,
      deposit_id uuid not null unique,
      currency text not null,
      bonus bigint not null,
      created_at timestamptz not null default now(),
      primary key (user_id, sequence)
    )`.execute(db);
}
