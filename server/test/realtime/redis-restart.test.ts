import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { SPORTS_LIVE_TOPIC } from '@app/contract';
import { REDIS_RETRY_MAX_MS, redisRetryDelay } from '../../src/platform/bus.ts';
import { openSocket, SOCKET_HOLDERS, sleep, startServer, type TestServer, type TestSocket } from '../helpers.ts';
import { ownRedis } from '../support/own-databases.ts';

/** Resolves once the bus hears other instances again (its subscription made again after a gap). */
async function busLive(server: TestServer): Promise<void> {
  const { bus } = server.platform;
  if (bus.noticesLive()) return;
  await new Promise<void>((resolve) => {
    const off = bus.onNoticeGap(() => {
      if (!bus.noticesLive()) return;
      off();
      resolve();
    });
  });
}

/** The next message on the socket that is not the answer to a PING. */
async function nextMessage(ws: TestSocket): Promise<{ m: string; p: Record<string, unknown> }> {
  for (;;) {
    const text = await ws.next();
    if (text !== 'PONG') return JSON.parse(text) as { m: string; p: Record<string, unknown> };
  }
}

/**
 * Redis restarted under instances joined by it (a redis-server of the test's own, on a free port):
 * what the odds feed published while it was down is lost to pub/sub, so once the bus has subscribed
 * again every socket following a topic is sent the topic's snapshot as it is now, and what is
 * published from then on reaches it. The client reconnects at most REDIS_RETRY_MAX_MS apart.
 */
for (const holder of SOCKET_HOLDERS) {
  describe(`live odds across a Redis restart (sockets ${holder.name})`, () => {
    let redis: Awaited<ReturnType<typeof ownRedis>>;
    let server: TestServer;
    before(async () => {
      redis = await ownRedis(() => undefined);
      server = await startServer({ env: { ...holder.env, REDIS_URL: redis.url, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` } });
    });
    after(async () => {
      await server?.close();
      await redis?.close();
    });

    it('sends the followed topics’ snapshots once the bus is back, then what is published', async () => {
      const feed = server.platform.sportsFeed;
      await feed.step();
      const ws = await openSocket(server);
      ws.send(JSON.stringify({ m: 'topic.subscribe', p: { topic: SPORTS_LIVE_TOPIC } }));
      assert.equal((await nextMessage(ws)).m, 'sports.list.snapshot');

      await redis.stop();
      // The feed moves on while Redis is down: what it publishes meanwhile reaches no one.
      for (let step = 0; step < 3; step += 1) await feed.step();
      while (server.platform.bus.noticesLive()) await sleep(20);
      await redis.start();
      await busLive(server);

      const resent = await nextMessage(ws);
      assert.equal(resent.m, 'sports.list.snapshot', JSON.stringify(resent));
      assert.equal(resent.p.topic, SPORTS_LIVE_TOPIC);
      const snapshot = await server.platform.sports.snapshot(SPORTS_LIVE_TOPIC);
      assert.deepEqual(resent, JSON.parse(JSON.stringify(snapshot)), 'the list as it is now');

      const message = { m: 'payment.settle', p: { type: 'deposit', amount: '1.00', currency: 'USD', status: 'success' } } as const;
      await server.platform.bus.publishTopic(SPORTS_LIVE_TOPIC, message);
      assert.deepEqual(await nextMessage(ws), message);
      ws.socket.close();
    });
  });
}

describe('the Redis client’s reconnection', () => {
  it('tries again at most a second apart however long Redis has been away', () => {
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      const delay = redisRetryDelay(attempt);
      assert.ok(delay > 0 && delay <= REDIS_RETRY_MAX_MS, `attempt ${attempt}: ${delay} ms`);
    }
    assert.ok(REDIS_RETRY_MAX_MS <= 1000);
  });
});
