import { sql, type Kysely } from 'kysely';

/** The platform's own tables: the mail outbox, secrets and the operator's settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_outbox (
      id bigserial primary key,
      to_address text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create table platform_secrets (name text primary key, value text not null)`.execute(db);
  await sql`
    create table operator_settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}
