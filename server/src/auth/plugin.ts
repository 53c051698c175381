import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { Platform } from '../platform/index.ts';

/** Sign-up, sign-in, sign-out, token refresh and password reset. */
export function authPlugin(platform: Platform, defineEndpoint: DefineEndpoint) {
  const { auth } = platform;
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/user/auth/register', async ({ body, address }) => auth.register(body, address));
    defineEndpoint(app, '/user/auth/login', async ({ body, address }) => auth.login(body, address));
    defineEndpoint(app, '/user/auth/refresh', async ({ body }) => auth.refresh(body.refreshToken));
    defineEndpoint(app, '/user/auth/logout', async ({ body, request }) => {
      const header = request.headers.authorization;
      await auth.logout(header?.startsWith('Bearer ') ? header.slice(7) : header, body.refreshToken);
      return { ok: true };
    });
    defineEndpoint(app, '/user/auth/password/reset-code/send', async ({ body, address }) => {
      await auth.sendResetCode(body.email, address);
      return { ok: true };
    });
    defineEndpoint(app, '/user/auth/password/reset', async ({ body, address }) => {
      await auth.resetPassword(body, address);
      return { ok: true };
    });
  };
}
