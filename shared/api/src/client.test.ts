import { authAtom, signedOut, store } from '@app/state';
import { API_TIMEOUT_MS, api, apiBaseUrl, post } from './client.ts';
import { startEarlyCall } from './early.ts';
import { queryClient, QUERY_CACHE_MS } from './query.ts';

describe('the API client', () => {
  const fetchMock = jest.fn<Promise<Response>, [Request]>();
  const bodies: unknown[] = [];
  beforeEach(() => {
    fetchMock.mockReset();
    bodies.length = 0;
    fetchMock.mockImplementation(async (request: Request) => {
      bodies.push(
        await request
          .clone()
          .json()
          .catch(() => undefined),
      );
      return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    store.set(authAtom, signedOut);
  });

  it('talks to {host}/v1', () => {
    expect(apiBaseUrl('https://play.example')).toBe('https://play.example/v1/');
  });

  it('POSTs JSON to /v1/<path> with the access token in Authorization, no prefix', async () => {
    store.set(authAtom, { ...signedOut, isLogin: true, accessToken: 'abc.def', user: { userId: 'u1' } });
    await post('/user/get', { userId: 'u1' } as never);
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/v1/user/get');
    expect(request.headers.get('authorization')).toBe('abc.def');
    expect(request.headers.get('content-type')).toMatch(/application\/json/);
    expect(bodies[0]).toEqual({ userId: 'u1' });
  });

  it('sends a money-moving call with its Idempotency-Key header, and no key on other calls', async () => {
    store.set(authAtom, { ...signedOut, isLogin: true, accessToken: 'abc.def', user: { userId: 'u1' } });
    await post('/review/withdraw', { channelId: 'c1', currency: 'USD', amount: '10' }, { idempotencyKey: 'intent-123456' });
    await post('/user/get', { userId: 'u1' } as never);
    const [withdraw, other] = fetchMock.mock.calls.map(([request]) => request);
    expect(withdraw?.headers.get('Idempotency-Key')).toBe('intent-123456');
    expect(withdraw?.headers.get('authorization')).toBe('abc.def');
    expect(other?.headers.get('Idempotency-Key')).toBeNull();
  });

  /** Starts a call as the early loader does, answered by `answer` rather than the client's fetch. */
  const earlyCall = (path: string, body: unknown, answer: Response) => {
    const clientFetch = globalThis.fetch;
    globalThis.fetch = (() => Promise.resolve(answer)) as typeof fetch;
    startEarlyCall(`${apiBaseUrl()}${path.slice(1)}`, body);
    globalThis.fetch = clientFetch;
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it("takes over the first screen's call the early loader started (same URL and body, keys in any order), once", async () => {
    earlyCall('/game/list', { tag: 'popular', sort: 'popular', page: 1, pageSize: 12 }, json({ list: [], early: true }));
    expect(await post('/game/list', { page: 1, pageSize: 12, sort: 'popular', tag: 'popular' })).toEqual({ list: [], early: true });
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken once: the next call of it goes to the network.
    expect(await post('/game/list', { page: 1, pageSize: 12, sort: 'popular', tag: 'popular' })).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves an early call with another body to itself, and never takes one for a money-moving call', async () => {
    earlyCall('/game/list', { sort: 'popular', page: 1, pageSize: 24 }, json({ early: true }));
    expect(await post('/game/list', { sort: 'newest', page: 1, pageSize: 24 })).toEqual({ ok: true });
    const withdrawal = { channelId: 'c1', currency: 'USD', amount: '10' };
    earlyCall('/review/withdraw', withdrawal, json({ early: true }));
    store.set(authAtom, { ...signedOut, isLogin: true, accessToken: 'abc.def', user: { userId: 'u1' } });
    expect(await post('/review/withdraw', withdrawal, { idempotencyKey: 'intent-123456' })).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads an early answer through the error model like any other', async () => {
    earlyCall('/game/categories/list', {}, json({ reason: 'SERVICE_UNAVAILABLE', code: 'SERVICE_UNAVAILABLE', message: 'x' }, 503));
    await expect(post('/game/categories/list', {}, { context: { silent: true } })).rejects.toMatchObject({ status: 503 });
  });

  it('sends no Authorization header when signed out', async () => {
    await post('/wallet/currencies/get', { aggregated: true });
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.headers.has('authorization')).toBe(false);
  });

  it('gives up after 10 seconds', async () => {
    expect(API_TIMEOUT_MS).toBe(10_000);
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (request: Request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const pending = api.post('slow', { json: {} }).json();
    const outcome = expect(pending).rejects.toThrow(/timed out/i);
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS + 10);
    await outcome;
    jest.useRealTimers();
  });

  it('shares one query cache with no retries, no refetch on focus and a 5-minute lifetime', () => {
    const defaults = queryClient.getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: false, refetchOnWindowFocus: false, gcTime: QUERY_CACHE_MS });
    expect(QUERY_CACHE_MS).toBe(300_000);
  });
});
