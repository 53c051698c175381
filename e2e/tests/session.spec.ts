import { expect, test } from '@playwright/test';
import { registerPlayer, useSession } from '../support/player.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// Access tokens live three seconds here, so a session outlives many of them.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: '3' });
});
test.afterAll(() => server.stop());

test('a session whose token expires mid-use keeps working through a refresh', async ({ page }) => {
  const player = await registerPlayer(server);
  await page.goto(`${server.url}/`);
  // The access token expires on the server while the client still believes it has an hour left
  // (its clock is ahead of the server's): the calls answer TOKEN_EXPIRED, the session is refreshed
  // once, the calls are retried, and the player stays on the guarded page with no error shown.
  await page.waitForTimeout(3500);
  const answers: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/v1/')) answers.push({ path, status: response.status() });
  });
  const retried = page.waitForResponse((response) => response.url().endsWith('/v1/user/get') && response.status() === 200);
  await useSession(page, player, Date.now() + 3_600_000);
  await retried;
  // What the reload did: refused calls, one shared refresh, the same calls retried.
  const reload = [...answers];
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  const refused = reload.filter((answer) => answer.status === 401).map((answer) => answer.path);
  expect(refused).toContain('/v1/user/get');
  // The refused calls share a refresh; with three-second tokens the client may also refresh ahead
  // of expiry right after, so count only that every refresh succeeded and none was refused.
  const refreshes = reload.filter((answer) => answer.path === '/v1/user/auth/refresh').map((answer) => answer.status);
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  for (const path of refused) {
    const refusedAt = answers.findIndex((answer) => answer.path === path && answer.status === 401);
    expect(answers.slice(refusedAt + 1).some((answer) => answer.path === path && answer.status === 200)).toBe(true);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}') as { accessToken?: string });
  expect(stored.accessToken).not.toBe(player.session.accessToken);
});

test('a token about to expire is refreshed before it is used', async ({ page }) => {
  const player = await registerPlayer(server);
  await page.goto(`${server.url}/`);
  await useSession(page, player);
  for (let visit = 0; visit < 3; visit += 1) {
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/v1/user/auth/refresh') && response.status() === 200);
    await page.goto(`${server.url}/profile`);
    await refreshed;
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await page.waitForTimeout(1500);
  }
  await expect(page).toHaveURL(/\/profile$/);
});

test('a refresh cut off by closing the page does not sign the player out', async ({ context, page }) => {
  const player = await registerPlayer(server);
  await page.goto(`${server.url}/`);
  // The first refresh reaches the server, which rotates the refresh token, but the page is gone
  // before the answer arrives (closed, or reloaded): the next page presents the rotated token again.
  let rotated!: () => void;
  const rotatedOnServer = new Promise<void>((resolve) => (rotated = resolve));
  let held = false;
  await context.route('**/v1/user/auth/refresh', async (route) => {
    if (held) return route.continue();
    held = true;
    expect((await route.fetch()).status()).toBe(200);
    rotated();
  });
  // The stored expiry is a minute away (inside the refresh-ahead window, so the page refreshes at
  // once): on a busy machine the next page may open more than the token's three seconds later,
  // and a session already expired at load is signed out without a refresh (the test below).
  await useSession(page, player, Date.now() + 60_000);
  await rotatedOnServer;
  await page.close();

  const next = await context.newPage();
  const refreshed = next.waitForResponse((response) => response.url().endsWith('/v1/user/auth/refresh'));
  await next.goto(`${server.url}/profile`);
  expect((await refreshed).status()).toBe(200);
  await expect(next.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(next).toHaveURL(/\/profile$/);
  const stored = await next.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}') as { refreshToken?: string });
  expect(stored.refreshToken).toBeTruthy();
  expect(stored.refreshToken).not.toBe(player.session.refreshToken);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('an expired session at load is logged out and sent to sign-in', async ({ page }) => {
  const player = await registerPlayer(server);
  await page.goto(`${server.url}/`);
  await useSession(page, player, Date.now() - 1000);
  await page.goto(`${server.url}/profile`);
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('a refresh that cannot reach the server keeps the session, and refreshes once the browser is back online', async ({
  context,
  page,
}) => {
  const player = await registerPlayer(server);
  await page.goto(`${server.url}/`);
  // The phone is in a tunnel: every refresh fails on the network, none is refused by the server.
  let cutOff = 0;
  await context.route('**/v1/user/auth/refresh', (route) => {
    cutOff += 1;
    return route.abort('internetdisconnected');
  });
  await useSession(page, player);
  await expect.poll(() => cutOff).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // Out of the tunnel: the browser says it is online again, and the session is refreshed.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/v1/user/auth/refresh') && response.status() === 200);
  await context.setOffline(true);
  await context.setOffline(false);
  await refreshed;
  await expect(page).toHaveURL(/\/profile$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}') as { accessToken?: string });
  expect(stored.accessToken).not.toBe(player.session.accessToken);
});

test('a session ended elsewhere signs the player out at once, and the sign-in screen says why', async ({ page }) => {
  const player = await registerPlayer(server);
  await page.goto(`${server.url}/`);
  await useSession(page, player);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // The player signs out on another device (or support revokes the session): its socket is closed
  // and its next call or refresh refused. The page does not stay signed in with every call failing.
  const ended = await fetch(`${server.url}/v1/user/auth/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: player.session.refreshToken }),
  });
  expect(ended.ok).toBe(true);
  await expect(page).toHaveURL(/\/auth\/sign-in$/, { timeout: 10_000 });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('You have been signed out. Please sign in again.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}') as { isLogin?: boolean; refreshToken?: string },
  );
  expect(stored.isLogin ?? false).toBe(false);
  expect(stored.refreshToken ?? '').toBe('');

  // Signing in again takes the player back where they were.
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});
