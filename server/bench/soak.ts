// The soak: the real server (src/main.ts) on 127.0.0.1, one instance on a throwaway embedded
// database or several sharing PostgreSQL and Redis, under a realistic mix of players (see
// soak/players.ts) and sockets following live odds for a bounded time, with faults on a schedule
// when asked (see soak/faults.ts); then stopped as a deployment stops it (SIGTERM). It prints
// throughput, p50/p99 per call, refusals and failures by reason, the server's memory over time and
// its slope, the event loop's delay and the open handles (sampled inside the server by
// soak/probe.ts), and ends with the ledger check and its own accounting check: every acknowledged
// deposit credited once, every sports bet settled once, no bet open for a finished event, every
// player's balance what the soak's own model computes from the answers it was given. It exits 1
// when a check fails or a call failed outside a fault's window. It reaches nothing but the
// servers it started, on the loopback.
//
//   npm run soak -- --minutes N [--players P] [--sockets S] [--instances I] [--faults]
//                   [--own-databases | --machine-databases] [--json FILE]
//     N from 1 to 90 (1), P from 1 to 500 (24), S from 0 to 5000 (500), I from 1 to 3 (1: embedded
//     PGlite; 2 or more share PostgreSQL and Redis); --faults injects the schedule of faults.
//     With several instances the soak runs on a throwaway PostgreSQL cluster and Redis of its own
//     (--own-databases; see soak/databases.ts), the default with --faults or when DATABASE_URL and
//     REDIS_URL are not set; --machine-databases uses those at DATABASE_URL and REDIS_URL (and its
//     restart faults then restart the machine's). --json FILE also writes the report there.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPORTS_LIVE_TOPIC, sportsEventTopic, toMinor } from '@app/contract';
import { spawnServer, type ServerProcess } from '../test/support/server-process.ts';
import { Client, NoAnswer, sleep, Stats } from './soak/client.ts';
import { soakDatabases, type SoakDatabases } from './soak/databases.ts';
import { faultSchedule, runFaults, type FaultOutcome, type SoakDeployment } from './soak/faults.ts';
import { faultLine } from './soak/proxy.ts';
import { freshToken, Mix, operatorLoop, studioStake, type ListedGame, type PlayerBook } from './soak/players.ts';
import { Sockets } from './soak/sockets.ts';
import { reconcileStudio, type StudioBet, type StudioReconciliation } from './soak/studio-rounds.ts';

const PROBE = fileURLToPath(new URL('./soak/probe.ts', import.meta.url));

export interface SoakOptions {
  minutes: number;
  players: number;
  sockets: number;
  instances: number;
  faults: boolean;
  /**
   * With several instances: PostgreSQL and Redis of the soak's own ('own', throwaway) or the
   * machine's at DATABASE_URL and REDIS_URL ('machine'). By default its own with faults or when
   * those are not set, else the machine's.
   */
  databases?: 'own' | 'machine';
  /** Called with the deployment once the players are playing (a backup taken mid-soak, say). */
  during?: (deployment: SoakDeployment) => Promise<void>;
  /** Keeps the data folder (the soak's own is removed otherwise). */
  dataDir?: string;
  log?: (line: string) => void;
}

