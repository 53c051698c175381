import { sql, type Kysely } from 'kysely';

/**
 * Every bet a player places, on a provider's game through the seamless wallet or on an original:
 * the stake, what it has paid so far, where the stake went (a provider's account, or the house for
 * the originals), and an original's fairness record (seeds, nonce, parameters, outcome). The ledger
 * holds the money; this table is the player's game history. Amounts are integer minor units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table game_bets (
      id uuid primary key,
      user_id uuid not null references users (id),
      game_id text not null,
      game_name text not null,
      is_original boolean not null,
      provider text,
      currency text not null references currencies (code),
      amount bigint not null check (amount > 0),
      payout bigint not null default 0 check (payout >= 0),
      status text not null default 'open' check (status in ('open', 'settled', 'rolled_back')),
      fairness jsonb,
      created_at timestamptz not null default now(),
      settled_at timestamptz
    )`.execute(db);
  await sql`create index game_bets_user on game_bets (user_id, created_at desc, id)`.execute(db);
  await sql`create index game_bets_user_game on game_bets (user_id, game_id, created_at desc)`.execute(db);
}
