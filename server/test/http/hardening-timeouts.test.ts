import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { REALTIME_PING, REALTIME_PONG } from '@app/contract';
import { loadConfig } from '../../src/config.ts';
import { serverTimeouts } from '../../src/http/timeouts.ts';
import { register, startServer, type TestServer } from '../helpers.ts';

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

/** A realtime socket following a topic, and whether it has closed since. */
async function following(server: TestServer): Promise<{ socket: WebSocket; closed: () => boolean }> {
  const socket = new WebSocket(server.wsUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let closed = false;
  socket.once('close', () => (closed = true));
  socket.send(JSON.stringify({ m: 'topic.subscribe', p: { topic: 'sports.event.1' } }));
  return { socket, closed: () => closed };
}

/** The socket answers the host's PING with a PONG. */
async function assertPongs(socket: WebSocket): Promise<void> {
  const pong = new Promise((resolve) => socket.once('message', (data) => resolve(String(data))));
  socket.send(REALTIME_PING);
  assert.equal(await pong, REALTIME_PONG);
}

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
    // Following a topic keeps the socket past the sign-in window; a PING now and then, as the host does.
    const { socket, closed } = await following(server);
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await assertPongs(socket);
    }
    assert.equal(closed(), false);
    socket.close();
  });
});

describe('an idle realtime socket', () => {
  it('outlives the idle timeout of HTTP connections (the client pings every few seconds)', async () => {
    const server = await startServer({ env: { CONNECTION_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '300', HEADERS_TIMEOUT_MS: '300' } });
    try {
      const { socket, closed } = await following(server);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.equal(closed(), false, 'closed while idle');
      await assertPongs(socket);
      socket.close();
    } finally {
      await server.close();
    }
  });
});

describe('the timeouts in the config', () => {
  it('default to 60 s for a request, 10 minutes for a document upload, 10 s for its headers, 60 s idle and 72 s kept alive', () => {
    assert.deepEqual(loadConfig({}).httpTimeouts, {
      requestMs: 60_000,
      uploadMs: 600_000,
      headersMs: 10_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
    });
  });

  it('are read from the environment; the headers never get longer than the whole request', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_MS: '5000',
      HEADERS_TIMEOUT_MS: '8000',
      CONNECTION_TIMEOUT_MS: '7000',
      KEEP_ALIVE_TIMEOUT_MS: '4000',
      UPLOAD_TIMEOUT_MS: '120000',
    });
    assert.deepEqual(config.httpTimeouts, { requestMs: 5000, uploadMs: 120_000, headersMs: 5000, idleMs: 7000, keepAliveMs: 4000 });
    // An upload never gets less time than any other request.
    assert.equal(loadConfig({ REQUEST_TIMEOUT_MS: '5000', UPLOAD_TIMEOUT_MS: '1000' }).httpTimeouts.uploadMs, 5000);
    assert.throws(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' }), /whole number/);
  });

  it("give the server's own request timeout the upload's allowance (every other request is held to its own deadline)", () => {
    const options = serverTimeouts(loadConfig({ REQUEST_TIMEOUT_MS: '5000', UPLOAD_TIMEOUT_MS: '120000' }).httpTimeouts);
    assert.equal(options.requestTimeout, 120_000);
    assert.equal(options.http.requestTimeout, 120_000);
  });
});

describe('a document upload from a slow phone', () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    // A request's whole deadline of 1 s, an upload's 20 s; a connection idle for 2 s is closed.
    server = await startServer({
      env: { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000', CONNECTION_TIMEOUT_MS: '2000', UPLOAD_TIMEOUT_MS: '20000' },
    });
    const player = await register(server);
    await server.platform.users.raiseKycLevel(player.user.userId, 2);
    token = player.accessToken;
  });
  after(() => server.close());

  const BOUNDARY = 'slow-phone-boundary';
  /** A multipart upload of a PDF of about 9.5 MB, as a phone's browser sends it. */
  function uploadRequest(authorization: string | undefined): { head: string; body: Buffer } {
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(9_500_000, 0x20), Buffer.from('\n%%EOF\n')]);
    const body = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nproof_of_address\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bill.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const head = [
      'POST /v1/user/kyc/filestore/upload HTTP/1.1',
      'Host: 127.0.0.1',
      ...(authorization ? [`Authorization: ${authorization}`] : []),
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    return { head, body };
  }

  /** Sends `body` in 25 pieces, one every 100 ms (2.5 s in all, never idle), while the connection lasts. */
  async function trickle(socket: Socket, body: Buffer): Promise<void> {
    const pieces = 25;
    const size = Math.ceil(body.length / pieces);
    for (let i = 0; i < pieces && !socket.destroyed; i += 1) {
      socket.write(body.subarray(i * size, (i + 1) * size));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("takes a signed-in player's upload that arrives over longer than the request timeout", async () => {
    const { socket, closed, received } = await rawConnection(server);
    const { head, body } = uploadRequest(token);
    socket.write(head);
    await trickle(socket, body);
    for (let i = 0; i < 50 && !/\r\n\r\n/.test(received()); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.match(received(), /^HTTP\/1\.1 200 /, received().slice(0, 300));
    assert.match(received(), /"contentType":"application\/pdf"/);
    socket.destroy();
    await closed;
  });

  it('cuts the same trickle to any other route at the request timeout (408)', async () => {
    const { socket, closed, received } = await rawConnection(server);
    const body = Buffer.from(JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(50_000) }));
    socket.write(
      [
        'POST /v1/user/auth/login HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    void trickle(socket, body);
    const after = await within(closed, 4000);
    assert.ok(after !== 'open', 'the connection is still open 4 s later');
    assert.ok(after < 2500, `closed after ${after} ms, not at the request timeout`);
    assert.match(received(), /^HTTP\/1\.1 408 /);
    socket.destroy();
  });

  it('cuts an upload that is not signed in at the request timeout', async () => {
    const { socket, closed } = await rawConnection(server);
    const { head, body } = uploadRequest(undefined);
    socket.write(head);
    void trickle(socket, body);
    const after = await within(closed, 4000);
    assert.ok(after !== 'open', 'the connection is still open 4 s later');
    assert.ok(after < 2500, `closed after ${after} ms, not at the request timeout`);
    socket.destroy();
  });

  it('cuts an upload that stalls: no byte for the idle timeout', async () => {
    const { socket, closed } = await rawConnection(server);
    const { head, body } = uploadRequest(token);
    socket.write(head);
    socket.write(body.subarray(0, 1_000_000));
    const after = await within(closed, 5000);
    assert.ok(after !== 'open', 'the connection is still open 5 s later');
    assert.ok(after >= 1900, `closed after ${after} ms, before the idle timeout`);
    socket.destroy();
  });
});
