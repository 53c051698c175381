import { sql, type Kysely } from 'kysely';

/**
 * The operator audit: one row per change an operator made (or the platform made on the operator's
 * behalf: a canary rolled back by the health check), written in the transaction of the change.
 * Rows are never changed nor deleted: a trigger refuses UPDATE, DELETE and TRUNCATE. The release
 * log (rollout_audit) becomes part of it: its rows move here and the table goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table operator_audit (
      id uuid primary key default gen_random_uuid(),
      created_at timestamptz not null default now(),
      actor_kind text not null check (actor_kind in ('staff', 'service')),
      actor_staff_id text,
      actor_email text,
      actor_role text,
      actor_name text,
      actor_label text,
      action text not null,
      target text,
      player_id uuid,
      before jsonb,
      after jsonb,
      detail jsonb,
      reason text,
      request_id text
    )`.execute(db);
  await sql`create index operator_audit_newest on operator_audit (created_at desc, id desc)`.execute(db);
  await sql`create index operator_audit_player on operator_audit (player_id, created_at desc, id desc) where player_id is not null`.execute(
    db,
  );
  await sql`create index operator_audit_staff on operator_audit (actor_staff_id, created_at desc, id desc) where actor_staff_id is not null`.execute(
    db,
  );
  await sql`create index operator_audit_action on operator_audit (action, created_at desc, id desc)`.execute(db);
  await sql`create index operator_audit_target on operator_audit (target, created_at desc, id desc) where target is not null`.execute(db);
  await sql`
    create function operator_audit_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'operator_audit entries are never changed nor deleted (% refused)', tg_op using errcode = 'insufficient_privilege';
    end
    $$`.execute(db);
  await sql`
    create trigger operator_audit_no_change before update or delete on operator_audit
    for each row execute function operator_audit_refuse_change()`.execute(db);
  await sql`
    create trigger operator_audit_no_truncate before truncate on operator_audit
    for each statement execute function operator_audit_refuse_change()`.execute(db);

  await sql`
    insert into operator_audit (created_at, actor_kind, actor_name, actor_label, action, target, detail)
    select at, 'service', case when actor = 'health-check' then 'health-check' else 'operator' end, actor,
           'releases/' || action, 'area:' || area, detail
    from rollout_audit order by id`.execute(db);
  await sql`drop table rollout_audit`.execute(db);
}
