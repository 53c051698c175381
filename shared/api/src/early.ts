// Requests started before the main script has arrived (by the host's early loader), handed over to
// the code that would otherwise make them: each is taken once, by its absolute URL (and for a call
// of the API, its body). The early loader and the main script are separate bundles, so the
// registry lives on the page's global object. This file imports nothing: the early loader's small
// build takes it alone.

type EarlyRequests = Map<string, Promise<Response>>;

/** Files by URL, and calls of the API by URL and body, apart: a page's every call asks whether any call is waiting. */
type Registry = '__APP_EARLY_FETCHES__' | '__APP_EARLY_CALLS__';
const FETCHES: Registry = '__APP_EARLY_FETCHES__';
const CALLS: Registry = '__APP_EARLY_CALLS__';

function registry(name: Registry): EarlyRequests {
  const holder = globalThis as { [key in Registry]?: EarlyRequests };
  return (holder[name] ??= new Map());
}

function absolute(url: string): string {
  return new URL(url, globalThis.location?.href).href;
}

/** A value as JSON with every object's keys in order: the same body written in any order reads the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

function callKey(url: string, body: unknown): string {
  return `POST ${absolute(url)} ${canonicalJson(body)}`;
}

function keep(name: Registry, key: string, request: Promise<Response>): Promise<Response> {
  // Nobody may ever take it (the page may not need it after all): a failure is not an error here.
  request.catch(() => undefined);
  registry(name).set(key, request);
  return request;
}

function take(name: Registry, key: string): Promise<Response> | undefined {
  const early = registry(name).get(key);
  registry(name).delete(key);
  return early;
}

/** Starts a request now and keeps it for the first caller of takeEarlyFetch with the same URL. */
export function startEarlyFetch(url: string, init?: RequestInit): Promise<Response> {
  const key = absolute(url);
  return keep(FETCHES, key, fetch(key, init));
}

/** The response of a request the early loader started for this URL, once; else undefined. */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  return take(FETCHES, absolute(url));
}

/** The early request for this URL if there is one, else a request made now. */
export function fetchOnce(url: string, init?: RequestInit): Promise<Response> {
  return takeEarlyFetch(url) ?? fetch(url, init);
}

/**
 * Starts a call of the API now (a POST of its JSON body, as the page's client sends it, without
 * the session's token: for calls whose answer is the same for everyone) and keeps it for the
 * client's first call of the same URL and body.
 */
export function startEarlyCall(url: string, body: unknown): Promise<Response> {
  const key = callKey(url, body);
  return keep(
    CALLS,
    key,
    fetch(absolute(url), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    }),
  );
}

/** Whether a call the early loader started is still waiting to be taken (after start-up, none is). */
export function hasEarlyCalls(): boolean {
  return registry(CALLS).size > 0;
}

/** The response of a call the early loader started with this URL and body, once; else undefined. */
export function takeEarlyCall(url: string, body: unknown): Promise<Response> | undefined {
  return hasEarlyCalls() ? take(CALLS, callKey(url, body)) : undefined;
}
