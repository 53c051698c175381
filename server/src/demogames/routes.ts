import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, playPage } from './page.ts';
import { PlayError, type DemoGames } from './service.ts';

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

function notFoundPage(nonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Game not available</title>
<style nonce="${nonce}">:root{color-scheme:light dark;font-family:system-ui,sans-serif}body{margin:0;display:grid;place-items:center;min-height:100vh;padding:16px;text-align:center}</style>
</head><body><main><h1>This game session has ended</h1><p>${escapeHtml('Close the game and open it again from the lobby.')}</p></main></body></html>`;
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

    app.get<{ Params: { gameId: string }; Querystring: { session?: string } }>('/demogames/play/:gameId', async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      (request as { pageNonce?: string }).pageNonce = nonce;
      reply.type('text/html; charset=utf-8');
      const session = await demoGames.session(String(request.query.session ?? ''));
      if (!session || session.game.gameId !== request.params.gameId) return reply.code(404).send(notFoundPage(nonce));
      return playPage({ nonce, token: session.token, game: session.game, currency: session.currency, demo: session.demo });
    });

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
