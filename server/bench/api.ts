/**
 * API throughput on loopback: sign-in, token refresh and user info, requests per second and p99
 * latency, on the embedded PGlite and on Postgres. The server runs in its own process.
 *
 *   node server/bench/api.ts            (BENCH_DURATION_SECONDS, BENCH_CONNECTIONS, BENCH_DATABASE_URL)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { dropSchema } from '../src/db/database.ts';
import { benchDatabaseUrl, postgresReachable, printableUrl } from './databases.ts';
import { DEMO_PLAYER } from '../src/auth/index.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface Figure {
  requestsPerSecond: number;
  p99Ms: number;
  meanMs: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** The server (src/main.ts) in a process of its own on 127.0.0.1, a free port and a throwaway data folder. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000000',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output.slice(-1000)}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /The app is running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output.slice(-1000)}`)));
  });
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** What one autocannon run says: requests per second (the mean of its per-second samples), latency, failures. */
export function figure(result: autocannon.Result): Figure {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    meanMs: Math.round(result.latency.average * 100) / 100,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

interface Session {
  accessToken: string;
  refreshToken: string;
}

async function measure(server: RunningServer, duration: number, connections: number): Promise<Record<string, Figure>> {
  const login = `${server.url}/v1/user/auth/login`;
  const credentials = JSON.stringify({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
  const headers = { 'content-type': 'application/json' };
  const sessions: Session[] = [];
  for (let i = 0; i < connections * 2 + 1; i += 1) sessions.push(await post<Session>(login, JSON.parse(credentials)));
  const [first] = sessions;
  if (!first) throw new Error('no session');

  const loginResult = await autocannon({ url: login, method: 'POST', headers, body: credentials, connections, duration });

  // Clients rotating their refresh tokens: every token is used once, and each answer's new token
  // goes back to the pool for a later request.
  const pool = sessions.slice(1).map((session) => session.refreshToken);
  const refreshResult = await autocannon({
    url: `${server.url}/v1/user/auth/refresh`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ refreshToken: pool.shift() ?? 'exhausted' }) }),
        onResponse: (status, body) => {
          if (status === 200) pool.push((JSON.parse(body) as Session).refreshToken);
        },
      },
    ],
  });

  const userGetResult = await autocannon({
    url: `${server.url}/v1/user/get`,
    method: 'POST',
    headers: { ...headers, authorization: first.accessToken },
    body: '{}',
    connections,
    duration,
  });
  return { login: figure(loginResult), refresh: figure(refreshResult), userGet: figure(userGetResult) };
}

/**
 * Runs `work` against a server on the embedded PGlite, then on a fresh schema of the Postgres at
 * benchDatabaseUrl() when one answers (the schema is dropped afterwards); `env` goes to both servers.
 */
export async function onEachDatabase<T>(
  env: Record<string, string>,
  work: (server: RunningServer) => Promise<T>,
): Promise<{ pglite: T; postgres: T | { skipped: string } }> {
  const embedded = await startServer({ ...env, DATABASE_URL: '', PGLITE_DIR: 'memory://' });
  let pglite: T;
  try {
    pglite = await work(embedded);
  } finally {
    await embedded.stop();
  }

  const databaseUrl = benchDatabaseUrl();
  if (!(await postgresReachable(databaseUrl))) return { pglite, postgres: { skipped: `no Postgres at ${printableUrl(databaseUrl)}` } };
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const server = await startServer({ ...env, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  try {
    return { pglite, postgres: await work(server) };
  } finally {
    await server.stop();
    await dropSchema(databaseUrl, schema);
  }
}

/** Runs the API benchmark on PGlite and, when reachable, on Postgres. */
export async function runApiBench(): Promise<Record<string, unknown>> {
  const duration = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const figures = await onEachDatabase({}, (server) => measure(server, duration, connections));
  return { duration, connections, host: '127.0.0.1 (loopback)', ...figures };
}

if (import.meta.main) console.log(JSON.stringify(await runApiBench(), null, 2));
