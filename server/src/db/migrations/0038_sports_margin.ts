import { sql, type Kysely } from 'kysely';

/**
 * The bookmaker's margin as an operator setting: sports_settings.margin_bp, in basis points (0 to
 * 10 %). The seed fills it where it is empty from SPORTS_MARGIN_PERCENT, which so stays the margin a
 * book starts with; the operator changes it from then on (`sports set --margin`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports_settings add column margin_bp integer check (margin_bp between 0 and 1000)`.execute(db);
}