function bounded(args: string[], name: string, fallback: number, min: number, max: number): number {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} takes a whole number from ${min} to ${max}`);
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

/** The least-squares slope of y over x (per unit of x). */
function slope(points: Array<[number, number]>): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxy = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export interface SoakReport {
  ok: boolean;
  problems: string[];
  [key: string]: unknown;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const operatorToken = randomUUID();
  const webhookSecret = randomUUID();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'soak-'));
  const probeFile = join(dataDir, 'probe.jsonl');
  const shared = options.instances > 1;
  const where = options.databases ?? (options.faults || !process.env.DATABASE_URL || !process.env.REDIS_URL ? 'own' : 'machine');
  const databases: SoakDatabases | undefined = shared ? await soakDatabases(where, log) : undefined;
  // On PostgreSQL and Redis the soak keeps its tables in a schema of its own and its keys under a prefix of its own.
  const schema = `soak_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const wallet = await faultLine();
  const callbacks = await faultLine();
  // A studio's answer is lost now and then even on a good night: the wallet acted, the studio never heard.
  wallet.lossRate = 0.02;
  // And one provider callback in 20: the provider sends it again, and the deposit must be credited once.
  callbacks.lossRate = 0.05;
  const envOf = (index: number): Record<string, string> => ({
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    OPERATOR_TOKEN: operatorToken,
    PAYMENT_WEBHOOK_SECRET: webhookSecret,
    GAME_PROVIDER_SECRET: webhookSecret,
    TOKEN_SECRET: `${webhookSecret}${webhookSecret}`,
    DATA_DIR: join(dataDir, `instance-${index}`),
    DATABASE_URL: databases?.databaseUrl ?? '',
    REDIS_URL: databases?.redisUrl ?? '',
    ...(shared ? { DATABASE_SCHEMA: schema, REDIS_PREFIX: schema } : {}),
    GAME_WALLET_URL: `${wallet.url}/seamless/demogames`,
    PAYMENT_CALLBACK_URL: `${callbacks.url}/payment-callbacks/demopay`,
    DEMOPAY_SETTLE_DELAY_MS: '200',
    SPORTS_FEED_TICK_MS: '1000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
    RATE_LIMIT_CODE_PER_ADDRESS: '1000000',
    SOAK_PROBE_FILE: `${probeFile}.${index}`,
  });
  const instances: ServerProcess[] = [];
  /** Every instance started, those a fault killed among them (what they logged is read at the end). */
  const started: ServerProcess[] = [];
  const start = async (index: number) => {
    // A loaded machine may take more than a minute to start an instance (its database and migrations).
    const server = spawnServer(envOf(index), { execArgv: ['--import', PROBE], timeoutMs: 180_000 });
    instances[index] = server;
    started.push(server);
    return server.listening;
  };
  const urls: string[] = [];
  const stats = new Stats();
  const client = new Client(urls, stats);
  const sockets = new Sockets(urls, SPORTS_LIVE_TOPIC);
  const memory: Array<{ minute: number; rssMb: number[] }> = [];
  let sampler: NodeJS.Timeout | undefined;
  // Stopped by hand (Ctrl-C, SIGTERM): its instances and databases are stopped before it exits, none left running.
  const interrupted = (signal: NodeJS.Signals) => {
    log(`soak: ${signal}: stopping the instances and databases`);
    void Promise.all(started.map((server) => server.stop('SIGKILL')))
      .then(() => databases?.close())
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    for (let index = 0; index < options.instances; index += 1) urls.push(await start(index));
    wallet.target = urls[0]!;
    callbacks.target = urls[0]!;
    const games = await client.post<{ list?: Array<ListedGame & { isOriginal: boolean }> }>('game list', '/v1/game/list', {
      page: 1,
      pageSize: 50,
    });
    const studioGames = (games.body.list ?? [])
      .filter((game) => !game.isOriginal)
      .slice(0, 10)
      .map((game) => ({ gameId: game.gameId, stake: studioStake(game) }));
    if (!studioGames.length) throw new Error(`no studio game in the catalogue: ${JSON.stringify(games.body).slice(0, 300)}`);

    // Each socket follows one live event, as a phone on an event's page does.
    const live = await client.post<{ list?: Array<{ id: string }> }>('sports events', '/v1/sports/events/list', {
      status: 'live',
      pageSize: 50,
    });
    // And some follow the live list, as a phone on the live page does: they hear every change the feed makes while it runs.
    const topics = [...(live.body.list ?? []).map((event) => sportsEventTopic(event.id)), SPORTS_LIVE_TOPIC];
    log(`soak: opening ${options.sockets} sockets on ${urls.join(', ')}, following ${topics.length - 1} live events and the live list`);
    await sockets.open(options.sockets, topics);
    const startedAt = Date.now();
    const deadline = startedAt + options.minutes * 60_000;
    const mix = new Mix({ client, studioGames, deadline, thinkMs: 150 });
    sampler = setInterval(() => {
      memory.push({ minute: (Date.now() - startedAt) / 60_000, rssMb: instances.map((server) => residentMb(server.child.pid) ?? 0) });
      if (memory.length % 60 === 0) {
        const failed = [...stats.failures.values()].reduce((sum, count) => sum + count, 0);
        log(
          `soak: ${Math.round(memory.at(-1)!.minute)} min: ${stats.calls()} calls, ${failed} failed, RSS ${memory.at(-1)!.rssMb.join(' / ')} MB`,
        );
      }
    }, 5000);
    log(`soak: ${options.players} players for ${options.minutes} min${options.faults ? ', faults on a schedule' : ''}`);

    const decided = { approved: 0, rejected: 0 };
    const deployment: SoakDeployment = {
      instances,
      urls,
      client,
      wallet,
      callbacks,
      sockets,
      restart: async (index) => {
        const url = await start(index);
        // The instance comes back on a new port: the balancer and the third parties' lines follow it.
        const old = urls[index]!;
        urls[index] = url;
        if (wallet.target === old) wallet.target = url;
        if (callbacks.target === old) callbacks.target = url;
        return url;
      },
      operatorToken,
      dataDirs: instances.map((_, index) => join(dataDir, `instance-${index}`)),
      ...(databases ? { databases, schema } : {}),
      log,
    };
    const playing = Array.from({ length: options.players }, async (_, index) => {
      // Sign-ups spread over the first seconds, as arrivals are.
      await sleep(index * 100);
      let player: PlayerBook | undefined;
      for (let attempt = 0; attempt < 5 && !player; attempt += 1) {
        try {
          player = await mix.signUp(index);
        } catch (error) {
          if (!(error instanceof NoAnswer)) throw error;
        }
      }
      if (player) await mix.play(player);
    });
    const operator = operatorLoop(client, operatorToken, mix.withdrawalOwners, deadline, decided);
    const faults: Promise<FaultOutcome[]> = options.faults
      ? runFaults(deployment, faultSchedule(options.minutes, shared), startedAt)
      : Promise.resolve([]);
    const during = options.during
      ? sleep(Math.min(20_000, options.minutes * 30_000)).then(() => options.during!(deployment))
      : Promise.resolve();
    await Promise.all([...playing, operator, during]);
    clearInterval(sampler);
    const faultOutcomes = await faults;
    const seconds = (Date.now() - startedAt) / 1000;
    const callsTable = stats.table();
    const calls = stats.calls();
    log(`soak: the mix stopped after ${Math.round(seconds)} s; settling what is owed`);

    // Calls that never got an answer are asked again with the same key: the platform answers what it did.
    const askUntil = Date.now() + 120_000;
    for (const player of mix.players) {
      if (player.unanswered.length) await freshToken(client, player);
      for (const lost of player.unanswered) {
        if (Date.now() > askUntil) break;
        try {
          lost.apply(
            (await client.post(`${lost.name} (asked again)`, lost.path, lost.body, { token: player.token, key: lost.key })) as never,
          );
        } catch {
          // Still nothing: the balance check below says what is missing.
        }
      }
    }
    await operatorLoop(client, operatorToken, mix.withdrawalOwners, Date.now() - 2000, decided);

    // A server that stopped answering would keep the checks waiting on every call: they get 12 minutes.
    let guard: NodeJS.Timeout | undefined;
    const accounting = await Promise.race([
      checkAccounts(client, mix.players, new Set(studioGames.map((game) => game.gameId)), log),
      new Promise<void>((resolve) => (guard = setTimeout(resolve, 12 * 60_000))).then(() => ({
        problems: ['the accounting check did not finish within 12 minutes: the server stopped answering'],
        figures: { balancesChecked: 0, balanceMismatches: -1, deposits: 0, sportsBets: 0, sportsBetsStillOpen: 0 },
      })),
    ]);
    clearTimeout(guard);
    const ledger = await client.post<{ ok?: boolean; breaches?: unknown[] }>(
      'ledger check',
      '/operator/ledger/check',
      {},
      { token: operatorToken },
    );
    const socketFigures = sockets.figures();
    sockets.close();
    clearInterval(sampler);

    const probes = instances.map((_, index) => readProbe(`${probeFile}.${index}`));
    const memoryFigures = instances.map((_, index) => {
      const points = memory.map((sample) => [sample.minute, sample.rssMb[index] ?? 0] as [number, number]).filter(([, mb]) => mb > 0);
      const half = points.filter(([minute]) => minute >= options.minutes / 2);
      return {
        startMb: points[0]?.[1],
        endMb: points.at(-1)?.[1],
        maxMb: Math.max(0, ...points.map(([, mb]) => mb)),
        slopeMbPerMin: round1(slope(points)),
        secondHalfSlopeMbPerMin: round1(slope(half)),
        byMinute: points.filter((_, at) => at % 12 === 0).map(([minute, mb]) => `${round1(minute)}:${mb}`),
        heapEndMb: probes[index]?.at(-1)?.heapMb,
        heapSecondHalfSlopeMbPerMin: round1(
          slope(
            (probes[index] ?? [])
              .map((line) => [(line.at - startedAt) / 60_000, line.heapMb] as [number, number])
              .filter(([minute]) => minute >= options.minutes / 2),
          ),
        ),
      };
    });
    const loop = probes.map((lines) => {
      const during = lines.filter((line) => line.at >= startedAt);
      const p99s = during.map((line) => line.loopP99Ms).sort((a, b) => a - b);
      return {
        loopP50OfP99Ms: p99s[Math.floor(p99s.length / 2)] ?? 0,
        loopWorstP99Ms: p99s.at(-1) ?? 0,
        loopMaxMs: Math.max(0, ...during.map((line) => line.loopMaxMs)),
        handlesStart: during[0]?.handles,
        handlesEnd: during.at(-1)?.handles,
      };
    });

    // The stop, as a deployment stops it: every instance drains and exits 0.
    const stops = await Promise.all(
      instances.map(async (server) => {
        const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
        const began = performance.now();
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
        return { exitCode: await exited, ms: Math.round(performance.now() - began) };
      }),
    );

    const faultWindows = faultOutcomes.map((outcome) => outcome.window);
    const failuresOutside = stats.failures.size > 0 && faultWindows.length === 0;
    const problems = [
      ...accounting.problems,
      ...(ledger.body.ok ? [] : [`ledger check: ${JSON.stringify(ledger.body.breaches ?? ledger.body).slice(0, 500)}`]),
      ...(failuresOutside ? [`calls failed: ${JSON.stringify(Object.fromEntries(stats.failures))}`] : []),
      ...(stats.slowest.ms >= 30_000 ? [`a call hung: ${stats.slowest.name} ${stats.slowest.ms} ms`] : []),
      ...(socketFigures.stillDown > 0
        ? [`${socketFigures.stillDown} sockets still without a connection after ${socketFigures.longestDownMs} ms`]
        : []),
      ...faultOutcomes.flatMap((outcome) => outcome.problems.map((problem) => `${outcome.name}: ${problem}`)),
      ...stops.filter((stop) => stop.exitCode !== 0).map((stop) => `an instance's stop exited ${stop.exitCode}`),
    ];
    if (problems.length)
      for (const [index, server] of instances.entries()) log(`soak: instance ${index} said at the end:\n${server.output().slice(-4000)}`);
    const actions: Record<string, number> = {};
    for (const player of mix.players) for (const [action, count] of player.actions) actions[action] = (actions[action] ?? 0) + count;
    return {
      ok: problems.length === 0,
      problems,
      minutes: options.minutes,
      database: shared ? `PostgreSQL + Redis (${where === 'own' ? "the soak's own, throwaway" : "the machine's"})` : 'embedded PGlite',
      instances: options.instances,
      players: mix.players.length,
      actions,
      calls,
      callsPerSecond: Math.round(calls / seconds),
      latency: callsTable,
      refusals: Object.fromEntries(stats.refusals),
      failures: Object.fromEntries(stats.failures),
      retries: stats.retries,
      slowestCall: stats.slowest,
      withdrawalsDecided: decided,
      thirdPartyLines: { studioToWallet: wallet.counts, providerCallbacks: callbacks.counts },
      sockets: socketFigures,
      serverMemory: memoryFigures,
      eventLoop: loop,
      faults: faultOutcomes,
      serverErrors: serverErrors(started),
      accounting: accounting.figures,
      ledgerOk: ledger.body.ok === true,
      stop: stops,
    };
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    if (sampler) clearInterval(sampler);
    sockets.close();
    await Promise.all(instances.map((server) => server.stop('SIGKILL')));
    await wallet.close();
    await callbacks.close();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (databases) {
      if (where === 'machine') await dropSchema(databases.databaseUrl, schema);
      await databases.close();
    }
  }
}

