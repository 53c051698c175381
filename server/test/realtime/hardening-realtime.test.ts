import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import WebSocket from 'ws';
import { REALTIME_CLOSE_CODES, REALTIME_MESSAGE_BURST, REALTIME_MESSAGES_PER_SECOND, REALTIME_PING, REALTIME_PONG } from '@app/contract';
import { originAllowed } from '../../src/http/security.ts';
import { MessageBudget } from '../../src/realtime/budget.ts';
import { realtimeSocketError } from '../../src/realtime/index.ts';
import { register, sleep, startServer, type TestServer, SOCKET_HOLDERS } from '../helpers.ts';

/** Opens the socket as a browser page of `origin` would (no Origin: not a browser); how it went. */
function upgrade(server: TestServer, origin?: string): Promise<{ opened: true; socket: WebSocket } | { opened: false; why: string }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(server.wsUrl, origin === undefined ? {} : { origin });
    socket.once('open', () => resolve({ opened: true, socket }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ opened: false, why: `HTTP ${response.statusCode}` });
      socket.terminate();
    });
    socket.once('error', (error) => resolve({ opened: false, why: error.message }));
  });
}

/** A signed-in or anonymous socket that counts what it receives and tells how it closed. */
async function countingSocket(server: TestServer) {
  const opened = await upgrade(server);
  assert.ok(opened.opened);
  const { socket } = opened;
  const received: string[] = [];
  socket.on('message', (data) => received.push(String(data)));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, received, closed };
}

for (const holders of SOCKET_HOLDERS)
  describe(`the realtime socket and the origin of the page opening it (sockets ${holders.name})`, () => {
    let server: TestServer;
    let allowing: TestServer;
    before(async () => {
      server = await startServer({ env: holders.env });
      allowing = await startServer({ env: { ...holders.env, CORS_ORIGINS: 'https://play.example, https://m.play.example' } });
    });
    after(async () => {
      await server.close();
      await allowing.close();
    });

    it('refuses a page of another site (403) before any upgrade', async () => {
      for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'null', 'not an origin']) {
        const answer = await upgrade(server, origin);
        assert.deepEqual(answer, { opened: false, why: 'HTTP 403' }, origin);
      }
    });

    it("opens for the site's own pages, whatever port a proxy in front publishes, and for clients that are not pages", async () => {
      const { port } = new URL(server.url);
      for (const origin of [`http://127.0.0.1:${port}`, 'http://127.0.0.1:8080', 'https://127.0.0.1', undefined]) {
        const answer = await upgrade(server, origin);
        assert.ok(answer.opened, `${origin}: ${answer.opened ? '' : answer.why}`);
        answer.socket.send(REALTIME_PING);
        assert.equal(await new Promise((resolve) => answer.socket.once('message', (data) => resolve(String(data)))), REALTIME_PONG);
        answer.socket.close();
      }
    });

    it('opens for the origins the operator allows (CORS_ORIGINS), and only those', async () => {
      for (const origin of ['https://play.example', 'https://m.play.example']) {
        const answer = await upgrade(allowing, origin);
        assert.ok(answer.opened, origin);
        answer.socket.close();
      }
      assert.deepEqual(await upgrade(allowing, 'https://evil.example'), { opened: false, why: 'HTTP 403' });
    });

    it('compares host names as browsers send them', () => {
      assert.equal(originAllowed('https://Play.Example', 'play.example', []), true);
      assert.equal(originAllowed('http://[::1]:3000', '[::1]', []), true);
      assert.equal(originAllowed('https://play.example.evil.example', 'play.example', []), false);
      assert.equal(originAllowed('ftp://play.example', 'play.example', []), false);
      assert.equal(originAllowed(undefined, 'play.example', []), true);
    });
  });

