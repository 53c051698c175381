import { sql, type Kysely } from 'kysely';

/** Sign-in: password history, failed sign-ins, sessions, refresh tokens and one-time codes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table password_history (
      id bigserial primary key,
      user_id uuid not null references users(id) on delete cascade,
      password_hash text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_history_user on password_history (user_id, created_at desc)`.execute(db);
  await sql`
    create table login_attempts (
      email text primary key,
      failed_count integer not null,
      locked_until timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoked_reason text
    )`.execute(db);
  await sql`create index sessions_user on sessions (user_id)`.execute(db);
  await sql`
    create table refresh_tokens (
      token_hash text primary key,
      session_id uuid not null references sessions(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index refresh_tokens_session on refresh_tokens (session_id)`.execute(db);
  await sql`
    create table verification_codes (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      user_id uuid references users(id) on delete cascade,
      purpose text not null check (purpose in ('password_reset', 'email_verify')),
      code_hash text not null,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index verification_codes_lookup on verification_codes (email, purpose, created_at desc)`.execute(db);
}
