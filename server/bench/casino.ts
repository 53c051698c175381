/**
 * The casino's server side under load on loopback, on the embedded PGlite and on Postgres, the server
 * in its own process:
 *  - the lobby's first page (POST /v1/game/list) in requests per second and p99, beside a peer
 *    measured in the same run on the same server: GET /site/config.json, a route that reads no
 *    database and validates no body (the server has no bare health route), so the ratio says what
 *    the catalogue query and its schema checks cost;
 *  - bets per second through the seamless wallet: the provider's signed bet and win of a round, for
 *    funded players each in a real-money game session, every call with its own transaction id;
 *  - Dice bets per second through /v1/originals/dice/bet, each with its own Idempotency-Key;
 * then the operator's ledger check over everything the bets moved.
 *
 *   node server/bench/casino.ts   (BENCH_DURATION_SECONDS, BENCH_CONNECTIONS, BENCH_CASINO_PLAYERS, BENCH_DATABASE_URL)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { IDEMPOTENCY_KEY_HEADER, type Game, type LedgerReportBody } from '@app/contract';
import { sign as signPaymentCallback, SIGNATURE_HEADER as PAYMENT_SIGNATURE_HEADER } from '../simulators/demopay/index.ts';
import { signWalletBody, WALLET_SIGNATURE_HEADER } from '../src/game-wallet/index.ts';
import { allowBenchBankrolls, figure, onEachDatabase, post, type Figure, type RunningServer } from './api.ts';
import { latencyPercentiles } from './percentile.ts';
import { addCount, countBet, ROUND_TRIPS_ENV, roundTripsOf, type RoundTripRange } from './round-trips.ts';

/** The lobby's first page, as the casino area asks for it. */
const LOBBY_FIRST_PAGE = { page: 1, pageSize: 24 };
const PEER_ROUTE = 'GET /site/config.json';
/** No single call may hold a loop up for longer than this. */
const CALL_TIMEOUT_MS = 10_000;
const DICE_BET = { currency: 'USD', amount: '1.00', target: '49.50', condition: 'under' } as const;

export interface LoopFigure {
  /** Completed units (a bet-and-win round, a Dice bet) per second over the measured time. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  completed: number;
  /** Calls answered with anything but 200, or not answered. */
  refused: number;
  firstRefusal?: string;
}

export interface CasinoDatabaseFigures {
  gameList: Figure;
  peer: Figure & { route: string };
  /** Game list requests per second over the peer's. */
  gameListToPeer: number;
  /** A round is two signed calls: the bet (debit) and the win that settles it. */
  seamlessRounds: LoopFigure;
  diceBets: LoopFigure;
  /** Round trips to the database: a seamless round (its bet and its win together) and a Dice bet. */
  roundTrips: { seamlessRound: RoundTripRange; diceBet: RoundTripRange };
  ledgerCheck: { ok: boolean; breaches: number; invariants: string[]; transfers: number };
}

export interface CasinoFigures {
  duration: number;
  connections: number;
  players: number;
  host: string;
  gameId: string;
  pglite: CasinoDatabaseFigures;
  postgres: CasinoDatabaseFigures | { skipped: string };
}

interface Player {
  accessToken: string;
  userId: string;
  gameSessionId: string;
}

/**
 * Runs `unit(player)` in a loop for every player at once until the deadline: each loop waits for its
 * unit before the next, so at most one unit per player is in flight. `unit` answers a refusal's
 * description, or undefined when it went through.
 */
export async function drive<P>(
  players: readonly P[],
  seconds: number,
  unit: (player: P) => Promise<string | undefined>,
): Promise<LoopFigure> {
  const latencies: number[] = [];
  let refused = 0;
  let firstRefusal: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        const refusal = await unit(player).catch((error: unknown) => String(error));
        if (refusal === undefined) {
          latencies.push(performance.now() - begin);
        } else {
          refused += 1;
          firstRefusal ??= refusal;
        }
      }
    }),
  );
  return loopFigure(latencies, (performance.now() - started) / 1000, refused, firstRefusal);
}

/** The figures of a loop that completed `latencies` units in `elapsed` seconds. */
export function loopFigure(latencies: number[], elapsed: number, refused: number, firstRefusal?: string): LoopFigure {
  return {
    perSecond: Math.round(latencies.length / elapsed),
    ...latencyPercentiles(latencies),
    completed: latencies.length,
    refused,
    ...(firstRefusal === undefined ? {} : { firstRefusal: firstRefusal.slice(0, 300) }),
  };
}

/**
 * Runs a call again once when the server had closed the kept-alive connection it went out on (its
 * keep-alive timeout ended as the call left): the server never read that call, so sending it again
 * (with the same transaction id or Idempotency-Key) is safe.
 */
async function againIfClosedIdle<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error;
    return call();
  }
}

