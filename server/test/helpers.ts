import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';
import type { ServerConfig } from '../src/config.ts';
import { dropSchema } from '../src/db/database.ts';
import { sign, SIGNATURE_HEADER } from '../simulators/demopay/index.ts';
import type { OperatorActor } from '@app/contract';
import type { Platform } from '../src/compose.ts';
import { createLocalBus, type ControlNotice, type EventBus } from '../src/platform/bus.ts';
import { inProcessConfig, listeningApp } from './support/app.ts';
import { depositThroughProvider, type DepositOptions } from './support/provider-deposit.ts';

export const OPERATOR_TOKEN = 'operator-token-for-tests';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  wsUrl: string;
  app: FastifyInstance;
  platform: Platform;
  config: ServerConfig;
  /** POST /v1{path} with a JSON body; token goes in Authorization with no prefix. */
  post<T = Record<string, unknown>>(path: string, body?: unknown, token?: string): Promise<Answer<T>>;
  /** POST an operator API call with the operator token. */
  operator<T = Record<string, unknown>>(path: string, body?: unknown): Promise<Answer<T>>;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Share another test server's Postgres schema (two instances on one database). */
  shareWith?: TestServer;
}

/**
 * The two ways an instance holds its realtime sockets: in the server's own process, or in child
 * processes of it (REALTIME_WORKERS). The realtime suites run in both.
 */
export const SOCKET_HOLDERS = [
  { name: 'held by the server', env: {} },
  { name: 'held by two realtime workers', env: { REALTIME_WORKERS: '2' } },
] as const;

/**
 * A server on a real port. The database is an in-memory PGlite, or a fresh schema of the Postgres
 * at DATABASE_URL when that is set (dropped on close).
 */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = options.shareWith?.config.databaseSchema ?? (databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined);
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-test-'));
  const config = inProcessConfig(dataDir, {
    LOG_LEVEL: 'silent',
    OPERATOR_TOKEN,
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '10000',
    RATE_LIMIT_CODE_PER_ACCOUNT: '10000',
    RATE_LIMIT_CODE_PER_ADDRESS: '10000',
    // The odds feed moves only when a test steps it: nothing changes under a test by itself.
    SPORTS_FEED_TICK_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema ?? '' } : {}),
    ...options.env,
  });
  if (databaseUrl && !options.shareWith) await ensureDatabase(databaseUrl);
  let listening: Awaited<ReturnType<typeof listeningApp>>;
  try {
    listening = await listeningApp(config);
  } catch (error) {
    if (databaseUrl && schema && !options.shareWith) await dropSchema(databaseUrl, schema);
    throw error;
  }
  const { app, port, url } = listening;

  const request = async <T>(path: string, body: unknown, authorization: string | undefined): Promise<Answer<T>> => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body ?? {}),
    });
    const text = await response.text();
    // A file's answer (an identity document's bytes) is given as its text.
    const json = (response.headers.get('content-type') ?? 'application/json').includes('json');
    return { status: response.status, body: (json ? (text ? JSON.parse(text) : {}) : text) as T, headers: response.headers };
  };

  let closed = false;
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    app,
    platform: app.platform,
    config,
    post: (path, body, token) => request(`/v1${path}`, body, token),
    operator: (path, body) => request(path, body, OPERATOR_TOKEN),
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl && schema && !options.shareWith) await dropSchema(databaseUrl, schema);
    },
  };
}

let databaseReady: Promise<void> | undefined;
/** Creates the database DATABASE_URL names when it does not exist yet. */
function ensureDatabase(databaseUrl: string): Promise<void> {
  databaseReady ??= (async () => {
    const target = new URL(databaseUrl);
    const name = decodeURIComponent(target.pathname.slice(1));
    const admin = new URL(databaseUrl);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
    } catch (error) {
      // Another test process may have created it meanwhile.
      if ((error as { code?: string }).code !== '42P04') throw error;
    } finally {
      await client.end();
    }
  })();
  return databaseReady;
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: { userId: string; email: string; currency: string };
}

