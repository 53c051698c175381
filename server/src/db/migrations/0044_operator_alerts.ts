import { sql, type Kysely } from 'kysely';

/**
 * What the operator must look at: something the platform refused that it should not have been
 * asked (a provider's win above the cap, ...), one row per kind and subject (a retry adds nothing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table operator_alerts (
      id bigserial primary key,
      kind text not null,
      subject text not null,
      detail jsonb not null,
      created_at timestamptz not null default now(),
      unique (kind, subject)
    )`.execute(db);
}
