import { sql, type Kysely } from 'kysely';

/**
 * What a bet slip does when odds move until its player chooses otherwise, as an operator setting:
 * sports_settings.odds_change_default, `better` (take higher odds, ask when they fall) to start with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports_settings add column odds_change_default text not null default 'better'
    check (odds_change_default in ('none', 'better', 'any'))`.execute(db);
}
