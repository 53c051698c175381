// The faults of a soak, on a schedule: each is switched on, held for its window, switched off, and
// reported with what the players saw meanwhile (the calls that failed or were refused, by reason,
// counted during its window and the half minute after) and what went wrong.
//  - the demo payment provider's callbacks and the demo studio's wallet calls slow (3 s), failing
//    (503) or not answered at all (connection dropped), through the lines they reach the server by;
//  - with two instances or more: instance 1 SIGKILLed and started again; instance 0, which runs the
//    odds feed, likewise; the odds feed stopped on its own (its leadership's connection ended and the
//    lock held by the soak for the window); Redis restarted; PostgreSQL restarted (the soak's own
//    throwaway ones by default, see databases.ts).
// Each outcome also says how fast the players were answered during the window against as long a
// stretch before it (p50/p99), for all calls and for the calls the fault is about.
import pg from 'pg';
import type { ServerProcess } from '../../test/support/server-process.ts';
import { leadershipKey } from '../../src/platform/leader.ts';
import { percentile } from '../percentile.ts';
import { sleep, type Client } from './client.ts';
import type { SoakDatabases } from './databases.ts';
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
  /** With several instances: the PostgreSQL and Redis they share (the soak's own, or the machine's), and their schema. */
  databases?: SoakDatabases;
  schema?: string;
  log: (line: string) => void;
}

export interface Fault {
  name: string;
  /** When it starts, seconds after the soak began. */
  at: number;
  /** How long it lasts, seconds. */
  seconds: number;
  needsShared?: boolean;
  /** The calls the fault is about (their latency is reported apart from all calls'). */
  calls?: string[];
  /** Whether the live odds must flow again after it (a problem when no message came in the 30 s after). */
  oddsAfter?: boolean;
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
  /** liveUpdates: the changes that reached the sockets following the live list (none while the feed is stopped). */
  sockets: {
    before: number;
    lowest: number;
    after: number;
    messagesPerSecondDuring: number;
    messagesPerSecondAfter: number;
    liveUpdatesDuring: number;
    liveUpdatesAfter: number;
  };
  /**
   * How fast the players were answered during the window and in as long a stretch just before it:
   * p50/p99 of every call, and of the calls the fault is about.
   */
  latency: { before: LatencyFigures; during: LatencyFigures; calls?: string[]; callsBefore?: LatencyFigures; callsDuring?: LatencyFigures };
  note?: string;
  problems: string[];
}

export interface LatencyFigures {
  calls: number;
  p50Ms: number;
  p99Ms: number;
}

/** The calls the studio's wallet faults are about, and the provider's callbacks' (a deposit waits for its callback). */
const STUDIO_CALLS = ['studio round', 'studio launch'];
const PROVIDER_CALLS = ['deposit', 'deposit (asked again)'];

const lineFault = (name: string, line: 'wallet' | 'callbacks', mode: LineMode): Omit<Fault, 'at' | 'seconds'> => ({
  name,
  calls: line === 'wallet' ? STUDIO_CALLS : PROVIDER_CALLS,
  begin: async (deployment) => {
    deployment[line].mode = mode;
  },
  end: async (deployment) => {
    deployment[line].mode = 'pass';
  },
});

/** An instance killed outright: the balancer and the third parties' lines turn to the next one. */
async function kill(deployment: SoakDeployment, index: number): Promise<void> {
  const other = deployment.urls[(index + 1) % deployment.urls.length]!;
  deployment.client.down.add(index);
  for (const line of [deployment.wallet, deployment.callbacks]) if (line.target === deployment.urls[index]) line.target = other;
  deployment.instances[index]!.child.kill('SIGKILL');
}

function databasesOf(deployment: SoakDeployment): SoakDatabases {
  if (!deployment.databases) throw new Error('no shared databases: several instances only');
  return deployment.databases;
}

async function revive(deployment: SoakDeployment, index: number): Promise<void> {
  await deployment.restart(index);
  deployment.client.down.delete(index);
}

