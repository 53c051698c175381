// Signing in and out as the platform answers it.
import type { EndpointResponse } from '@app/contract';
import { apiPath, jsonResponse, type FakeRoutes } from './fakeApi.ts';

type Session = EndpointResponse<'/user/auth/login'>;

export const FAKE_SESSION: Session = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  expiresIn: 900,
  user: { userId: 'u1', email: 'player@example.com', currency: 'USD', emailVerified: true },
};

/** Signing in, up and out, refreshing, and resetting a password: each succeeds with `session`. */
export function authRoutes(options: { session?: Session } = {}) {
  const session = options.session ?? FAKE_SESSION;
  const ok = () => jsonResponse({ ok: true });
  return {
    [apiPath('/user/auth/login')]: () => jsonResponse(session),
    [apiPath('/user/auth/register')]: () => jsonResponse(session),
    [apiPath('/user/auth/refresh')]: () =>
      jsonResponse({
        accessToken: `${session.accessToken}-refreshed`,
        refreshToken: `${session.refreshToken}-refreshed`,
        expiresIn: session.expiresIn,
      }),
    [apiPath('/user/auth/logout')]: ok,
    [apiPath('/user/auth/password/reset-code/send')]: ok,
    [apiPath('/user/auth/password/reset')]: ok,
  } satisfies FakeRoutes;
}
