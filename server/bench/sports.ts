/**
 * The sportsbook on one instance over loopback (embedded PGlite, the server in this process, the
 * sockets in a child process of their own so that each side has its own file descriptors), with
 * bounded loops:
 *  - sockets held: BENCH_SPORTS_SOCKETS (default 10,000) open sockets, each subscribed to one live
 *    event's topic and sent its snapshot;
 *  - fan-out: one odds update of that event, from the book's update call to its arrival on every
 *    socket (p50, p99, max), BENCH_SPORTS_ROUNDS times (default 21; median of the rounds, and the
 *    rounds' lowest and highest p99);
 *  - odds updates per second sustained: the book's updates of live events' odds for
 *    BENCH_SPORTS_SECONDS (default 5), each published to its topics while the sockets are held;
 *  - bet placements per second: funded players placing singles (POST /v1/sports/bet/place, each
 *    with its own Idempotency-Key) for BENCH_SPORTS_SECONDS, then the ledger check.
 * BENCH_REALTIME_WORKERS (default 0) sets the server's REALTIME_WORKERS: with workers, the sockets
 * are held by them, and "the send loop" is only the server's handing of the update to each worker.
 *
 *   node server/bench/sports.ts
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { IDEMPOTENCY_KEY_HEADER, sportsEventTopic, type Market, type SportsEvent } from '@app/contract';
import { inProcessConfig, listeningApp } from '../test/support/app.ts';
import { benchSecrets, fundedPlayer, post, secretsEnv, type Player } from './api.ts';

export interface SportsFigures {
  socketsWanted: number;
  socketsHeld: number;
  /** Why fewer sockets than wanted were opened (the file-descriptor limit), if so. */
  socketsNote?: string;
  connectSeconds: number;
  fanout: {
    rounds: number;
    medianP50Ms: number;
    medianP99Ms: number;
    /** The lowest and highest p99 of the rounds. */
    p99RangeMs: [number, number];
    medianMaxMs: number;
    delivered: number;
    /** The book's update call alone: its transaction, then the message handed to every socket (the server's share of the delivery). */
    medianServerMs: number;
    /** Of which: from the call to the message's publication (the book's transaction and commit). */
    medianTransactionMs: number;
    /** Of which: from the publication to the last socket's write (the hub's send loop). */
    medianSendLoopMs: number;
    /** CPU time of one update, from the call to its arrival everywhere: the server's processes (its realtime workers with it). */
    medianServerCpuMs: number;
    /** And of the process holding the sockets (reading what arrives). */
    medianSocketsCpuMs: number;
    /** The cores they share. */
    cores: number;
  };
  oddsUpdatesPerSecond: number;
  betsPerSecond: number;
  betP99Ms: number;
  betsPlaced: number;
  betsRefused: number;
  ledgerCheck: { ok: boolean; breaches: number };
}

/** A process's /proc stat fields after its command's closing parenthesis (state first). */
function statFields(pid: number | string): string[] {
  return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
}

/** CPU time (user and system, ms; the kernel counts in ticks) of these processes. */
function cpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // utime and stime: the 14th and 15th fields of the whole line.
      const fields = statFields(pid);
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone, or not Linux.
    }
  }
  return ticks * 10;
}

/** This process and its children but one (the server's realtime workers, not the sockets' holder). */
function serverPids(except: number | undefined): number[] {
  const pids = [process.pid];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === except) continue;
      try {
        const parent = Number(statFields(entry)[1]);
        if (parent === process.pid) pids.push(Number(entry));
      } catch {
        // Gone meanwhile.
      }
    }
  } catch {
    // Not Linux.
  }
  return pids;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};
