import type { FastifyInstance } from 'fastify';
import { WALLET_SIGNATURE_HEADER } from './signature.ts';
import { walletRequestSchemas, type GameWallet, type WalletMethod } from './service.ts';

const METHODS = Object.keys(walletRequestSchemas) as WalletMethod[];

/**
 * The seamless wallet's endpoints for one provider (outside /v1: the provider's server calls them,
 * not a player): POST /seamless/{provider}/balance | bet | win | rollback. The body is read as sent
 * and checked against its signature before it is parsed; a forged or stale call is refused (401)
 * and changes nothing. Answers are { status: 'OK', balance, currency } or
 * { status: 'ERROR', code, message } with the refusal's HTTP status; a 5xx means the outcome is for
 * the provider to resolve (retry the win, roll the bet back).
 */
export function gameWalletRoutes(deps: { wallet: GameWallet; verify(body: string, signature: string | undefined): Promise<boolean> }) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
    for (const method of METHODS) {
      app.post(`/seamless/${deps.wallet.provider}/${method}`, async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers[WALLET_SIGNATURE_HEADER];
        if (!(await deps.verify(raw, typeof signature === 'string' ? signature : undefined))) {
          return reply.code(401).send({ status: 'ERROR', code: 'INVALID_SIGNATURE', message: 'The signature is missing, wrong or stale' });
        }
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return reply.code(400).send({ status: 'ERROR', code: 'BAD_REQUEST', message: 'The body is not JSON' });
        }
        try {
          const { httpStatus, answer } = await deps.wallet.handle(method, body);
          return reply.code(httpStatus).send(answer);
        } catch (error) {
          request.log.error({ err: error }, `seamless wallet ${method} failed`);
          return reply.code(500).send({ status: 'ERROR', code: 'INTERNAL_ERROR', message: 'Try again' });
        }
      });
    }
  };
}
