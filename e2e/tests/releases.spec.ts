import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { operator } from '../support/player.ts';
import { repoRoot, startServer, type RunningServer } from '../support/server.ts';

const execute = promisify(execFile);

/** The version of @app/ui the host is built with (its package.json), and the next minor and major. */
const ui = (JSON.parse(readFileSync(join(repoRoot, 'shared', 'ui', 'package.json'), 'utf8')) as { version: string }).version;
const [uiMajor, uiMinor] = ui.split('.').map(Number) as [number, number];
const [uiNextMinor, uiNextMajor] = [`${uiMajor}.${uiMinor + 1}.0`, `${uiMajor + 1}.0.0`];

/** Runs `npm run release` (its script) for the sports area; answers its exit code and output. */
async function release(releasesDir: string, ...args: string[]): Promise<{ code: number; output: string; version: string | undefined }> {
  try {
    const { stdout, stderr } = await execute(process.execPath, [join(repoRoot, 'scripts', 'src', 'release.ts'), 'sports', ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR: releasesDir },
    });
    return { code: 0, output: stdout + stderr, version: /Released sports (\S+)/.exec(stdout)?.[1] };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr, version: undefined };
  }
}

/** A copy of a release folder, changed by `edit`, to be released again with --from. */
function variant(releasesDir: string, version: string, edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'sports-variant-'));
  cpSync(join(releasesDir, 'sports', version), dir, { recursive: true });
  edit(dir);
  return dir;
}

function rewrite(file: string, change: (text: string) => string) {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`Nothing changed in ${file}`);
  writeFileSync(file, after);
}

/** The sports build a fresh visitor (or the given one) is shown. */
async function buildShown(target: Browser | BrowserContext, server: RunningServer, bucket?: number): Promise<string | null> {
  const context = 'newContext' in target ? await target.newContext() : target;
  if (bucket !== undefined) await context.addInitScript((value) => localStorage.setItem('rollout-bucket', String(value)), bucket);
  // A page per visit, closed after: the live matches would otherwise keep thirty pages busy at once.
  const page = await context.newPage();
  await page.goto(`${server.url}/sports`);
  const build = await page.locator('section[data-build]').getAttribute('data-build');
  await page.close();
  if ('newContext' in target) await context.close();
  return build;
}

test.describe.configure({ mode: 'serial' });

