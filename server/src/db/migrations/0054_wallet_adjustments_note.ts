import { sql, type Kysely } from 'kysely';

/**
 * Why a member of staff asked for a balance adjustment (the back office asks for it): kept with the
 * adjustment, shown to whoever decides one that waits for a second person, and in the audit with the
 * call. `reason` stays what it was: why an adjustment was rejected.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallet_adjustments add column note text`.execute(db);
}
