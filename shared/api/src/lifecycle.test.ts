import { i18n } from '@app/i18n';
import { authAtom, operatorAtom, signedOut, signInWith, store } from '@app/state';
import type { EndpointPath, IdempotentPath } from '@app/contract';
import { post as typedPost, type CallContext } from './client.ts';
import { ApiError } from './errors.ts';
import { fakeApi, jsonResponse, type FakeApi } from './testing/index.ts';
import { setNotifier } from './notify.ts';

/** Any path and body: these tests exercise the client's hooks, not the contract. */
const post = (path: string, body: unknown, options: { context?: CallContext } = {}) =>
  typedPost(`/${path}` as Exclude<EndpointPath, IdempotentPath>, body as never, options);

type Handler = (path: string, body: unknown, request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown) => jsonResponse(body, status);

let api: FakeApi | undefined;
/** The calls made, with the /v1/ prefix taken off their paths. */
let calls: { path: string; authorization: string | null; body: unknown }[] = [];
const toasts: string[] = [];

function serve(handler: Handler) {
  api?.restore();
  api = fakeApi({}, ({ path, authorization, body, request }) => {
    const unprefixed = path.replace(/^\/v1\//, '');
    calls.push({ path: unprefixed, authorization, body });
    return handler(unprefixed, body, request);
  });
}

/** Waits (a few event-loop turns at most) until `condition` holds. */
async function waitForCondition(condition: () => boolean) {
  for (let turn = 0; turn < 50 && !condition(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

const session = (expiresIn = 3600) => ({
  accessToken: 'old-access',
  refreshToken: 'old-refresh',
  expiresIn,
  user: { userId: 'u1', email: 'p@example.com', currency: 'USD', emailVerified: true },
});
const freshTokens = { accessToken: 'new-access', refreshToken: 'new-refresh', expiresIn: 3600 };

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['common', 'error_codes'],
    resources: { en: { common: {}, error_codes: { GAME_NOT_FOUND: 'That game does not exist.' } } },
  });
});

beforeEach(() => {
  calls = [];
  toasts.length = 0;
  setNotifier((message) => toasts.push(message));
  store.set(authAtom, signedOut);
  store.set(operatorAtom, { isMaintenance: false, maintenanceEndTime: null, passwordExpired: false });
});

