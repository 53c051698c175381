import { sql, type Kysely } from 'kysely';

/** The players' accounts (users). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null unique,
      password_hash text not null,
      password_changed_at timestamptz not null default now(),
      currency text not null,
      nickname text,
      first_name text,
      last_name text,
      birth_date text,
      phone text,
      country text,
      language text,
      email_verified_at timestamptz,
      kyc_level integer not null default 0,
      vip_level integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
}
