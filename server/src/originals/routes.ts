import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { OriginalsDomain } from './domain.ts';
import type { Stake } from './currency-limits.ts';
import type { PreparedBet } from './service.ts';
import type { DiceBet } from './outcomes.ts';

/**
 * The originals' calls. A bet's checks (exclusion, the real-money gate, limits, win cap) run before
 * its transaction; the bet itself, its nonce, stake and win commit with its Idempotency-Key.
 */
export function originalsRoutes(originals: OriginalsDomain, defineEndpoint: DefineEndpoint) {
  const { games, mines, seeds } = originals;
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/originals/settings/get', () => games.settings());
    defineEndpoint(app, '/originals/seeds/get', ({ auth }) => seeds.view(auth.user.id));
    defineEndpoint(app, '/originals/seeds/rotate', ({ auth, body }) => originals.rotateSeeds(auth.user, body.clientSeed));

    defineEndpoint<'/originals/dice/bet', PreparedBet<DiceBet>>(
      app,
      '/originals/dice/bet',
      ({ tx, auth, body, prepared }) => games.dice(tx, auth.user, body, prepared),
      { prepare: ({ auth, body }) => games.prepareDice(auth.user, body), keyWithAnswer: true },
    );
    defineEndpoint<'/originals/limbo/bet', PreparedBet<{ target: number }>>(
      app,
      '/originals/limbo/bet',
      ({ tx, auth, body, prepared }) => games.limbo(tx, auth.user, body, prepared),
      { prepare: ({ auth, body }) => games.prepareLimbo(auth.user, body), keyWithAnswer: true },
    );
    defineEndpoint<'/originals/plinko/bet', PreparedBet>(
      app,
      '/originals/plinko/bet',
      ({ tx, auth, body, prepared }) => games.plinko(tx, auth.user, body, prepared),
      { prepare: ({ auth, body }) => games.preparePlinko(auth.user, body), keyWithAnswer: true },
    );

    defineEndpoint<'/originals/mines/start', Stake>(
      app,
      '/originals/mines/start',
      async ({ tx, auth, body, prepared }) => ({ round: await mines.start(tx, auth.user, prepared, body.mines) }),
      { prepare: ({ auth, body }) => games.checkStake(auth.user, body) },
    );
    defineEndpoint(app, '/originals/mines/reveal', async ({ auth, body }) => ({
      round: await mines.reveal(auth.user, body.roundId, body.tile),
    }));
    defineEndpoint(app, '/originals/mines/cashout', async ({ tx, auth, body }) => ({
      round: await mines.cashout(tx, auth.user, body.roundId),
    }));
    defineEndpoint(app, '/originals/mines/active', async ({ auth }) => ({ round: await mines.active(auth.user) }));
  };
}