describe('the token lifecycle (spec section 4)', () => {
  it('refreshes first when the token expires within five minutes, then sends the new one', async () => {
    signInWith(session(4 * 60));
    serve((path) => (path === 'user/auth/refresh' ? json(200, freshTokens) : json(200, { ok: true })));
    await post('user/get', { userId: 'u1' });
    expect(calls.map((call) => call.path)).toEqual(['user/auth/refresh', 'user/get']);
    expect(calls[0]?.body).toEqual({ refreshToken: 'old-refresh' });
    expect(calls[1]?.authorization).toBe('new-access');
    expect(store.get(authAtom)).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh' });
  });

  it('does not refresh a token with more than five minutes left', async () => {
    signInWith(session(6 * 60));
    serve(() => json(200, { ok: true }));
    await post('user/get', { userId: 'u1' });
    expect(calls.map((call) => call.path)).toEqual(['user/get']);
    expect(calls[0]?.authorization).toBe('old-access');
  });

  it('shares one refresh between concurrent requests', async () => {
    signInWith(session(60));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve(async (path) => {
      if (path === 'user/auth/refresh') {
        await gate;
        return json(200, freshTokens);
      }
      return json(200, { ok: true });
    });
    const pending = Promise.all([post('a', {}), post('b', {}), post('c', {})]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await pending;
    expect(calls.filter((call) => call.path === 'user/auth/refresh')).toHaveLength(1);
    expect(calls.filter((call) => call.path !== 'user/auth/refresh').map((call) => call.authorization)).toEqual([
      'new-access',
      'new-access',
      'new-access',
    ]);
  });

  it('answers TOKEN_EXPIRED with exactly one refresh and one retry, and no toast', async () => {
    signInWith(session());
    let first = true;
    serve((path) => {
      if (path === 'user/auth/refresh') return json(200, freshTokens);
      if (first) {
        first = false;
        return json(401, { reason: 'TOKEN_EXPIRED', code: 'TOKEN_EXPIRED', message: 'expired' });
      }
      return json(200, { value: 42 });
    });
    await expect(post('wallet/balances/list', { userId: 'u1' })).resolves.toEqual({ value: 42 });
    expect(calls.map((call) => [call.path, call.authorization])).toEqual([
      ['wallet/balances/list', 'old-access'],
      ['user/auth/refresh', null],
      ['wallet/balances/list', 'new-access'],
    ]);
    expect(toasts).toEqual([]);
  });

  it('retries only once when the retried call is refused again, and then says the call failed', async () => {
    signInWith(session());
    serve((path) => (path === 'user/auth/refresh' ? json(200, freshTokens) : json(401, { reason: 'TOKEN_EXPIRED', message: 'expired' })));
    await expect(post('user/get', {})).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((call) => call.path)).toEqual(['user/get', 'user/auth/refresh', 'user/get']);
    expect(toasts).toEqual(['expired']);
  });

  it('logs the player out when the refresh fails', async () => {
    signInWith(session(60));
    serve((path) => (path === 'user/auth/refresh' ? json(401, { reason: 'REFRESH_TOKEN_INVALID' }) : json(200, {})));
    await post('user/get', {}).catch(() => undefined);
    expect(store.get(authAtom)).toEqual(signedOut);
  });

  it('keeps the session when the refresh cannot reach the server, and refreshes once back online', async () => {
    signInWith(session(60));
    serve((path) => (path === 'user/auth/refresh' ? Promise.reject(new TypeError('Failed to fetch')) : json(200, {})));
    await post('user/get', {}).catch(() => undefined);
    expect(store.get(authAtom)).toMatchObject({ isLogin: true, refreshToken: 'old-refresh' });

    serve((path) => (path === 'user/auth/refresh' ? json(200, freshTokens) : json(200, {})));
    window.dispatchEvent(new Event('online'));
    await waitForCondition(() => store.get(authAtom).accessToken === 'new-access');
    expect(calls.map((call) => call.path)).toContain('user/auth/refresh');
  });

  it('keeps the session when the platform fails while refreshing (a server error is no refusal)', async () => {
    signInWith(session(60));
    serve((path) => (path === 'user/auth/refresh' ? json(503, { reason: 'INTERNAL_ERROR' }) : json(200, {})));
    await post('user/get', {}).catch(() => undefined);
    expect(store.get(authAtom)).toMatchObject({ isLogin: true, refreshToken: 'old-refresh' });
  });

  it('logs the player out when the platform refuses the refresh token as reused', async () => {
    signInWith(session(60));
    serve((path) => (path === 'user/auth/refresh' ? json(401, { reason: 'REFRESH_TOKEN_REUSED' }) : json(200, {})));
    await post('user/get', {}).catch(() => undefined);
    expect(store.get(authAtom)).toEqual(signedOut);
  });

  it('keeps the session when the refresh is cut off because the page is being left', async () => {
    signInWith(session(60));
    serve((path) => (path === 'user/auth/refresh' ? Promise.reject(new TypeError('Failed to fetch')) : json(200, {})));
    window.dispatchEvent(new Event('pagehide'));
    try {
      await post('user/get', {}).catch(() => undefined);
      expect(store.get(authAtom)).toMatchObject({ isLogin: true, refreshToken: 'old-refresh' });
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
  });
});

describe('the error catalogue (spec section 8)', () => {
  it('switches to maintenance with the end time, and the call gets no result', async () => {
    serve(() => json(503, { reason: 'MAINTENANCE', message: 'down', meta: { status: 'maintain', endtime: '2030-01-01T00:00:00Z' } }));
    const outcome = await post('game/list', {}).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(ApiError);
    expect((outcome as ApiError).handled).toBe(true);
    expect(store.get(operatorAtom)).toMatchObject({ isMaintenance: true, maintenanceEndTime: '2030-01-01T00:00:00Z' });
    expect(toasts).toEqual([]);
  });

  it('logs out and raises passwordExpired on PASSWORD_EXPIRED', async () => {
    signInWith(session());
    serve(() => json(403, { reason: 'PASSWORD_EXPIRED', message: 'expired' }));
    await post('user/get', {}).catch(() => undefined);
    expect(store.get(authAtom).isLogin).toBe(false);
    expect(store.get(operatorAtom).passwordExpired).toBe(true);
    expect(toasts).toEqual([]);
  });

  it.each(['USER_LOCKED', 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS'])('hands %s to the caller with no toast', async (reason) => {
    serve(() => json(403, { reason, code: reason, message: 'no', meta: { until: '2030-01-01T00:00:00Z' } }));
    const outcome = (await post('user/auth/login', {}).catch((error: unknown) => error)) as ApiError;
    expect(outcome.reason).toBe(reason);
    expect(outcome.meta).toEqual({ until: '2030-01-01T00:00:00Z' });
    expect(toasts).toEqual([]);
  });

  it('toasts another coded error in the player language', async () => {
    serve(() => json(404, { reason: 'GAME_NOT_FOUND', message: 'no such game' }));
    await post('game/get', {}).catch(() => undefined);
    expect(toasts).toEqual(['That game does not exist.']);
  });

  it('falls back to the server message for a code without a translation', async () => {
    serve(() => json(400, { reason: 'SOMETHING_NEW', message: 'Something new went wrong' }));
    await post('game/get', {}).catch(() => undefined);
    expect(toasts).toEqual(['Something new went wrong']);
  });

  it('toasts a message-only error as it is', async () => {
    serve(() => json(400, { message: 'Plain words' }));
    await post('game/get', {}).catch(() => undefined);
    expect(toasts).toEqual(['Plain words']);
  });

  it('keeps start-up calls out of the toasts', async () => {
    serve(() => json(500, { reason: 'INTERNAL_ERROR', message: 'boom' }));
    await post('wallet/currencies/get', { aggregated: true }, { context: { silent: true } }).catch(() => undefined);
    expect(toasts).toEqual([]);
  });
});
