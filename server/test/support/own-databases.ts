// A PostgreSQL cluster and a redis-server of one's own, for tests and the soak that stop and start
// them: a throwaway cluster made with initdb in a temporary folder and a redis-server without
// snapshots, each on a free port of the loopback, so that restarting them touches no one else's
// database. As root, the cluster runs as the postgres user (PostgreSQL refuses to run as root).
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
 * A cluster of one's own: initdb into a temporary folder (trust authentication, the postgres
 * role), started with pg_ctl on a free loopback port; its restart is a fast pg_ctl restart of it
 * alone, stop and start stop it and start it again, and close stops it and removes the folder.
 */
export async function ownPostgres(
  log: (line: string) => void,
): Promise<{ url: string; port: number; restart(): Promise<string>; stop(): void; start(): void; close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'own-postgres-'));
  const owner = postgresUser();
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const data = join(folder, 'data');
  const logFile = join(folder, 'postgres.log');
  const port = await freePort();
  const as = (program: string, args: string[]) =>
    owner
      ? execFileSync('runuser', ['-u', 'postgres', '--', postgresBin(program), ...args], { stdio: 'pipe', timeout: 120_000 })
      : execFileSync(postgresBin(program), args, { stdio: 'pipe', timeout: 120_000 });
  const asAsync = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [command, all] = owner ? ['runuser', ['-u', 'postgres', '--', postgresBin(program), ...args]] : [postgresBin(program), args];
      execFile(command, all as string[], { timeout: 120_000 }, (error) => (error ? reject(error) : resolve()));
    });
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c max_connections=200`;
  as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  as('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', 'start']);
  log(`PostgreSQL of its own on 127.0.0.1:${port} (${data})`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** Stops it as a deployment's restart does (fast: sessions ended, transactions rolled back). */
    stop() {
      as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    start() {
      as('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', 'start']);
    },
    async restart() {
      // Without blocking this process: a server in it goes on answering through the restart.
      await asAsync('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-m', 'fast', '-w', 'restart']);
      return `pg_ctl restart of the cluster of its own on port ${port}`;
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

/** A redis-server of one's own on a free loopback port, no snapshots; its restart is a kill and a start on the same port. */
export async function ownRedis(
  log: (line: string) => void,
): Promise<{ url: string; restart(): Promise<string>; stop(): Promise<void>; start(): Promise<void>; close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'own-redis-'));
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
  log(`Redis of its own on 127.0.0.1:${port}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async restart() {
      await stop();
      await start();
      return `redis-server of its own on port ${port} killed and started again (its keys gone)`;
    },
    async close() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
