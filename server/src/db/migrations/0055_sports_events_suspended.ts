import { sql, type Kysely } from 'kysely';

/**
 * The operator's hold on a sports event (the back office's Suspend): while `suspended`, every market
 * of the event is shown and refused as suspended whatever the feed says of it, and its markets keep
 * the feed's own status and odds meanwhile, which stand again once it is resumed. The operator's
 * list of the events over, newest ended first, reads them by when they ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports_events add column suspended boolean not null default false`.execute(db);
  await sql`create index sports_events_ended on sports_events (ended_at desc, id) where status in ('finished', 'cancelled')`.execute(db);
}
