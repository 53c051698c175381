import { sql, type Kysely } from 'kysely';

/**
 * The demo game provider's own records (a real deployment runs it apart, with a database of its
 * own): the sessions the platform opened (launch token, the platform's player reference and wallet
 * session, currency, the game's configuration; a demo session's play-money balance) and each round
 * played (stake, win, the outcome, and the seamless-wallet call still owed: a win or a rollback to
 * retry). Amounts are integer minor units of the session's currency. The platform's migration
 * 0033_demogames_sessions_rounds made these same tables before the provider kept its own
 * migrations: a database it made keeps its tables, as they are, with their rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table if not exists demogames_sessions (
      token text primary key,
      wallet_session text,
      player_ref text,
      currency text not null,
      decimals integer not null,
      language text not null,
      game jsonb not null,
      demo boolean not null,
      demo_balance bigint check (demo_balance >= 0),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table if not exists demogames_rounds (
      id text primary key,
      session_token text not null references demogames_sessions (token),
      game_id text not null,
      engine text not null,
      stake bigint not null check (stake > 0),
      win bigint not null check (win >= 0),
      outcome jsonb not null,
      state text not null check (state in ('betting', 'refused', 'win_owed', 'rollback_owed', 'closed', 'rolled_back', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      closed_at timestamptz
    )`.execute(db);
  await sql`create index if not exists demogames_rounds_owed on demogames_rounds (next_attempt_at) where state in ('win_owed', 'rollback_owed')`.execute(
    db,
  );
}
