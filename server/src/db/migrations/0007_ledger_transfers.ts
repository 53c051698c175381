import { sql, type Kysely } from 'kysely';

/**
 * The ledger as transfers between accounts: ledger_transactions becomes ledger_transfers, each with
 * its kind, reference (unique per kind: one settlement never pays twice) and positive amount; the
 * entries name their transfer; a player's balance row also keeps the cash held for withdrawals.
 * Balances that no entries accounted for (rows written outside the ledger) get an opening transfer
 * from the house, so every balance equals the sum of its entries from here on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_transactions rename to ledger_transfers`.execute(db);
  await sql`alter table ledger_entries rename column transaction_id to transfer_id`.execute(db);
  await sql`alter table ledger_transfers add column reference text, add column amount bigint`.execute(db);
  await sql`delete from ledger_transfers t where not exists (select 1 from ledger_entries e where e.transfer_id = t.id)`.execute(db);
  await sql`
    update ledger_transfers t
       set reference = coalesce(t.idempotency_key, t.kind || ':' || t.id::text),
           amount = (select max(abs(e.amount)) from ledger_entries e where e.transfer_id = t.id),
           kind = case when t.kind = 'operator_adjustment' then 'adjustment' else t.kind end`.execute(db);
  await sql`alter table ledger_transfers drop column idempotency_key`.execute(db);
  await sql`alter table ledger_transfers alter column reference set not null, alter column amount set not null`.execute(db);
  await sql`alter table ledger_transfers add constraint ledger_transfers_amount_positive check (amount > 0)`.execute(db);
  await sql`create unique index ledger_transfers_kind_reference on ledger_transfers (kind, reference)`.execute(db);
  await sql`
    alter table wallet_balances
      add column pending_withdrawal bigint not null default 0 constraint wallet_balances_pending_withdrawal_check check (pending_withdrawal >= 0)`.execute(
    db,
  );

  const unexplained = await sql<{ user_id: string; currency: string; suffix: string; diff: string }>`
    select b.user_id, b.currency, c.suffix, (c.kept - coalesce(s.total, 0))::text as diff
      from wallet_balances b
      cross join lateral (values ('cash', b.cash), ('bonus', b.operator_bonus)) as c(suffix, kept)
      left join lateral (
        select sum(e.amount) as total from ledger_entries e
         where e.account = 'user:' || b.user_id::text || ':' || c.suffix and e.currency = b.currency
      ) s on true
     where c.kept <> coalesce(s.total, 0)`.execute(db);
  for (const row of unexplained.rows) {
    const diff = BigInt(row.diff);
    const amount = diff < 0n ? -diff : diff;
    const transfer = await sql<{ id: string }>`
      insert into ledger_transfers (kind, reference, user_id, currency, amount)
      values ('opening', ${`opening:${row.user_id}:${row.currency}:${row.suffix}`}, ${row.user_id}, ${row.currency}, ${amount.toString()}::bigint)
      returning id`.execute(db);
    const id = transfer.rows[0]?.id;
    await sql`
      insert into ledger_entries (transfer_id, account, currency, amount)
      values (${id}, ${`user:${row.user_id}:${row.suffix}`}, ${row.currency}, ${diff.toString()}::bigint),
             (${id}, 'house:operator', ${row.currency}, ${(-diff).toString()}::bigint)`.execute(db);
  }
}
