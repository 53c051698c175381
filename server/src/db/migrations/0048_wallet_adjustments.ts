import { sql, type Kysely } from 'kysely';

/**
 * The operator's adjustments of a player's balance: each one asked, whether it moved at once
 * (applied) or waited for a second person (pending, then approved or rejected), who asked and who
 * decided. A player's recent adjustments count together against the four-eyes threshold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_adjustments (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      currency text not null,
      amount bigint not null check (amount <> 0),
      kind text not null check (kind in ('cash', 'operatorBonus')),
      announce boolean not null default false,
      status text not null check (status in ('applied', 'pending', 'approved', 'rejected')),
      reference_amount bigint not null check (reference_amount >= 0),
      reference_currency text not null,
      requested_by jsonb not null,
      requester text not null,
      created_at timestamptz not null default now(),
      decided_by jsonb,
      decided_at timestamptz,
      reason text,
      transfer_id text
    )`.execute(db);
  await sql`create index wallet_adjustments_player on wallet_adjustments (user_id, created_at desc)`.execute(db);
  await sql`create index wallet_adjustments_pending on wallet_adjustments (created_at desc) where status = 'pending'`.execute(db);
}
