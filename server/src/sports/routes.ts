import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { PreparedSlip, SportsBets } from './bets.ts';
import type { SportsCatalogue } from './service.ts';

/**
 * The sportsbook's calls. A bet's checks (exclusion, the real-money gate, the legs, the stake's
 * limits) run before its transaction; the stake, the bet and its Idempotency-Key commit together,
 * and so do a cash-out's payment and its key.
 */
export function sportsRoutes({ catalogue, bets }: { catalogue: SportsCatalogue; bets: SportsBets }, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/sports/settings/get', () => catalogue.settings());
    defineEndpoint(app, '/sports/list', () => catalogue.sports());
    defineEndpoint(app, '/sports/leagues/list', ({ body }) => catalogue.leagues(body.sportId));
    defineEndpoint(app, '/sports/events/list', ({ body }) => catalogue.events(body));
    defineEndpoint(app, '/sports/event/get', ({ body }) => catalogue.event(body.eventId));
    defineEndpoint<'/sports/bet/place', PreparedSlip>(
      app,
      '/sports/bet/place',
      ({ tx, auth, body, prepared }) => bets.place(tx, auth.user, body, prepared),
      { prepare: ({ auth, body }) => bets.prepare(auth.user, body) },
    );
    defineEndpoint(app, '/sports/bets/list', ({ auth, body }) => bets.list(auth.user, body));
    defineEndpoint(app, '/sports/bet/cashout/quote', ({ auth, body }) => bets.quote(auth.user, body.betId));
    defineEndpoint(app, '/sports/bet/cashout', ({ tx, auth, body }) => bets.cashout(tx, auth.user, body.betId, body.offer));
  };
}
