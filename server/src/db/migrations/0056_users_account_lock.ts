import { sql, type Kysely } from 'kysely';

/**
 * The operator's lock on a player's account, apart from the sign-in lock after failed sign-ins
 * (login_attempts, per email and client address, which ends by itself): while `account_locked_at`
 * is set the player cannot sign in, by password or identity provider, nor refresh a session, until
 * an operator unlocks the account. Who locked it (the staff member's email, or the service's name)
 * and why are kept beside it; the audit keeps every lock and unlock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column account_locked_at timestamptz`.execute(db);
  await sql`alter table users add column account_locked_by text`.execute(db);
  await sql`alter table users add column account_lock_reason text`.execute(db);
}
