import { sql, type Kysely } from 'kysely';

/**
 * The operator's staff: members (password, second factor, role), their recovery codes, sign-in
 * challenges, sessions, invitations and failed sign-ins. Every token and code is kept as a hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff_members (
      id bigserial primary key,
      email text not null unique,
      role text not null,
      password_hash text,
      totp_secret text,
      totp_confirmed_at timestamptz,
      totp_last_step bigint,
      disabled_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table staff_recovery_codes (
      member_id bigint not null references staff_members (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      primary key (member_id, code_hash)
    )`.execute(db);
  await sql`
    create table staff_challenges (
      token_hash text primary key,
      member_id bigint not null references staff_members (id) on delete cascade,
      address_hash text not null,
      expires_at timestamptz not null,
      attempts int not null default 0,
      used_at timestamptz
    )`.execute(db);
  await sql`
    create table staff_sessions (
      id bigserial primary key,
      member_id bigint not null references staff_members (id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      expires_at timestamptz not null,
      ended_at timestamptz,
      ended_reason text
    )`.execute(db);
  await sql`create index staff_sessions_member on staff_sessions (member_id) where ended_at is null`.execute(db);
  await sql`
    create table staff_invitations (
      token_hash text primary key,
      email text not null,
      role text not null,
      member_id bigint references staff_members (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table staff_sign_in_failures (
      email text not null,
      address_hash text not null,
      failed_count int not null default 0,
      locked_until timestamptz,
      primary key (email, address_hash)
    )`.execute(db);
}
