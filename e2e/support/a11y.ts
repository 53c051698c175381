import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** One rule axe finds broken on the page, seriously or critically, with the elements it names. */
export interface SeriousFinding {
  rule: string;
  impact: string;
  nodes: string[];
}

/** The serious and critical accessibility violations axe finds on the page as it is. */
export async function seriousFindings(page: Page): Promise<SeriousFinding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The serious and critical accessibility violations axe finds on the page as it is, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await seriousFindings(page)).map((finding) => `${finding.rule}: ${finding.nodes.join(', ')}`);
}

export interface ThemeCheckOptions {
  /** Phone widths to check the page at (px); by default the page's own width only. */
  widths?: readonly number[];
}

/**
 * The page in the light and the dark theme (at each of `widths`, when given): nothing wider than
 * the screen, and no serious or critical accessibility violation. `ready` waits for what the page
 * should show once loaded. The page is left in the light theme at the width it had.
 */
export async function checkThemes(page: Page, ready: () => Promise<void>, { widths }: ThemeCheckOptions = {}): Promise<void> {
  const original = page.viewportSize();
  const show = async (theme: 'light' | 'dark', width?: number) => {
    if (width !== undefined && original) await page.setViewportSize({ width, height: original.height });
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await ready();
  };
  for (const theme of ['light', 'dark'] as const) {
    for (const width of widths ?? [undefined]) {
      await show(theme, width);
      await page.waitForLoadState('networkidle');
      const where = `${page.url()}${width === undefined ? '' : ` at ${width} px`} in the ${theme} theme`;
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${where}: wider than the screen`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), where).toEqual([]);
    }
  }
  if (original) await page.setViewportSize(original);
  await show('light');
}