/**
 * What the instances logged at error level or above (a call answered 500 among them), by message
 * and the error's own message, most frequent first: the cause of a failure the players saw.
 */
function serverErrors(servers: ServerProcess[]): Array<{ count: number; message: string; sample?: string }> {
  const counts = new Map<string, { count: number; sample?: string }>();
  for (const server of servers) {
    for (const line of server.output().split('\n')) {
      if (!line.startsWith('{')) continue;
      let entry: {
        level?: number;
        msg?: string;
        err?: { type?: string; message?: string; code?: string; stack?: string };
        req?: { url?: string };
      };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue;
      }
      if ((entry.level ?? 0) < 50) continue;
      const key = [entry.msg, entry.err?.code, entry.err?.type, entry.err?.message?.slice(0, 200)].filter(Boolean).join(' | ');
      const known = counts.get(key) ?? {
        count: 0,
        ...(entry.err?.stack ? { sample: entry.err.stack.split('\n').slice(0, 6).join(' / ') } : {}),
      };
      known.count += 1;
      counts.set(key, known);
    }
  }
  return [...counts]
    .sort(([, a], [, b]) => b.count - a.count)
    .slice(0, 30)
    .map(([message, { count, sample }]) => ({ count, message, ...(sample ? { sample } : {}) }));
}

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
  } catch {
    // Left for the operator: the schema's name is soak_ and twelve hex digits.
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface ProbeLine {
  at: number;
  loopP50Ms: number;
  loopP99Ms: number;
  loopMaxMs: number;
  handles: Record<string, number>;
  rssMb: number;
  heapMb: number;
}

function readProbe(file: string): ProbeLine[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ProbeLine);
  } catch {
    return [];
  }
}

