import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { after, describe, it } from 'node:test';
import WebSocket from 'ws';
import { REALTIME_CLOSE_CODES } from '@app/contract';
import { SHUTDOWN_GRACE_MS } from '../../src/config.ts';
import { dropSchema } from '../../src/db/database.ts';
import { SHUTDOWN_CLOSE_MS, STOPPING_RETRY_AFTER_SECONDS } from '../../src/http/shutdown.ts';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';
import { startServer } from '../helpers.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RawConnection {
  socket: Socket;
  /** Resolves once the server has sent this (such as the 100 Continue that says it took a request in). */
  seen(text: string): Promise<void>;
  /** All the server sent until the connection closed. */
  received: Promise<string>;
}

/** A connection of its own to the server: what it writes goes as written. */
function rawConnection(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      let text = '';
      const waiters: Array<() => void> = [];
      socket.on('data', (chunk) => {
        text += chunk.toString();
        for (const waiter of waiters) waiter();
      });
      const received = new Promise<string>((done) => socket.once('close', () => done(text)));
      socket.on('error', () => undefined);
      const seen = (wanted: string) =>
        new Promise<void>((done, fail) => {
          const check = () => text.includes(wanted) && done();
          waiters.push(check);
          check();
          void received.then(() => fail(new Error(`closed without ${JSON.stringify(wanted)}: ${text}`)));
        });
      resolve({ socket, seen, received });
    });
    socket.once('error', reject);
  });
}

/**
 * An HTTP/1.1 POST of a JSON body, as one string. With `expectContinue` the server answers
 * 100 Continue once it has taken the request in (its headers read), before the body is sent.
 */
