import { sql, type Kysely } from 'kysely';

/**
 * Each build's health minute by minute (page loads, failed loads, render errors reported in that
 * minute), for the back office's chart of a canary beside its stable build. Only recent minutes are
 * kept: the releases prune the older ones as reports come in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table area_health_minutes (
      area text not null,
      version text not null,
      minute timestamptz not null,
      loads integer not null default 0,
      load_failures integer not null default 0,
      render_errors integer not null default 0,
      primary key (area, version, minute)
    )`.execute(db);
  await sql`create index area_health_minutes_minute on area_health_minutes (minute)`.execute(db);
}
