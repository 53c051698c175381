// The soak's own PostgreSQL cluster and Redis (test/support/own-databases.ts: a throwaway cluster
// made with initdb in a temporary folder and a redis-server without snapshots, each on a free port
// of the loopback), started and stopped by the soak, so that its restart faults touch no one
// else's database; or the machine's.
import { execFileSync } from 'node:child_process';
import { ownPostgres, ownRedis } from '../../test/support/own-databases.ts';

/** The databases the instances of a soak share, and how its faults restart them. */
export interface SoakDatabases {
  databaseUrl: string;
  redisUrl: string;
  /** What the restart faults do, each answering a line for the log. */
  restartPostgres(): Promise<string>;
  restartRedis(): Promise<string>;
  /** Stops what the soak started and removes its folders (nothing for the machine's own). */
  close(): Promise<void>;
}

/** Runs a command as it is, or says why it could not. */
function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 }).trim();
  } catch (error) {
    return `failed: ${(error as Error).message.slice(0, 200)}`;
  }
}

/**
 * The machine's own PostgreSQL and Redis (DATABASE_URL, REDIS_URL), as a soak without faults uses
 * them: restarting them restarts the machine's main cluster and its Redis, and with them every other
 * user's connections.
 */
function machineDatabases(): SoakDatabases {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) throw new Error('--shared-databases needs DATABASE_URL and REDIS_URL');
  return {
    databaseUrl,
    redisUrl,
    async restartPostgres() {
      const viaCluster = run('pg_ctlcluster', ['15', 'main', 'restart']);
      return viaCluster.startsWith('failed')
        ? run('pg_ctl', ['restart', '-D', process.env.PGDATA ?? '/var/lib/postgresql/15/main', '-m', 'fast'])
        : 'pg_ctlcluster 15 main restart';
    },
    async restartRedis() {
      const port = new URL(redisUrl).port || '6379';
      const stopped = run('redis-cli', ['-h', '127.0.0.1', '-p', port, 'shutdown', 'nosave']);
      const started = run('redis-server', [
        '--daemonize',
        'yes',
        '--save',
        '',
        '--bind',
        '127.0.0.1',
        '-::1',
        '--port',
        port,
        '--dir',
        '/var/lib/redis',
      ]);
      return `${stopped || 'stopped'}; ${started || 'started'}`;
    },
    async close() {},
  };
}

/**
 * The PostgreSQL and Redis a soak of several instances runs on: its own throwaway pair ('own'), or
 * the machine's at DATABASE_URL and REDIS_URL ('machine').
 */
export async function soakDatabases(where: 'own' | 'machine', log: (line: string) => void): Promise<SoakDatabases> {
  if (where === 'machine') return machineDatabases();
  const postgres = await ownPostgres((line) => log(`soak: ${line}`));
  let redis: Awaited<ReturnType<typeof ownRedis>>;
  try {
    redis = await ownRedis((line) => log(`soak: ${line}`));
  } catch (error) {
    await postgres.close();
    throw error;
  }
  return {
    databaseUrl: postgres.url,
    redisUrl: redis.url,
    restartPostgres: () => postgres.restart(),
    restartRedis: () => redis.restart(),
    async close() {
      await redis.close();
      await postgres.close();
    },
  };
}
