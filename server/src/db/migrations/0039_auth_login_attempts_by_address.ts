import { sql, type Kysely } from 'kysely';

/**
 * Failed sign-ins are counted, and locked, per account and client address (login_attempts.address:
 * a hash of the address, '' for counts kept before): someone failing from their own addresses
 * locks those out of the account, never its owner signing in from theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table login_attempts add column address text not null default ''`.execute(db);
  await sql`alter table login_attempts drop constraint login_attempts_pkey`.execute(db);
  await sql`alter table login_attempts add primary key (email, address)`.execute(db);
}
