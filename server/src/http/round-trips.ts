import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { countRoundTrips, type RoundTrips } from '../db/round-trips.ts';

/** The header that tells, when the server is configured to, how many statements a call sent to the database. */
export const ROUND_TRIPS_HEADER = 'x-db-round-trips';

declare module 'fastify' {
  interface FastifyRequest {
    /** The statements this request has sent to the database so far. */
    roundTrips: RoundTrips;
  }
}

/**
 * Counts each request's round trips to the database (every statement, BEGIN and COMMIT included):
 * with `report` it says the count in the answer's ROUND_TRIPS_HEADER (REPORT_DB_ROUND_TRIPS: the
 * bench reads it), with `trace` it logs each request's statements in order (LOG_LEVEL=trace). The
 * count is entered again once the body is read: the body arrives on the socket's own events, outside
 * the request's first scope.
 */
export const roundTripsPlugin = (report: boolean, trace: boolean) =>
  fastifyPlugin(async (app: FastifyInstance) => {
    app.decorateRequest('roundTrips', undefined as unknown as RoundTrips);
    app.addHook('onRequest', (request, _reply, done) => {
      request.roundTrips = trace ? { count: 0, statements: [] } : { count: 0 };
      countRoundTrips(request.roundTrips, done);
    });
    app.addHook('preValidation', (request, _reply, done) => {
      countRoundTrips(request.roundTrips, done);
    });
    if (trace) {
      app.addHook('onResponse', async (request) => {
        const { count, statements } = request.roundTrips;
        request.log.trace({ roundTrips: count, statements }, 'database statements');
      });
    }
    if (report) {
      app.addHook('onSend', async (request, reply, payload) => {
        reply.header(ROUND_TRIPS_HEADER, String(request.roundTrips.count));
        return payload;
      });
    }
  });