function postRequest(path: string, body: string, expectContinue = false): string {
  const expect = expectContinue ? 'Expect: 100-continue\r\n' : '';
  return `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${expect}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/** Splits a request written whole into its head (up to the blank line) and its body. */
function headAndBody(request: string): [string, string] {
  const at = request.indexOf('\r\n\r\n') + 4;
  return [request.slice(0, at), request.slice(at)];
}

/** The answers in what a connection received: status, headers (lower-case names) and body, in order. */
function answers(text: string): Array<{ status: number; headers: Record<string, string>; body: string }> {
  return text
    .split(/(?=HTTP\/1\.1 \d{3})/)
    .filter((part) => part && !part.startsWith('HTTP/1.1 100'))
    .map((part) => {
      const [head = '', body = ''] = part.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    });
}

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/site/config.json`, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

/** The real server process told to stop (SIGTERM) while it serves a request and a socket. */
describe('a server told to stop', () => {
  const databaseUrl = process.env.DATABASE_URL;
  const schemas: string[] = [];
  const servers: ServerProcess[] = [];
  /** The real process on a fresh data folder (or Postgres schema): its address, when it exited and how, and a JSON POST. */
  const start = async (env: Record<string, string> = {}) => {
    const schema = `stop_${randomBytes(6).toString('hex')}`;
    if (databaseUrl) schemas.push(schema);
    const server = spawnServer({
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // A test's own short secrets: allowed in development and tests only.
      NODE_ENV: 'test',
      OPERATOR_TOKEN: 'operator-token-for-stop-tests',
      REDIS_URL: '',
      SPORTS_FEED_TICK_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : { DATABASE_URL: '' }),
      ...env,
    });
    servers.push(server);
    const exited = new Promise<{ code: number | null }>((resolve) => server.child.once('exit', (code) => resolve({ code })));
    const url = await server.listening;
    const post = async <T>(path: string, body: unknown) => {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    };
    return { ...server, url, wsUrl: `${url.replace('http', 'ws')}/ws`, exited, post };
  };

  after(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    if (databaseUrl) for (const schema of schemas) await dropSchema(databaseUrl, schema);
  });

  it('stops within its stated time: the request in flight answered, the socket closed for a reconnect, new requests refused, exit 0', async () => {
    assert.ok(SHUTDOWN_GRACE_MS + SHUTDOWN_CLOSE_MS <= 9_000, 'a stop fits within the 10 s a container runtime waits');
    const server = await start();
    const email = `stop.${Date.now()}@example.com`;
    const registered = await server.post<{ accessToken: string }>('/v1/user/auth/register', {
      email,
      password: 'secret123',
      currency: 'USD',
    });
    assert.equal(registered.status, 200);

    // A signed-in socket.
    const ws = new WebSocket(server.wsUrl);
    const wsClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const authAnswer = new Promise<string>((resolve) => ws.once('message', (data) => resolve(data.toString())));
    ws.send(JSON.stringify({ m: 'user.auth', p: { token: registered.body.accessToken } }));
    assert.equal(JSON.parse(await authAnswer).m, 'user.auth');

    // A sign-in in flight: the server has taken it in (100 Continue) and waits for its body.
    const slow = await rawConnection(server.url);
    const [head, body] = headAndBody(postRequest('/v1/user/auth/login', JSON.stringify({ email, password: 'secret123' }), true));
    slow.socket.write(head);
    await slow.seen('100 Continue');
    // A kept-alive connection, idle after its answer, does not hold the stop.
    const idle = await rawConnection(server.url);
    idle.socket.write('GET /site/config.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await idle.seen('\r\n\r\n');

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    // The socket is closed at once with the code the client reconnects on.
    const closed = await wsClosed;
    assert.equal(closed.code, REALTIME_CLOSE_CODES.SERVER_RESTART);
    assert.ok(performance.now() - signalled < 1000, 'the socket is closed at once');
    // A new connection is refused (a load balancer retries it elsewhere, whatever its method).
    while (!(await refused(server.url))) {
      assert.ok(performance.now() - signalled < 2000, 'the listener closes');
      await sleep(20);
    }
    assert.equal(server.child.exitCode, null, 'still running: the request in flight is not finished');

    // The rest of the body arrives, with another request behind it on the same connection.
    slow.socket.write(body + postRequest('/v1/user/operator/account-settings/get', '{}'));
    const [answered, behind] = answers(await slow.received);
    assert.equal(answered?.status, 200, answered?.body);
    assert.ok((JSON.parse(answered.body) as { accessToken?: string }).accessToken, 'signed in');
    assert.equal(answered.headers.connection, 'close');
    console.log(
      `the request behind it: ${behind ? `answered ${behind.status}` : 'not read (the connection closed after the first answer)'}`,
    );
    if (behind) {
      // When the server read it before closing the connection: refused in the contract's shape.
      assert.equal(behind.status, 503);
      assert.equal(behind.headers['retry-after'], String(STOPPING_RETRY_AFTER_SECONDS));
      assert.equal((JSON.parse(behind.body) as { reason: string }).reason, 'SERVICE_UNAVAILABLE');
    }

    await idle.received;
    const { code } = await server.exited;
    const stoppedMs = performance.now() - signalled;
    assert.equal(code, 0, server.output());
    assert.ok(stoppedMs < SHUTDOWN_GRACE_MS, `stopped in ${Math.round(stoppedMs)} ms`);
    console.log(`stop with a request in flight: exit ${code} after ${Math.round(stoppedMs)} ms`);
  });

  it('cuts off a request still running past the grace period, and exits non-zero within the limit', async () => {
    const graceMs = 1500;
    const server = await start({ SHUTDOWN_GRACE_MS: String(graceMs) });
    const slow = await rawConnection(server.url);
    const [head] = headAndBody(
      postRequest('/v1/user/auth/login', JSON.stringify({ email: 'slow@example.com', password: 'secret123' }), true),
    );
    slow.socket.write(head);
    await slow.seen('100 Continue');

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    const stoppedMs = performance.now() - signalled;
    assert.equal(code, 1, 'the exit code says work was cut off');
    assert.ok(stoppedMs >= graceMs - 50, `the request had its grace period (${Math.round(stoppedMs)} ms)`);
    assert.ok(stoppedMs < graceMs + SHUTDOWN_CLOSE_MS + 500, `exited within the limit (${Math.round(stoppedMs)} ms)`);
    assert.equal(answers(await slow.received).length, 0, 'the cut request got no answer');
    assert.match(server.output(), /cut off/);
    console.log(`stop with a request past the grace period: exit ${code} after ${Math.round(stoppedMs)} ms`);
  });
});

describe('a request reaching a server that has begun to stop', () => {
  it('is answered 503 SERVICE_UNAVAILABLE in the contract shape, with Retry-After, and its connection closed', async () => {
    const server = await startServer();
    try {
      assert.equal((await server.post('/user/operator/account-settings/get', {})).status, 200);
      server.app.draining.on = true;
      for (const path of ['/v1/user/operator/account-settings/get', '/site/config.json', '/no/such/path']) {
        const response = await fetch(`${server.url}${path}`, {
          method: path.startsWith('/v1') ? 'POST' : 'GET',
          headers: { 'content-type': 'application/json' },
          body: path.startsWith('/v1') ? '{}' : undefined,
        });
        assert.equal(response.status, 503, path);
        assert.equal(response.headers.get('retry-after'), String(STOPPING_RETRY_AFTER_SECONDS));
        assert.equal(response.headers.get('connection'), 'close');
        assert.deepEqual(await response.json(), {
          reason: 'SERVICE_UNAVAILABLE',
          code: 'SERVICE_UNAVAILABLE',
          message: 'This server is stopping; try again',
        });
      }
    } finally {
      server.app.draining.on = false;
      await server.close();
    }
  });
});
