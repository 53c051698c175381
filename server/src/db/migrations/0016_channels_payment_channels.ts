import { sql, type Kysely } from 'kysely';

/**
 * The payment channels (how a player deposits or withdraws in a currency: the provider's page, a bank
 * card, a bank transfer to an address of their own) and the players' stable deposit addresses.
 * Amounts are integer minor units of the channel's currency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_channels (
      id text primary key,
      currency text not null references currencies (code),
      direction text not null check (direction in ('deposit', 'withdraw')),
      kind text not null check (kind in ('fiat', 'bank_card', 'bank_transfer')),
      name text not null,
      min_amount bigint not null check (min_amount > 0),
      max_amount bigint not null,
      fee_percent text not null check (fee_percent ~ '^[0-9]{1,3}(\\.[0-9]{1,4})?$'),
      fee_fixed bigint not null default 0 check (fee_fixed >= 0),
      quick_amounts jsonb not null default '[]',
      eta text not null check (eta in ('instant', 'minutes', 'hours', 'days')),
      address_format text check (address_format in ('pix_key', 'upi_vpa')),
      memo_required boolean not null default false,
      enabled boolean not null default true,
      sort_order integer not null default 0,
      check (max_amount >= min_amount),
      check ((kind = 'bank_transfer') = (address_format is not null))
    )`.execute(db);
  await sql`create index payment_channels_currency on payment_channels (currency, direction, sort_order)`.execute(db);
  await sql`
    create table payment_addresses (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      currency text not null,
      channel_id text not null references payment_channels (id),
      address text not null unique,
      memo text,
      created_at timestamptz not null default now(),
      unique (user_id, currency, channel_id)
    )`.execute(db);
}
