import { sql, type Kysely } from 'kysely';

/** What each area runs (its stable release and a canary), the audit log of changes, and health counters per build. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table area_rollouts (
      area text primary key,
      stable text,
      canary text,
      canary_percent integer not null default 0 check (canary_percent between 0 and 100),
      canary_started_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table rollout_audit (
      id bigserial primary key,
      area text not null,
      action text not null,
      actor text not null,
      at timestamptz not null default now(),
      detail jsonb not null
    )`.execute(db);
  await sql`create index rollout_audit_area on rollout_audit (area, id desc)`.execute(db);
  await sql`
    create table area_health (
      area text not null,
      version text not null,
      loads bigint not null default 0,
      load_failures bigint not null default 0,
      render_errors bigint not null default 0,
      updated_at timestamptz not null default now(),
      primary key (area, version)
    )`.execute(db);
}
