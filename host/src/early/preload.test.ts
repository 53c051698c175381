import { preloadFirstPage } from './preload.ts';
import { takeEarlyCall, takeEarlyFetch } from '@app/api/early';
import { BUCKET_STORAGE_KEY } from '@app/contract/rollout';
import { STORAGE_KEYS } from '@app/state';

const ORIGIN = window.location.origin;

function manifest(page: string, chunk: string, stylesheets: string[] = []) {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'Other', assets: { js: { sync: ['other.js'] }, css: { sync: ['other.css'] } } },
      { name: page, assets: { js: { sync: [chunk] }, css: { sync: stylesheets } } },
    ],
  };
}

let requested: string[];
let files: Record<string, unknown>;

beforeEach(() => {
  requested = [];
  document.head.innerHTML = '';
  files = {
    [`${ORIGIN}/remotes.json`]: {
      casino: '/remotes/casino/mf-manifest.json',
      wallet: 'https://wallet.example/v2/mf-manifest.json',
    },
    [`${ORIGIN}/remotes/casino/mf-manifest.json`]: manifest('Home', '__federation_expose_Home.0123456789.js'),
    'https://wallet.example/v2/mf-manifest.json': manifest('Deposit', 'deposit.abcdef0123.js', ['deposit.abcdef0123.css']),
  };
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = init?.method === 'POST' ? `POST ${url} ${String(init.body)}` : url;
    requested.push(key);
    return Promise.resolve(key in files ? new Response(JSON.stringify(files[key])) : new Response('{}', { status: 404 }));
  }) as typeof fetch;
});

function storage(values: Record<string, string> = {}) {
  return {
    getItem: (key: string) => {
      requested.push(`storage:${key}`);
      return values[key] ?? null;
    },
    setItem: (key: string, value: string) => {
      values[key] = value;
    },
  };
}
const fetched = () => requested.filter((entry) => !entry.startsWith('storage:'));

const preloaded = (as: 'script' | 'style' | 'image') =>
  [...document.head.querySelectorAll(`link[rel="preload"][as="${as}"]`)].map((link) => link.getAttribute('href'));
const preloadedScripts = () => preloaded('script');

