import { i18n } from '@app/i18n';
import { authAtom, operatorAtom, sessionEndedAtom, signedOut, signInWith, store } from '@app/state';
import type { EndpointPath, IdempotentPath } from '@app/contract';
import { post as typedPost, type CallContext } from './client.ts';
import { ApiError } from './errors.ts';
import { failureText, setNotifier } from './notify.ts';
import { fakeApi, jsonResponse, type FakeApi } from './testing/index.ts';

// Every failed call ends in something the player sees (spec sections 4 and 8): a toast, the
// caller's own message, or the sign-in screen saying why the session ended. These are the paths a
// failure takes through the client, each tried the way the network or the platform would fail it.

const post = (path: string, body: unknown, options: { context?: CallContext } = {}) =>
  typedPost(`/${path}` as Exclude<EndpointPath, IdempotentPath>, body as never, options);
const silent = { context: { silent: true } };
const json = (status: number, body: unknown) => jsonResponse(body, status);
const words = { failed: 'That did not work.', connection: 'Check your connection.' };

let api: FakeApi | undefined;
const toasts: string[] = [];
let paths: string[] = [];

function serve(handler: (path: string) => Response | Promise<Response>) {
  api?.restore();
  api = fakeApi({}, ({ path }) => {
    const unprefixed = path.replace(/^\/v1\//, '');
    paths.push(unprefixed);
    return handler(unprefixed);
  });
}

const session = (expiresIn = 3600) => ({
  accessToken: 'old-access',
  refreshToken: 'old-refresh',
  expiresIn,
  user: { userId: 'u1', email: 'p@example.com', currency: 'USD', emailVerified: true },
});
const expired = () => json(401, { reason: 'TOKEN_EXPIRED', message: 'expired' });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['common', 'error_codes'],
    resources: {
      en: {
        common: {},
        error_codes: {
          NETWORK_ERROR: 'We could not reach the server.',
          INTERNAL_ERROR: 'Something went wrong on our side.',
          TOKEN_EXPIRED: 'Your session has expired.',
          UNAUTHORIZED: 'Please sign in to continue.',
        },
      },
    },
  });
});

beforeEach(() => {
  paths = [];
  toasts.length = 0;
  setNotifier((message) => toasts.push(message));
  store.set(authAtom, signedOut);
  store.set(sessionEndedAtom, null);
  store.set(operatorAtom, { isMaintenance: false, maintenanceEndTime: null, passwordExpired: false });
});
afterAll(() => api?.restore());

