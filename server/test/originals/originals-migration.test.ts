import assert from 'node:assert/strict';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.ts';
import { earlierDatabase, insertDollar, insertPlayer, migrationsBefore, ownDatabase } from '../support/migrations.ts';

/**
 * Every migration a database had before the originals committed their next server seed ahead and
 * recorded the version of the rules of each bet.
 */
const BEFORE = migrationsBefore('0040_originals_next_seeds');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const firstFloat = (serverSeed: string, clientSeed: string, nonce: number) => {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
};
/** Limbo by the first rules: 0.99 / (1 - float), floored to hundredths. */
const firstRulesLimbo = (float: number) => (Math.min(100_000_000, Math.max(100, Math.floor(99 / (1 - float)))) / 100).toFixed(2);
const verifyScript = fileURLToPath(new URL('../../../scripts/verify-bet.mjs', import.meta.url));

describe('a database from before the next server seed was committed ahead', () => {
  const place = ownDatabase('originals-migration');
  const { config } = place;

  it('gives every active pair a committed next seed, and every earlier bet the first rules, by which it still verifies', async () => {
    const activeId = randomUUID();
    const revealedId = randomUUID();
    const limboBetId = randomUUID();
    let userId = '';
    await earlierDatabase(
      place,
      BEFORE,
      async (db) => {
        await insertDollar(db);
        userId = await insertPlayer(db, 'seeds@example.com');
        await sql`
        insert into originals_seed_pairs (id, user_id, server_seed, server_seed_hash, client_seed, next_nonce, status, revealed_at)
        values (${revealedId}, ${userId}, 'old', ${sha256('old')}, 'mine', 3, 'revealed', now()),
               (${activeId}, ${userId}, 'current', ${sha256('current')}, 'mine', 5, 'active', null)`.execute(db);
        // A limbo bet drawn with the first rules (its record has no version), and a provider's bet.
        const fairness = {
          game: 'limbo',
          serverSeedHash: sha256('old'),
          serverSeed: 'old',
          clientSeed: 'mine',
          nonce: 2,
          params: { target: '2.00', houseEdge: 1 },
          outcome: firstRulesLimbo(firstFloat('old', 'mine', 2)),
        };
        await sql`
        insert into game_bets (id, user_id, game_id, game_name, is_original, provider, currency, amount, status, fairness)
        values (${limboBetId}, ${userId}, 'limbo', 'Limbo', true, null, 'USD', 100, 'settled', ${JSON.stringify(fairness)}::jsonb),
               (${randomUUID()}, ${userId}, 'slot-1', 'Slot', false, 'demo', 'USD', 100, 'settled', null)`.execute(db);
      },
      { allowUnorderedMigrations: true },
    );

    const upgraded = await openDatabase(config);
    try {
      const { db } = upgraded;
      type Pair = {
        id: string;
        server_seed: string;
        next_nonce: string;
        next_server_seed: string | null;
        next_server_seed_hash: string | null;
      };
      const pairs = await sql<Pair>`
        select id, server_seed, next_nonce::text, next_server_seed, next_server_seed_hash from originals_seed_pairs where user_id = ${userId}`.execute(
        db,
      );
      const active = pairs.rows.find((pair) => pair.id === activeId)!;
      const revealed = pairs.rows.find((pair) => pair.id === revealedId)!;
      assert.deepEqual([active.server_seed, active.next_nonce], ['current', '5'], 'the pair in use is left as it was');
      assert.match(active.next_server_seed ?? '', /^[0-9a-f]{64}$/);
      assert.equal(active.next_server_seed_hash, sha256(active.next_server_seed!));
      assert.deepEqual([revealed.next_server_seed, revealed.next_server_seed_hash], [null, null]);
      // From now on no active pair can exist without its committed next seed.
      await assert.rejects(sql`update originals_seed_pairs set next_server_seed = null where id = ${activeId}`.execute(db));
      await sql`
        update originals_seed_pairs set status = 'revealed', revealed_at = now(), next_server_seed = null, next_server_seed_hash = null
        where id = ${activeId}`.execute(db);
      await assert.rejects(
        sql`insert into originals_seed_pairs (id, user_id, server_seed, server_seed_hash, client_seed)
            values (${randomUUID()}, ${userId}, 'x', ${sha256('x')}, 'y')`.execute(db),
      );

      // Bets from before are of the first rules, and still verify by them; later ones use the second.
      const bets = await sql<{ id: string; rule_version: number | null; fairness: { outcome: string } | null }>`
        select id, rule_version, fairness from game_bets where user_id = ${userId}`.execute(db);
      const limbo = bets.rows.find((row) => row.id === limboBetId)!;
      assert.equal(limbo.rule_version, 1);
      assert.equal(bets.rows.find((row) => row.id !== limboBetId)?.rule_version, null, 'a provider’s bet has no rules of ours');
      const script = (...extra: string[]) =>
        execFileSync(process.execPath, [verifyScript, 'old', 'mine', '2', 'limbo', 'houseEdge=1', ...extra], { encoding: 'utf8' });
      assert.match(script('version=1'), new RegExp(`result ${limbo.fairness!.outcome.replace('.', '\\.')}\\n$`));
      assert.doesNotMatch(script(), new RegExp(`result ${limbo.fairness!.outcome.replace('.', '\\.')}\\n$`));
      await assert.rejects(sql`update game_bets set rule_version = null where id = ${limboBetId}`.execute(db));
    } finally {
      await upgraded.close();
    }
  });
});