const HOME_ROW_CALL = `POST ${ORIGIN}/v1/game/list {"tag":"popular","sort":"popular","page":1,"pageSize":12}`;
const LOBBY_CALL = `POST ${ORIGIN}/v1/game/list {"sort":"popular","page":1,"pageSize":24}`;
const CATEGORIES_CALL = `POST ${ORIGIN}/v1/game/categories/list {}`;
const games = (count: number) => ({
  list: Array.from({ length: count }, (_, index) => ({
    gameId: `g${index}`,
    thumbnailUrl: `/game-art/g${index}.thumb.0000000${index}.webp`,
  })),
});
/** Lets the answers already given be read (the pictures are preloaded once a list has arrived). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the early loader', () => {
  it("starts the home page's texts, configs, and the casino area's manifest, entry, page and texts", async () => {
    await preloadFirstPage({ pathname: '/', search: '', storage: storage(), languages: ['en-GB'], document });
    expect(requested).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/locales/en/common.json`,
        `${ORIGIN}/locales/en/error_codes.json`,
        `${ORIGIN}/site/config.json`,
        `${ORIGIN}/remotes.json`,
        `${ORIGIN}/remotes/casino/mf-manifest.json`,
        `${ORIGIN}/remotes/casino/locales/en/casino.json`,
        HOME_ROW_CALL,
      ]),
    );
    expect(fetched()).toHaveLength(7);
    expect(preloadedScripts()).toEqual([
      `${ORIGIN}/remotes/casino/remoteEntry.js`,
      `${ORIGIN}/remotes/casino/__federation_expose_Home.0123456789.js`,
    ]);
    // The main script takes these over instead of asking again.
    expect(takeEarlyFetch('/remotes.json')).toBeDefined();
    expect(takeEarlyFetch(`${ORIGIN}/remotes/casino/mf-manifest.json`)).toBeDefined();
  });

  it('asks for what every page needs before it reads local storage, in a later task', async () => {
    const done = preloadFirstPage({
      pathname: '/',
      search: '',
      storage: storage({ [STORAGE_KEYS.locale]: 'tr' }),
      languages: ['en'],
      document,
    });
    // The script's own task: the first screen's call, the fallback texts and both configs, and no storage read yet.
    expect(requested).toEqual([
      HOME_ROW_CALL,
      `${ORIGIN}/locales/en/common.json`,
      `${ORIGIN}/locales/en/error_codes.json`,
      `${ORIGIN}/site/config.json`,
      `${ORIGIN}/remotes.json`,
    ]);
    await done;
    expect(requested).toContain(`storage:${STORAGE_KEYS.locale}`);
    expect(requested).toContain(`${ORIGIN}/locales/tr/common.json`);
    expect(requested).toContain(`${ORIGIN}/remotes/casino/locales/tr/casino.json`);
  });

  it('asks for the stored language and English, the fallback', async () => {
    await preloadFirstPage({
      pathname: '/casino',
      search: '',
      storage: storage({ [STORAGE_KEYS.locale]: 'vi' }),
      languages: ['en'],
      document,
    });
    for (const lng of ['vi', 'en']) {
      expect(requested).toContain(`${ORIGIN}/locales/${lng}/common.json`);
      expect(requested).toContain(`${ORIGIN}/remotes/casino/locales/${lng}/casino.json`);
    }
    expect(requested).not.toContain(`${ORIGIN}/locales/tr/common.json`);
  });

  it('loads nothing of an area for a visitor on a guarded page (the sign-in screen shows)', async () => {
    await preloadFirstPage({ pathname: '/deposit', search: '', storage: storage(), languages: ['en'], document });
    expect(requested.some((url) => url.includes('mf-manifest'))).toBe(false);
    expect(preloadedScripts()).toEqual([]);
  });

  it("loads a signed-in player's guarded page from wherever its area is deployed", async () => {
    await preloadFirstPage({
      pathname: '/deposit/',
      search: '',
      storage: storage({ [STORAGE_KEYS.auth]: '{"isLogin":true}' }),
      languages: ['pt-BR'],
      document,
    });
    expect(requested).toContain('https://wallet.example/v2/mf-manifest.json');
    expect(requested).toContain('https://wallet.example/v2/locales/pt/wallet.json');
    expect(preloadedScripts()).toEqual(['https://wallet.example/v2/remoteEntry.js', 'https://wallet.example/v2/deposit.abcdef0123.js']);
    // The page's stylesheet, from the same deployment (and none of the area's other pages).
    expect(preloaded('style')).toEqual(['https://wallet.example/v2/deposit.abcdef0123.css']);
  });

  it("preloads the build the visitor's bucket runs: the canary below its share, the stable one above", async () => {
    files[`${ORIGIN}/remotes.json`] = {
      casino: {
        stable: '/remotes/casino/1.0.0/mf-manifest.json',
        canary: { entry: '/remotes/casino/1.1.0/mf-manifest.json', percent: 30 },
      },
    };
    files[`${ORIGIN}/remotes/casino/1.0.0/mf-manifest.json`] = manifest('Home', 'home.stable00000.js');
    files[`${ORIGIN}/remotes/casino/1.1.0/mf-manifest.json`] = manifest('Home', 'home.canary00000.js');
    await preloadFirstPage({ pathname: '/', search: '', storage: storage({ [BUCKET_STORAGE_KEY]: '29' }), languages: [], document });
    expect(preloadedScripts()).toContain(`${ORIGIN}/remotes/casino/1.1.0/home.canary00000.js`);
    document.head.innerHTML = '';
    await preloadFirstPage({ pathname: '/', search: '', storage: storage({ [BUCKET_STORAGE_KEY]: '30' }), languages: [], document });
    expect(preloadedScripts()).toContain(`${ORIGIN}/remotes/casino/1.0.0/home.stable00000.js`);
    expect(preloadedScripts()).not.toContain(`${ORIGIN}/remotes/casino/1.1.0/home.canary00000.js`);
  });

  it("starts the lobby's first page of games and its categories with the scripts, and preloads the first pictures once the page is in", async () => {
    files[LOBBY_CALL] = games(10);
    await preloadFirstPage({ pathname: '/casino', search: '', storage: storage(), languages: ['en'], document });
    await settle();
    expect(requested).toEqual(expect.arrayContaining([LOBBY_CALL, CATEGORIES_CALL]));
    expect(preloaded('image')).toEqual([0, 1, 2].map((index) => `${ORIGIN}/game-art/g${index}.thumb.0000000${index}.webp`));
    // The client takes them over by URL and body (in any order of its keys), once.
    expect(takeEarlyCall(`${ORIGIN}/v1/game/list`, { pageSize: 24, page: 1, sort: 'popular' })).toBeDefined();
    expect(takeEarlyCall(`${ORIGIN}/v1/game/list`, { pageSize: 24, page: 1, sort: 'popular' })).toBeUndefined();
    expect(takeEarlyCall(`${ORIGIN}/v1/game/categories/list`, {})).toBeDefined();
  });

  it('starts no call for a page whose first screen depends on its query, nor for a page with no such calls', async () => {
    await preloadFirstPage({ pathname: '/casino', search: '?q=fruit', storage: storage(), languages: ['en'], document });
    await preloadFirstPage({ pathname: '/deposit', search: '', storage: storage(), languages: ['en'], document });
    await settle();
    expect(fetched().filter((entry) => entry.startsWith('POST '))).toEqual([]);
    expect(preloaded('image')).toEqual([]);
  });

  it('preloads no picture when the first call fails', async () => {
    await preloadFirstPage({ pathname: '/', search: '', storage: storage(), languages: ['en'], document });
    await settle();
    expect(requested).toContain(HOME_ROW_CALL);
    expect(preloaded('image')).toEqual([]);
  });

  it('treats an unknown path as the home page it is sent to', async () => {
    await preloadFirstPage({ pathname: '/no-such-page', search: '', storage: storage(), languages: [], document });
    expect(preloadedScripts()).toContain(`${ORIGIN}/remotes/casino/__federation_expose_Home.0123456789.js`);
  });

  it('leaves an area it cannot read to the main script, without failing', async () => {
    files[`${ORIGIN}/remotes.json`] = { casino: '/remotes/casino/missing.json' };
    await expect(preloadFirstPage({ pathname: '/', search: '', storage: storage(), languages: [], document })).resolves.toBeUndefined();
    expect(preloadedScripts()).toEqual([]);
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    await expect(preloadFirstPage({ pathname: '/', search: '', storage: storage(), languages: [], document })).resolves.toBeUndefined();
  });
});
