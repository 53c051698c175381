import { sql, type Kysely } from 'kysely';

/**
 * The identity documents players upload: what the file is by its content, where it is kept (outside
 * anything the server serves), and the operator's review.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table kyc_documents (
      id uuid primary key,
      user_id uuid not null references users (id),
      kind text not null check (kind in ('identity_front', 'identity_back', 'selfie', 'proof_of_address')),
      content_type text not null check (content_type in ('image/jpeg', 'image/png', 'application/pdf')),
      size integer not null check (size > 0),
      sha256 text not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      reason text,
      created_at timestamptz not null default now(),
      reviewed_at timestamptz
    )`.execute(db);
  await sql`create index kyc_documents_user on kyc_documents (user_id, created_at desc)`.execute(db);
  await sql`create index kyc_documents_pending on kyc_documents (created_at) where status = 'pending'`.execute(db);
}
