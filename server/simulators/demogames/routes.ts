import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endedPage, pageTheme, playPage } from './page.ts';
import { PlayError } from './model.ts';
import type { DemoGames } from './service.ts';
import { languageFromHeader } from './texts.ts';

/**
 * The page's own policy: nothing but its inline style and script (under this answer's nonce) and
 * calls back to this origin; framed only by the platform's own pages (frame-ancestors 'self', as
 * X-Frame-Options: SAMEORIGIN says to older browsers).
 */
export function pagePolicy(nonce: string): string {
  return [
    `default-src 'none'`,
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    `connect-src 'self'`,
    `img-src 'self' data:`,
    `base-uri 'none'`,
    `form-action 'none'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

const sendError = (reply: FastifyReply, error: PlayError) => reply.code(error.status).send({ code: error.code, message: error.message });

/** The provider's game pages and the JSON API they call with their session token. */
export function demoGamesRoutes(demoGames: DemoGames) {
  return async (app: FastifyInstance) => {
    // Runs after the platform's own header hook: the provider's answers carry the provider's policy.
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      const nonce = (request as { pageNonce?: string }).pageNonce;
      if (nonce) reply.header('content-security-policy', pagePolicy(nonce));
      reply.header('x-frame-options', 'SAMEORIGIN');
      return payload;
    });

    // ?theme=light|dark shows the page in the platform's chosen theme; without it (or with anything
    // else) the page follows the phone's colour scheme.
    app.get<{ Params: { gameId: string }; Querystring: { session?: unknown; theme?: unknown } }>(
      '/demogames/play/:gameId',
      async (request, reply) => {
        const nonce = randomBytes(16).toString('base64');
        (request as { pageNonce?: string }).pageNonce = nonce;
        reply.type('text/html; charset=utf-8');
        const theme = pageTheme(request.query.theme);
        const token = request.query.session;
        const session = typeof token === 'string' ? await demoGames.session(token) : undefined;
        if (!session || session.game.gameId !== request.params.gameId) {
          // No session to take the language from: the browser's own languages decide.
          const language = session?.language ?? languageFromHeader(request.headers['accept-language']);
          return reply.code(404).send(endedPage({ nonce, language, theme }));
        }
        return playPage({
          nonce,
          token: session.token,
          game: session.game,
          currency: session.currency,
          demo: session.demo,
          language: session.language,
          theme,
        });
      },
    );

    app.post<{ Body: { session?: unknown } }>('/demogames/api/session', async (request, reply) => {
      const session = await demoGames.session(String(request.body?.session ?? ''));
      if (!session) return sendError(reply, new PlayError('SESSION_NOT_FOUND', 'This game session has ended. Open the game again.', 404));
      return {
        balance: await demoGames.balance(session),
        currency: session.currency,
        stakes: demoGames.stakes(session),
        demo: session.demo,
      };
    });

    app.post<{ Body: { session?: unknown; stake?: unknown; side?: unknown; picks?: unknown } }>(
      '/demogames/api/play',
      async (request, reply) => {
        const body = request.body ?? {};
        try {
          return await demoGames.play(String(body.session ?? ''), { stake: String(body.stake ?? ''), side: body.side, picks: body.picks });
        } catch (error) {
          if (error instanceof PlayError) return sendError(reply, error);
          throw error;
        }
      },
    );
  };
}
