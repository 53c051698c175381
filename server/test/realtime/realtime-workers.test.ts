import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { REALTIME_CLOSE_CODES, type ServerMessage } from '@app/contract';
import { openSocket, register, sleep, startServer, type TestServer, type TestSocket } from '../helpers.ts';

const TOPIC = 'sports.event.workers';
const UPDATE: ServerMessage = { m: 'payment.settle', p: { type: 'deposit', amount: '7.00', currency: 'USD', status: 'success' } };

/** The realtime workers: this process's children (the server runs in the test's own process). */
function workerPids(): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  } catch {
    // No children: ps exits with 1.
  }
  return out
    .split('\n')
    .filter((line) => line.includes('realtime/worker.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

async function until<T>(what: string, read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A socket following TOPIC, once the server has taken the subscription (PING answers after it). */
async function follower(server: TestServer): Promise<TestSocket> {
  const ws = await openSocket(server);
  ws.send(JSON.stringify({ m: 'topic.subscribe', p: { topic: TOPIC } }));
  ws.send('PING');
  assert.equal(await ws.next(), 'PONG');
  return ws;
}

async function receives(sockets: TestSocket[]) {
  for (const ws of sockets) assert.deepEqual(JSON.parse(await ws.next()), UPDATE);
}

describe('realtime workers (REALTIME_WORKERS)', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ env: { REALTIME_WORKERS: '2', REALTIME_AUTH_TIMEOUT_MS: '400' } });
  });
  after(() => server.close());

  it('hold the sockets in turn; a worker that ends is replaced, and its sockets may come back', async () => {
    const started = await until('two workers', () => (workerPids().length === 2 ? workerPids() : undefined));
    const first = await follower(server);
    const second = await follower(server);
    await server.platform.bus.publishTopic(TOPIC, UPDATE);
    await receives([first, second]);

    // The sockets are in the workers, one each: ending one worker closes exactly one of them.
    process.kill(started[0]!, 'SIGKILL');
    const closed = await Promise.race([first.closed.then(() => first), second.closed.then(() => second)]);
    const survivor = closed === first ? second : first;
    assert.equal((await closed.closed).code, 1006);
    survivor.send('PING');
    assert.equal(await survivor.next(), 'PONG');

    // Another worker takes the ended one's place; the player's socket comes back and follows again.
    const replaced = await until('a new worker', () => {
      const pids = workerPids();
      return pids.length === 2 && !pids.includes(started[0]!) ? pids : undefined;
    });
    assert.ok(replaced.includes(started[1]!));
    const back = [await follower(server), await follower(server)];
    await server.platform.bus.publishTopic(TOPIC, UPDATE);
    await receives([survivor, ...back]);
  });

  it('serve every socket of a crowd arriving at once (what each sends first is read by its worker)', async () => {
    const crowd = await Promise.all(
      Array.from({ length: 400 }, async () => {
        const ws = await openSocket(server);
        ws.send('PING');
        return ws;
      }),
    );
    const answers = await Promise.all(crowd.map((ws) => ws.next()));
    assert.deepEqual(new Set(answers), new Set(['PONG']));
    for (const ws of crowd) ws.socket.close();
  });

  it('sign a socket in and bring the player’s own events, asking the server for the token', async () => {
    const player = await register(server);
    const sockets = [await openSocket(server), await openSocket(server)];
    for (const ws of sockets) {
      ws.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
      const auth = JSON.parse(await ws.next()) as ServerMessage;
      assert.equal(auth.m === 'user.auth' && auth.p.userId, player.user.userId);
    }
    const balance: ServerMessage = { m: 'wallet.balance.update', p: { currency: 'USD', afterCash: '3.00', afterOperatorBonus: '0.00' } };
    await server.platform.bus.publish(player.user.userId, balance);
    for (const ws of sockets) assert.deepEqual(JSON.parse(await ws.next()), balance);
    const bad = await openSocket(server);
    bad.send(JSON.stringify({ m: 'user.auth', p: { token: 'not-a-token' } }));
    assert.equal((await bad.closed).code, REALTIME_CLOSE_CODES.AUTH_FAILED);
  });

  it('close their sockets as the server restarts, and end', async () => {
    const earlier = new Set(workerPids());
    const own = await startServer({ env: { REALTIME_WORKERS: '1' } });
    const ws = await follower(own);
    const mine = await until('the new server’s worker', () => workerPids().find((pid) => !earlier.has(pid)));
    await own.close();
    assert.equal((await ws.closed).code, REALTIME_CLOSE_CODES.SERVER_RESTART);
    await until('the worker to end', () => (workerPids().includes(mine) ? undefined : true));
  });
});
