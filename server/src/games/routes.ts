import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { Games } from './service.ts';

/** The languages a game may be opened in; any other asks for English. */
const GAME_LANGUAGES = new Set(['en', 'vi', 'hi', 'pt', 'es', 'tr']);

/** The player's language, else the browser's first one the games speak, else English. */
export function gameLanguage(request: FastifyRequest, preferred?: string | null): string {
  const candidates = [preferred ?? '', ...String(request.headers['accept-language'] ?? '').split(',')];
  for (const candidate of candidates) {
    const code = candidate.trim().split(/[-_;]/)[0]?.toLowerCase() ?? '';
    if (GAME_LANGUAGES.has(code)) return code;
  }
  return 'en';
}

/** The casino: the lobby's lists, a game's page, opening a game, the player's bets, favourites and recent games. */
export function gamesRoutes(games: Games, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/game/list', async ({ body }) => games.list(body));

    defineEndpoint(app, '/game/get', async ({ body }) => ({ game: await games.get(body.gameId) }));

    defineEndpoint(app, '/game/categories/list', async () => ({ categories: await games.categories() }));

    defineEndpoint(app, '/game/providers/list', async () => ({ providers: await games.providers() }));

    defineEndpoint(app, '/game/bets/list', async ({ body, auth }) => games.bets(auth.user.id, body));

    defineEndpoint(app, '/game/create-session', async ({ body, auth, request }) =>
      games.createSession(auth.user, body, gameLanguage(request, auth.user.language)),
    );

    defineEndpoint(app, '/game/demo-session/create', async ({ body, request }) => games.demoSession(body.gameId, gameLanguage(request)));

    defineEndpoint(app, '/game/favorites/list', async ({ body, auth }) => games.favorites(auth.user.id, body));

    defineEndpoint(app, '/game/favorites/set', async ({ body, auth }) => {
      await games.setFavorite(auth.user.id, body.gameId, body.favorite);
      return { ok: true as const };
    });

    defineEndpoint(app, '/game/recent/list', async ({ auth }) => ({ list: await games.recent(auth.user.id) }));
  };
}
