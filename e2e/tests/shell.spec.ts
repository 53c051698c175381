import { expect, test } from '../support/fixtures.ts';

const TABS = [
  { name: 'Home', path: '/', heading: 'Welcome' },
  { name: 'Casino', path: '/casino', heading: 'Casino lobby' },
  { name: 'Sports', path: '/sports', heading: 'Sportsbook' },
  { name: 'Bonus', path: '/vip', heading: 'Bonus and VIP' },
];

test('moves through the five tabs', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  for (const tab of TABS.slice(1, 3)) {
    await nav.getByRole('link', { name: tab.name }).click();
    await expect(page).toHaveURL(tab.path);
    await expect(page.getByRole('heading', { level: 1, name: tab.heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: tab.name })).toHaveAttribute('aria-current', 'page');
  }

  // Bonus opens /vip, where the tab bar is not shown (spec section 2).
  await nav.getByRole('link', { name: 'Bonus' }).click();
  await expect(page).toHaveURL('/vip');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus and VIP' })).toBeVisible();
  await expect(nav).toHaveCount(0);

  // Profile is guarded: a signed-out visitor lands on the sign-in screen.
  await page.goto('/');
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('sends a signed-out visitor on a guarded route to /auth/sign-in', async ({ page }) => {
  await page.goto('/deposit/bank-card');
  await expect(page).toHaveURL('/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('redirects an unknown path to /', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
});

test('holds one API client, one i18n instance, one store and one query cache whichever areas are loaded', async ({ page }) => {
  for (const path of ['/', '/sports', '/vip', '/withdraw/fiat', '/responsible-gambling', '/casino']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Client-side moves load every area into the same page. Each move waits for its area's entry
  // (the previous page's heading is still on screen while the next area loads).
  await page.goto('/');
  const areaLoaded = (area: string) =>
    page.evaluate(
      (name) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/remotes/${name}/remoteEntry`)),
      area,
    );
  for (const [path, area] of [
    ['/sports', 'sports'],
    ['/vip', 'vip'],
    ['/withdraw/fiat', 'wallet'],
    ['/responsible-gambling', 'account'],
  ] as const) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect.poll(() => areaLoaded(area)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const counts = await page.evaluate(() =>
    Object.fromEntries(
      Object.entries((globalThis as { __APP_SINGLETONS__?: Record<string, unknown[]> }).__APP_SINGLETONS__ ?? {}).map(([name, list]) => [
        name,
        list.length,
      ]),
    ),
  );
  expect(counts).toEqual({ 'jotai-store': 1, i18next: 1, 'api-client': 1, 'query-client': 1 });
  const loadedAreas = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('remoteEntry')),
  );
  for (const area of ['casino', 'sports', 'vip', 'wallet', 'account']) expect(loadedAreas.join(' ')).toContain(`/remotes/${area}/`);
});

test('lays the page out for a phone: content capped at 430 px, root font scaled by width/375', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
  await page.setViewportSize({ width: 320, height: 700 });
  await expect
    .poll(() => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize)))
    .toBeCloseTo((16 * 320) / 375, 2);
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
  expect(await page.evaluate(() => document.getElementById('root')?.getBoundingClientRect().width)).toBe(430);
});

test("serves the first-load scripts and the areas' entries with the eager compile hint as their first line", async ({ page, request }) => {
  const shell = await (await request.get('/')).text();
  const scripts = [...shell.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  const appScripts = scripts.filter((source) => !/\/early\./.test(source));
  expect(appScripts.length).toBeGreaterThan(0);
  for (const source of [...appScripts, '/remotes/casino/remoteEntry.js', '/remotes/wallet/remoteEntry.js']) {
    const body = await (await request.get(source)).text();
    expect(body.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  }
  // And the page they make still starts.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
});
