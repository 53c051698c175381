// The back office's releases page against the real server: a release manager starts a canary of
// the sports area, sees its health reported by a visitor it was shown to, and promotes it; the
// remotes config the player's host reads then serves it to everyone. Desktop width; light and dark.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from '@playwright/test';
import type { RemotesConfig } from '@app/contract';
import { checkThemes, cli, createMember, DESKTOP, signIn } from '../support/backoffice.ts';
import { expect, test as base } from '../support/fixtures.ts';
import { repoRoot, startServer, type RunningServer } from '../support/server.ts';

const execute = promisify(execFile);

/** This file's server keeps its releases in a folder of its own, and no canary is rolled back by itself. */
const test = base.extend<object, { releasesDir: string; server: RunningServer }>({
  releasesDir: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'backoffice-releases-'));
      await use(dir);
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ releasesDir }, use) => {
      const server = await startServer({ RELEASES_DIR: releasesDir, CANARY_MIN_LOADS: '1000', HEALTH_REPORTS_PER_ADDRESS: '1000' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});

test.use({ viewport: DESKTOP });

/** Releases the sports area's build as it is (`npm run release -- sports --from`); answers the version. */
async function releaseSports(releasesDir: string): Promise<string> {
  const { stdout } = await execute(
    process.execPath,
    [join(repoRoot, 'scripts', 'src', 'release.ts'), 'sports', '--from', join(repoRoot, 'remotes', 'sports', 'dist')],
    { cwd: repoRoot, env: { ...process.env, RELEASES_DIR: releasesDir } },
  );
  const version = /Released sports (\S+)/.exec(stdout)?.[1];
  if (!version) throw new Error(`No release: ${stdout}`);
  return version;
}

/**
 * A visitor opens the sports page and leaves it: the host reports the health of the build it was
 * shown (their bucket below the canary's share: the canary; above: the stable release).
 */
async function visit(browser: Browser, server: RunningServer, bucket: number, version: string): Promise<void> {
  const before = await loadsOf(server, version);
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('rollout-bucket', String(value)), bucket);
  const page = await context.newPage();
  await page.goto(`${server.url}/sports`);
  await expect(page.locator('section[data-build]')).toBeVisible();
  const reported = page.waitForRequest((request) => request.url().endsWith('/health/areas'));
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  await reported;
  // The beacon is on its way once sent: the visitor leaves only when the server has counted it.
  await expect.poll(() => loadsOf(server, version), { timeout: 30_000 }).toBeGreaterThan(before);
  await context.close();
}

/** The page loads the server has counted for this sports build (the operator CLI's `releases health`). */
async function loadsOf(server: RunningServer, version: string): Promise<number> {
  const { figures } = JSON.parse(await cli(server, 'releases', 'health', 'sports')) as {
    figures: Array<{ version: string; loads: number }>;
  };
  return figures.find((figure) => figure.version === version)?.loads ?? 0;
}

const sportsConfig = async (server: RunningServer) => ((await (await fetch(`${server.url}/remotes.json`)).json()) as RemotesConfig).sports;

test('a release manager starts a canary, follows its health on the chart and promotes it for everyone', async ({
  page,
  server,
  browser,
  releasesDir,
}) => {
  test.setTimeout(180_000);
  const stable = await releaseSports(releasesDir);
  const next = await releaseSports(releasesDir);
  await cli(server, 'releases', 'set', 'sports', stable);
  const manager = await createMember(server, 'releases');

  await signIn(page, manager);
  await expect(page.getByTestId('member-role')).toHaveText('Releases');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Releases' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  const sports = page.getByRole('region', { name: 'Sports' });
  await expect(sports.getByTestId('stable-version')).toHaveText(stable);
  await expect(sports.getByTestId('canary-version')).toHaveText('None');

  await test.step('start a canary of the newer release for half of the visitors', async () => {
    const form = sports.getByRole('form', { name: 'Start a canary' });
    await form.getByRole('combobox', { name: 'Version' }).selectOption(next);
    await form.getByRole('spinbutton', { name: 'Share of visitors (%)' }).fill('50');
    await form.getByRole('button', { name: 'Start canary' }).click();
    const dialog = page.getByRole('dialog', { name: `Show ${next} to 50 % of Sports visitors?` });
    await dialog.getByRole('button', { name: 'Start canary' }).click();
    await expect(page.getByText(`Sports: ${next} is shown to 50 % of visitors.`)).toBeVisible();
    await expect(sports.getByTestId('canary-version')).toHaveText(next);
    await expect(sports.getByTestId('canary-share')).toHaveText('50 % of visitors');
    await expect(sports.getByText('Canary running')).toBeVisible();
    expect(await sportsConfig(server)).toMatchObject({ stableVersion: stable, canaryVersion: next, canary: { percent: 50 } });
  });

  await test.step('a visitor on the canary and one on the stable release report their health: the chart draws it, its label says the latest figures', async () => {
    await visit(browser, server, 0, next);
    await visit(browser, server, 99, stable);
    const chart = sports.getByRole('img', {
      name: new RegExp(
        `^Sports: failed loads.*Latest, at .*: ${stable.replaceAll('.', '\\.')} \\(stable\\): 0%, ${next.replaceAll('.', '\\.')} \\(canary\\): 0%$`,
      ),
    });
    await expect(chart).toBeVisible({ timeout: 40_000 });
    await expect(chart.locator('canvas')).toBeVisible();
    const drawn = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.height > 0);
    expect(drawn).toBe(true);
    await expect(sports.getByTestId('health-figures')).toContainText(`${next} (canary)`);
    await sports.getByText('Show the figures as a table').click();
    await expect(sports.getByRole('columnheader', { name: `${next} (canary)` })).toBeVisible();
    await checkThemes(page, () => expect(chart).toBeVisible());
  });

  await test.step('promote it: the page and the config the player host reads serve the newer release to everyone', async () => {
    await sports.getByRole('button', { name: 'Promote' }).click();
    const dialog = page.getByRole('dialog', { name: `Make ${next} the stable release of Sports?` });
    await dialog.getByRole('button', { name: 'Promote' }).click();
    await expect(page.getByText(`Sports: ${next} is now the stable release.`)).toBeVisible();
    await expect(sports.getByTestId('stable-version')).toHaveText(next);
    await expect(sports.getByTestId('canary-version')).toHaveText('None');
    expect(await sportsConfig(server)).toEqual({ stable: `/remotes/sports/${next}/mf-manifest.json`, stableVersion: next });
    const listed = JSON.parse(await cli(server, 'releases', 'list', 'sports')) as {
      areas: Array<{ rollout: { stable: string; canary: string | null } }>;
    };
    expect(listed.areas[0]?.rollout).toMatchObject({ stable: next, canary: null });
    const log = page.getByTestId('release-log');
    await expect(log.getByRole('row').nth(1)).toContainText(`Promote${manager.email}${stable} → ${next}`);
    await expect(log.getByRole('row').nth(2)).toContainText(`Canary${manager.email}${next} for 50 %`);
    await checkThemes(page, () => expect(sports.getByTestId('stable-version')).toHaveText(next));
  });
});
