/**
 * API throughput on loopback, on the embedded PGlite and on Postgres, the server in its own process:
 *  - the hot calls of the shared request path (authenticate, operator settings, validate, run,
 *    validate the answer, serialise): /user/get, /wallet/balances/list, the casino's /game/list, a
 *    Dice bet (/originals/dice/bet) and, once the sportsbook serves it, a bet placement
 *    (/sports/bet/place; skipped while it answers 404), each beside a peer measured in the same run
 *    on the same database: a bare Fastify route doing one indexed SELECT by primary key (peer.ts).
 *    The calls and the peer take turns, round after round (BENCH_ROUNDS), so a busy moment of a
 *    shared machine falls on all of them; each figure is the median of its rounds, the ratio the
 *    median of the rounds' ratios to the peer. Goal: every hot call at half the peer's requests per
 *    second or more, with p99 at 10 ms or less.
 *  - sign-in and token refresh (password hashing and rotation: not hot calls), once each.
 *
 *   node server/bench/api.ts
 *   (BENCH_DURATION_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS, BENCH_DATABASE_URL; BENCH_SERVER_MAIN
 *   measures another build's server, e.g. the last commit's, beside the same peer)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { IDEMPOTENCY_KEY_HEADER } from '@app/contract';
import { dropSchema } from '../src/db/database.ts';
import { sign as signPaymentCallback, SIGNATURE_HEADER as PAYMENT_SIGNATURE_HEADER } from '../simulators/demopay/index.ts';
import { benchDatabaseUrl, postgresReachable, printableUrl } from './databases.ts';
import { DEMO_PLAYER } from '../src/auth/index.ts';
import { SERVER_MAIN, spawnServer } from '../test/support/server-process.ts';
import { countBet, countMinesReveals, formatRange, ROUND_TRIPS_ENV, type RoundTripRange } from './round-trips.ts';
import {
  PEER_PATH,
  PEER_ROUTE,
  PEER_STAKE_PATH,
  PEER_STAKE_ROUND_TRIPS,
  PEER_STAKE_ROUTE,
  startPeer,
  type PeerDatabase,
  type PeerServer,
} from './peer.ts';

/** The server measured: this checkout's, or another build's entry (BENCH_SERVER_MAIN, to compare two builds). */
const MAIN = process.env.BENCH_SERVER_MAIN || SERVER_MAIN;

/** A hot call meets the goal at this share of the peer's requests per second or more ... */
export const GOAL_RATIO = 0.5;
/** ... with its p99 latency at this or less. */
export const GOAL_P99_MS = 10;

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

/**
 * The server (src/main.ts, or another build's `main`) in a process of its own on 127.0.0.1, a free
 * port and a throwaway data folder.
 */
