import { sql, type Kysely } from 'kysely';

/**
 * The sportsbook.
 *
 * - sports_leagues, sports_events, sports_markets, sports_selections: what the odds feed has
 *   published (fixtures, scores and clock, markets with their odds and results). Odds are kept in
 *   hundredths (1.85 is 185); an event's version counts up with every change to it or its markets.
 * - sports_bets: one row per sports bet, keyed by the game bet (game_bets) that holds its money; the
 *   combined odds and the potential win at placement (the odds recomputed once settled: a void leg
 *   counts 1.00), its status and what it paid.
 * - sports_bet_legs: each leg's selection and the odds it was accepted at.
 * - sports_limits: the operator's stake limits and the most one bet may win, per currency (minor units).
 * - sports_settings: the most legs an accumulator may have and the cash-out margin (basis points).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sports_leagues (
      id text primary key,
      sport_id text not null check (sport_id in ('football', 'basketball', 'tennis', 'ice-hockey', 'esports')),
      name text not null,
      country text not null
    )`.execute(db);
  await sql`
    create table sports_events (
      id text primary key,
      sport_id text not null,
      league_id text not null references sports_leagues (id),
      home text not null,
      away text not null,
      starts_at timestamptz not null,
      status text not null default 'upcoming' check (status in ('upcoming', 'live', 'finished', 'cancelled')),
      score_home integer check (score_home >= 0),
      score_away integer check (score_away >= 0),
      clock_period integer check (clock_period >= 1),
      clock_minute integer check (clock_minute >= 0),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      ended_at timestamptz
    )`.execute(db);
  await sql`create index sports_events_open on sports_events (starts_at, id) where status in ('upcoming', 'live')`.execute(db);
  await sql`create index sports_events_league_open on sports_events (league_id, starts_at) where status in ('upcoming', 'live')`.execute(
    db,
  );
  await sql`
    create table sports_markets (
      id text primary key,
      event_id text not null references sports_events (id),
      position integer not null,
      type text not null check (type in ('match_result', 'total', 'handicap', 'both_teams_score')),
      line text,
      status text not null default 'open' check (status in ('open', 'suspended', 'settled', 'void'))
    )`.execute(db);
  await sql`create index sports_markets_event on sports_markets (event_id, position)`.execute(db);
  await sql`
    create table sports_selections (
      id text primary key,
      market_id text not null references sports_markets (id),
      position integer not null,
      outcome text not null check (outcome in ('home', 'draw', 'away', 'over', 'under', 'yes', 'no')),
      odds integer not null check (odds >= 101 and odds <= 100000),
      result text check (result in ('won', 'lost', 'void'))
    )`.execute(db);
  await sql`create index sports_selections_market on sports_selections (market_id, position)`.execute(db);
  await sql`
    create table sports_bets (
      id uuid primary key references game_bets (id),
      user_id uuid not null references users (id),
      kind text not null check (kind in ('single', 'accumulator')),
      currency text not null references currencies (code),
      stake bigint not null check (stake > 0),
      odds integer not null check (odds >= 100),
      potential_win bigint not null check (potential_win >= stake),
      status text not null default 'open' check (status in ('open', 'won', 'lost', 'void', 'cashed_out')),
      payout bigint not null default 0 check (payout >= 0),
      created_at timestamptz not null default now(),
      settled_at timestamptz
    )`.execute(db);
  await sql`create index sports_bets_user on sports_bets (user_id, created_at desc, id)`.execute(db);
  await sql`create index sports_bets_user_open on sports_bets (user_id, created_at desc, id) where status = 'open'`.execute(db);
  await sql`
    create table sports_bet_legs (
      bet_id uuid not null references sports_bets (id),
      position integer not null,
      selection_id text not null references sports_selections (id),
      market_id text not null,
      event_id text not null,
      odds integer not null check (odds >= 101),
      primary key (bet_id, position)
    )`.execute(db);
  await sql`create index sports_bet_legs_event on sports_bet_legs (event_id)`.execute(db);
  await sql`
    create table sports_limits (
      currency text primary key references currencies (code),
      min_stake bigint not null check (min_stake > 0),
      max_stake bigint not null check (max_stake >= min_stake),
      max_payout bigint not null check (max_payout >= max_stake)
    )`.execute(db);
  await sql`
    create table sports_settings (
      id integer primary key check (id = 1),
      max_legs integer not null check (max_legs between 2 and 50),
      cashout_margin_bp integer not null check (cashout_margin_bp between 0 and 10000)
    )`.execute(db);
}
