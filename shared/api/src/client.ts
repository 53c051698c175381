import ky, { type KyInstance } from 'ky';
import { recordSingleton, store, authAtom } from '@app/state';

/** API timeout (spec section 9). */
export const API_TIMEOUT_MS = 10_000;

/** {host}/v1: the API lives on the page's own origin. */
export function apiBaseUrl(origin: string = globalThis.location?.origin ?? 'http://localhost'): string {
  return new URL('/v1/', origin).href;
}

/** The one HTTP client of the page. Every call of every area goes through it. */
export const api: KyInstance = ky.create({
  prefix: apiBaseUrl(),
  timeout: API_TIMEOUT_MS,
  retry: 0,
  headers: { accept: 'application/json' },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        // The access token goes in the Authorization header with no prefix (spec section 6).
        const { accessToken } = store.get(authAtom);
        if (accessToken) request.headers.set('authorization', accessToken);
      },
    ],
  },
});
recordSingleton('api-client', api);

/** POST a JSON body to an endpoint (path relative to /v1) and read the JSON answer. */
export function post<T>(path: string, body: unknown = {}): Promise<T> {
  return api.post(path.replace(/^\//, ''), { json: body }).json<T>();
}