const percentile = (sorted: readonly number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

/** What the child holding the sockets and the bench tell each other. */
type ToChild =
  | { type: 'open'; url: string; topic: string; count: number }
  | { type: 'expect'; round: number }
  | { type: 'sent'; round: number; at: number };
type FromChild =
  | { type: 'opened'; held: number; failed: number; seconds: number }
  | { type: 'round'; round: number; received: number; p50: number; p99: number; max: number };

/** How an odds update's text begins (the holder compares bytes rather than decode each message). */
const ODDS_PREFIX = Buffer.from('{"m":"sports.odds.update"');

/** The child: opens the sockets, subscribes each to the topic, and reports when each round's update arrived. */
async function holdSockets(): Promise<void> {
  const sockets: WebSocket[] = [];
  let expecting: { round: number; times: number[]; sentAt?: number } | undefined;
  const send = (message: FromChild) => process.send?.(message);
  const finishRound = () => {
    if (!expecting || expecting.sentAt === undefined || expecting.times.length < sockets.length) return;
    const latencies = expecting.times.map((at) => at - expecting!.sentAt!).sort((a, b) => a - b);
    send({
      type: 'round',
      round: expecting.round,
      received: latencies.length,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
    });
    expecting = undefined;
  };
  process.on('message', async (message: ToChild) => {
    if (message.type === 'open') {
      const started = Date.now();
      let failed = 0;
      for (let from = 0; from < message.count; from += 250) {
        const batch = Array.from(
          { length: Math.min(250, message.count - from) },
          () =>
            new Promise<void>((resolve) => {
              // The holder only notes when each update arrives: it reads no text, so it checks none.
              const socket = new WebSocket(message.url, { skipUTF8Validation: true });
              // Refused, or closed before its snapshot came: not held.
              const fail = () => {
                failed += 1;
                socket.terminate();
                resolve();
              };
              socket.once('error', fail);
              socket.once('close', fail);
              socket.once('open', () => socket.send(JSON.stringify({ m: 'topic.subscribe', p: { topic: message.topic } })));
              // The snapshot arrives first: the socket is held and following the topic.
              socket.once('message', () => {
                socket.off('error', fail);
                socket.off('close', fail);
                sockets.push(socket);
                socket.on('message', (data) => {
                  if (expecting && (data as Buffer).subarray(0, ODDS_PREFIX.length).equals(ODDS_PREFIX)) {
                    expecting.times.push(Date.now());
                    finishRound();
                  }
                });
                resolve();
              });
            }),
        );
        await Promise.all(batch);
      }
      send({ type: 'opened', held: sockets.length, failed, seconds: (Date.now() - started) / 1000 });
    } else if (message.type === 'expect') {
      expecting = { round: message.round, times: [] };
    } else if (message.type === 'sent' && expecting?.round === message.round) {
      expecting.sentAt = message.at;
      finishRound();
    }
  });
  process.on('disconnect', () => {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  });
}

function nextMessage<T extends FromChild['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<FromChild, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', listener);
      reject(new Error(`no ${type} from the socket holder within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (message: FromChild) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolve(message as Extract<FromChild, { type: T }>);
    };
    child.on('message', listener);
  });
}

/** How many sockets one process may hold: its descriptor limit less room for the rest (a soft limit of 1024 where unknown). */
async function descriptorRoom(): Promise<number> {
  const { execFileSync } = await import('node:child_process');
  let limit = 1024;
  try {
    limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim()) || limit;
  } catch {
    // Keep the default.
  }
  return Math.max(0, limit - 256);
}

export async function runSportsBench(): Promise<SportsFigures> {
  const wanted = Number(process.env.BENCH_SPORTS_SOCKETS ?? 10_000);
  const seconds = Number(process.env.BENCH_SPORTS_SECONDS ?? 5);
  const rounds = Number(process.env.BENCH_SPORTS_ROUNDS ?? 21);
  const workers = process.env.BENCH_REALTIME_WORKERS ?? '0';
  const room = await descriptorRoom();
  const count = Math.min(wanted, room);
  const socketsNote =
    count < wanted
      ? `file-descriptor limit (ulimit -n) leaves room for ${room} sockets per process; raise it to hold ${wanted}`
      : undefined;

  const secrets = benchSecrets();
  const dataDir = mkdtempSync(join(tmpdir(), 'sports-bench-'));
  const config = inProcessConfig(dataDir, {
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SPORTS_FEED_TICK_MS: '0',
    REALTIME_WORKERS: workers,
    DEMOPAY_SETTLE_DELAY_MS: '0',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    RATE_LIMIT_CODE_PER_ADDRESS: '100000',
    ...secretsEnv(secrets),
  });
  const { app, port, url } = await listeningApp(config);
  const { platform } = app;
  const child = fork(fileURLToPath(import.meta.url), ['--hold-sockets'], { stdio: 'inherit' });
  try {
    const live = (await post<{ list: SportsEvent[] }>(`${url}/v1/sports/events/list`, { status: 'live', pageSize: 100 })).list;
    const target = live[0];
    if (!target) throw new Error('no live event');
    const marketsOf = async (eventId: string) => (await post<{ markets: Market[] }>(`${url}/v1/sports/event/get`, { eventId })).markets;

    // Sockets held, each following the target event.
    child.send({ type: 'open', url: `ws://127.0.0.1:${port}/ws`, topic: sportsEventTopic(target.id), count } satisfies ToChild);
    const opened = await nextMessage(child, 'opened', 30 * 60_000);

    // One odds update fanned out to every socket.
    const market = (await marketsOf(target.id)).find((candidate) => candidate.type === 'total')!;
    const results: Array<Extract<FromChild, { type: 'round' }>> = [];
    const serverMs: number[] = [];
    // Where the server's share goes: the book's transaction until it publishes, then the hub's
    // loop over the sockets (a listener added after the hub's runs once the hub has written to all).
    const targetTopic = sportsEventTopic(target.id);
    const marks: { publishedAt?: number; sentAt?: number } = {};
    const publishTopic = platform.bus.publishTopic.bind(platform.bus);
    platform.bus.publishTopic = (topic, message) => {
      if (topic === targetTopic) marks.publishedAt ??= performance.now();
      return publishTopic(topic, message);
    };
    const offSent = platform.bus.onTopic((topic) => {
      if (topic === targetTopic) marks.sentAt ??= performance.now();
    });
    const transactionMs: number[] = [];
    const sendLoopMs: number[] = [];
    const serverCpuMs: number[] = [];
    const socketsCpuMs: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      child.send({ type: 'expect', round } satisfies ToChild);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const odds = Object.fromEntries(
        market.selections.map((selection) => [selection.id, (1.5 + round / 100 + Math.random() / 10).toFixed(2)]),
      );
      const waiting = nextMessage(child, 'round', 60_000);
      delete marks.publishedAt;
      delete marks.sentAt;
      const pids = serverPids(child.pid);
      const cpuBefore = { server: cpuMs(pids), sockets: cpuMs([child.pid!]) };
      const at = Date.now();
      const started = performance.now();
      await platform.sports.book.update({ eventId: target.id, markets: [{ marketId: market.id, odds }] });
      serverMs.push(Date.now() - at);
      if (marks.publishedAt !== undefined && marks.sentAt !== undefined) {
        transactionMs.push(Math.round(marks.publishedAt - started));
        sendLoopMs.push(Math.round(marks.sentAt - marks.publishedAt));
      }
      child.send({ type: 'sent', round, at } satisfies ToChild);
      results.push(await waiting);
      serverCpuMs.push(cpuMs(pids) - cpuBefore.server);
      socketsCpuMs.push(cpuMs([child.pid!]) - cpuBefore.sockets);
    }

    offSent();
    platform.bus.publishTopic = publishTopic;

    // Odds updates per second, round the live events.
    const liveMarkets = [];
    for (const event of live.slice(0, 10)) {
      for (const candidate of await marketsOf(event.id)) if (candidate.status === 'open') liveMarkets.push(candidate);
    }
    let updates = 0;
    const updatesUntil = Date.now() + seconds * 1000;
    while (Date.now() < updatesUntil) {
      const chosen = liveMarkets[updates % liveMarkets.length]!;
      const odds = Object.fromEntries(chosen.selections.map((selection) => [selection.id, (1.2 + Math.random() * 3).toFixed(2)]));
      await platform.sports.book.update({ eventId: chosen.eventId, markets: [{ marketId: chosen.id, status: 'open', odds }] });
      updates += 1;
    }

    // Bet placements per second.
    const players: Player[] = [];
    for (let index = 0; index < 8; index += 1) players.push(await fundedPlayer({ url, stop: async () => undefined }, secrets));
    const selections = liveMarkets
      .filter((candidate) => candidate.type !== 'match_result')
      .flatMap((candidate) => candidate.selections.map((selection) => selection.id));
    const latencies: number[] = [];
    let refused = 0;
    const betsUntil = Date.now() + seconds * 1000;
    await Promise.all(
      players.map(async (player, index) => {
        for (let turn = index; Date.now() < betsUntil; turn += players.length) {
          const started = performance.now();
          const response = await fetch(`${url}/v1/sports/bet/place`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: player.accessToken, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
            body: JSON.stringify({
              selections: [{ selectionId: selections[turn % selections.length], odds: '1.01' }],
              stake: '1.00',
              currency: 'USD',
              oddsChange: 'any',
            }),
          });
          await response.arrayBuffer();
          if (response.status === 200) latencies.push(performance.now() - started);
          else refused += 1;
        }
      }),
    );
    const report = await platform.ledger.check();
    latencies.sort((a, b) => a - b);
    return {
      socketsWanted: wanted,
      socketsHeld: opened.held,
      ...(socketsNote ? { socketsNote } : {}),
      connectSeconds: Math.round(opened.seconds * 10) / 10,
      fanout: {
        rounds,
        medianP50Ms: median(results.map((result) => result.p50)),
        medianP99Ms: median(results.map((result) => result.p99)),
        p99RangeMs: [Math.min(...results.map((result) => result.p99)), Math.max(...results.map((result) => result.p99))],
        medianMaxMs: median(results.map((result) => result.max)),
        delivered: median(results.map((result) => result.received)),
        medianServerMs: median(serverMs),
        medianTransactionMs: median(transactionMs),
        medianSendLoopMs: median(sendLoopMs),
        medianServerCpuMs: median(serverCpuMs),
        medianSocketsCpuMs: median(socketsCpuMs),
        cores: availableParallelism(),
      },
      oddsUpdatesPerSecond: Math.round(updates / seconds),
      betsPerSecond: Math.round(latencies.length / seconds),
      betP99Ms: Math.round(percentile(latencies, 0.99) * 10) / 10,
      betsPlaced: latencies.length,
      betsRefused: refused,
      ledgerCheck: { ok: report.ok, breaches: report.breaches.length },
    };
  } finally {
    child.disconnect();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatSports(figures: SportsFigures): string {
  const { fanout } = figures;
  return [
    `Sportsbook, one instance over loopback (PGlite):`,
    `  sockets held: ${figures.socketsHeld} of ${figures.socketsWanted} (opened and subscribed in ${figures.connectSeconds} s)${figures.socketsNote ? `; ${figures.socketsNote}` : ''}`,
    `  one odds update to every socket: median of ${fanout.rounds} rounds p50 ${fanout.medianP50Ms} ms, p99 ${fanout.medianP99Ms} ms (rounds ${fanout.p99RangeMs[0]}-${fanout.p99RangeMs[1]}), max ${fanout.medianMaxMs} ms (${fanout.delivered} delivered; goal p99 ≤ 100 ms); the server's update and sends ${fanout.medianServerMs} ms (its transaction ${fanout.medianTransactionMs} ms, the send loop ${fanout.medianSendLoopMs} ms); CPU time of an update: the server ${fanout.medianServerCpuMs} ms, the sockets' holder ${fanout.medianSocketsCpuMs} ms, on ${fanout.cores} cores`,
    `  odds updates sustained: ${figures.oddsUpdatesPerSecond}/s`,
    `  bet placements: ${figures.betsPerSecond}/s (p99 ${figures.betP99Ms} ms, ${figures.betsPlaced} placed, ${figures.betsRefused} refused); ledger check ${figures.ledgerCheck.ok ? 'ok' : `FAILED (${figures.ledgerCheck.breaches} breaches)`}`,
  ].join('\n');
}

if (process.argv.includes('--hold-sockets')) {
  await holdSockets();
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await runSportsBench();
  console.log(formatSports(figures));
  console.log(JSON.stringify(figures));
  process.exit(0);
}
