import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CASINO_VERSION, repoRoot, startServer, startWithOtherCasinoBuild } from '../support/server.ts';

test('a remote whose files are not served breaks only its own area, and comes back on retry', async ({ page }) => {
  // The sports area is deployed to an empty folder: its manifest and entry answer 404.
  const sportsDir = mkdtempSync(join(tmpdir(), 'sports-deploy-'));
  const server = await startServer({ REMOTE_SPORTS_DIST: sportsDir });
  try {
    await page.goto(`${server.url}/sports`);
    const fallback = page.getByRole('alert');
    await expect(fallback.getByRole('heading', { name: 'Sports is unavailable right now' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();

    // Every other area keeps working.
    await nav.getByRole('link', { name: 'Casino' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();

    // The area is deployed again: the retry button brings it back without reloading the page.
    await nav.getByRole('link', { name: 'Sports' }).click();
    await expect(fallback).toBeVisible();
    cpSync(join(repoRoot, 'remotes', 'sports', 'dist'), sportsDir, { recursive: true });
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible();
  } finally {
    await server.stop();
    rmSync(sportsDir, { recursive: true, force: true });
  }
});

test('the remotes config points an area at another build without rebuilding anything', async ({ page }) => {
  // Two more servers of its own and three full page loads.
  test.setTimeout(90_000);
  // A second deployment of the casino area, built separately with its own version, on its own origin.
  const { main, other: casinoV2, useOtherCasino, stop } = await startWithOtherCasinoBuild();
  try {
    const section = page.locator('section[data-build]');
    await test.step('the default build', async () => {
      await page.goto(`${main.url}/casino`);
      await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
      await expect(section).toHaveAttribute('data-build', CASINO_VERSION);
    });

    await test.step('the other build, on its own origin', async () => {
      useOtherCasino(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
      await expect(section).toHaveAttribute('data-build', '2.0.0-alt');
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect(scripts.some((name) => name.startsWith(casinoV2.url))).toBe(true);
      // The lobby's stylesheet, as the other build's manifest names it, comes from that build's own
      // origin too, and styles the page.
      const manifest = JSON.parse(readFileSync(join(repoRoot, 'remotes', 'casino', 'dist-alt', 'mf-manifest.json'), 'utf8')) as {
        exposes: { name: string; assets: { css: { sync: string[] } } }[];
      };
      const stylesheets = manifest.exposes.find((expose) => expose.name === 'Casino')?.assets.css.sync ?? [];
      expect(stylesheets).not.toEqual([]);
      for (const sheet of stylesheets) expect(scripts).toContain(`${casinoV2.url}/remotes/casino/${sheet}`);
      // None of the casino's from the main deployment (the kit's display styles come from the host,
      // which provides the kit to every area).
      expect(scripts.filter((name) => name.startsWith(`${main.url}/remotes/`) && name.endsWith('.css'))).toEqual([]);
      await expect(page.locator('.lobby-search')).toHaveCSS('position', 'relative');
    });

    await test.step('and back', async () => {
      useOtherCasino(false);
      await page.reload();
      await expect(section).toHaveAttribute('data-build', CASINO_VERSION);
    });
  } finally {
    await stop();
  }
});

test("a loaded page that throws while drawn shows the error screen, not the area's 'is unavailable'", async ({ page }) => {
  const server = await startServer();
  try {
    // The sports area's build loads, but its page throws when drawn (a bug in the area's release).
    await page.route('**/remotes.json', async (route) => {
      const remotes = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...remotes, sports: `${server.url}/broken-sports/remoteEntry.js` } });
    });
    await page.route('**/broken-sports/remoteEntry.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `globalThis.sports = {
          init() {},
          get() {
            return Promise.resolve(() => ({ default: function Sportsbook() { throw new Error('The sportsbook page broke'); } }));
          },
        };`,
      }),
    );
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Sports' }).click();
    const screen = page.getByRole('alert');
    await expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
    await expect(screen).toContainText('The sportsbook page broke');
    await expect(page.getByRole('heading', { name: 'Sports is unavailable right now' })).toHaveCount(0);
    await expect(nav).toBeVisible();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  } finally {
    await server.stop();
  }
});

test("moving between an area's pages applies each of the area's rules once", async ({ page }) => {
  const server = await startServer();
  try {
    // Casino pages drawn in one visit: the casino's part of home, the lobby, a game's details.
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Casino' }).click();
    const games = page.getByRole('list', { name: 'Games', exact: true });
    await games.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/game-detail\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Every rule of the stylesheets the casino's deployment sent, by the sheet it came in.
    const sheets = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => sheet.href?.includes('/remotes/casino/'))
        .map((sheet) => ({ href: sheet.href ?? '', rules: [...sheet.cssRules].map((rule) => rule.cssText) })),
    );
    expect(sheets.length, 'stylesheets the casino pages brought').toBeGreaterThan(1);
    const sheetsOf = new Map<string, string[]>();
    for (const { href, rules } of sheets) {
      for (const rule of new Set(rules)) sheetsOf.set(rule, [...(sheetsOf.get(rule) ?? []), href]);
    }
    const repeated = [...sheetsOf]
      .filter(([, hrefs]) => hrefs.length > 1)
      .map(([rule, hrefs]) => `${rule.slice(0, 80)} in ${hrefs.join(', ')}`);
    expect(repeated, 'rules that arrived in more than one stylesheet').toEqual([]);
  } finally {
    await server.stop();
  }
});
