import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, repoRoot } from '../support/server.ts';

const HOST = 'http://localhost:3000';
/** A page of an area (the sportsbook's list), edited while the dev server runs. */
const AREA_PAGE = join(repoRoot, 'remotes', 'sports', 'src', 'pages', 'Sports.tsx');
const INFO_PAGE = join(repoRoot, 'host', 'src', 'pages', 'InfoPage.tsx');

async function waitFor(url: string, deadline: number) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((wait) => setTimeout(wait, 1000));
  }
}

test('npm run dev serves the host and every area from their dev servers, with hot reload', async ({ page }) => {
  // Six dev builds on a small machine: minutes, not seconds.
  test.setTimeout(360_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-data-'));
  const log = openSync(join(dataDir, 'dev.log'), 'w');
  const apiPort = await freePort();
  // Its own process group, so that stopping it stops every dev server it started.
  const dev = spawn(process.execPath, [join(repoRoot, 'scripts', 'src', 'dev.ts')], {
    cwd: repoRoot,
    env: { ...process.env, API_PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const original = readFileSync(AREA_PAGE, 'utf8');
  const infoPage = readFileSync(INFO_PAGE, 'utf8');
  try {
    const deadline = Date.now() + 240_000;
    await waitFor(`${HOST}/`, deadline);
    for (const port of [3001, 3002, 3003, 3004, 3005]) await waitFor(`http://localhost:${port}/mf-manifest.json`, deadline);
    await waitFor(`${HOST}/site/config.json`, deadline);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${HOST}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Bonus' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bonus and VIP' })).toBeVisible({ timeout: 30_000 });
    // (The Bonus page has no tab bar: the sportsbook is opened by its address.)
    await page.goto(`${HOST}/sports`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible({ timeout: 30_000 });

    // An edit to an area's page shows in the open page (the page reloads itself).
    const edited = original.replace('<EventBrowser />', '<p>Edited while open</p>\n      <EventBrowser />');
    expect(edited, 'the edit applies to the page as it is').not.toBe(original);
    writeFileSync(AREA_PAGE, edited);
    await expect(page.getByText('Edited while open')).toBeVisible({ timeout: 60_000 });

    // An edit to one of the host's own pages is replaced in place: the page is not reloaded.
    await page.goto(`${HOST}/about-us`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => Object.assign(window, { __beforeEdit: true }));
    writeFileSync(INFO_PAGE, infoPage.replace('{children}</div>', '{children}<p>Host edited while open</p></div>'));
    await expect(page.getByText('Host edited while open')).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as { __beforeEdit?: boolean }).__beforeEdit)).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    writeFileSync(AREA_PAGE, original);
    writeFileSync(INFO_PAGE, infoPage);
    if (dev.pid) {
      try {
        process.kill(-dev.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((wait) => setTimeout(wait, 2000));
    if (dev.pid) {
      try {
        process.kill(-dev.pid, 'SIGKILL');
      } catch {
        // stopped
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
