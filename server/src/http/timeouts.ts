import type { FastifyServerOptions } from 'fastify';
import type { HttpTimeouts } from '../config.ts';

/**
 * The HTTP server's options against clients that hold a connection without finishing their
 * request (slow headers, a body that never completes) or keep an idle one: Fastify's request,
 * connection (idle) and keep-alive timeouts and Node's headers timeout. Node checks the request
 * and headers timeouts every connectionsCheckingInterval, here at most a second (30 s by default).
 * A WebSocket, once upgraded, is no longer a request: these do not close it.
 */
export function serverTimeouts(timeouts: HttpTimeouts): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(timeouts.headersMs / 2))),
    },
  };
}
