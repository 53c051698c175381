import { sql, type Kysely } from 'kysely';

/**
 * When a session ends by the player's session-time limit (responsible gambling): set when the
 * session starts under a limit, or when a limit is set or tightened during it. Null: no limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column ends_at timestamptz`.execute(db);
}