for (const holders of SOCKET_HOLDERS)
  describe(`how many messages a socket may send (sockets ${holders.name})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer({ env: holders.env });
    });
    after(() => server.close());

    it('closes a socket sending 200 messages at once with 1008 (policy violation)', async () => {
      const { socket, received, closed } = await countingSocket(server);
      for (let i = 0; i < 200; i += 1) socket.send(REALTIME_PING);
      assert.equal(await closed, REALTIME_CLOSE_CODES.TOO_MANY_MESSAGES);
      assert.ok(received.length <= REALTIME_MESSAGE_BURST, `${received.length} answers`);
    });

    it('answers at most a burst of user.auth from one socket, then closes it', async () => {
      const player = await register(server);
      const { socket, received, closed } = await countingSocket(server);
      const auth = JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } });
      for (let i = 0; i < 1000; i += 1) socket.send(auth);
      assert.equal(await closed, REALTIME_CLOSE_CODES.TOO_MANY_MESSAGES);
      await sleep(200);
      assert.ok(received.length <= REALTIME_MESSAGE_BURST, `${received.length} answers`);
    });

    it('keeps a socket that signs in, follows its topics at once and pings steadily', async () => {
      const player = await register(server);
      const { socket, received, closed } = await countingSocket(server);
      let closedWith: number | undefined;
      void closed.then((code) => (closedWith = code));
      // A reconnect: user.auth, then as many topics as a socket may follow, all at once.
      socket.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      for (let i = 0; i < REALTIME_MESSAGE_BURST - 2; i += 1) {
        socket.send(JSON.stringify({ m: i % 2 === 0 ? 'topic.subscribe' : 'topic.unsubscribe', p: { topic: `sports.event.${i}` } }));
      }
      socket.send(REALTIME_PING);
      // Then a PING four times a second for three seconds (the host sends one every few seconds).
      for (let i = 0; i < 12; i += 1) {
        await sleep(250);
        socket.send(REALTIME_PING);
      }
      await sleep(200);
      assert.equal(closedWith, undefined, `closed with ${closedWith}`);
      assert.equal(received.filter((message) => message === REALTIME_PONG).length, 13);
      assert.equal(received.filter((message) => message.startsWith('{"m":"user.auth"')).length, 1);
      socket.close();
    });

    it('is a burst, then a steady rate', () => {
      let now = 1_000_000;
      const budget = new MessageBudget(REALTIME_MESSAGE_BURST, REALTIME_MESSAGES_PER_SECOND, now);
      for (let i = 0; i < REALTIME_MESSAGE_BURST; i += 1) assert.equal(budget.take(now), true);
      assert.equal(budget.take(now), false);
      now += 1000;
      for (let i = 0; i < REALTIME_MESSAGES_PER_SECOND; i += 1) assert.equal(budget.take(now), true);
      assert.equal(budget.take(now), false);
      // A quiet hour gives back the burst, no more.
      now += 3_600_000;
      for (let i = 0; i < REALTIME_MESSAGE_BURST; i += 1) assert.equal(budget.take(now), true);
      assert.equal(budget.take(now), false);
    });
  });

describe('a frame over the size limit', () => {
  it('is logged as a warning without a stack, and the socket closed', () => {
    const logged: Array<{ level: string; fields: Record<string, unknown>; message: string }> = [];
    const log = {
      warn: (fields: Record<string, unknown>, message: string) => logged.push({ level: 'warn', fields, message }),
      error: (fields: Record<string, unknown>, message: string) => logged.push({ level: 'error', fields, message }),
    };
    let terminated = 0;
    const socket = { terminate: () => (terminated += 1) } as unknown as WebSocket;
    const tooLarge = Object.assign(new RangeError('Max payload size exceeded'), { code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
    realtimeSocketError(tooLarge, socket, { log } as unknown as FastifyRequest);
    assert.equal(logged.length, 1);
    assert.equal(logged[0]?.level, 'warn');
    assert.deepEqual(logged[0]?.fields, { code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH', reason: 'Max payload size exceeded' });
    assert.doesNotMatch(JSON.stringify(logged[0]), /stack|receiver\.js/);
    assert.equal(terminated, 1);

    // A failure of the server's own is still an error.
    realtimeSocketError(new Error('database gone'), socket, { log } as unknown as FastifyRequest);
    assert.equal(logged[1]?.level, 'error');
    assert.equal(terminated, 2);
  });

  for (const holders of SOCKET_HOLDERS)
    it(`closes the socket with 1009 (sockets ${holders.name})`, async () => {
      const server = await startServer({ env: holders.env });
      try {
        const { socket, closed } = await countingSocket(server);
        socket.send('x'.repeat(70 * 1024));
        assert.equal(await closed, 1009);
      } finally {
        await server.close();
      }
    });
});
