import { sql, type Kysely } from 'kysely';

/**
 * The Idempotency-Key of each money-moving call, per player: the request's hash and the answer,
 * written in the same transaction as the call's effects (so a key exists exactly when they do).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table idempotency_keys (
      user_id uuid not null references users(id) on delete cascade,
      key text not null,
      path text not null,
      request_hash text not null,
      state text not null check (state in ('started', 'done')),
      response jsonb,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    )`.execute(db);
}
