import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { appLive } from '../support/layout.ts';
import { CASINO_VERSION, startWithOtherCasinoBuild } from '../support/server.ts';

/** Every cached URL path, by cache name. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      byCache[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return byCache;
  });
}

/** First visit: the page registers /sw.js itself; the reload is the first page the worker controls. */
async function repeatVisit(page: Page, origin = '') {
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

test('the page registers /sw.js with scope /, and a repeat visit finds the shell and the area entries in its caches', async ({ page }) => {
  await repeatVisit(page);
  // The drawn home shows its heading before the app runs; the area's files are fetched, and cached
  // as they come, once it does.
  await appLive(page);
  await expect
    .poll(async () => Object.values(await cachedPaths(page)).flat(), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['/remotes/casino/remoteEntry.js', '/remotes/casino/mf-manifest.json']));

  const byCache = await cachedPaths(page);
  const precache = Object.entries(byCache).find(([name]) => name.startsWith('workbox-precache'))?.[1] ?? [];
  expect(precache).toContain('/index.html');
  expect(precache.some((path) => /^\/main\.[0-9a-f]{10}\.js$/.test(path))).toBe(true);
  expect(precache.filter((path) => path.endsWith('.map'))).toEqual([]);

  const all = Object.values(byCache).flat();
  expect(all).toContain('/remotes/casino/remoteEntry.js');
  expect(all).toContain('/remotes/casino/mf-manifest.json');
  expect(all).toContain('/remotes.json');
  expect(all).toContain('/site/config.json');
  expect(all.some((path) => /^\/remotes\/casino\/.+\.[0-9a-f]{10}\.js$/.test(path))).toBe(true);
  // The area page's stylesheet, hashed like its scripts, is cached as they are.
  expect(all.some((path) => /^\/remotes\/casino\/.+\.[0-9a-f]{10}\.css$/.test(path))).toBe(true);
  // The API and the socket are never cached, though the page has called the API by now.
  expect(all.filter((path) => path.startsWith('/v1/') || path.startsWith('/ws'))).toEqual([]);
});

test('a repeat visit starts offline from the caches, and a page never visited gets the precached shell', async ({ page, context }) => {
  await repeatVisit(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/terms');
    // Answered without the network: a page fetched from the network would have been kept in the pages cache.
    expect((await cachedPaths(page)).pages).not.toContain('/terms');
  } finally {
    await context.setOffline(false);
  }
});

test('with the worker in control, the remotes config still points an area at a build on another origin', async ({ page }) => {
  const { main, useOtherCasino, stop } = await startWithOtherCasinoBuild();
  try {
    await repeatVisit(page, main.url);
    await page.goto(`${main.url}/casino`);
    const section = page.locator('section[data-build]');
    await expect(section).toHaveAttribute('data-build', CASINO_VERSION);

    // The page's Content-Security-Policy names the area's new origin only if the page comes from the network.
    useOtherCasino(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
    await expect(section).toHaveAttribute('data-build', '2.0.0-alt');
  } finally {
    await stop();
  }
});