/** POST /v1/... or /operator/... with a JSON body: the answer, or an error when it is not 200. */
export const postJson = <T>(url: string, body: unknown, token?: string) => againIfClosedIdle(() => post<T>(url, body, token));

/** A POST with a JSON body; the refusal's description when the answer is not 200. */
export async function send(url: string, body: string, headers: Record<string, string>): Promise<string | undefined> {
  const response = await againIfClosedIdle(() =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    }),
  );
  const text = await response.text();
  return response.status === 200 ? undefined : `${url.replace(/^https?:\/\/[^/]+/, '')} answered ${response.status}: ${text}`;
}

/** Minor units (cents) of a USD amount written as decimal text, and back. */
const cents = (amount: string) => Math.round(Number(amount) * 100);
const usd = (minor: number) => (minor / 100).toFixed(2);

interface Secrets {
  operatorToken: string;
  gameProviderSecret: string;
  paymentWebhookSecret: string;
}

/**
 * A player as the product makes one: registered, a first deposit paid through the demo payment
 * provider (the operator's default asks for one before real-money play), a bankroll credited by the
 * operator, and a real-money session of the game opened through the platform's launcher.
 */
async function seatPlayer(server: RunningServer, secrets: Secrets, game: Game): Promise<Player> {
  const signedIn = await postJson<{ accessToken: string; user: { userId: string } }>(`${server.url}/v1/user/auth/register`, {
    email: `bench.${randomUUID()}@example.com`,
    password: 'secret123',
    currency: 'USD',
  });
  const { accessToken } = signedIn;
  const userId = signedIn.user.userId;

  const depositKey = randomUUID();
  const depositResponse = await againIfClosedIdle(() =>
    fetch(`${server.url}/v1/payment/deposit/initiate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: accessToken, [IDEMPOTENCY_KEY_HEADER]: depositKey },
      body: JSON.stringify({ channelId: 'usd-fiat-deposit', currency: 'USD', amount: '10.00' }),
    }),
  );
  if (!depositResponse.ok) throw new Error(`deposit/initiate answered ${depositResponse.status}: ${await depositResponse.text()}`);
  const started = (await depositResponse.json()) as { transaction: { transactionId: string }; redirectUrl: string };
  const paymentId = started.redirectUrl.split('/').at(-1) ?? '';
  const event = JSON.stringify({
    id: `evt_${paymentId}`,
    type: 'payment.succeeded',
    data: { paymentId, reference: started.transaction.transactionId, amount: '10.00', currency: 'USD', status: 'paid' },
  });
  const paid = await send(`${server.url}/payment-callbacks/demopay`, event, {
    [PAYMENT_SIGNATURE_HEADER]: signPaymentCallback(secrets.paymentWebhookSecret, event, Math.floor(Date.now() / 1000)),
  });
  if (paid !== undefined) throw new Error(paid);

  await allowBenchBankrolls(server, secrets.operatorToken);
  await postJson(`${server.url}/operator/wallet/adjust`, { user: userId, currency: 'USD', amount: '100000.00' }, secrets.operatorToken);
  const session = await postJson<{ sessionId: string }>(
    `${server.url}/v1/game/create-session`,
    { gameId: game.gameId, currency: 'USD' },
    accessToken,
  );
  return { accessToken, userId, gameSessionId: session.sessionId };
}

async function measure(
  server: RunningServer,
  secrets: Secrets,
  options: { duration: number; connections: number; players: number },
): Promise<CasinoDatabaseFigures & { gameId: string }> {
  const { duration, connections } = options;
  const lobby = await postJson<{ list: Game[] }>(`${server.url}/v1/game/list`, LOBBY_FIRST_PAGE);
  const game = lobby.list.find((candidate) => !candidate.isOriginal);
  if (!game) throw new Error('The lobby lists no provider game');

  // A short warm-up of both routes (connections, query plans, the JIT), then each measured on its own.
  const gameListRequest = {
    url: `${server.url}/v1/game/list`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOBBY_FIRST_PAGE),
    connections,
  };
  const peerRequest = { url: `${server.url}/site/config.json`, method: 'GET' as const, connections };
  await autocannon({ ...gameListRequest, duration: 1 });
  await autocannon({ ...peerRequest, duration: 1 });
  const peer = figure(await autocannon({ ...peerRequest, duration }));
  const gameList = figure(await autocannon({ ...gameListRequest, duration }));

  const players: Player[] = [];
  for (let index = 0; index < options.players; index += 1) players.push(await seatPlayer(server, secrets, game));

  // The stake is the game's minimum (1.00 when it sets none); the win alternates between nothing and twice the stake.
  const stake = cents(game.minBet ?? '1.00');
  let round = 0;
  const walletCall = (method: 'bet' | 'win', body: object) => {
    const raw = JSON.stringify(body);
    return send(`${server.url}/seamless/demogames/${method}`, raw, {
      [WALLET_SIGNATURE_HEADER]: signWalletBody(secrets.gameProviderSecret, raw, Math.floor(Date.now() / 1000)),
    });
  };
  // A round's round trips, its bet's and its win's together: one round to warm up, then a few counted.
  let seamlessRound: RoundTripRange | undefined;
  const counted = players[0]!;
  for (let turn = 0; turn < 5; turn += 1) {
    const roundId = randomUUID();
    const call = async (method: 'bet' | 'win', body: object) => {
      const raw = JSON.stringify(body);
      const response = await fetch(`${server.url}/seamless/demogames/${method}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WALLET_SIGNATURE_HEADER]: signWalletBody(secrets.gameProviderSecret, raw, Math.floor(Date.now() / 1000)),
        },
        body: raw,
      });
      return roundTripsOf(response, `/seamless/demogames/${method}`);
    };
    const common = { sessionId: counted.gameSessionId, roundId, gameId: game.gameId, currency: 'USD' };
    const trips =
      (await call('bet', { ...common, transactionId: `${roundId}:bet`, amount: usd(stake) })) +
      (await call('win', { ...common, transactionId: `${roundId}:win`, amount: usd(turn % 2 === 0 ? 2 * stake : 0), finished: true }));
    if (turn > 0) seamlessRound = addCount(seamlessRound, trips);
  }
  const diceBetTrips = await countBet(`${server.url}/v1/originals/dice/bet`, counted.accessToken, JSON.stringify(DICE_BET));

  const seamlessRounds = await drive(players, duration, async (player) => {
    round += 1;
    const roundId = randomUUID();
    const sessionId = player.gameSessionId;
    const placed = await walletCall('bet', {
      sessionId,
      transactionId: `${roundId}:bet`,
      roundId,
      gameId: game.gameId,
      amount: usd(stake),
      currency: 'USD',
    });
    if (placed !== undefined) return placed;
    return walletCall('win', {
      sessionId,
      transactionId: `${roundId}:win`,
      roundId,
      gameId: game.gameId,
      amount: usd(round % 2 === 0 ? 2 * stake : 0),
      currency: 'USD',
      finished: true,
    });
  });

  const diceBody = JSON.stringify(DICE_BET);
  const diceBets = await drive(players, duration, (player) =>
    send(`${server.url}/v1/originals/dice/bet`, diceBody, { authorization: player.accessToken, [IDEMPOTENCY_KEY_HEADER]: randomUUID() }),
  );

  const check = await postJson<LedgerReportBody>(`${server.url}/operator/ledger/check`, {}, secrets.operatorToken);
  return {
    gameId: game.gameId,
    gameList,
    peer: { route: PEER_ROUTE, ...peer },
    gameListToPeer: Math.round((gameList.requestsPerSecond / Math.max(1, peer.requestsPerSecond)) * 100) / 100,
    seamlessRounds,
    diceBets,
    roundTrips: { seamlessRound: seamlessRound!, diceBet: diceBetTrips },
    ledgerCheck: {
      ok: check.ok,
      breaches: check.breaches.length,
      invariants: [...new Set(check.breaches.map((breach) => breach.invariant))],
      transfers: check.transfers,
    },
  };
}