export async function startServer(env: Record<string, string>, main: string = MAIN): Promise<RunningServer> {
  const server = spawnServer(
    {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000000',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '100000000',
      RATE_LIMIT_CODE_PER_ACCOUNT: '100000000',
      RATE_LIMIT_CODE_PER_ADDRESS: '100000000',
      ...env,
    },
    { main, execArgv: process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [] },
  );
  const url = await server.listening;
  let stopping = false;
  // A server that dies under load says why (the measurement then fails on its closed connections).
  server.child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The server under test exited (${code ?? signal}): ${server.output().slice(-2000)}`);
  });
  return {
    url,
    async stop() {
      stopping = true;
      await server.stop();
    },
  };
}

/**
 * fetch, its failure naming the URL (a bare "fetch failed" says nothing of which call). A read may
 * be sent again once (`retry`) when its kept-alive connection turned out closed.
 */
async function request(url: string, init: RequestInit, retry = false): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (retry) return request(url, init);
    const cause = (error as { cause?: unknown }).cause;
    throw new Error(`${url}: ${String(error)}${cause ? ` (${String(cause)})` : ''}`, { cause: error });
  }
}

export async function post<T>(url: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
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

/**
 * Runs `work` against a server on the embedded PGlite, then on a fresh schema of the Postgres at
 * benchDatabaseUrl() when one answers (the schema is dropped afterwards); `env` goes to both servers.
 * `work` is told which database the server is on (where a peer reads the same database).
 */
export async function onEachDatabase<T>(
  env: Record<string, string>,
  work: (server: RunningServer, database: PeerDatabase) => Promise<T>,
): Promise<{ pglite: T; postgres: T | { skipped: string } }> {
  const embedded = await startServer({ ...env, DATABASE_URL: '', PGLITE_DIR: 'memory://' });
  let pglite: T;
  try {
    pglite = await work(embedded, { engine: 'pglite' });
  } finally {
    await embedded.stop();
  }

  const databaseUrl = benchDatabaseUrl();
  if (!(await postgresReachable(databaseUrl))) return { pglite, postgres: { skipped: `no Postgres at ${printableUrl(databaseUrl)}` } };
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const server = await startServer({ ...env, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  try {
    return { pglite, postgres: await work(server, { engine: 'postgres', url: databaseUrl, schema }) };
  } finally {
    await server.stop();
    await dropSchema(databaseUrl, schema);
  }
}

/** The secrets of one run: the bench signs as the payment provider and calls the operator API. */
export interface BenchSecrets {
  operatorToken: string;
  paymentWebhookSecret: string;
}

export function benchSecrets(): BenchSecrets {
  return { operatorToken: randomBytes(24).toString('base64url'), paymentWebhookSecret: randomBytes(32).toString('hex') };
}

/** What the server is started with so that the bench can use those secrets. */
export function secretsEnv(secrets: BenchSecrets): Record<string, string> {
  return { OPERATOR_TOKEN: secrets.operatorToken, PAYMENT_WEBHOOK_SECRET: secrets.paymentWebhookSecret };
}

export interface Player {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

/**
 * A player as the product makes one: registered, a first deposit paid through the demo payment
 * provider (the operator's default asks for one before real-money play), and a bankroll credited by
 * the operator so that bets never run out.
 */
/** The servers whose operator lets the bench's bankrolls through without a second person. */
const bankrollsAllowed = new Map<string, Promise<unknown>>();

/**
 * Raises the operator's four-eyes threshold of balance adjustments above the bench's bankrolls,
 * once per server: an adjustment above it waits for a second person, and a player left with the
 * first deposit alone runs out of money within seconds (every bet then refused).
 */
export function allowBenchBankrolls(server: RunningServer, operatorToken: string): Promise<unknown> {
  let allowed = bankrollsAllowed.get(server.url);
  if (!allowed) {
    allowed = post(
      `${server.url}/operator/wallet/adjustments/settings/set`,
      { currency: 'USD', threshold: '1000000000.00', windowHours: 1 },
      operatorToken,
    );
    bankrollsAllowed.set(server.url, allowed);
  }
  return allowed;
}

export async function fundedPlayer(server: RunningServer, secrets: BenchSecrets): Promise<Player> {
  const signedIn = await post<{ accessToken: string; refreshToken: string; user: { userId: string } }>(
    `${server.url}/v1/user/auth/register`,
    { email: `bench.${randomUUID()}@example.com`, password: 'secret123', currency: 'USD' },
  );
  const { accessToken, refreshToken } = signedIn;
  const userId = signedIn.user.userId;
  const started = await post<{ transaction: { transactionId: string }; redirectUrl: string }>(
    `${server.url}/v1/payment/deposit/initiate`,
    { channelId: 'usd-fiat-deposit', currency: 'USD', amount: '10.00' },
    accessToken,
    { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  );
  const paymentId = started.redirectUrl.split('/').at(-1) ?? '';
  const event = JSON.stringify({
    id: `evt_${paymentId}`,
    type: 'payment.succeeded',
    data: { paymentId, reference: started.transaction.transactionId, amount: '10.00', currency: 'USD', status: 'paid' },
  });
  const paid = await request(`${server.url}/payment-callbacks/demopay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PAYMENT_SIGNATURE_HEADER]: signPaymentCallback(secrets.paymentWebhookSecret, event, Math.floor(Date.now() / 1000)),
    },
    body: event,
  });
  if (!paid.ok) throw new Error(`the deposit's callback answered ${paid.status}: ${await paid.text()}`);
  await allowBenchBankrolls(server, secrets.operatorToken);
  await post(`${server.url}/operator/wallet/adjust`, { user: userId, currency: 'USD', amount: '1000000.00' }, secrets.operatorToken);
  return { accessToken, refreshToken, userId };
}

