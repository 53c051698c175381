import { fetchOnce, hasEarlyCalls, startEarlyCall, startEarlyFetch, takeEarlyCall, takeEarlyFetch } from './early.ts';

describe('requests started early', () => {
  let calls: string[];
  beforeEach(() => {
    calls = [];
    globalThis.fetch = ((input: RequestInfo | URL) => {
      calls.push(String(input));
      return Promise.resolve(new Response(JSON.stringify({ url: String(input) })));
    }) as typeof fetch;
  });

  it('hands a request to the first caller for its URL, relative or absolute, and only once', async () => {
    const started = startEarlyFetch('/site/config.json');
    expect(calls).toEqual([`${window.location.origin}/site/config.json`]);
    expect(takeEarlyFetch(`${window.location.origin}/site/config.json`)).toBe(started);
    expect(takeEarlyFetch('/site/config.json')).toBeUndefined();
  });

  it('makes the request itself when none was started early', async () => {
    const response = await fetchOnce('/remotes.json', { cache: 'no-cache' });
    expect(await response.json()).toEqual({ url: '/remotes.json' });
    expect(calls).toEqual(['/remotes.json']);
  });

  it('uses the early request rather than a second one', async () => {
    startEarlyFetch('/remotes.json');
    const response = await fetchOnce('/remotes.json');
    expect(await response.json()).toEqual({ url: `${window.location.origin}/remotes.json` });
    expect(calls).toHaveLength(1);
  });

  it('keeps a failed early request from being reported as unhandled, and hands the failure over', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    startEarlyFetch('/locales/en/common.json');
    await expect(fetchOnce('/locales/en/common.json')).rejects.toThrow('offline');
  });

  it('keeps calls apart from files, and says whether a call is still waiting to be taken', () => {
    startEarlyFetch('/v1/game/list');
    expect(hasEarlyCalls()).toBe(false);
    startEarlyCall('/v1/game/list', { page: 1 });
    expect(hasEarlyCalls()).toBe(true);
    expect(takeEarlyCall('/v1/game/list', { page: 1 })).toBeDefined();
    expect(hasEarlyCalls()).toBe(false);
    expect(takeEarlyFetch('/v1/game/list')).toBeDefined();
  });
});
