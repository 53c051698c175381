// Requests the early loader starts before the main script has arrived, handed over to the code
// that would otherwise make them: each is taken once, by its absolute URL. The early loader and
// the main script are separate bundles, so the registry lives on the page's global object.

type EarlyFetches = Map<string, Promise<Response>>;

const GLOBAL_KEY = '__APP_EARLY_FETCHES__';

function registry(): EarlyFetches {
  const holder = globalThis as { [GLOBAL_KEY]?: EarlyFetches };
  return (holder[GLOBAL_KEY] ??= new Map());
}

function absolute(url: string): string {
  return new URL(url, globalThis.location?.href).href;
}

/** Starts a request now and keeps it for the first caller of takeEarlyFetch with the same URL. */
export function startEarlyFetch(url: string, init?: RequestInit): Promise<Response> {
  const key = absolute(url);
  const request = fetch(key, init);
  // Nobody may ever take it (the page may not need it after all): a failure is not an error here.
  request.catch(() => undefined);
  registry().set(key, request);
  return request;
}

/** The response of a request the early loader started for this URL, once; else undefined. */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const key = absolute(url);
  const early = registry().get(key);
  registry().delete(key);
  return early;
}

/** The early request for this URL if there is one, else a request made now. */
export function fetchOnce(url: string, init?: RequestInit): Promise<Response> {
  return takeEarlyFetch(url) ?? fetch(url, init);
}
