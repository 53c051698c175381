// Fake API answers for unit tests: one fetch stand-in with the calls it saw, and one set of
// handlers per domain whose answers are typed by the contract. Tests of the host and the areas
// use these instead of writing their own fetch fakes. (Browser and server tests use the real server.)
import { API_PREFIX, DEFAULT_ACCOUNT_SETTINGS, type EndpointPath, type EndpointResponse } from '@app/contract';

/** One request the fake API received. */
export interface FakeCall {
  /** The URL's path, with the /v1 prefix (e.g. /v1/user/get). */
  path: string;
  /** The JSON body, or undefined when there was none. */
  body: unknown;
  authorization: string | null;
  request: Request;
}

export type FakeRoute = (call: FakeCall) => Response | Promise<Response>;
export type FakeRoutes = Record<string, FakeRoute>;

export interface FakeApi {
  /** Every request, in order. */
  readonly calls: FakeCall[];
  /** The requests to one path (with the /v1 prefix for API calls). */
  callsTo(path: string): FakeCall[];
  /** Adds or replaces routes. */
  use(routes: FakeRoutes): void;
  /** Puts the real fetch back. */
  restore(): void;
}

/** A JSON answer, as the platform sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The error body the platform answers with (spec section 8). */
export function errorResponse(status: number, reason: string, extra: { message?: string; meta?: Record<string, unknown> } = {}): Response {
  return jsonResponse({ reason, code: reason, message: extra.message ?? reason, ...(extra.meta ? { meta: extra.meta } : {}) }, status);
}

/** The path of a contract endpoint as it travels (/v1/user/get). */
export function apiPath(path: EndpointPath): string {
  return `${API_PREFIX}${path}`;
}

/** An answer of a contract endpoint, typed by its response schema. */
export function answer<P extends EndpointPath>(_path: P, body: EndpointResponse<P>): FakeRoute {
  return () => jsonResponse(body);
}

/**
 * Replaces fetch with routes by path; a path with no route answers 404 NOT_FOUND, unless
 * `fallback` is given. Call `restore()` (in afterEach) to put the real fetch back.
 */
export function fakeApi(routes: FakeRoutes = {}, fallback?: FakeRoute): FakeApi {
  const realFetch = globalThis.fetch;
  const table: FakeRoutes = { ...routes };
  const calls: FakeCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => undefined);
    const call = { path: new URL(request.url).pathname, body, authorization: request.headers.get('authorization'), request };
    calls.push(call);
    const route = table[call.path] ?? fallback;
    return route ? route(call) : errorResponse(404, 'NOT_FOUND', { message: `No route ${call.path}` });
  }) as typeof fetch;
  return {
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    use: (more) => Object.assign(table, more),
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
}

type Currencies = EndpointResponse<'/wallet/currencies/get'>['currencies'];
type AccountSettings = EndpointResponse<'/user/operator/account-settings/get'>['accountSettings'];
type Balances = EndpointResponse<'/wallet/balances/list'>['balances'];
type UserInfo = EndpointResponse<'/user/get'>['userInfo'];
type Session = EndpointResponse<'/user/auth/login'>;

export const FAKE_CURRENCIES: Currencies = [
  { currency: 'USD', name: 'US dollar', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
  { currency: 'EUR', name: 'Euro', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
  { currency: 'VND', name: 'Vietnamese dong', decimals: 0, aggregatedEnabled: true, aggregatedHidden: true },
];

export const FAKE_SESSION: Session = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  expiresIn: 900,
  user: { userId: 'u1', email: 'player@example.com', currency: 'USD', emailVerified: true },
};

export const FAKE_USER_INFO: UserInfo = {
  userId: 'u1',
  email: 'player@example.com',
  emailVerified: true,
  nickname: null,
  firstName: null,
  lastName: null,
  birthDate: null,
  phone: null,
  country: null,
  language: null,
  currency: 'USD',
  kycLevel: 0,
  vipLevel: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  passwordChangedAt: '2026-01-01T00:00:00.000Z',
  passwordExpiresAt: null,
};

/** The start-up configuration: currencies, account settings, the site config. */
export function configRoutes(options: { currencies?: Currencies; accountSettings?: AccountSettings; site?: Record<string, unknown> } = {}) {
  return {
    [apiPath('/wallet/currencies/get')]: answer('/wallet/currencies/get', { currencies: options.currencies ?? FAKE_CURRENCIES }),
    [apiPath('/user/operator/account-settings/get')]: answer('/user/operator/account-settings/get', {
      accountSettings: options.accountSettings ?? DEFAULT_ACCOUNT_SETTINGS,
    }),
    '/site/config.json': () => jsonResponse(options.site ?? {}),
  } satisfies FakeRoutes;
}

/** The signed-in player's wallet: balances and exchange rates against USD. */
export function walletRoutes(options: { balances?: Balances; rates?: Record<string, string> } = {}) {
  return {
    [apiPath('/wallet/balances/list')]: answer('/wallet/balances/list', {
      balances: options.balances ?? [{ currency: 'USD', cash: '0', operatorBonus: '0' }],
    }),
    [apiPath('/wallet/exchange-rates/base-currency')]: () => jsonResponse({ exchangeRates: options.rates ?? { USD: '1' } }),
  } satisfies FakeRoutes;
}

/** The player's own details. */
export function userRoutes(options: { userInfo?: Partial<UserInfo> } = {}) {
  return {
    [apiPath('/user/get')]: answer('/user/get', { userInfo: { ...FAKE_USER_INFO, ...options.userInfo } }),
  } satisfies FakeRoutes;
}

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
