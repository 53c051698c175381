import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * The next server seed, committed ahead: each active seed pair holds the secret server seed the
 * next pair will use and shows its SHA-256 hash before the player picks the client seed that goes
 * with it. A rotation promotes that seed, so no server seed is ever drawn after the client seed is
 * known. Players who already have an active pair get their next seed now; a revealed pair keeps none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table originals_seed_pairs add column next_server_seed text, add column next_server_seed_hash text`.execute(db);
  const active = await sql<{ id: string }>`select id from originals_seed_pairs where status = 'active'`.execute(db);
  for (const { id } of active.rows) {
    const seed = randomBytes(32).toString('hex');
    const hash = createHash('sha256').update(seed).digest('hex');
    await sql`update originals_seed_pairs set next_server_seed = ${seed}, next_server_seed_hash = ${hash} where id = ${id}`.execute(db);
  }
  await sql`
    alter table originals_seed_pairs add constraint originals_seed_pairs_next_seed
      check ((status = 'active') = (next_server_seed is not null) and (next_server_seed is null) = (next_server_seed_hash is null))`.execute(
    db,
  );
}