type SportsBet = { id: string; status: string; payout: string; legs: Array<{ eventId: string }> };

/** Every page of a player's sports bets, open or settled. */
async function sportsBets(client: Client, player: PlayerBook, status: 'open' | 'settled'): Promise<SportsBet[]> {
  const bets: SportsBet[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const answer = await client.post<{ list?: SportsBet[]; nextCursor?: string | null }>(
      'sports bets (check)',
      '/v1/sports/bets/list',
      { status, pageSize: 100, ...(cursor ? { cursor } : {}) },
      { token: player.token },
    );
    bets.push(...(answer.body.list ?? []));
    if (!answer.body.nextCursor) break;
    cursor = answer.body.nextCursor;
  }
  return bets;
}

/** The player's studio bets (every page of the bet history, the studio's games only: not the originals nor the sportsbook's). */
async function studioBets(client: Client, player: PlayerBook, studioGames: ReadonlySet<string>): Promise<StudioBet[]> {
  const bets: StudioBet[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1000; page += 1) {
    const answer = await client.post<{
      list?: Array<{ betId: string; gameId: string; amount: string; payout: string; status: StudioBet['status']; createdAt: string }>;
      nextCursor?: string | null;
    }>('game bets (check)', '/v1/game/bets/list', { pageSize: 100, ...(cursor ? { cursor } : {}) }, { token: player.token });
    for (const bet of answer.body.list ?? []) {
      if (!studioGames.has(bet.gameId)) continue;
      bets.push({
        betId: bet.betId,
        createdAt: Date.parse(bet.createdAt),
        amount: toMinor(bet.amount, 2),
        payout: toMinor(bet.payout, 2),
        status: bet.status,
      });
    }
    if (!answer.body.nextCursor) break;
    cursor = answer.body.nextCursor;
  }
  return bets;
}

