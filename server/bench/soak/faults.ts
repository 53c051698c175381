// The faults of a soak, on a schedule: each is switched on, held for its window, switched off, and
// reported with what the players saw meanwhile (the calls that failed or were refused, by reason,
// counted during its window and the half minute after) and what went wrong.
//  - the demo payment provider's callbacks and the demo studio's wallet calls slow (3 s), failing
//    (503) or not answered at all (connection dropped), through the lines they reach the server by;
//  - with two instances or more: one instance SIGKILLed and started again, Redis restarted
//    (redis-cli shutdown nosave, then redis-server), PostgreSQL restarted (pg_ctlcluster, else pg_ctl).
import { execFileSync } from 'node:child_process';
import type { ServerProcess } from '../../test/support/server-process.ts';
import { sleep, type Client } from './client.ts';
import type { FaultLine, LineMode } from './proxy.ts';
import type { Sockets } from './sockets.ts';

export interface SoakDeployment {
  instances: ServerProcess[];
  urls: string[];
  client: Client;
  wallet: FaultLine;
  callbacks: FaultLine;
  sockets: Sockets;
  /** Starts instance `index` again (on its data folder); answers its new address. */
  restart(index: number): Promise<string>;
  operatorToken: string;
  /** Each instance's DATA_DIR (its PGlite folder and operator file are there). */
  dataDirs: string[];
  log: (line: string) => void;
}

export interface Fault {
  name: string;
  /** When it starts, seconds after the soak began. */
  at: number;
  /** How long it lasts, seconds. */
  seconds: number;
  needsShared?: boolean;
  begin(deployment: SoakDeployment): Promise<void>;
  end(deployment: SoakDeployment): Promise<void>;
}

export interface FaultOutcome {
  name: string;
  window: { fromS: number; toS: number };
  /** What the players saw: failures and refusals by call and reason, during the window and the 30 s after. */
  failures: Record<string, number>;
  refusals: Record<string, number>;
  /** Sockets held just before, at the worst moment, and 30 s after. */
  sockets: { before: number; lowest: number; after: number; messagesPerSecondDuring: number; messagesPerSecondAfter: number };
  note?: string;
  problems: string[];
}

const lineFault = (name: string, line: 'wallet' | 'callbacks', mode: LineMode): Omit<Fault, 'at' | 'seconds'> => ({
  name,
  begin: async (deployment) => {
    deployment[line].mode = mode;
  },
  end: async (deployment) => {
    deployment[line].mode = 'pass';
  },
});

/** Runs a shell command as it is, or says why it could not. */
function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 }).trim();
  } catch (error) {
    return `failed: ${(error as Error).message.slice(0, 200)}`;
  }
}

function restartPostgres(): string {
  const viaCluster = run('pg_ctlcluster', ['15', 'main', 'restart']);
  return viaCluster.startsWith('failed')
    ? run('pg_ctl', ['restart', '-D', process.env.PGDATA ?? '/var/lib/postgresql/15/main', '-m', 'fast'])
    : 'pg_ctlcluster 15 main restart';
}

/** Redis restarted as it runs here: no config file, in the background, no snapshots, on the loopback. */
function restartRedis(): string {
  const stopped = run('redis-cli', ['-h', '127.0.0.1', 'shutdown', 'nosave']);
  const started = run('redis-server', [
    '--daemonize',
    'yes',
    '--save',
    '',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    '6379',
    '--dir',
    '/var/lib/redis',
  ]);
  return `${stopped || 'stopped'}; ${started || 'started'}`;
}

/** An instance killed outright: the balancer and the third parties' lines turn to the next one. */
async function kill(deployment: SoakDeployment, index: number): Promise<void> {
  const other = deployment.urls[(index + 1) % deployment.urls.length]!;
  deployment.client.down.add(index);
  for (const line of [deployment.wallet, deployment.callbacks]) if (line.target === deployment.urls[index]) line.target = other;
  deployment.instances[index]!.child.kill('SIGKILL');
}

async function revive(deployment: SoakDeployment, index: number): Promise<void> {
  await deployment.restart(index);
  deployment.client.down.delete(index);
}

