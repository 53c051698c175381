// The UI kit's gallery in Chromium at 375 px: each section looks as approved in light and dark
// (screenshot baselines beside this file), the theme switch works, and axe finds no serious or
// critical accessibility violation in either theme.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { repoRoot } from '@app/scripts/run';
import { freePort } from '@app/scripts/server';
import { seriousFindings } from '../support/a11y.ts';

const SECTIONS = [
  'colours',
  'buttons',
  'money',
  'badges',
  'navigation',
  'area',
  'lists',
  'cards',
  'progress',
  'countdown',
  'loading',
  'states',
  'notices',
  'images',
  'overlays',
  'forms',
  'forms-errors',
  'stacks',
  'infinite',
];
const THEMES = ['light', 'dark'] as const;
/** Countdowns count from the page's load: a fixed clock makes every screenshot the same. */
const FIXED_TIME = new Date('2030-01-01T12:00:00Z');
/** A pixel counts as changed past a small colour distance (the default 0.2 lets a tint change through). */
const SCREENSHOT = { maxDiffPixelRatio: 0.01, threshold: 0.05 };

let gallery: ChildProcess | undefined;
let origin = '';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 812 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The gallery's own command builds it and serves it.
  gallery = spawn(process.execPath, [join(repoRoot, 'scripts', 'src', 'gallery.ts'), '--port', String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    gallery?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`localhost:${port}`)) resolve();
    });
    gallery?.once('exit', (code) => reject(new Error(`the gallery stopped (${code}): ${output}`)));
  });
});

test.afterAll(() => {
  gallery?.kill('SIGTERM');
});

async function open(page: Page, theme: (typeof THEMES)[number]) {
  await page.clock.setFixedTime(FIXED_TIME);
  await page.goto(`${origin}/?theme=${theme}`);
  await expect(page.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of THEMES) {
  test(`every section looks as approved in the ${theme} theme`, async ({ page }) => {
    await open(page, theme);
    // A section taller than the screen is shot in one piece; the sticky header would be drawn across it.
    await page.addStyleTag({ content: '.gallery__toolbar { position: static; }' });
    for (const section of SECTIONS) {
      const locator = page.locator(`[data-gallery-section="${section}"]`);
      await locator.scrollIntoViewIfNeeded();
      // The infinite list fetches its pages as its end comes into view: it is shown whole.
      if (section === 'infinite') await expect(locator.getByText('You have reached the end')).toBeVisible();
      await expect(locator).toHaveScreenshot(`${theme}-${section}.png`, SCREENSHOT);
    }
  });

  test(`the modal and the bottom sheet look as approved in the ${theme} theme`, async ({ page }) => {
    await open(page, theme);
    await page.getByRole('button', { name: 'Open modal' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirm withdrawal' });
    await expect(modal).toBeVisible();
    await expect(modal).toBeFocused();
    await expect(page).toHaveScreenshot(`${theme}-modal.png`, SCREENSHOT);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await page.getByRole('button', { name: 'Open bottom sheet' }).click();
    const sheet = page.getByRole('dialog', { name: 'Bet slip' });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveScreenshot(`${theme}-bottom-sheet.png`, SCREENSHOT);
    await sheet.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(sheet).toBeHidden();
  });

  test(`axe finds no serious or critical violation in the ${theme} theme`, async ({ page }) => {
    await open(page, theme);
    const serious = (await seriousFindings(page)).map(({ rule, nodes }) => ({ id: rule, nodes }));
    expect(serious).toEqual([]);
  });
}

test('the theme switch turns the page dark and back, and the address says which', async ({ page }) => {
  await open(page, 'light');
  const themes = page.getByRole('radiogroup', { name: 'Theme' });
  await themes.getByRole('radio', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page).toHaveURL(/theme=dark/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(11, 14, 23)');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(themes.getByRole('radio', { name: 'Light theme' })).toBeFocused();
});