/**
 * Waits while the studio still owes calls (a player's studio bet open: a win or a rollback not yet
 * taken by the platform, which holds the stake meanwhile), as long as their number keeps falling
 * within 2 minutes (6 at most; one look without `wait`); answers each player's studio rounds reconciled with the bets.
 */
async function settleStudio(
  client: Client,
  players: PlayerBook[],
  studioGames: ReadonlySet<string>,
  log: (line: string) => void,
  wait = true,
) {
  let reconciled: Map<PlayerBook, StudioReconciliation>;
  let owed = Infinity;
  const started = Date.now();
  let progressAt = started;
  for (;;) {
    reconciled = new Map();
    let now = 0;
    for (const player of players) {
      await freshToken(client, player);
      const reconciliation = reconcileStudio(player.studioRounds, await studioBets(client, player, studioGames));
      reconciled.set(player, reconciliation);
      now += reconciliation.owed.length;
    }
    if (now < owed) progressAt = Date.now();
    owed = now;
    if (!wait || owed === 0 || Date.now() - progressAt > 120_000 || Date.now() - started > 360_000) break;
    log(`soak: the studio still owes ${owed} calls (bets open); waiting`);
    await sleep(5000);
  }
  return { reconciled, owed };
}

/** How long the check waits for the bets of an event that has just ended to be settled (four sweeps). */
const SETTLE_WAIT_MS = 60_000;

