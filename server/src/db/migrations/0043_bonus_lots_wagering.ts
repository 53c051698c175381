import { sql, type Kysely } from 'kysely';

/**
 * Wagering per bonus lot instead of one lifetime count per player and currency.
 *
 * - bonus_lots: `wagered` (what the stakes made after the lot was credited have counted towards its
 *   `wagering` requirement), `status` (wagering, completed, forfeited, expired) and `ended_at`. What
 *   is left of a lot may grow past its amount: bonus money won while the lot is wagering joins it.
 * - bonus_settings: the share of a stake that counts per kind of game (percent) and the highest
 *   stake while bonus money is wagering (US cents; null: no limit).
 * - Today's data: a lot whose player still owed wagering is wagering again from nothing (the old
 *   lifetime count, fed by stakes made before the bonus, does not count); a lot whose wagering was
 *   met stays met. Bonus money an open requirement covered without a lot becomes one. The lifetime
 *   count (bonus_wagering) goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bonus_lots drop constraint if exists bonus_lots_remaining_check`.execute(db);
  await sql`alter table bonus_lots add constraint bonus_lots_remaining_check check (remaining >= 0)`.execute(db);
  await sql`alter table bonus_lots add column wagered bigint not null default 0 check (wagered >= 0)`.execute(db);
  await sql`
    alter table bonus_lots add column status text not null default 'wagering'
      check (status in ('wagering', 'completed', 'forfeited', 'expired'))`.execute(db);
  await sql`alter table bonus_lots add column ended_at timestamptz`.execute(db);

  await sql`
    update bonus_lots l set
      status = case
        when l.expired_at is not null then 'expired'
        when l.wagering = 0 then 'completed'
        when w.required is null or w.done >= w.required then 'completed'
        else 'wagering'
      end,
      wagered = case
        when l.expired_at is null and l.wagering > 0 and (w.required is null or w.done >= w.required) then l.wagering
        else 0
      end,
      ended_at = case
        when l.expired_at is not null then l.expired_at
        when l.wagering = 0 or w.required is null or w.done >= w.required then now()
        else null
      end
    from bonus_lots l2
    left join bonus_wagering w on w.user_id = l2.user_id and w.currency = l2.currency
    where l2.id = l.id`.execute(db);

  await sql`
    insert into bonus_lots (id, user_id, currency, amount, remaining, wagering, wagered, status, source, created_at, expires_at)
    select gen_random_uuid(), w.user_id, w.currency,
           b.operator_bonus - coalesce(held.remaining, 0), b.operator_bonus - coalesce(held.remaining, 0),
           greatest(w.required - coalesce(held.wagering, 0), 0), 0, 'wagering', 'migrated', now(),
           now() + make_interval(days => coalesce((select expiry_days from bonus_settings where id = 1), 30))
    from bonus_wagering w
    join wallet_balances b on b.user_id = w.user_id and b.currency = w.currency
    left join (
      select user_id, currency, sum(remaining) as remaining, sum(wagering) as wagering
      from bonus_lots where remaining > 0 and status in ('wagering', 'completed')
      group by user_id, currency
    ) held on held.user_id = w.user_id and held.currency = w.currency
    where w.required > w.done and b.operator_bonus > coalesce(held.remaining, 0)`.execute(db);
  await sql`drop table bonus_wagering`.execute(db);

  await sql`drop index if exists bonus_lots_open`.execute(db);
  await sql`drop index if exists bonus_lots_due`.execute(db);
  await sql`create index bonus_lots_open on bonus_lots (user_id, currency, created_at) where remaining > 0 or status = 'wagering'`.execute(
    db,
  );
  await sql`create index bonus_lots_due on bonus_lots (expires_at) where status = 'wagering'`.execute(db);

  await sql`
    alter table bonus_settings
      add column contribution_slots integer not null default 100 check (contribution_slots between 0 and 100),
      add column contribution_table integer not null default 10 check (contribution_table between 0 and 100),
      add column contribution_live integer not null default 10 check (contribution_live between 0 and 100),
      add column contribution_originals integer not null default 50 check (contribution_originals between 0 and 100),
      add column contribution_sports integer not null default 100 check (contribution_sports between 0 and 100),
      add column max_stake_cents bigint check (max_stake_cents > 0)`.execute(db);
}