let counter = 0;
export function uniqueEmail(label = 'player'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function register(
  server: TestServer,
  overrides: { email?: string; password?: string; currency?: string } = {},
): Promise<SignedIn & { password: string }> {
  const password = overrides.password ?? 'secret123';
  const answer = await server.post<SignedIn>('/user/auth/register', {
    email: overrides.email ?? uniqueEmail(),
    password,
    currency: overrides.currency ?? 'USD',
  });
  if (answer.status !== 200) throw new Error(`register answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return { ...answer.body, password };
}

/**
 * Waits until every code issued for the account at this address has been mailed: a reset code's
 * mail goes out after the answer (which must not tell whether the address has an account).
 */
export async function codesMailed(server: TestServer, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const deadline = Date.now() + 5000;
  for (;;) {
    // A server of another process (no platform at hand): at least one mail.
    const issued = server.platform
      ? Number(
          (
            await server.platform.database.db
              .selectFrom('verification_codes')
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .where('email', '=', address)
              .where('user_id', 'is not', null)
              .executeTakeFirstOrThrow()
          ).count,
        )
      : 1;
    const mailed = await server.operator<{ mails: unknown[] }>('/operator/mail/outbox', { to: address, limit: 500 });
    if (mailed.body.mails.length >= issued) return;
    if (Date.now() > deadline) throw new Error(`${issued} codes issued to ${address}, ${mailed.body.mails.length} mailed`);
    await sleep(10);
  }
}

/** The newest six-digit code mailed to the address (from the outbox). */
export async function latestCode(server: TestServer, email: string): Promise<string> {
  await codesMailed(server, email);
  const answer = await server.operator<{ mails: Array<{ text: string }> }>('/operator/mail/outbox', { to: email, limit: 1 });
  const text = answer.body.mails[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** A socket with a queue of what it received and a promise of how it closed. */
export interface TestSocket {
  socket: WebSocket;
  next(): Promise<string>;
  closed: Promise<{ code: number; reason: string }>;
  send(data: string | Buffer): void;
}

export async function openSocket(server: TestServer): Promise<TestSocket> {
  const socket = new WebSocket(server.wsUrl);
  const inbox: string[] = [];
  const waiters: Array<(message: string) => void> = [];
  socket.on('message', (data) => {
    const text = data.toString();
    const waiter = waiters.shift();
    if (waiter) waiter(text);
    else inbox.push(text);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    closed,
    send: (data) => socket.send(data),
    next: () =>
      new Promise<string>((resolve, reject) => {
        const queued = inbox.shift();
        if (queued !== undefined) return resolve(queued);
        const timer = setTimeout(() => reject(new Error('no message within 5 s')), 5000);
        waiters.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
      }),
  };
}

/**
 * The bus of an instance among others the test plays: what this instance sends is recorded and
 * heard here at once (as on every bus); what another sends arrives through deliver(); the test
 * sets whether the others are heard (`live`) and makes gaps.
 */
export function instanceBus(): EventBus & {
  live: boolean;
  gap(): void;
  sent: ControlNotice[];
  deliver(notice: ControlNotice): Promise<void>;
} {
  const local = createLocalBus();
  const gaps = new Set<() => void>();
  const bus = {
    ...local,
    crossInstance: true,
    live: true,
    sent: [] as ControlNotice[],
    noticesLive: () => bus.live,
    onNoticeGap(listener: () => void) {
      gaps.add(listener);
      return () => void gaps.delete(listener);
    },
    gap() {
      for (const listener of gaps) listener();
    },
    async notify(notice: ControlNotice) {
      bus.sent.push(notice);
      await local.notify(notice);
    },
    deliver: (notice: ControlNotice) => local.notify(notice),
  };
  return bus;
}

/** Signs in (a new session of the player). */
export async function login(server: TestServer, email: string, password: string): Promise<SignedIn> {
  const answer = await server.post<SignedIn>('/user/auth/login', { email, password });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

/**
 * A player's row or sessions changed by a test around the service (time made to pass by moving a
 * date back): announced as every writer of them does, so that no instance keeps the row it had.
 */
export async function announceUserChange(server: TestServer, userId: string): Promise<void> {
  await server.platform.bus.notify({ type: 'user.changed', userId });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Every ledger invariant holds (entries of each transfer sum to zero, no negative player balance,
 * every balance equals its entries): every test that moves money calls it in its after-hook.
 */
export async function assertLedgerBalanced(server: TestServer): Promise<void> {
  const report = await server.platform.ledger.check();
  assert.deepEqual(report.breaches, [], `ledger check found breaches: ${JSON.stringify(report.breaches, null, 2)}`);
  assert.equal(report.ok, true);
}

/** The player's balance in the currency, as the wallet shows it (amounts as strings). */
export async function balanceOf(server: TestServer, player: SignedIn, currency = 'USD'): Promise<Record<string, string>> {
  const answer = await server.post<{ balance: Record<string, string> }>('/wallet/balance/details', { currency }, player.accessToken);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.balance;
}

/** A money-moving call with its own Idempotency-Key (or the one given). */
export async function moneyCall<T = Record<string, unknown>>(
  server: TestServer,
  player: SignedIn,
  path: string,
  body: unknown,
  key: string = randomUUID(),
): Promise<Answer<T & { reason?: string; meta?: unknown }>> {
  const response = await fetch(`${server.url}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: player.accessToken, 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & { reason?: string; meta?: unknown }, headers: response.headers };
}

/** A dice bet of the amount, won by a roll under 49.50, as the player places it. */
export function diceBet<T = Record<string, unknown>>(server: TestServer, player: SignedIn, amount: string, currency = 'USD') {
  return moneyCall<T>(server, player, '/originals/dice/bet', { currency, amount, target: '49.50', condition: 'under' });
}

/** Posts the demo provider's callback for a payment, signed with the provider's secret (or as given). */
export async function providerCallback(
  server: TestServer,
  event: object,
  options: { secret?: string; at?: number; signature?: string } = {},
): Promise<Answer> {
  const body = JSON.stringify(event);
  const signature =
    options.signature ?? sign(options.secret ?? server.platform.paymentWebhookSecret, body, options.at ?? Math.floor(Date.now() / 1000));
  const response = await fetch(`${server.url}/payment-callbacks/demopay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

/** A deposit started on a channel and settled by the provider's callback (paid unless told otherwise). */
export function deposit(server: TestServer, player: SignedIn, amount: string, options: DepositOptions = {}): Promise<string> {
  return depositThroughProvider(server.url, player.accessToken, amount, server.platform.paymentWebhookSecret, options);
}

/**
 * The suite's server, started before its tests and closed after them. Call it inside the describe;
 * the object it answers stands for the server once the suite has started (reading it earlier throws).
 */
export function suiteServer(options: StartOptions = {}): TestServer {
  let server: TestServer | undefined;
  before(async () => {
    server = await startServer(options);
  });
  after(async () => {
    await server?.close();
  });
  const started = (): TestServer => {
    if (!server) throw new Error('the suite has not started its server yet');
    return server;
  };
  return new Proxy({} as TestServer, {
    get: (_target, key) => Reflect.get(started(), key),
    has: (_target, key) => Reflect.has(started(), key),
    ownKeys: () => Reflect.ownKeys(started()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(started(), key),
  });
}

/**
 * The suite's server and a player with the cash given deposited, started before the suite's tests;
 * after them the ledger's invariants are checked and the server closed. Call it inside the
 * describe; `set` hands both to the suite's own variables.
 */
export function serverWithPlayer(
  cash: string,
  set: (started: { server: TestServer; player: SignedIn }) => void,
  options: StartOptions = {},
): void {
  let server: TestServer | undefined;
  before(async () => {
    server = await startServer(options);
    const player = await register(server);
    await deposit(server, player, cash);
    set({ server, player });
  });
  after(async () => {
    if (!server) return;
    await assertLedgerBalanced(server);
    await server.close();
  });
}

/** The second person of the tests: approves an operator adjustment that waits for one (four eyes). */
export const SECOND_PERSON: OperatorActor = {
  kind: 'staff',
  staffId: 'staff-second-person',
  email: 'second@operator.example',
  role: 'owner',
};

/**
 * The operator's adjustment of a player's balance (`/operator/wallet/adjust` over the operator
 * API); one above the four-eyes threshold, which waits, is approved at once by a second person
 * (SECOND_PERSON, on the platform's handlers), so that the money has moved when this answers.
 */
export async function operatorAdjust<T = Record<string, unknown>>(
  server: TestServer,
  body: { user: string; currency: string; amount: string; kind?: 'cash' | 'operatorBonus'; announce?: boolean },
): Promise<Answer<T & { reason?: string }>> {
  const answer = await server.operator<T & { pending?: boolean; adjustmentId?: string; reason?: string }>('/operator/wallet/adjust', body);
  if (answer.status !== 200 || answer.body.pending !== true || !answer.body.adjustmentId) return answer;
  const approve = server.platform.operator['/operator/wallet/adjustments/approve'];
  try {
    const approved = await approve({ id: answer.body.adjustmentId }, { actor: SECOND_PERSON });
    return { ...answer, body: approved as unknown as T & { reason?: string } };
  } catch (error) {
    const reason = (error as { reason?: string }).reason;
    if (!reason) throw error;
    return { ...answer, status: 400, body: { reason } as T & { reason?: string } };
  }
}