/**
 * The soak's own accounting: waits for what the studio owes to land (its retried wins and
 * rollbacks: no studio bet left open, as long as their number falls, up to 6 minutes), then (up to 3 minutes) for
 * what else is owed (the provider's callbacks, events settling), then compares each player's
 * balance with the model plus the sports payouts of the bets settled since and the results of the
 * studio rounds it got no answer for (read from the bet history), checks each acknowledged deposit
 * was credited, each placed bet is listed once, and no open bet names a finished event. A player
 * whose balance differs is printed with the first studio round that disagrees with its bet, or the
 * difference left outside the studio's rounds.
 */
async function checkAccounts(client: Client, players: PlayerBook[], studioGames: ReadonlySet<string>, log: (line: string) => void) {
  const problems: string[] = [];
  let mismatched: string[];
  const settled = await settleStudio(client, players, studioGames, log);
  const owed = settled.owed;
  let reconciled = settled.reconciled;
  if (owed > 0) problems.push(`the studio still owed ${owed} calls at the end (their bets open, their stakes held)`);
  const until = Date.now() + 180_000;
  let checks = 0;
  const toCents = (amount: string) => toMinor(amount, 2);
  do {
    if (checks > 0) {
      await sleep(3000);
      ({ reconciled } = await settleStudio(client, players, studioGames, log, false));
    }
    checks += 1;
    mismatched = [];
    for (const player of players) {
      await freshToken(client, player);
      const settled = await sportsBets(client, player, 'settled');
      let payouts = 0n;
      for (const bet of settled)
        if (player.sportsBets.has(bet.id) && player.sportsBets.get(bet.id)!.cashedOut === undefined) payouts += toCents(bet.payout);
      const details = await client.post<{ balance?: { cash: string; operatorBonus: string; pendingWithdrawal: string } }>(
        'balance (check)',
        '/v1/wallet/balance/details',
        { currency: 'USD' },
        { token: player.token },
      );
      const balance = details.body.balance;
      const held = balance ? toCents(balance.cash) + toCents(balance.operatorBonus) : -1n;
      const studio = reconciled.get(player);
      const expected = player.expected + payouts + (studio?.learned ?? 0n);
      if (held !== expected) {
        const where = studio?.firstDisagreement
          ? `first studio round that disagrees: ${studio.firstDisagreement}`
          : studio?.owed.length
            ? `${studio.owed.length} studio bets still open (stakes held, their win or rollback owed)`
            : `the studio rounds agree: the difference is elsewhere`;
        mismatched.push(`${player.email}: holds ${held} cents, the model says ${expected} (${held - expected}); ${where}`);
      }
    }
  } while (mismatched.length > 0 && Date.now() < until);
  problems.push(...mismatched.map((line) => `balance: ${line}`));
  log(`soak: balances checked ${checks} time(s), ${mismatched.length} differ`);

  let deposits = 0;
  let bets = 0;
  let openBets = 0;
  const openOnOver: Array<{ player: PlayerBook; betId: string; eventId: string; status: string }> = [];
  let unknownRounds = 0;
  for (const player of players) {
    await freshToken(client, player);
    unknownRounds += player.unknownRounds;
    for (const transactionId of player.deposits.keys()) {
      deposits += 1;
      const page = await client.post<{ list?: Array<{ status: string; amount: string }> }>(
        'deposit (check)',
        '/v1/payment/transaction/page',
        { transactionId, pageSize: 10 },
        { token: player.token },
      );
      const rows = page.body.list ?? [];
      if (rows.length !== 1 || rows[0]!.status !== 'success')
        problems.push(`deposit ${transactionId} of ${player.email}: ${JSON.stringify(rows)}`);
    }
    const open = await sportsBets(client, player, 'open');
    const settled = await sportsBets(client, player, 'settled');
    const seen = new Map<string, number>();
    for (const bet of [...open, ...settled]) seen.set(bet.id, (seen.get(bet.id) ?? 0) + 1);
    for (const [id] of player.sportsBets) {
      bets += 1;
      if (seen.get(id) !== 1) problems.push(`sports bet ${id} of ${player.email} is listed ${seen.get(id) ?? 0} times`);
    }
    for (const id of seen.keys())
      if (!player.sportsBets.has(id)) problems.push(`sports bet ${id} of ${player.email} was never acknowledged`);
    for (const bet of open) {
      openBets += 1;
      for (const leg of bet.legs) {
        const event = await client.post<{ event?: { status: string } }>('sports event (check)', '/v1/sports/event/get', {
          eventId: leg.eventId,
        });
        if (event.body.event?.status === 'finished' || event.body.event?.status === 'cancelled')
          openOnOver.push({ player, betId: bet.id, eventId: leg.eventId, status: event.body.event.status });
      }
    }
  }
  // An event that ended in the last seconds may still be settling (batch by batch, or by the next
  // sweep after a batch failed): such bets are read again for up to SETTLE_WAIT_MS; those still open
  // then are a problem.
  const settleUntil = Date.now() + SETTLE_WAIT_MS;
  while (openOnOver.length > 0 && Date.now() < settleUntil) {
    await sleep(3000);
    for (const player of new Set(openOnOver.map((entry) => entry.player))) {
      const stillOpen = new Set((await sportsBets(client, player, 'open')).map((bet) => bet.id));
      for (let index = openOnOver.length - 1; index >= 0; index -= 1)
        if (openOnOver[index]!.player === player && !stillOpen.has(openOnOver[index]!.betId)) openOnOver.splice(index, 1);
    }
  }
  for (const entry of openOnOver)
    problems.push(
      `sports bet ${entry.betId} is open on ${entry.status} event ${entry.eventId} ${Math.round(SETTLE_WAIT_MS / 1000)} s after the check`,
    );
  for (const [player, studio] of reconciled)
    if (studio.firstDisagreement) problems.push(`studio round of ${player.email}: ${studio.firstDisagreement}`);
  return {
    problems,
    figures: {
      balancesChecked: players.length,
      balanceMismatches: mismatched.length,
      deposits,
      sportsBets: bets,
      sportsBetsStillOpen: openBets,
      studioRounds: players.reduce((sum, player) => sum + player.studioRounds.length, 0),
      studioRoundsCancelled: players.reduce(
        (sum, player) => sum + player.studioRounds.filter((round) => round.outcome === 'cancelled').length,
        0,
      ),
      studioRoundsWithoutAnswer: unknownRounds,
      studioCallsOwedAtEnd: owed,
    },
  };
}

async function main(args: string[]): Promise<number> {
  const report = await runSoak({
    minutes: bounded(args, '--minutes', 1, 1, 90),
    players: bounded(args, '--players', 24, 1, 500),
    sockets: bounded(args, '--sockets', 500, 0, 5000),
    instances: bounded(args, '--instances', 1, 1, 3),
    faults: args.includes('--faults'),
    ...(args.includes('--own-databases') ? { databases: 'own' as const } : {}),
    ...(args.includes('--machine-databases') ? { databases: 'machine' as const } : {}),
  });
  const json = JSON.stringify(report, null, 2);
  console.log(json);
  const file = args.indexOf('--json');
  if (file !== -1 && args[file + 1]) writeFileSync(args[file + 1]!, `${json}\n`);
  return report.ok ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
