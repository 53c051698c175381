// The soak's own PostgreSQL cluster and Redis: a throwaway cluster made with initdb in a temporary
// folder and a redis-server without snapshots, each on a free port of the loopback, started and
// stopped by the soak, so that its restart faults touch no one else's database. As root, the
// cluster runs as the postgres user (PostgreSQL refuses to run as root).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from './client.ts';

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

/** Where Debian keeps PostgreSQL's programs (the newest version installed), else the PATH. */
function postgresBin(program: string): string {
  const root = '/usr/lib/postgresql';
  for (const version of ['17', '16', '15', '14', '13']) {
    const path = join(root, version, 'bin', program);
    if (existsSync(path)) return path;
  }
  return program;
}

/** A port of the loopback that nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * A cluster of the soak's own: initdb into a temporary folder (trust authentication, the postgres
 * role), started with pg_ctl on a free loopback port; its restart is a fast pg_ctl restart of it
 * alone, and close stops it and removes the folder.
 */
export async function ownPostgres(
  log: (line: string) => void,
): Promise<{ url: string; restart(): Promise<string>; close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'soak-postgres-'));
  const owner = postgresUser();
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const data = join(folder, 'data');
  const logFile = join(folder, 'postgres.log');
  const port = await freePort();
  const as = (program: string, args: string[]) =>
    owner
      ? execFileSync('runuser', ['-u', 'postgres', '--', postgresBin(program), ...args], { stdio: 'pipe', timeout: 120_000 })
      : execFileSync(postgresBin(program), args, { stdio: 'pipe', timeout: 120_000 });
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c max_connections=200`;
  as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  as('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', 'start']);
  log(`soak: PostgreSQL of its own on 127.0.0.1:${port} (${data})`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart() {
      as('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-m', 'fast', '-w', 'restart']);
      return `pg_ctl restart of the soak's cluster on port ${port}`;
    },
    async close() {
      try {
        as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Stopped already.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A redis-server of the soak's own on a free loopback port, no snapshots; its restart is a kill and a start on the same port. */
export async function ownRedis(log: (line: string) => void): Promise<{ url: string; restart(): Promise<string>; close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'soak-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder],
      {
        stdio: 'ignore',
      },
    );
    child = started;
    // Up once it takes connections.
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (started.exitCode !== null) throw new Error(`redis-server on port ${port} exited (${started.exitCode})`);
      const open = await new Promise<boolean>((resolve) => {
        const probe = connect(port, '127.0.0.1');
        probe.once('connect', () => {
          probe.end();
          resolve(true);
        });
        probe.once('error', () => resolve(false));
      });
      if (open) return;
      await sleep(100);
    }
    throw new Error(`redis-server on port ${port} did not start`);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // As `redis-cli shutdown nosave` stops it: at once, nothing written.
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  await start();
  log(`soak: Redis of its own on 127.0.0.1:${port}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await stop();
      await start();
      return `redis-server of the soak on port ${port} killed and started again (its keys gone)`;
    },
    async close() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
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
  const postgres = await ownPostgres(log);
  let redis: Awaited<ReturnType<typeof ownRedis>>;
  try {
    redis = await ownRedis(log);
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
