import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { HttpTimeouts } from '../config.ts';

/**
 * The HTTP server's options against clients that hold a connection without finishing their
 * request (slow headers, a body that never completes) or keep an idle one: Fastify's request,
 * connection (idle) and keep-alive timeouts and Node's headers timeout. Node checks the request
 * and headers timeouts every connectionsCheckingInterval, here at most a second (30 s by default).
 * A WebSocket, once upgraded, is no longer a request: these do not close it.
 *
 * Node's request timeout is one for the whole server, so it is set to the longest a request may
 * take (a signed-in player's document upload, uploadMs); every other request is held to requestMs
 * by requestDeadlines below.
 */
export function serverTimeouts(timeouts: HttpTimeouts): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  const longestMs = Math.max(timeouts.requestMs, timeouts.uploadMs);
  return {
    requestTimeout: longestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: longestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(timeouts.headersMs / 2))),
    },
  };
}

/** Each request's own deadline timer, until its body has arrived or it is over. */
const deadlines = new WeakMap<IncomingMessage, ReturnType<typeof setTimeout>>();

/**
 * Every request's body must have arrived within requestMs of its headers (which have their own
 * headersMs): past it the client is answered 408, as Node answers its own request timeout, and the
 * connection is closed; a body still arriving after an early answer closes it too. Only a route
 * that calls allowSlowBody lets its request go on, up to the server's own request timeout
 * (uploadMs). An upgraded realtime socket is not a request body and is left alone.
 */
export function requestDeadlines(timeouts: HttpTimeouts) {
  return fastifyPlugin(async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      // Node marks a request it handed over as an upgrade (not typed in its declarations).
      const raw = request.raw as IncomingMessage & { upgrade?: boolean };
      // A request without a body (neither a length nor chunks) is whole once its headers are.
      const hasBody = raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
      if (raw.upgrade === true || raw.complete || !hasBody) return;
      const timer = setTimeout(() => {
        deadlines.delete(raw);
        if (raw.complete) return;
        const socket = raw.socket;
        if (socket.destroyed) return;
        if (reply.raw.headersSent) {
          socket.destroy();
          return;
        }
        // The server's own answer to a request timeout (408, then the connection is closed).
        const timedOut = Object.assign(new Error('The request did not arrive in time'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
        app.server.emit('clientError', timedOut, socket);
      }, timeouts.requestMs);
      timer.unref();
      deadlines.set(raw, timer);
      const done = () => {
        clearTimeout(timer);
        deadlines.delete(raw);
      };
      raw.once('end', done);
      raw.once('close', done);
    });
  });
}

/**
 * Lets this request's body take as long as the server's request timeout allows (uploadMs) instead
 * of requestMs: for a signed-in player's document upload, which a phone on a slow line needs
 * minutes for. A stalled one is still closed after the idle timeout.
 */
export function allowSlowBody(request: FastifyRequest): void {
  const timer = deadlines.get(request.raw);
  if (timer === undefined) return;
  clearTimeout(timer);
  deadlines.delete(request.raw);
}
