import { preloadFirstPage } from './preload.ts';
import { takeEarlyFetch } from './registry.ts';
import { BUCKET_STORAGE_KEY } from '@app/contract/rollout';
import { STORAGE_KEYS } from '@app/state';

const ORIGIN = window.location.origin;

function manifest(page: string, chunk: string) {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'Other', assets: { js: { sync: ['other.js'] } } },
      { name: page, assets: { js: { sync: [chunk] } } },
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
    'https://wallet.example/v2/mf-manifest.json': manifest('Deposit', 'deposit.abcdef0123.js'),
  };
  globalThis.fetch = ((input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    return Promise.resolve(url in files ? new Response(JSON.stringify(files[url])) : new Response('{}', { status: 404 }));
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

const preloadedScripts = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));

describe('the early loader', () => {
  it("starts the home page's texts, configs, and the casino area's manifest, entry, page and texts", async () => {
    await preloadFirstPage({ pathname: '/', storage: storage(), languages: ['en-GB'], document });
    expect(requested).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/locales/en/common.json`,
        `${ORIGIN}/locales/en/error_codes.json`,
        `${ORIGIN}/site/config.json`,
        `${ORIGIN}/remotes.json`,
        `${ORIGIN}/remotes/casino/mf-manifest.json`,
        `${ORIGIN}/remotes/casino/locales/en/casino.json`,
      ]),
    );
    expect(fetched()).toHaveLength(6);
    expect(preloadedScripts()).toEqual([
      `${ORIGIN}/remotes/casino/remoteEntry.js`,
      `${ORIGIN}/remotes/casino/__federation_expose_Home.0123456789.js`,
    ]);
    // The main script takes these over instead of asking again.
    expect(takeEarlyFetch('/remotes.json')).toBeDefined();
    expect(takeEarlyFetch(`${ORIGIN}/remotes/casino/mf-manifest.json`)).toBeDefined();
  });

  it('asks for what every page needs before it reads local storage, in a later task', async () => {
    const done = preloadFirstPage({ pathname: '/', storage: storage({ [STORAGE_KEYS.locale]: 'tr' }), languages: ['en'], document });
    // The script's own task: the fallback texts and both configs, and no storage read yet.
    expect(requested).toEqual([
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
    await preloadFirstPage({ pathname: '/casino', storage: storage({ [STORAGE_KEYS.locale]: 'vi' }), languages: ['en'], document });
    for (const lng of ['vi', 'en']) {
      expect(requested).toContain(`${ORIGIN}/locales/${lng}/common.json`);
      expect(requested).toContain(`${ORIGIN}/remotes/casino/locales/${lng}/casino.json`);
    }
    expect(requested).not.toContain(`${ORIGIN}/locales/tr/common.json`);
  });

  it('loads nothing of an area for a visitor on a guarded page (the sign-in screen shows)', async () => {
    await preloadFirstPage({ pathname: '/deposit', storage: storage(), languages: ['en'], document });
    expect(requested.some((url) => url.includes('mf-manifest'))).toBe(false);
    expect(preloadedScripts()).toEqual([]);
  });

  it("loads a signed-in player's guarded page from wherever its area is deployed", async () => {
    await preloadFirstPage({
      pathname: '/deposit/',
      storage: storage({ [STORAGE_KEYS.auth]: '{"isLogin":true}' }),
      languages: ['pt-BR'],
      document,
    });
    expect(requested).toContain('https://wallet.example/v2/mf-manifest.json');
    expect(requested).toContain('https://wallet.example/v2/locales/pt/wallet.json');
    expect(preloadedScripts()).toEqual(['https://wallet.example/v2/remoteEntry.js', 'https://wallet.example/v2/deposit.abcdef0123.js']);
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
    await preloadFirstPage({ pathname: '/', storage: storage({ [BUCKET_STORAGE_KEY]: '29' }), languages: [], document });
    expect(preloadedScripts()).toContain(`${ORIGIN}/remotes/casino/1.1.0/home.canary00000.js`);
    document.head.innerHTML = '';
    await preloadFirstPage({ pathname: '/', storage: storage({ [BUCKET_STORAGE_KEY]: '30' }), languages: [], document });
    expect(preloadedScripts()).toContain(`${ORIGIN}/remotes/casino/1.0.0/home.stable00000.js`);
    expect(preloadedScripts()).not.toContain(`${ORIGIN}/remotes/casino/1.1.0/home.canary00000.js`);
  });

  it('treats an unknown path as the home page it is sent to', async () => {
    await preloadFirstPage({ pathname: '/no-such-page', storage: storage(), languages: [], document });
    expect(preloadedScripts()).toContain(`${ORIGIN}/remotes/casino/__federation_expose_Home.0123456789.js`);
  });

  it('leaves an area it cannot read to the main script, without failing', async () => {
    files[`${ORIGIN}/remotes.json`] = { casino: '/remotes/casino/missing.json' };
    await expect(preloadFirstPage({ pathname: '/', storage: storage(), languages: [], document })).resolves.toBeUndefined();
    expect(preloadedScripts()).toEqual([]);
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    await expect(preloadFirstPage({ pathname: '/', storage: storage(), languages: [], document })).resolves.toBeUndefined();
  });
});