/** The casino benchmark on PGlite and, when reachable, on Postgres. */
export async function runCasinoBench(): Promise<CasinoFigures> {
  const duration = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const players = Number(process.env.BENCH_CASINO_PLAYERS ?? 16);
  // Secrets of this run only, so the bench can sign as the providers and call the operator API.
  const secrets: Secrets = {
    operatorToken: randomBytes(24).toString('base64url'),
    gameProviderSecret: randomBytes(32).toString('hex'),
    paymentWebhookSecret: randomBytes(32).toString('hex'),
  };
  const env = {
    OPERATOR_TOKEN: secrets.operatorToken,
    GAME_PROVIDER_SECRET: secrets.gameProviderSecret,
    PAYMENT_WEBHOOK_SECRET: secrets.paymentWebhookSecret,
    SEED_DEMO: 'false',
    ...ROUND_TRIPS_ENV,
  };
  const { pglite, postgres } = await onEachDatabase(env, (server) => measure(server, secrets, { duration, connections, players }));
  const { gameId, ...pgliteFigures } = pglite;
  const postgresFigures = 'skipped' in postgres ? postgres : (({ gameId: _gameId, ...rest }) => rest)(postgres);
  return { duration, connections, players, host: '127.0.0.1 (loopback)', gameId, pglite: pgliteFigures, postgres: postgresFigures };
}

if (import.meta.main) console.log(JSON.stringify(await runCasinoBench(), null, 2));
