import { sql, type Kysely } from 'kysely';

/**
 * The provably fair originals: each player's seed pairs (the secret server seed, the SHA-256 hash
 * shown before any bet, the client seed, the nonce the next bet takes; one active pair per player,
 * revealed when rotated), the mines rounds (a round is its bet: the mines, the safe tiles uncovered,
 * the pair and nonce that placed the mines) and each currency's bet limits and win cap. Amounts are
 * integer minor units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table originals_seed_pairs (
      id uuid primary key,
      user_id uuid not null references users (id),
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text not null,
      next_nonce bigint not null default 0 check (next_nonce >= 0),
      status text not null default 'active' check (status in ('active', 'revealed')),
      created_at timestamptz not null default now(),
      revealed_at timestamptz,
      check ((status = 'revealed') = (revealed_at is not null))
    )`.execute(db);
  // One active pair per player: two first bets at once cannot both make one.
  await sql`create unique index originals_seed_pairs_active on originals_seed_pairs (user_id) where status = 'active'`.execute(db);
  await sql`create index originals_seed_pairs_revealed on originals_seed_pairs (user_id, revealed_at desc) where status = 'revealed'`.execute(
    db,
  );

  await sql`
    create table originals_mines_rounds (
      bet_id uuid primary key references game_bets (id),
      user_id uuid not null references users (id),
      seed_pair_id uuid not null references originals_seed_pairs (id),
      nonce bigint not null check (nonce >= 0),
      mines integer not null check (mines between 1 and 24),
      revealed jsonb not null default '[]',
      status text not null default 'active' check (status in ('active', 'busted', 'cashed_out')),
      created_at timestamptz not null default now(),
      ended_at timestamptz
    )`.execute(db);
  // One open round per player.
  await sql`create unique index originals_mines_rounds_active on originals_mines_rounds (user_id) where status = 'active'`.execute(db);

  await sql`
    create table originals_limits (
      currency text primary key references currencies (code),
      min_bet bigint not null check (min_bet > 0),
      max_bet bigint not null check (max_bet >= min_bet),
      max_win bigint not null check (max_win >= max_bet)
    )`.execute(db);
}
