import { sql, type Kysely } from 'kysely';

/**
 * Sign-in with an identity provider (OpenID Connect): the sign-ins started and not finished yet
 * (their state, kept hashed, with the nonce and PKCE verifier that finish them; single-use, short
 * lived), and each player's identities at the providers (provider and subject) once signed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table oidc_login_attempts (
      state_hash text primary key,
      provider_id text not null,
      nonce text not null,
      code_verifier text not null,
      redirect_uri text not null,
      currency text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index oidc_login_attempts_expires on oidc_login_attempts (expires_at)`.execute(db);
  await sql`
    create table user_identities (
      provider_id text not null,
      subject text not null,
      user_id uuid not null references users(id) on delete cascade,
      email text,
      created_at timestamptz not null default now(),
      last_sign_in_at timestamptz not null default now(),
      primary key (provider_id, subject)
    )`.execute(db);
  await sql`create index user_identities_user on user_identities (user_id)`.execute(db);
}