/** One call under load: autocannon's options for it (the connections and duration are added). */
export interface Target {
  name: string;
  options: autocannon.Options;
  /** A bet: its URL and a body, for counting its round trips to the database. */
  bet?: { url: string; body: string };
}

/** The lobby's first page, as the casino area asks for it. */
const LOBBY_FIRST_PAGE = JSON.stringify({ page: 1, pageSize: 24 });
const DICE_BET = JSON.stringify({ currency: 'USD', amount: '1.00', target: '49.50', condition: 'under' });
const LIMBO_BET = JSON.stringify({ currency: 'USD', amount: '1.00', target: '2.00' });
/**
 * A new headers object for every use: autocannon writes each request's Content-Length into the
 * headers object it is given, and a shared one would then carry a stale length into every later
 * request made with it (a body shorter than it says: the server waits for the rest, and answers
 * 408 when its request timeout ends).
 */
const jsonHeaders = (): Record<string, string> => ({ 'content-type': 'application/json' });

/**
 * A POST each request of which is sent by the next player in turn (`body` and `headers` per player
 * and request): the connections spread over the players as a crowd of clients would.
 */
function perPlayer(
  url: string,
  players: readonly Player[],
  body: (player: Player) => string,
  headers: (player: Player) => Record<string, string> = () => ({}),
): autocannon.Options {
  let turn = 0;
  return {
    url,
    method: 'POST',
    headers: jsonHeaders(),
    requests: [
      {
        setupRequest: (request) => {
          const player = players[turn++ % players.length]!;
          return {
            ...request,
            method: 'POST',
            headers: { ...jsonHeaders(), authorization: player.accessToken, ...headers(player) },
            body: body(player),
          };
        },
      },
    ],
  };
}

/** The sportsbook's bet placement, once served: a bet on an open selection at whatever odds it has then. */
async function sportsBetTarget(server: RunningServer, players: readonly Player[]): Promise<Target | { skipped: string }> {
  const probeStart = performance.now();
  const probe = await request(
    `${server.url}/v1/sports/events/list`,
    { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ page: 1, pageSize: 50 }) },
    true,
  );
  if (probe.status === 404) return { skipped: '/sports/events/list is not served yet' };
  if (!probe.ok) {
    // Said in full (how long it took, what came back), so that a refusal can be told from a timeout.
    const took = Math.round(performance.now() - probeStart);
    return {
      skipped: `/sports/events/list answered ${probe.status} after ${took} ms: ${(await probe.text()).slice(0, 200) || '(no body)'}`,
    };
  }
  const { list } = (await probe.json()) as {
    list: Array<{ mainMarket: { status: string; selections: Array<{ id: string; odds: string }> } | null }>;
  };
  const selection = list.find((event) => event.mainMarket?.status === 'open')?.mainMarket?.selections[0];
  if (!selection) return { skipped: 'no event with an open market' };
  let stake = '1.00';
  const settings = await request(`${server.url}/v1/sports/settings/get`, { method: 'POST', headers: jsonHeaders(), body: '{}' }, true);
  if (settings.ok) {
    const { limits } = (await settings.json()) as { limits: Array<{ currency: string; minStake: string }> };
    stake = limits.find((limit) => limit.currency === 'USD')?.minStake ?? stake;
  }
  const body = JSON.stringify({
    selections: [{ selectionId: selection.id, odds: selection.odds }],
    stake,
    currency: 'USD',
    oddsChange: 'any',
  });
  const first = players[0]!;
  const placed = await request(`${server.url}/v1/sports/bet/place`, {
    method: 'POST',
    headers: { ...jsonHeaders(), authorization: first.accessToken, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body,
  });
  if (placed.status === 404) return { skipped: '/sports/bet/place is not served yet' };
  if (!placed.ok) return { skipped: `/sports/bet/place answered ${placed.status}: ${(await placed.text()).slice(0, 200)}` };
  return {
    name: '/sports/bet/place',
    bet: { url: `${server.url}/v1/sports/bet/place`, body },
    options: perPlayer(
      `${server.url}/v1/sports/bet/place`,
      players,
      () => body,
      () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID() }),
    ),
  };
}

