/** API timeout (spec section 9). */
export const API_TIMEOUT_MS = 10_000;

/** {host}/v1: the API lives on the page's own origin. */
export function apiBaseUrl(origin: string = globalThis.location?.origin ?? 'http://localhost'): string {
  return new URL('/v1/', origin).href;
}