const FAULTS: Array<Omit<Fault, 'at' | 'seconds'>> = [
  lineFault('payment provider slow (callbacks 3 s late)', 'callbacks', 'slow'),
  lineFault('game studio slow (wallet calls 3 s late)', 'wallet', 'slow'),
  lineFault('payment provider failing (callbacks answered 503)', 'callbacks', 'fail'),
  lineFault('game studio failing (wallet calls answered 503)', 'wallet', 'fail'),
  lineFault('payment provider unreachable (callbacks dropped)', 'callbacks', 'down'),
  lineFault('game studio unreachable (wallet calls dropped)', 'wallet', 'down'),
  {
    name: 'instance 1 SIGKILLed, started again',
    needsShared: true,
    begin: async (deployment) => kill(deployment, 1),
    end: async (deployment) => revive(deployment, 1),
  },
  {
    // The feed runs on one instance (a leadership held in PostgreSQL): the first started takes it.
    name: 'odds feed stopped (its instance 0 SIGKILLed; instance 1 takes the feed over), started again',
    needsShared: true,
    begin: async (deployment) => kill(deployment, 0),
    end: async (deployment) => revive(deployment, 0),
  },
  {
    name: 'Redis restarted',
    needsShared: true,
    begin: async (deployment) => deployment.log(`soak: redis: ${restartRedis()}`),
    end: async () => undefined,
  },
  {
    name: 'PostgreSQL restarted',
    needsShared: true,
    begin: async (deployment) => deployment.log(`soak: postgres: ${restartPostgres()}`),
    end: async () => undefined,
  },
];

/** The faults spread over the middle of a soak of `minutes`, each given an equal slot (at most 60 s of fault). */
export function faultSchedule(minutes: number, shared = true): Fault[] {
  const chosen = FAULTS.filter((fault) => shared || !fault.needsShared);
  const span = minutes * 60 * 0.8;
  const slot = span / chosen.length;
  return chosen.map((fault, index) => ({
    ...fault,
    at: Math.round(minutes * 6 + index * slot),
    seconds: Math.max(5, Math.min(60, Math.round(slot / 2))),
  }));
}

export async function runFaults(deployment: SoakDeployment, schedule: Fault[], startedAt: number): Promise<FaultOutcome[]> {
  const { client, sockets } = deployment;
  const outcomes: FaultOutcome[] = [];
  for (const fault of schedule) {
    const wait = startedAt + fault.at * 1000 - Date.now();
    if (wait > 0) await sleep(wait);
    const failuresBefore = new Map(client.stats.failures);
    const refusalsBefore = new Map(client.stats.refusals);
    const beforeFigures = sockets.figures();
    const before = beforeFigures.held;
    let lowest = before;
    const watch = setInterval(() => (lowest = Math.min(lowest, sockets.figures().held)), 250);
    const fromS = Math.round((Date.now() - startedAt) / 1000);
    deployment.log(`soak: fault at ${fromS} s: ${fault.name} for ${fault.seconds} s`);
    const problems: string[] = [];
    try {
      await fault.begin(deployment);
      await sleep(fault.seconds * 1000);
      await fault.end(deployment);
    } catch (error) {
      problems.push(`could not be injected: ${(error as Error).message}`);
    }
    const toS = Math.round((Date.now() - startedAt) / 1000);
    const duringMessages = sockets.figures().messages - beforeFigures.messages;
    await sleep(30_000);
    clearInterval(watch);
    const after = sockets.figures();
    const diff = (now: Map<string, number>, then: Map<string, number>) =>
      Object.fromEntries(
        [...now].filter(([key, count]) => count > (then.get(key) ?? 0)).map(([key, count]) => [key, count - (then.get(key) ?? 0)]),
      );
    // Every instance still running (one the fault killed has been started again by now).
    for (const [index, server] of deployment.instances.entries()) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        problems.push(
          `instance ${index} exited by itself (${server.child.exitCode ?? server.child.signalCode}): ${server.output().slice(-600)}`,
        );
      }
    }
    // Back within the reconnect budget: every socket the fault closed has a connection again 30 s after.
    if (after.held < before) problems.push(`sockets: ${before} held before, ${after.held} 30 s after`);
    outcomes.push({
      name: fault.name,
      window: { fromS, toS },
      failures: diff(client.stats.failures, failuresBefore),
      refusals: diff(client.stats.refusals, refusalsBefore),
      sockets: {
        before,
        lowest,
        after: after.held,
        messagesPerSecondDuring: Math.round(duringMessages / Math.max(1, toS - fromS)),
        messagesPerSecondAfter: Math.round((after.messages - beforeFigures.messages - duringMessages) / 30),
      },
      problems,
    });
  }
  return outcomes;
}