/** The hot calls of the shared request path on this server, for these players. */
export async function hotCalls(
  server: RunningServer,
  players: readonly Player[],
): Promise<{ targets: Target[]; skipped: Record<string, string> }> {
  const targets: Target[] = [
    { name: '/user/get', options: perPlayer(`${server.url}/v1/user/get`, players, () => '{}') },
    {
      name: '/wallet/balances/list',
      options: perPlayer(`${server.url}/v1/wallet/balances/list`, players, (player) => JSON.stringify({ userId: player.userId })),
    },
    {
      name: '/game/list',
      options: { url: `${server.url}/v1/game/list`, method: 'POST', headers: jsonHeaders(), body: LOBBY_FIRST_PAGE },
    },
    {
      name: '/originals/dice/bet',
      bet: { url: `${server.url}/v1/originals/dice/bet`, body: DICE_BET },
      options: perPlayer(
        `${server.url}/v1/originals/dice/bet`,
        players,
        () => DICE_BET,
        () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID() }),
      ),
    },
    {
      name: '/originals/limbo/bet',
      bet: { url: `${server.url}/v1/originals/limbo/bet`, body: LIMBO_BET },
      options: perPlayer(
        `${server.url}/v1/originals/limbo/bet`,
        players,
        () => LIMBO_BET,
        () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID() }),
      ),
    },
  ];
  const skipped: Record<string, string> = {};
  const sports = await sportsBetTarget(server, players).catch((error: unknown) => ({ skipped: `the probe failed: ${String(error)}` }));
  if ('skipped' in sports) skipped['/sports/bet/place'] = sports.skipped;
  else targets.push(sports);
  return { targets, skipped };
}

/** A route of the peer as a target: each request carries the next body `body` gives. */
function peerRouteTarget(name: string, url: string, body: (turn: number) => string): Target {
  let turn = 0;
  return {
    name,
    options: {
      url,
      method: 'POST',
      headers: jsonHeaders(),
      requests: [{ setupRequest: (request) => ({ ...request, method: 'POST', headers: jsonHeaders(), body: body(turn++) }) }],
    },
  };
}

/** The peer's SELECT as a target. */
export function peerTarget(peer: PeerServer, name = 'peer'): Target {
  return peerRouteTarget(name, `${peer.url}${PEER_PATH}`, peer.body);
}

/** The name of the peer's stake transaction among the figures (a reference, not a hot call). */
export const PEER_STAKE = 'peer stake';

/** The peer's bare stake transaction as a target: the best a money-moving call can do here. */
export function peerStakeTarget(peer: PeerServer): Target {
  return peerRouteTarget(PEER_STAKE, `${peer.url}${PEER_STAKE_PATH}`, peer.stakeBody);
}

export interface Summary {
  /** Medians over the rounds. */
  requestsPerSecond: number;
  p99Ms: number;
  meanMs: number;
  /** The lowest and highest requests per second of the rounds. */
  spread: [number, number];
  /** This call's requests per second over the peer's in the same round, the median of the rounds. */
  ratioToPeer: number;
  /** Answers other than 2xx, and errors, over every round. */
  non2xx: number;
  errors: number;
  rounds: Figure[];
  /** Whether the goal holds (ratio and p99); not told for the peer. */
  goalMet?: boolean;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Measures the targets in turn, round after round (a one-second warm-up of each first): each
 * target's median figures, and its ratio to the target named `peer` of the same round.
 */
export async function measureInTurns(
  targets: readonly Target[],
  options: { rounds: number; duration: number; connections: number; peer?: string },
): Promise<Record<string, Summary>> {
  const { rounds, duration, connections } = options;
  for (const target of targets) await autocannon({ ...target.options, connections, duration: 1 });
  const figures = new Map<string, Figure[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) figures.get(target.name)!.push(figure(await autocannon({ ...target.options, connections, duration })));
  }
  const peerName = options.peer ?? 'peer';
  const peerRounds = figures.get(peerName);
  const summaries: Record<string, Summary> = {};
  for (const [name, list] of figures) {
    const rates = list.map((item) => item.requestsPerSecond);
    const ratioToPeer = peerRounds
      ? round2(median(list.map((item, index) => item.requestsPerSecond / Math.max(1, peerRounds[index]!.requestsPerSecond))))
      : 0;
    const summary: Summary = {
      requestsPerSecond: Math.round(median(rates)),
      p99Ms: median(list.map((item) => item.p99Ms)),
      meanMs: round2(median(list.map((item) => item.meanMs))),
      spread: [Math.min(...rates), Math.max(...rates)],
      ratioToPeer,
      non2xx: list.reduce((sum, item) => sum + item.non2xx, 0),
      errors: list.reduce((sum, item) => sum + item.errors, 0),
      rounds: list,
    };
    // The goal is the hot calls' (paths); the peers are references.
    if (name.startsWith('/')) summary.goalMet = summary.ratioToPeer >= GOAL_RATIO && summary.p99Ms <= GOAL_P99_MS && summary.non2xx === 0;
    summaries[name] = summary;
  }
  return summaries;
}

