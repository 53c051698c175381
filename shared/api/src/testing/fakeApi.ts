// The fake API at the network boundary of unit tests: one fetch (and XMLHttpRequest) stand-in with
// the calls it saw, answering by path, and the answers the platform sends (JSON, its error body).
import { API_PREFIX, type EndpointPath, type EndpointResponse } from '@app/contract';
import { XhrStandIn } from './xhr.ts';

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
  const realXhr = globalThis.XMLHttpRequest;
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
  // An upload sent with XMLHttpRequest (for its progress) reaches the same routes.
  if (realXhr) globalThis.XMLHttpRequest = fakeXhrOver(globalThis.fetch);
  return {
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    use: (more) => Object.assign(table, more),
    restore: () => {
      globalThis.fetch = realFetch;
      if (realXhr) globalThis.XMLHttpRequest = realXhr;
    },
  };
}

/**
 * An XMLHttpRequest that hands its request to `fetch` (the fake API's): the whole body is reported
 * sent in one progress event, then the answer arrives. Enough for the client's uploads.
 */
function fakeXhrOver(fetch: typeof globalThis.fetch): typeof XMLHttpRequest {
  class FakeXhr extends XhrStandIn {
    #responseHeaders = new Headers();
    getAllResponseHeaders(): string {
      return [...this.#responseHeaders.entries()].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }
    send(body: Blob | null) {
      const size = body?.size ?? 0;
      const request = new Request(new URL(this.url, window.location.origin), { method: this.method, headers: this.headers, body });
      void Promise.resolve().then(async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size });
        this.upload.onload?.();
        try {
          const response = await fetch(request);
          if (this.aborted) return;
          this.status = response.status;
          this.statusText = response.statusText;
          this.#responseHeaders = response.headers;
          this.response = await response.blob();
          this.onload?.();
        } catch {
          if (!this.aborted) this.onerror?.();
        }
      });
    }
  }
  return FakeXhr as unknown as typeof XMLHttpRequest;
}

/**
 * Answers as the platform answers a call with an Idempotency-Key: refused without one, and the first
 * answer again for a key already seen. One keeper per fake platform: its calls share the keys.
 */
export function idempotentAnswers(): (call: FakeCall, work: () => Response) => Response {
  const answered = new Map<string, Response>();
  return (call, work) => {
    const key = call.request.headers.get('idempotency-key');
    if (!key) return errorResponse(400, 'IDEMPOTENCY_KEY_MISSING');
    const earlier = answered.get(key);
    if (earlier) return earlier.clone();
    const response = work();
    answered.set(key, response.clone());
    return response;
  };
}