test('an operator releases one area, canaries it to a share of visitors, promotes, aborts, and a failing canary rolls back by itself', async ({
  browser,
}) => {
  // About forty page loads and a dozen releases: a minute on a quiet 2-core machine, over three on a busy one.
  test.setTimeout(360_000);
  const releasesDir = mkdtempSync(join(tmpdir(), 'releases-'));
  // Every browser here reaches the server from the one loopback address, which the health reports
  // count as one visitor and limit as one sender: for this server a single failing visitor is enough
  // for a rollback, and the thirty visitors' reports are all taken.
  const server = await startServer({
    RELEASES_DIR: releasesDir,
    CANARY_MIN_LOADS: '3',
    CANARY_MAX_FAILURE_RATE: '0.2',
    CANARY_MIN_FAILING_VISITORS: '1',
    HEALTH_REPORTS_PER_ADDRESS: '1000',
  });
  const variants: string[] = [];
  try {
    const [first, second] = [await release(releasesDir), await release(releasesDir)];
    expect(first.code, first.output).toBe(0);
    expect(second.code, second.output).toBe(0);
    const [v1, v2] = [first.version!, second.version!];
    expect(readdirSync(join(releasesDir, 'sports')).sort()).toEqual([v1, v2].sort());

    await test.step('the stable release for everyone, and the other areas untouched', async () => {
      await operator(server, 'releases', 'set', 'sports', v1, '--as', 'alice');
      expect(await buildShown(browser, server)).toBe(v1);
      const remotes = (await (await fetch(`${server.url}/remotes.json`)).json()) as Record<string, unknown>;
      expect(remotes.casino).toBe('/remotes/casino/mf-manifest.json');
    });

    const visitors = await Promise.all(Array.from({ length: 30 }, () => browser.newContext()));
    await test.step('a 50% canary splits fresh visitors near half and half, each keeping their build', async () => {
      await operator(server, 'releases', 'canary', 'sports', v2, '--percent', '50', '--as', 'bob');
      const seen: string[] = [];
      for (const visitor of visitors) seen.push((await buildShown(visitor, server))!);
      const onCanary = seen.filter((build) => build === v2).length;
      expect(seen.every((build) => build === v1 || build === v2)).toBe(true);
      // 30 visitors at 50%: outside 6..24 happens about three times in ten thousand runs.
      expect(onCanary).toBeGreaterThanOrEqual(6);
      expect(onCanary).toBeLessThanOrEqual(24);
      for (const [index, visitor] of visitors.slice(0, 6).entries()) {
        expect(await buildShown(visitor, server)).toBe(seen[index]);
      }
    });

    await test.step('promote puts everyone on the canary; abort of a later canary puts everyone back', async () => {
      await operator(server, 'releases', 'promote', 'sports', '--as', 'carol');
      for (const visitor of visitors.slice(0, 8)) expect(await buildShown(visitor, server)).toBe(v2);
      await operator(server, 'releases', 'canary', 'sports', v1, '--percent', '50');
      await operator(server, 'releases', 'abort', 'sports', '--as', 'dave');
      for (const visitor of visitors.slice(0, 8)) expect(await buildShown(visitor, server)).toBe(v2);
    });
    await Promise.all(visitors.map((visitor) => visitor.close()));

    await test.step('a canary that throws on render is rolled back after the threshold; visitors get the stable build', async () => {
      const brokenDir = variant(releasesDir, v2, (dir) => {
        const page = readdirSync(dir).find((file) => file.startsWith('__federation_expose_Sports') && file.endsWith('.js'))!;
        rewrite(join(dir, page), (text) =>
          text.replace('titleKey:"sports"', 'titleKey:(()=>{throw new Error("canary render failure")})()'),
        );
        for (const compressed of readdirSync(dir).filter((file) => file.startsWith(page) && file !== page)) rmSync(join(dir, compressed));
      });
      variants.push(brokenDir);
      const broken = await release(releasesDir, '--from', brokenDir);
      expect(broken.code, broken.output).toBe(0);
      await operator(server, 'releases', 'canary', 'sports', broken.version!, '--percent', '99');

      for (let visit = 0; visit < 3; visit += 1) {
        const context = await browser.newContext();
        await context.addInitScript(() => localStorage.setItem('rollout-bucket', '0'));
        const page = await context.newPage();
        await page.goto(`${server.url}/sports`);
        // A loaded page that throws while drawn shows the error screen (not the failed load's
        // fallback), and still counts as a failure in the area's health.
        const screen = page.getByRole('alert');
        await expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
        await expect(screen).toContainText('canary render failure');
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
        // Leaving the page sends its health report (the page is told it is being left).
        const reported = page.waitForRequest((request) => request.url().endsWith('/health/areas'));
        await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
        await reported;
        await context.close();
      }
      await expect
        .poll(async () => JSON.parse(await operator(server, 'releases', 'audit', 'sports')).entries[0], { timeout: 30_000 })
        .toMatchObject({ action: 'auto-rollback', actor: 'health-check', detail: { canary: broken.version } });
      expect(await buildShown(browser, server, 0)).toBe(v2);
    });

    /** What a build against another @app/ui declares: its own copy at that version, and the range it requires. */
    const builtAgainstUi = (version: string, required: string) =>
      variant(releasesDir, v2, (dir) => {
        rewrite(join(dir, 'remoteEntry.js'), (text) =>
          text
            .replace(`name:"@app/ui",version:"${ui}"`, `name:"@app/ui",version:"${version}"`)
            .replace(`"@app/ui",import:"@app/ui",requiredVersion:"^${ui}"`, `"@app/ui",import:"@app/ui",requiredVersion:"${required}"`),
        );
        rewrite(join(dir, 'mf-manifest.json'), (text) => {
          const manifest = JSON.parse(text) as { shared: Array<{ name: string; version: string; requiredVersion: string }> };
          for (const entry of manifest.shared) if (entry.name === '@app/ui') Object.assign(entry, { version, requiredVersion: required });
          return JSON.stringify(manifest);
        });
        for (const file of readdirSync(dir).filter((name) => /^remoteEntry\.js\.(br|gz)$/.test(name))) rmSync(join(dir, file));
      });

    await test.step("a build against a newer minor of a shared package is accepted and runs on the host's copy", async () => {
      const minorDir = builtAgainstUi(uiNextMinor, `^${ui}`);
      variants.push(minorDir);
      const accepted = await release(releasesDir, '--from', minorDir);
      expect(accepted.code, accepted.output).toBe(0);
      await operator(server, 'releases', 'set', 'sports', accepted.version!);
      expect(await buildShown(browser, server)).toBe(v2);
    });

    await test.step('a build that needs another major of a shared package is refused; forced live, only its area falls back', async () => {
      const bumpedDir = builtAgainstUi(uiNextMajor, `^${uiNextMajor}`);
      variants.push(bumpedDir);
      const refused = await release(releasesDir, '--from', bumpedDir);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`It requires @app/ui ^${uiNextMajor}; the host provides ${ui}.`);
      expect(refused.output).toContain('Release refused');

      const forced = await release(releasesDir, '--from', bumpedDir, '--force');
      expect(forced.code, forced.output).toBe(0);
      await operator(server, 'releases', 'set', 'sports', forced.version!);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/sports`);
      // The build loads, but its page cannot run on the host's @app/ui: the error screen, in the layout.
      await expect(page.getByRole('alert').getByRole('heading', { name: 'An error occurred' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Casino' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
      await context.close();
    });

    const audit = JSON.parse(await operator(server, 'releases', 'audit', 'sports', '--limit', '20')) as {
      entries: Array<{ action: string; actor: string }>;
    };
    expect(audit.entries.map((entry) => entry.action).reverse()).toEqual([
      'set',
      'canary',
      'promote',
      'canary',
      'abort',
      'canary',
      'auto-rollback',
      'set',
      'set',
    ]);
    expect(audit.entries.at(-1)?.actor).toBe('alice');
  } finally {
    await server.stop();
    for (const dir of [releasesDir, ...variants]) rmSync(dir, { recursive: true, force: true });
  }
});
