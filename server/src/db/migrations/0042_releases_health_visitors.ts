import { sql, type Kysely } from 'kysely';

/**
 * The distinct visitors who reported on a build (a hash of their address, never the address), and
 * whether each saw it fail: a canary is rolled back by itself only on the word of many of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table area_health_visitors (
      area text not null,
      version text not null,
      visitor text not null,
      failed boolean not null default false,
      primary key (area, version, visitor)
    )`.execute(db);
}
