import { sql, type Kysely } from 'kysely';

/** Currencies and exchange rates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table currencies (
      code text primary key,
      name text not null,
      decimals integer not null check (decimals between 0 and 8),
      aggregated_enabled boolean not null,
      aggregated_hidden boolean not null,
      sort_order integer not null
    )`.execute(db);
  await sql`
    create table exchange_rates (
      base_currency text not null references currencies(code),
      currency text not null references currencies(code),
      rate numeric(30, 12) not null check (rate > 0),
      updated_at timestamptz not null default now(),
      primary key (base_currency, currency)
    )`.execute(db);
}
