import { sql, type Kysely } from 'kysely';

/** The player's postal address, part of the profile the verification checks (level 2). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column address_line text, add column city text, add column postal_code text`.execute(db);
}
