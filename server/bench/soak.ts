// The soak: the real server (src/main.ts) on 127.0.0.1 and a throwaway data folder, under a steady
// flow of players' Dice bets (each player's first deposit settled by the provider) for a bounded time, then stopped as a deployment stops it (SIGTERM). It
// prints the calls, their failures and latencies, the server's memory at the start and the end, the
// ledger check and the stop; it exits 1 when a call failed, the ledger check found a breach, or the
// stop did not exit 0 in time. It reaches nothing but the server it started, on the loopback.
//
//   npm run soak -- --minutes N [--players P]     (N from 1 to 60, P from 1 to 20; 1 minute, 4 players by default)
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { depositThroughProvider } from '../test/support/provider-deposit.ts';
import { spawnServer } from '../test/support/server-process.ts';
import { latencyPercentiles } from './percentile.ts';

const TOKEN = randomUUID();
const WEBHOOK_SECRET = randomUUID();
/** What a player deposits at first and whenever its balance runs out. */
const DEPOSIT = '1000.00';

function bounded(args: string[], name: string, fallback: number, max: number): number {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} takes a whole number from 1 to ${max}`);
  return value;
}

/** The resident memory of a process in MB (Linux's /proc), or undefined elsewhere. */
function residentMb(pid: number | undefined): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Math.round(Number(kb) / 1024);
  } catch {
    return undefined;
  }
}

async function main(args: string[]): Promise<number> {
  const minutes = bounded(args, '--minutes', 1, 60);
  const playerCount = bounded(args, '--players', 4, 20);
  const server = spawnServer({
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    OPERATOR_TOKEN: TOKEN,
    PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    DATABASE_URL: '',
    REDIS_URL: '',
  });
  try {
    const url = await server.listening;
    const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      return { status: response.status, body: (await response.json()) as T };
    };
    const players: string[] = [];
    for (let index = 0; index < playerCount; index += 1) {
      const registered = await post<{ accessToken: string }>('/v1/user/auth/register', {
        email: `soak.${index}.${Date.now()}@example.com`,
        password: 'secret123',
        currency: 'USD',
      });
      if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
      // A first deposit opens the games; a player whose balance runs out deposits again (below).
      await depositThroughProvider(url, registered.body.accessToken, DEPOSIT, WEBHOOK_SECRET);
      players.push(registered.body.accessToken);
    }

    const memoryAtStart = residentMb(server.child.pid);
    const deadline = Date.now() + minutes * 60_000;
    const latencies: number[] = [];
    const failures = new Map<string, number>();
    let deposits = playerCount;
    console.log(`soak: ${playerCount} players betting for ${minutes} min against ${url}`);
    await Promise.all(
      players.map(async (token) => {
        while (Date.now() < deadline) {
          const started = performance.now();
          try {
            const answer = await post<{ reason?: string }>(
              '/v1/originals/dice/bet',
              { currency: 'USD', amount: '1.00', target: '49.50', condition: 'under' },
              { authorization: token, 'Idempotency-Key': randomUUID() },
            );
            latencies.push(performance.now() - started);
            if (answer.body.reason === 'INSUFFICIENT_FUNDS') {
              await depositThroughProvider(url, token, DEPOSIT, WEBHOOK_SECRET);
              deposits += 1;
              continue;
            }
            const failure = answer.status === 200 ? undefined : `${answer.status} ${answer.body.reason ?? ''}`;
            if (failure) failures.set(failure, (failures.get(failure) ?? 0) + 1);
          } catch (error) {
            const name = (error as Error).name;
            failures.set(name, (failures.get(name) ?? 0) + 1);
          }
        }
      }),
    );
    const memoryAtEnd = residentMb(server.child.pid);
    const ledger = await post<{ ok: boolean }>('/operator/ledger/check', {}, { authorization: TOKEN });

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    const stopping = performance.now();
    server.child.kill('SIGTERM');
    const exitCode = await exited;
    const report = {
      minutes,
      players: playerCount,
      bets: latencies.length,
      deposits,
      betsPerSecond: Math.round(latencies.length / (minutes * 60)),
      failures: Object.fromEntries(failures),
      latency: latencyPercentiles(latencies),
      serverMemoryMb: { start: memoryAtStart, end: memoryAtEnd },
      ledgerOk: ledger.body.ok,
      stop: { exitCode, ms: Math.round(performance.now() - stopping) },
    };
    console.log(JSON.stringify(report, null, 2));
    return failures.size === 0 && ledger.body.ok && exitCode === 0 ? 0 : 1;
  } finally {
    await server.stop('SIGKILL');
  }
}

process.exitCode = await main(process.argv.slice(2));