interface Session {
  accessToken: string;
  refreshToken: string;
}

/** Sign-in and refresh-token rotation (each measured once: they hash passwords and rotate tokens, not hot calls). */
async function measureSignIn(server: RunningServer, duration: number, connections: number): Promise<{ login: Figure; refresh: Figure }> {
  const login = `${server.url}/v1/user/auth/login`;
  const credentials = JSON.stringify({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
  const sessions: Session[] = [];
  for (let i = 0; i < connections * 2; i += 1) sessions.push(await post<Session>(login, JSON.parse(credentials)));
  const loginResult = await autocannon({
    url: login,
    method: 'POST',
    headers: jsonHeaders(),
    body: credentials,
    connections,
    duration,
  });

  // Clients rotating their refresh tokens: every token is used once, and each answer's new token
  // goes back to the pool for a later request.
  const pool = sessions.map((session) => session.refreshToken);
  const refreshResult = await autocannon({
    url: `${server.url}/v1/user/auth/refresh`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers: jsonHeaders(),
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ refreshToken: pool.shift() ?? 'exhausted' }) }),
        onResponse: (status, body) => {
          if (status === 200) pool.push((JSON.parse(body) as Session).refreshToken);
        },
      },
    ],
  });
  return { login: figure(loginResult), refresh: figure(refreshResult) };
}

export interface ApiDatabaseFigures {
  peer: string;
  hot: Record<string, Summary>;
  /**
   * Round trips to the database per bet (statements, BEGIN and COMMIT included, as the server counts
   * them): each bet measured above, and a Mines reveal that found a safe tile and one that found a mine.
   */
  roundTrips: Record<string, RoundTripRange>;
  /** Hot calls not measured on this server, and why (a call not served yet). */
  notMeasured: Record<string, string>;
  login: Figure;
  refresh: Figure;
}

export interface ApiFigures {
  duration: number;
  connections: number;
  rounds: number;
  host: string;
  cpus: number;
  /** The 1, 5 and 15 minute load averages at the start and at the end of the run. */
  loadAverage: { start: number[]; end: number[] };
  goal: string;
  pglite: ApiDatabaseFigures;
  postgres: ApiDatabaseFigures | { skipped: string };
}

async function measure(
  server: RunningServer,
  database: PeerDatabase,
  secrets: BenchSecrets,
  options: { rounds: number; duration: number; connections: number },
): Promise<ApiDatabaseFigures> {
  const peer = await startPeer(database);
  try {
    const players: Player[] = [];
    for (let index = 0; index < options.connections; index += 1) players.push(await fundedPlayer(server, secrets));
    const { targets, skipped } = await hotCalls(server, players);
    const roundTrips: Record<string, RoundTripRange> = {};
    const counted = players[0]!;
    for (const target of targets)
      if (target.bet) roundTrips[target.name] = await countBet(target.bet.url, counted.accessToken, target.bet.body);
    const reveals = await countMinesReveals(server.url, counted.accessToken);
    if (reveals.safe) roundTrips['/originals/mines/reveal (safe)'] = reveals.safe;
    if (reveals.mine) roundTrips['/originals/mines/reveal (mine)'] = reveals.mine;
    const hot = await measureInTurns([peerTarget(peer), peerStakeTarget(peer), ...targets], options);
    return {
      peer: PEER_ROUTE,
      hot,
      roundTrips,
      notMeasured: skipped,
      ...(await measureSignIn(server, options.duration, options.connections)),
    };
  } finally {
    await peer.stop();
  }
}

