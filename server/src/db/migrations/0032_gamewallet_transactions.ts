import { sql, type Kysely } from 'kysely';

/**
 * The platform's side of the seamless wallet: the game sessions it opened for players (the token a
 * provider presents on every call) and every transaction a provider sent (bet, win, rollback), kept
 * with the answer it was given so that a replay gets the same answer without moving money twice.
 * A rollback of a transaction not seen yet leaves a voided row under that transaction's id, so a
 * bet arriving late with it is refused. Amounts are integer minor units of the session's currency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gamewallet_sessions (
      id text primary key,
      provider text not null,
      user_id uuid not null references users (id),
      currency text not null references currencies (code),
      game_id text not null,
      game_name text not null,
      account_session_id text,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      ended_at timestamptz,
      end_reason text
    )`.execute(db);
  await sql`create index gamewallet_sessions_user on gamewallet_sessions (user_id) where ended_at is null`.execute(db);
  await sql`
    create table gamewallet_transactions (
      provider text not null,
      transaction_id text not null,
      kind text not null check (kind in ('bet', 'win', 'rollback')),
      status text not null check (status in ('ok', 'voided')),
      session_id text not null references gamewallet_sessions (id),
      user_id uuid not null references users (id),
      round_id text not null,
      bet_id uuid,
      reference_transaction_id text,
      amount bigint not null check (amount >= 0),
      currency text not null references currencies (code),
      answer_status integer not null,
      answer jsonb not null,
      created_at timestamptz not null default now(),
      primary key (provider, transaction_id)
    )`.execute(db);
  await sql`create index gamewallet_transactions_round on gamewallet_transactions (provider, round_id)`.execute(db);
}
