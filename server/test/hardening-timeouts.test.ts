import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { REALTIME_PING, REALTIME_PONG } from '@app/contract';
import { loadConfig } from '../src/config.ts';
import { startServer, type TestServer } from './helpers.ts';

/** A raw TCP connection to the server, and when (ms after opening) the server closed it. */
async function rawConnection(server: TestServer): Promise<{ socket: Socket; closed: Promise<number>; received: () => string }> {
  const { port } = new URL(server.url);
  const socket = connect({ host: '127.0.0.1', port: Number(port) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const opened = Date.now();
  let data = '';
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  return { socket, closed, received: () => data };
}

/** The time it took, or 'open' when the connection is still open after `ms`. */
function within(closed: Promise<number>, ms: number): Promise<number | 'open'> {
  return Promise.race([closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);
}

const HEADERS = [
  'POST /v1/user/auth/login HTTP/1.1',
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  'Content-Length: 1000',
  '',
  '',
].join('\r\n');

describe('slow clients', () => {
  let server: TestServer;
  before(async () => {
    // The idle timeout stays long: what closes these connections is the request's own deadline.
    server = await startServer({ env: { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '500' } });
  });
  after(() => server.close());

  it('loses the connection when the body never completes (headers, a few bytes, then nothing)', async () => {
    const { socket, closed, received } = await rawConnection(server);
    socket.write(HEADERS);
    socket.write('{"email":');
    const after = await within(closed, 4000);
    assert.ok(after !== 'open', 'the connection is still open 4 s later');
    assert.ok(after >= 900, `closed after ${after} ms, before the timeout`);
    assert.match(received(), /^(HTTP\/1\.1 408|$)/);
    socket.destroy();
  });

  it('loses it too when the body trickles in a byte at a time, never idle', async () => {
    const { socket, closed } = await rawConnection(server);
    socket.write(HEADERS);
    const trickle = setInterval(() => socket.writable && socket.write('x'), 200);
    const after = await within(closed, 4000);
    clearInterval(trickle);
    assert.notEqual(after, 'open', 'the connection is still open 4 s later');
    socket.destroy();
  });

  it('loses it when the headers never complete', async () => {
    const { socket, closed } = await rawConnection(server);
    socket.write('POST /v1/user/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const after = await within(closed, 4000);
    assert.notEqual(after, 'open', 'the connection is still open 4 s later');
    socket.destroy();
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const { socket, closed, received } = await rawConnection(server);
    socket.write('GET /site/config.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const after = await within(closed, 3000);
    assert.match(received(), /^HTTP\/1\.1 200/);
    assert.notEqual(after, 'open', 'the idle connection is still open 3 s later');
    socket.destroy();
  });

  it('answers a request that arrives in time as always', async () => {
    const answer = await server.post('/user/auth/login', { email: 'nobody.here@example.com', password: 'secret123' });
    assert.equal(answer.status, 401);
  });

  it('keeps a realtime socket open past the request timeout (it is no longer a request once upgraded)', async () => {
    const socket = new WebSocket(server.wsUrl);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    let closed = false;
    socket.once('close', () => (closed = true));
    // Following a topic keeps the socket past the sign-in window; a PING now and then, as the host does.
    socket.send(JSON.stringify({ m: 'topic.subscribe', p: { topic: 'sports.event.1' } }));
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const pong = new Promise((resolve) => socket.once('message', (data) => resolve(String(data))));
      socket.send(REALTIME_PING);
      assert.equal(await pong, REALTIME_PONG);
    }
    assert.equal(closed, false);
    socket.close();
  });
});

describe('an idle realtime socket', () => {
  it('outlives the idle timeout of HTTP connections (the client pings every few seconds)', async () => {
    const server = await startServer({ env: { CONNECTION_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '300', HEADERS_TIMEOUT_MS: '300' } });
    try {
      const socket = new WebSocket(server.wsUrl);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      let closed = false;
      socket.once('close', () => (closed = true));
      socket.send(JSON.stringify({ m: 'topic.subscribe', p: { topic: 'sports.event.1' } }));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.equal(closed, false, 'closed while idle');
      const pong = new Promise((resolve) => socket.once('message', (data) => resolve(String(data))));
      socket.send(REALTIME_PING);
      assert.equal(await pong, REALTIME_PONG);
      socket.close();
    } finally {
      await server.close();
    }
  });
});

describe('the timeouts in the config', () => {
  it('default to 60 s for a request, 10 s for its headers, 60 s idle and 72 s kept alive', () => {
    assert.deepEqual(loadConfig({}).httpTimeouts, { requestMs: 60_000, headersMs: 10_000, idleMs: 60_000, keepAliveMs: 72_000 });
  });

  it('are read from the environment; the headers never get longer than the whole request', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_MS: '5000',
      HEADERS_TIMEOUT_MS: '8000',
      CONNECTION_TIMEOUT_MS: '7000',
      KEEP_ALIVE_TIMEOUT_MS: '4000',
    });
    assert.deepEqual(config.httpTimeouts, { requestMs: 5000, headersMs: 5000, idleMs: 7000, keepAliveMs: 4000 });
    assert.throws(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' }), /whole number/);
  });
});
