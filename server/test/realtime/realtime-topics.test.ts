import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REALTIME_CLOSE_CODES, REALTIME_MAX_TOPICS_PER_SOCKET, type ServerMessage } from '@app/contract';
import { openSocket, register, sleep, startServer, type TestServer, type TestSocket, SOCKET_HOLDERS } from '../helpers.ts';

// Any contract message may travel on a topic; areas add their own (odds updates, for instance).
const UPDATE: ServerMessage = { m: 'payment.settle', p: { type: 'deposit', amount: '5.00', currency: 'USD', status: 'success' } };

const subscribe = (ws: TestSocket, topic: string) => ws.send(JSON.stringify({ m: 'topic.subscribe', p: { topic } }));
const unsubscribe = (ws: TestSocket, topic: string) => ws.send(JSON.stringify({ m: 'topic.unsubscribe', p: { topic } }));

/** The server has handled everything sent before: messages are handled in order, PING included. */
async function settled(ws: TestSocket): Promise<void> {
  ws.send('PING');
  assert.equal(await ws.next(), 'PONG');
}

for (const holders of SOCKET_HOLDERS)
  describe(`realtime topics (sockets ${holders.name})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer({ env: { ...holders.env, REALTIME_AUTH_TIMEOUT_MS: '400' } });
    });
    after(() => server.close());

    it('sends what is published to a topic to the sockets following it, signed in or not, and to no other', async () => {
      const visitor = await openSocket(server);
      const player = await register(server);
      const signedIn = await openSocket(server);
      signedIn.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      assert.equal(JSON.parse(await signedIn.next()).m, 'user.auth');
      const elsewhere = await openSocket(server);
      subscribe(visitor, 'sports.event.123');
      subscribe(signedIn, 'sports.event.123');
      subscribe(elsewhere, 'sports.event.456');
      await Promise.all([settled(visitor), settled(signedIn), settled(elsewhere)]);

      await server.platform.bus.publishTopic('sports.event.123', UPDATE);
      assert.deepEqual(JSON.parse(await visitor.next()), UPDATE);
      assert.deepEqual(JSON.parse(await signedIn.next()), UPDATE);
      await settled(elsewhere);
      for (const ws of [visitor, signedIn, elsewhere]) ws.socket.close();
    });

    it("frames a topic message whole at every length (a one-byte, two-byte and eight-byte length), between the socket's own replies", async () => {
      const player = await register(server);
      const ws = await openSocket(server);
      ws.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      const signedIn = JSON.parse(await ws.next()) as Extract<ServerMessage, { m: 'user.auth' }>;
      subscribe(ws, 'sports.event.55');
      await settled(ws);
      // A nickname of each length makes the message's: under 126 bytes, under 64 KiB, and beyond.
      for (const length of [1, 200, 70_000]) {
        const message: ServerMessage = { m: 'user.auth', p: { ...signedIn.p, nickname: 'X'.repeat(length) } };
        ws.send('PING');
        await server.platform.bus.publishTopic('sports.event.55', message);
        ws.send('PING');
        const arrived = [await ws.next(), await ws.next(), await ws.next()];
        assert.deepEqual(
          arrived.filter((text) => text === 'PONG'),
          ['PONG', 'PONG'],
        );
        assert.deepEqual(JSON.parse(arrived.find((text) => text !== 'PONG')!), message);
      }
      ws.socket.close();
    });

    it('stops sending a topic after topic.unsubscribe', async () => {
      const ws = await openSocket(server);
      subscribe(ws, 'sports.event.7');
      subscribe(ws, 'sports.event.8');
      unsubscribe(ws, 'sports.event.7');
      await settled(ws);
      await server.platform.bus.publishTopic('sports.event.7', UPDATE);
      await server.platform.bus.publishTopic('sports.event.8', UPDATE);
      assert.deepEqual(JSON.parse(await ws.next()), UPDATE, 'only the topic still followed');
      await settled(ws);
      ws.socket.close();
    });

    it('keeps a visitor socket that follows a topic open past the authentication window', async () => {
      const ws = await openSocket(server);
      subscribe(ws, 'sports.event.999');
      await sleep(700);
      await settled(ws);
      ws.socket.close();
      const idle = await openSocket(server);
      assert.equal((await idle.closed).code, REALTIME_CLOSE_CODES.AUTH_TIMEOUT);
    });

    it(`closes a socket that follows more than ${REALTIME_MAX_TOPICS_PER_SOCKET} topics with 4007`, async () => {
      const ws = await openSocket(server);
      for (let i = 0; i < REALTIME_MAX_TOPICS_PER_SOCKET; i += 1) subscribe(ws, `sports.event.${i}`);
      subscribe(ws, 'sports.event.0');
      await settled(ws);
      subscribe(ws, 'sports.event.one-more');
      assert.equal((await ws.closed).code, REALTIME_CLOSE_CODES.TOO_MANY_TOPICS);
    });

    it('closes on a topic that is not a short dotted name with 4002', async () => {
      for (const topic of ['Sports.Event', '', 'sports..event', `sports.${'x'.repeat(200)}`]) {
        const ws = await openSocket(server);
        subscribe(ws, topic);
        assert.equal((await ws.closed).code, REALTIME_CLOSE_CODES.MALFORMED_MESSAGE, topic);
      }
    });
  });