const loads = () => loadavg().map((load) => round2(load));

/** Runs the API benchmark on PGlite and, when reachable, on Postgres. */
export async function runApiBench(): Promise<ApiFigures> {
  const duration = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
  const start = loads();
  const secrets = benchSecrets();
  const figures = await onEachDatabase({ ...secretsEnv(secrets), ...ROUND_TRIPS_ENV }, (server, database) =>
    measure(server, database, secrets, { rounds, duration, connections }),
  );
  return {
    duration,
    connections,
    rounds,
    host: '127.0.0.1 (loopback)',
    cpus: availableParallelism(),
    loadAverage: { start, end: loads() },
    goal: `every hot call at ${GOAL_RATIO * 100} % or more of the peer's requests per second, p99 at ${GOAL_P99_MS} ms or less`,
    ...figures,
  };
}

/** The figures as a table per database: requests per second (median, spread), p99, ratio to the peer, goal. */
export function formatApiBench(figures: ApiFigures): string {
  const lines = [
    `API hot calls beside the peer (${figures.rounds} rounds of ${figures.duration} s, ${figures.connections} connections, ` +
      `${figures.cpus} CPUs, load ${figures.loadAverage.start.join(' ')} -> ${figures.loadAverage.end.join(' ')})`,
    `Goal: ${figures.goal}.`,
  ];
  for (const [label, database] of [
    ['PGlite', figures.pglite],
    ['Postgres', figures.postgres],
  ] as const) {
    lines.push('', `${label}:`);
    if ('skipped' in database) {
      lines.push(`  skipped: ${database.skipped}`);
      continue;
    }
    lines.push(
      `  ${'call'.padEnd(32)}${'req/s'.padStart(8)}  ${'min-max'.padEnd(13)}${'p99 ms'.padStart(7)}${'ratio'.padStart(7)}${'trips'.padStart(7)}  goal`,
    );
    for (const [name, summary] of Object.entries(database.hot)) {
      const failures = summary.non2xx + summary.errors > 0 ? ` (${summary.non2xx} non-2xx, ${summary.errors} errors)` : '';
      const goal =
        summary.goalMet === undefined ? (name === PEER_STAKE ? PEER_STAKE_ROUTE : database.peer) : summary.goalMet ? 'met' : 'missed';
      lines.push(
        `  ${name.padEnd(32)}${String(summary.requestsPerSecond).padStart(8)}  ${`${summary.spread[0]}-${summary.spread[1]}`.padEnd(13)}` +
          `${String(summary.p99Ms).padStart(7)}${summary.ratioToPeer.toFixed(2).padStart(7)}${(name === PEER_STAKE ? String(PEER_STAKE_ROUND_TRIPS) : formatRange(database.roundTrips[name])).padStart(7)}  ${goal}${failures}`,
      );
    }
    // Bets counted but not measured under load (a reveal needs a round of its own).
    for (const [name, range] of Object.entries(database.roundTrips)) {
      if (!(name in database.hot))
        lines.push(
          `  ${name.padEnd(32)}${'-'.padStart(8)}  ${''.padEnd(13)}${''.padStart(7)}${''.padStart(7)}${formatRange(range).padStart(7)}`,
        );
    }
    for (const [name, reason] of Object.entries(database.notMeasured)) lines.push(`  ${name.padEnd(32)}skipped: ${reason}`);
    lines.push(
      `  sign-in ${database.login.requestsPerSecond} req/s (p99 ${database.login.p99Ms} ms), ` +
        `refresh ${database.refresh.requestsPerSecond} req/s (p99 ${database.refresh.p99Ms} ms)`,
    );
  }
  return lines.join('\n');
}

if (import.meta.main) {
  const figures = await runApiBench();
  console.log(JSON.stringify(figures, null, 2));
  console.log(`\n${formatApiBench(figures)}`);
}
