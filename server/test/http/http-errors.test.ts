import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorsPlugin } from '../../src/http/errors.ts';

/** What the server logged, one JSON line each. */
function captureLog() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  return { lines, stream };
}

describe('a failure on a call whose client has gone', () => {
  const log = captureLog();
  let app: FastifyInstance;
  let clientGone: () => void = () => {};
  before(async () => {
    app = Fastify({ logger: { level: 'info', stream: log.stream } });
    await app.register(errorsPlugin);
    // Waits until the caller has closed its connection, then fails as a stream cut off does.
    app.get('/cut-off', async (request) => {
      await new Promise<void>((resolve) => request.raw.socket.once('close', () => resolve()));
      clientGone();
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    app.get('/broken', async () => {
      throw new Error('a real fault');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => app.close());

  const port = () => (app.server.address() as AddressInfo).port;

  it('is logged as the client leaving, not as a failure of the server', async () => {
    const handled = new Promise<void>((resolve) => (clientGone = resolve));
    const call = httpRequest({ host: '127.0.0.1', port: port(), path: '/cut-off' });
    call.on('error', () => {});
    call.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    call.destroy();
    await handled;
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(
      log.lines.filter((line) => line.level >= 50),
      [],
    );
    assert.ok(log.lines.some((line) => line.msg === 'the client closed the connection before its answer was sent'));
  });

  it('still logs a fault as an error and answers INTERNAL_ERROR while the client waits', async () => {
    const answer = await fetch(`http://127.0.0.1:${port()}/broken`);
    assert.equal(answer.status, 500);
    assert.equal(((await answer.json()) as { reason: string }).reason, 'INTERNAL_ERROR');
    assert.ok(log.lines.some((line) => line.level === 50 && line.msg === 'request failed'));
  });
});
