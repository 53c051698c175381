import { sql, type Kysely } from 'kysely';

/**
 * The casino catalogue: studios, the lobby's categories and the games, with each game's figures
 * (RTP, volatility, bet limits in USD as decimal text), which engine plays it, its artwork's colours
 * and URLs, and a search key (name and studio, lower case without accents, folded by the app so
 * that both databases compare alike). Then the players' favourites, and the games each player last
 * opened (recently played, beside their bets).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table game_providers (
      id text primary key,
      name text not null,
      logo_url text,
      position integer not null
    )`.execute(db);
  await sql`
    create table game_categories (
      id text primary key,
      name text not null,
      icon text,
      position integer not null
    )`.execute(db);
  await sql`
    create table games (
      id text primary key,
      name text not null,
      provider_id text not null references game_providers (id),
      category_id text not null references game_categories (id),
      tags text[] not null default '{}',
      rtp text not null check (rtp ~ '^[0-9]{1,3}\\.[0-9]{2}$'),
      volatility text not null check (volatility in ('low', 'medium', 'high')),
      min_bet text check (min_bet ~ '^[0-9]+(\\.[0-9]+)?$'),
      max_bet text check (max_bet ~ '^[0-9]+(\\.[0-9]+)?$'),
      has_demo boolean not null,
      is_original boolean not null,
      engine text not null check (engine in ('slot', 'baccarat', 'keno', 'original')),
      theme jsonb not null,
      popularity integer not null default 0,
      released_at timestamptz not null,
      description text not null,
      paylines integer,
      features text[] not null default '{}',
      thumbnail_url text not null,
      image_url text not null,
      search_text text not null,
      sort_name text not null
    )`.execute(db);
  // The list's orders, whole and within a category or a studio (the lobby's rows and pages).
  await sql`create index games_popular on games (popularity desc, id)`.execute(db);
  await sql`create index games_newest on games (released_at desc, id)`.execute(db);
  await sql`create index games_name on games (sort_name collate "C", id)`.execute(db);
  await sql`create index games_category on games (category_id, popularity desc, id)`.execute(db);
  await sql`create index games_provider on games (provider_id, popularity desc, id)`.execute(db);
  await sql`create index games_tags on games using gin (tags)`.execute(db);

  await sql`
    create table game_favorites (
      user_id uuid not null references users (id),
      game_id text not null references games (id),
      created_at timestamptz not null default now(),
      primary key (user_id, game_id)
    )`.execute(db);
  await sql`create index game_favorites_user on game_favorites (user_id, created_at desc)`.execute(db);

  await sql`
    create table game_opens (
      user_id uuid not null references users (id),
      game_id text not null references games (id),
      opened_at timestamptz not null default now(),
      primary key (user_id, game_id)
    )`.execute(db);
  await sql`create index game_opens_user on game_opens (user_id, opened_at desc)`.execute(db);
}
