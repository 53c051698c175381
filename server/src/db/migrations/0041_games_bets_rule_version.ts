import { sql, type Kysely } from 'kysely';

/**
 * The version of the provably fair rules each original's bet was drawn with (FairnessRuleVersion in
 * @app/contract's fairness.ts), so a bet verifies by its own rules whatever rules later bets use.
 * Every bet with a fairness record before this step was drawn with the first rules (1); a bet
 * without one (a provider's game) has none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table game_bets add column rule_version smallint`.execute(db);
  await sql`update game_bets set rule_version = 1 where fairness is not null`.execute(db);
  await sql`
    alter table game_bets add constraint game_bets_rule_version
      check ((rule_version is null) = (fairness is null) and (rule_version is null or rule_version >= 1))`.execute(db);
}
