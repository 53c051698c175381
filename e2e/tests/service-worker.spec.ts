import { expect, test } from '../support/fixtures.ts';

test('the service worker takes the page, and a repeat visit finds the shell and the area entries in its caches', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.some((path) => /^\/main\.[0-9a-f]{10}\.js$/.test(path))).toBe(true);
  expect(cached).toContain('/remotes/casino/remoteEntry.js');
  expect(cached).toContain('/remotes/casino/mf-manifest.json');
  expect(cached).toContain('/remotes.json');
});
