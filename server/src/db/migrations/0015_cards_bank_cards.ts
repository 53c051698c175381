import { sql, type Kysely } from 'kysely';

/**
 * The players' bank cards: only the brand, the last four digits, the expiry and the holder's name,
 * with a keyed fingerprint of the number (HMAC) to refuse the same card twice. The number itself is
 * never stored. A removed card is kept (deleted_at) for the history of payments made with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bank_cards (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      holder_name text not null,
      brand text not null,
      last4 text not null check (last4 ~ '^[0-9]{4}$'),
      expiry_month smallint not null check (expiry_month between 1 and 12),
      expiry_year smallint not null check (expiry_year between 2000 and 2100),
      fingerprint text not null,
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  // One live copy of a card per player, and at most one default card per player.
  await sql`create unique index bank_cards_user_fingerprint on bank_cards (user_id, fingerprint) where deleted_at is null`.execute(db);
  await sql`create unique index bank_cards_user_default on bank_cards (user_id) where is_default and deleted_at is null`.execute(db);
  await sql`create index bank_cards_user on bank_cards (user_id, created_at) where deleted_at is null`.execute(db);
}
