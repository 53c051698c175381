import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ERRORS } from '@app/contract';
import { errorBody } from './errors.ts';

/**
 * How long, once the requests in flight are answered (or cut off), the platform may take to close:
 * its background loops (the feed's tick, the providers' outboxes, the sweeps) and then the database.
 */
export const SHUTDOWN_CLOSE_MS = 2_000;
/** What a request reaching a stopping server is told to wait before it tries again (Retry-After, seconds). */
export const STOPPING_RETRY_AFTER_SECONDS = 1;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the server has begun to stop: every new request is refused (drainGuard). */
    draining: { on: boolean };
  }
}

/**
 * Refuses what reaches a server that has begun to stop. Its listener is closed by then (a new
 * connection is refused, which a load balancer retries on another instance whatever the method,
 * since nothing was sent), so what still arrives comes on a connection kept alive from before: it
 * is answered 503 SERVICE_UNAVAILABLE in the contract's error shape with Retry-After, and the
 * connection is closed, so that the client's next attempt opens a new one elsewhere. An answer to
 * a request already in flight closes its connection too.
 */
export const drainGuard = fastifyPlugin(async (app: FastifyInstance) => {
  app.decorate('draining', { on: false });
  app.addHook('onRequest', async (_request, reply) => {
    if (!app.draining.on) return;
    reply.header('retry-after', String(STOPPING_RETRY_AFTER_SECONDS)).header('connection', 'close');
    await reply.code(ERRORS.SERVICE_UNAVAILABLE).send(errorBody('SERVICE_UNAVAILABLE', 'This server is stopping; try again'));
    return reply;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.draining.on) reply.header('connection', 'close');
    return payload;
  });
});

/** How a stop went: how long it took, and whether it had to cut work off (requests, sockets, or the close itself). */
export interface StopOutcome {
  ms: number;
  cutOff: boolean;
}

const after = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref());

/**
 * Stops the server in order: new requests refused (drainGuard) and the listener closed; every
 * realtime socket closed with SERVER_RESTART, which the client answers by reconnecting at once (to
 * another instance); the requests in flight answered, for up to graceMs; then the platform closed
 * (its background loops, then the database), for up to closeMs. Whatever is still running at
 * graceMs is cut off (its connection destroyed), and so is a close that takes longer than closeMs:
 * the outcome says so, and the process exits non-zero.
 */
export async function stopServer(app: FastifyInstance, options: { graceMs: number; closeMs?: number }): Promise<StopOutcome> {
  const started = performance.now();
  const closeMs = options.closeMs ?? SHUTDOWN_CLOSE_MS;
  app.draining.on = true;
  // The listener's close event comes once every connection (request or socket) has ended.
  let connectionsEnded = false;
  app.server.once('close', () => (connectionsEnded = true));
  // Kept-alive connections that fall idle once their answer is sent are closed as they do.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
  let cutOff = false;
  try {
    // preClose (the sockets closed), the listener closed, the requests in flight waited for, then onClose (the platform).
    const closing = app.close().then(() => 'closed' as const);
    if ((await Promise.race([closing, after(options.graceMs)])) === 'late') {
      if (!connectionsEnded) {
        cutOff = true;
        app.log.warn(`requests still running ${options.graceMs} ms after the stop signal are cut off`);
        app.server.closeAllConnections();
        for (const client of app.websocketServer?.clients ?? []) client.terminate();
      }
      if ((await Promise.race([closing, after(closeMs)])) === 'late') {
        cutOff = true;
        app.log.warn(`the platform did not close within ${closeMs} ms`);
      }
    }
  } finally {
    clearInterval(reaper);
  }
  return { ms: Math.round(performance.now() - started), cutOff };
}
