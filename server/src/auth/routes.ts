import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { Auth } from './service.ts';

/** Sign-up, sign-in (password or identity provider), sign-out, token refresh, password reset and email verification. */
export function authRoutes(auth: Auth, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/user/auth/register', async ({ body, address }) => auth.register(body, address));
    defineEndpoint(app, '/user/auth/login', async ({ body, address }) => auth.login(body, address));
    defineEndpoint(app, '/user/auth/oauth/providers', async () => ({ providers: await auth.oauthProviders() }));
    defineEndpoint(app, '/user/auth/oauth/start', async ({ body, address }) => auth.startOAuth(body, { address }));
    defineEndpoint(app, '/user/auth/oauth', async ({ body, address }) => auth.finishOAuth(body, address));
    defineEndpoint(app, '/user/auth/refresh', async ({ body }) => auth.refresh(body.refreshToken));
    defineEndpoint(app, '/user/auth/logout', async ({ body, request }) => {
      const header = request.headers.authorization;
      await auth.logout(header?.startsWith('Bearer ') ? header.slice(7) : header, body.refreshToken);
      return { ok: true };
    });
    defineEndpoint(app, '/user/auth/password/reset-code/send', async ({ body, address, request }) => {
      const { delivery } = await auth.sendResetCode(body.email, address);
      // The mail goes out after the answer (which must not tell whether the address has an account).
      delivery.catch((error: unknown) => request.log.error({ err: error }, 'the password reset mail could not be sent'));
      return { ok: true };
    });
    defineEndpoint(app, '/user/auth/password/reset', async ({ body, address }) => {
      await auth.resetPassword(body, address);
      return { ok: true };
    });
    defineEndpoint(app, '/user/email/verification-code/send', async ({ auth: caller, address }) => {
      await auth.sendVerificationCode(caller, address);
      return { ok: true };
    });
    defineEndpoint(app, '/user/email/verify/get', async ({ body, auth: caller, address }) => {
      await auth.verifyEmail(caller, body.code, address);
      return { verified: true };
    });
  };
}
