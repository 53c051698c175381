import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { soakDatabases } from '../../bench/soak/databases.ts';
import { feedStopper, type SoakDeployment } from '../../bench/soak/faults.ts';
import { LEADERSHIP_RETRY_MS, leadershipKey } from '../../src/platform/leader.ts';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';
import { sleep } from '../helpers.ts';

/** The backend holding an advisory lock on a bigint key, if any. */
async function lockHolder(client: pg.Client, key: string): Promise<number | undefined> {
  const unsigned = BigInt.asUintN(64, BigInt(key));
  const rows = await client.query<{ pid: number }>(
    `select pid from pg_locks where locktype = 'advisory' and granted and classid = $1::oid and objid = $2::oid and objsubid = 1`,
    [(unsigned >> 32n).toString(), (unsigned & 0xffffffffn).toString()],
  );
  return rows.rows[0]?.pid;
}

/**
 * The soak's restart faults touch its own databases only: a throwaway PostgreSQL cluster and Redis it
 * starts, restarts and removes, while the machine's keep their connections; and the odds feed can
 * be stopped on its own, then taken up again by an instance.
 */
describe("the soak's faults", () => {
  it("restart the soak's own PostgreSQL cluster and Redis, not the machine's", async () => {
    const databases = await soakDatabases('own', () => undefined);
    const machine = process.env.DATABASE_URL ? new pg.Client({ connectionString: process.env.DATABASE_URL }) : undefined;
    const machineRedis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { lazyConnect: true }) : undefined;
    const own = new Redis(databases.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 20 });
    own.on('error', () => undefined);
    try {
      assert.notEqual(databases.databaseUrl, process.env.DATABASE_URL);
      assert.notEqual(databases.redisUrl, process.env.REDIS_URL);
      await machine?.connect();
      await machineRedis?.connect();
      const key = `soak-test-${randomBytes(4).toString('hex')}`;
      await machineRedis?.set(key, 'kept', 'EX', 60);

      const before = new pg.Client({ connectionString: databases.databaseUrl });
      before.on('error', () => undefined);
      await before.connect();
      const started = await before.query<{ at: Date }>('select pg_postmaster_start_time() as at');
      await own.connect();
      await own.set('soak-key', 'lost on restart');

      assert.match(await databases.restartPostgres(), /restart/);
      assert.match(await databases.restartRedis(), /started again/);

      // The soak's own cluster was restarted: a new start time, and its old connections gone.
      await assert.rejects(before.query('select 1'));
      await before.end().catch(() => undefined);
      const after = new pg.Client({ connectionString: databases.databaseUrl });
      await after.connect();
      const restarted = await after.query<{ at: Date }>('select pg_postmaster_start_time() as at');
      await after.end();
      assert.ok(restarted.rows[0]!.at.getTime() > started.rows[0]!.at.getTime());
      assert.equal(await own.get('soak-key'), null, "the soak's Redis started again empty");

      // The machine's kept theirs.
      if (machine) assert.equal((await machine.query<{ one: number }>('select 1 as one')).rows[0]!.one, 1);
      if (machineRedis) assert.equal(await machineRedis.get(key), 'kept');
    } finally {
      own.disconnect();
      machineRedis?.disconnect();
      await machine?.end().catch(() => undefined);
      await databases.close();
    }
    // Removed at the end.
    const gone = new pg.Client({ connectionString: databases.databaseUrl, connectionTimeoutMillis: 2000 });
    await assert.rejects(gone.connect());
  });

  it('stop the odds feed on its own for their window; an instance takes it up again after', async () => {
    const databases = await soakDatabases('own', () => undefined);
    const schema = `soak_${randomBytes(6).toString('hex')}`;
    const servers: ServerProcess[] = [];
    const probe = new pg.Client({ connectionString: databases.databaseUrl });
    try {
      const env = {
        DATABASE_URL: databases.databaseUrl,
        REDIS_URL: databases.redisUrl,
        DATABASE_SCHEMA: schema,
        REDIS_PREFIX: schema,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        SPORTS_FEED_TICK_MS: '1000',
      };
      const urls: string[] = [];
      for (let index = 0; index < 2; index += 1) {
        const server = spawnServer(env);
        servers.push(server);
        urls.push(await server.listening);
      }
      await probe.connect();
      const key = leadershipKey(schema, 'sports-feed');
      const instancePids = async () =>
        new Set(
          (
            await probe.query<{ pid: number }>(
              `select pid from pg_stat_activity where application_name = '' and pid <> pg_backend_pid() and backend_type = 'client backend'`,
            )
          ).rows.map((row) => row.pid),
        );
      const first = await lockHolder(probe, key);
      assert.ok(first !== undefined, 'an instance runs the feed');

      const fault = feedStopper();
      const lines: string[] = [];
      const deployment = { databases, schema, log: (line: string) => lines.push(line) } as unknown as SoakDeployment;
      await fault.begin(deployment);
      const holder = await lockHolder(probe, key);
      assert.ok(holder !== undefined && holder !== first, "the feed's lock is no longer its instance's");
      // The instances try again every LEADERSHIP_RETRY_MS: none takes the feed while the fault lasts.
      await sleep(LEADERSHIP_RETRY_MS * 2);
      assert.equal(await lockHolder(probe, key), holder);
      for (const server of servers) assert.equal(server.child.exitCode, null, 'the instances go on serving');

      await fault.end(deployment);
      let taken: number | undefined;
      for (let attempt = 0; attempt < 100 && (taken === undefined || taken === holder); attempt += 1) {
        await sleep(200);
        taken = await lockHolder(probe, key);
      }
      assert.ok(taken !== undefined && taken !== holder, 'an instance took the feed up again');
      assert.ok((await instancePids()).has(taken), "the holder is one of the instances' connections");
    } finally {
      for (const server of servers) await server.stop();
      await probe.end().catch(() => undefined);
      await databases.close();
    }
  });
});