/**
 * The odds feed stopped on its own: the connection its instance holds the feed's leadership on is
 * ended (pg_terminate_backend, as a database's idle timeout or a network cut ends it) and the soak
 * takes the leadership's advisory lock itself and holds it for the window, so that no instance runs
 * the feed. At its end the lock is let go, an instance takes the feed up (settling what the stop
 * left open first), and the sockets must get live odds again.
 */
export function feedStopper(): Pick<Fault, 'begin' | 'end'> {
  let holder: pg.Client | undefined;
  return {
    begin: async (deployment) => {
      const { databases, schema } = deployment;
      if (!databases || !schema) throw new Error('the feed is held in PostgreSQL: several instances only');
      const key = leadershipKey(schema, 'sports-feed');
      const client = new pg.Client({ connectionString: databases.databaseUrl });
      client.on('error', () => undefined);
      await client.connect();
      holder = client;
      // An advisory lock on a bigint key shows in pg_locks as its high and low 32 bits.
      const big = BigInt.asUintN(64, BigInt(key));
      const high = (big >> 32n).toString();
      const low = (big & 0xffffffffn).toString();
      for (let attempt = 0; attempt < 100; attempt += 1) {
        await client.query(
          `select pg_terminate_backend(pid) from pg_locks
            where locktype = 'advisory' and classid = $1::oid and objid = $2::oid and objsubid = 1 and granted and pid <> pg_backend_pid()`,
          [high, low],
        );
        const taken = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1::bigint) as taken', [key]);
        if (taken.rows[0]?.taken) {
          deployment.log(`soak: the odds feed's leadership held by the soak (key ${key})`);
          return;
        }
        await sleep(100);
      }
      throw new Error("the odds feed's leadership could not be taken from its instance");
    },
    end: async () => {
      const client = holder;
      holder = undefined;
      if (!client) return;
      await client.query('select pg_advisory_unlock_all()').catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
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
    name: 'instance 0 SIGKILLed (it runs the odds feed; instance 1 takes the feed over), started again',
    needsShared: true,
    oddsAfter: true,
    begin: async (deployment) => kill(deployment, 0),
    end: async (deployment) => revive(deployment, 0),
  },
  {
    name: "odds feed stopped (its leadership's connection ended and its lock held elsewhere), started again",
    needsShared: true,
    oddsAfter: true,
    ...feedStopper(),
  },
  {
    name: 'Redis restarted',
    needsShared: true,
    begin: async (deployment) => deployment.log(`soak: redis: ${await databasesOf(deployment).restartRedis()}`),
    end: async () => undefined,
  },
  {
    name: 'PostgreSQL restarted',
    needsShared: true,
    oddsAfter: true,
    begin: async (deployment) => deployment.log(`soak: postgres: ${await databasesOf(deployment).restartPostgres()}`),
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
    const windowMs = (toS - fromS) * 1000;
    const fromAt = startedAt + fromS * 1000;
    const figures = (names: string[] | undefined, from: number, to: number): LatencyFigures => {
      const sorted = client.stats.between(from, to, names).sort((a, b) => a - b);
      return { calls: sorted.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
    };
    const latency: FaultOutcome['latency'] = {
      before: figures(undefined, fromAt - windowMs, fromAt),
      during: figures(undefined, fromAt, fromAt + windowMs),
      ...(fault.calls
        ? {
            calls: fault.calls,
            callsBefore: figures(fault.calls, fromAt - windowMs, fromAt),
            callsDuring: figures(fault.calls, fromAt, fromAt + windowMs),
          }
        : {}),
    };
    const endFigures = sockets.figures();
    const duringMessages = endFigures.messages - beforeFigures.messages;
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
    const messagesAfter = after.messages - beforeFigures.messages - duringMessages;
    const liveUpdatesAfter = after.liveUpdates - endFigures.liveUpdates;
    if (fault.oddsAfter && after.held > 0 && liveUpdatesAfter === 0)
      problems.push('no live odds reached the sockets following the live list in the 30 s after');
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
        messagesPerSecondAfter: Math.round(messagesAfter / 30),
        liveUpdatesDuring: endFigures.liveUpdates - beforeFigures.liveUpdates,
        liveUpdatesAfter,
      },
      latency,
      problems,
    });
  }
  return outcomes;
}