describe('a refresh that gets no answer does not swallow the call that needed it', () => {
  it('a form (a silent call) gets an error it shows: the connection failure as it came', async () => {
    signInWith(session());
    serve((path) => (path === 'user/auth/refresh' ? offline() : expired()));
    const error = await post('user/update', {}, silent).catch((caught: unknown) => caught);
    expect(failureText(error, words)).toBe('Check your connection.');
    expect(store.get(authAtom).isLogin).toBe(true);
  });

  it('any other call shows a toast, once', async () => {
    signInWith(session());
    serve((path) => (path === 'user/auth/refresh' ? offline() : expired()));
    const error = (await post('game/favorites/set', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(toasts).toEqual(['We could not reach the server.']);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.reason).toBe('NETWORK_ERROR');
    expect(store.get(authAtom).isLogin).toBe(true);
  });

  it("a server error while refreshing is the catalogue's, inline for a form and in a toast otherwise", async () => {
    signInWith(session());
    serve((path) => (path === 'user/auth/refresh' ? json(503, { reason: 'INTERNAL_ERROR', message: 'boom' }) : expired()));
    const inline = await post('user/update', {}, silent).catch((caught: unknown) => caught);
    expect(failureText(inline, words)).toBe('Something went wrong on our side.');
    expect(toasts).toEqual([]);
    await post('game/favorites/set', {}).catch(() => undefined);
    expect(toasts).toEqual(['Something went wrong on our side.']);
    expect(store.get(authAtom).isLogin).toBe(true);
  });

  it('a refresh ahead of expiry that gets no answer still sends the call, whose failure is told', async () => {
    signInWith(session(60));
    serve((path) => (path === 'user/auth/refresh' ? offline() : expired()));
    const error = await post('user/update', {}, silent).catch((caught: unknown) => caught);
    expect(paths).toEqual(['user/auth/refresh', 'user/update', 'user/auth/refresh']);
    expect(failureText(error, words)).toBe('Check your connection.');
  });

  it('a refresh answered with maintenance switches to the maintenance screen', async () => {
    signInWith(session());
    serve((path) =>
      path === 'user/auth/refresh'
        ? json(503, { reason: 'MAINTENANCE', meta: { status: 'maintain', endtime: '2030-01-01T00:00:00Z' } })
        : expired(),
    );
    const error = (await post('user/update', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(store.get(operatorAtom)).toMatchObject({ isMaintenance: true, maintenanceEndTime: '2030-01-01T00:00:00Z' });
    expect(error.handled).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('a call refused again after a fresh token is told, not dropped', async () => {
    signInWith(session());
    serve((path) => (path === 'user/auth/refresh' ? json(200, { accessToken: 'a2', refreshToken: 'r2', expiresIn: 3600 }) : expired()));
    const inline = await post('user/update', {}, silent).catch((caught: unknown) => caught);
    expect(failureText(inline, words)).toBe('Your session has expired.');
    await post('game/favorites/set', {}).catch(() => undefined);
    expect(toasts).toEqual(['Your session has expired.']);
  });
});

describe('a call that gets no answer', () => {
  it('is toasted unless its caller shows it', async () => {
    serve(offline);
    const shown = await post('user/update', {}, silent).catch((caught: unknown) => caught);
    expect(failureText(shown, words)).toBe('Check your connection.');
    expect(toasts).toEqual([]);
    await post('game/favorites/set', {}).catch(() => undefined);
    expect(toasts).toEqual(['We could not reach the server.']);
  });

  it('cancelled by its caller, says nothing', async () => {
    serve(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const controller = new AbortController();
    controller.abort();
    await post('game/list', {}, { signal: controller.signal } as never).catch(() => undefined);
    expect(toasts).toEqual([]);
  });
});

describe('a session the platform has ended signs the player out at once, with the reason', () => {
  it.each(['SESSION_REVOKED', 'TOKEN_INVALID', 'UNAUTHORIZED'])('%s on a call', async (reason) => {
    signInWith(session());
    serve(() => json(401, { reason, message: 'ended' }));
    const error = (await post('wallet/balances/list', {}, silent).catch((caught: unknown) => caught)) as ApiError;
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(store.get(sessionEndedAtom)?.reason).toBe(reason);
    expect(error.handled).toBe(true);
    expect(toasts).toEqual([]);
  });

  it.each(['SESSION_REVOKED', 'TOKEN_INVALID', 'REFRESH_TOKEN_REUSED'])('a refresh refused with %s', async (reason) => {
    signInWith(session());
    serve((path) => (path === 'user/auth/refresh' ? json(401, { reason }) : expired()));
    const error = (await post('wallet/balances/list', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(store.get(sessionEndedAtom)?.reason).toBe(reason);
    expect(error.handled).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('ACCOUNT_LOCKED (403, the operator locked the account) on a call and on a refresh', async () => {
    signInWith(session());
    serve(() => json(403, { reason: 'ACCOUNT_LOCKED', message: 'locked' }));
    const error = (await post('wallet/balances/list', {}, silent).catch((caught: unknown) => caught)) as ApiError;
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(store.get(sessionEndedAtom)?.reason).toBe('ACCOUNT_LOCKED');
    expect(error.handled).toBe(true);

    signInWith(session());
    serve((path) => (path === 'user/auth/refresh' ? json(403, { reason: 'ACCOUNT_LOCKED' }) : expired()));
    await post('wallet/balances/list', {}).catch(() => undefined);
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(store.get(sessionEndedAtom)?.reason).toBe('ACCOUNT_LOCKED');
    expect(toasts).toEqual([]);
  });

  it('a refresh ahead of expiry refused: the call is not sent without the token', async () => {
    signInWith(session(60));
    serve((path) => (path === 'user/auth/refresh' ? json(401, { reason: 'SESSION_REVOKED' }) : json(401, { reason: 'UNAUTHORIZED' })));
    const error = (await post('wallet/balances/list', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(paths).toEqual(['user/auth/refresh']);
    expect(store.get(sessionEndedAtom)?.reason).toBe('SESSION_REVOKED');
    expect(error.handled).toBe(true);
    expect(toasts).toEqual([]);
  });

  it("a visitor's call to a players-only endpoint is only told to sign in", async () => {
    serve(() => json(401, { reason: 'UNAUTHORIZED', message: 'sign in' }));
    await post('game/favorites/set', {}).catch(() => undefined);
    expect(toasts).toEqual(['Please sign in to continue.']);
    expect(store.get(sessionEndedAtom)).toBeNull();
  });

  it('a late answer to a call of an old session does not end the new one', async () => {
    signInWith(session());
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve(async () => {
      await gate;
      return json(401, { reason: 'SESSION_REVOKED' });
    });
    const call = post('wallet/balances/list', {}, silent).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    signInWith({ ...session(), accessToken: 'next-access', refreshToken: 'next-refresh' });
    release();
    await call;
    expect(store.get(authAtom)).toMatchObject({ isLogin: true, accessToken: 'next-access' });
    expect(store.get(sessionEndedAtom)).toBeNull();
  });
});

describe('a failure the platform gives no words for', () => {
  it("an answer with neither code nor message (a gateway's error page) says the catalogue's words for its kind", async () => {
    i18n.addResourceBundle('en', 'error_codes', { REQUEST_FAILED: 'The request could not be completed.' });
    serve(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await post('game/favorites/set', {}).catch(() => undefined);
    serve(() => new Response('', { status: 400 }));
    await post('game/favorites/set', {}).catch(() => undefined);
    expect(toasts).toEqual(['Something went wrong on our side.', 'The request could not be completed.']);
  });

  it('a call that times out is told as one that got no answer', async () => {
    jest.useFakeTimers();
    try {
      serve(() => new Promise<Response>(() => undefined));
      const outcome = post('game/favorites/set', {}).catch((caught: unknown) => caught);
      await jest.advanceTimersByTimeAsync(10_000);
      const error = (await outcome) as ApiError;
      expect(error.reason).toBe('NETWORK_ERROR');
      expect(toasts).toEqual(['We could not reach the server.']);
    } finally {
      jest.useRealTimers();
    }
  });
});
