// Autobet on Dice: a funded player runs five bets in Auto mode; the game's latest bets, the history
// and the balance all reflect five bets, and the settings are usable at 320 px in both themes.
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y.ts';
import { depositWithDemoPay } from '../support/deposit.ts';
import { expect, test } from '../support/fixtures.ts';
import { smallTargets } from '../support/layout.ts';
import { amountOf } from '../support/money.ts';
import { registerPlayer, useSession } from '../support/player.ts';

/** The run's progress line's profit in dollars ("Bet 5 of 5 · profit -$0.25" → -0.25). */
function profitOf(line: string): number {
  const match = /profit ([+-]?)\$(\d[\d,]*\.\d\d)$/.exec(line);
  if (!match) throw new Error(`no profit in "${line}"`);
  return (match[1] === '-' ? -1 : 1) * Number(match[2]!.replaceAll(',', ''));
}

async function openAuto(page: Page): Promise<void> {
  await page.goto('/originals/dice');
  await page.getByRole('radio', { name: 'Auto', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Start autobet' })).toBeEnabled();
}

test('a funded player runs a five-bet Dice autobet and the history and the balance show five bets', async ({ page, server }) => {
  test.setTimeout(180_000);
  const player = await registerPlayer(server, 'USD');
  await page.goto('/');
  await useSession(page, player);
  await page.goto('/deposit');
  await depositWithDemoPay(page, '100');
  const balance = page.getByRole('banner').getByRole('status', { name: 'Balance' });
  await expect(balance).toContainText('100.00', { timeout: 30_000 });

  let profit = 0;
  await test.step('five bets in Auto mode, one after another', async () => {
    await openAuto(page);
    await page.getByRole('textbox', { name: /^Number of bets/ }).fill('5');
    await page.getByRole('button', { name: 'Start autobet' }).click();
    // While the run goes the stake is locked and the button stops it.
    await expect(page.getByRole('textbox', { name: /^Stake/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^(Stop autobet|Stopping after this bet…)$/ })).toBeVisible();
    await expect(page.getByText('Autobet finished.', { exact: true })).toBeVisible({ timeout: 30_000 });
    const line = page.getByText(/^Bet 5 of 5 · profit /);
    await expect(line).toBeVisible();
    profit = profitOf((await line.textContent())!);
    // Said once, at the end.
    await expect(page.getByRole('status').filter({ hasText: /^Autobet finished\. Bet 5 of 5 · profit / })).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: /^Stake/ })).toBeEnabled();
    await expect(page.getByRole('list', { name: 'Your latest bets' }).getByRole('listitem')).toHaveCount(5);
  });

  await test.step('the balance moved by the run’s profit', async () => {
    await expect.poll(() => amountOf(balance)).toBeCloseTo(100 + profit, 2);
  });

  await test.step('the history lists the five Dice bets', async () => {
    await page.goto('/game/history');
    const bets = page.getByRole('list', { name: 'Your bets' }).getByRole('listitem');
    await expect(bets.filter({ hasText: 'Dice' })).toHaveCount(5);
  });

  await test.step('the Auto settings at 320 px: touch targets and accessibility in both themes', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await openAuto(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByRole('radiogroup', { name: 'On a loss' }).getByRole('radio', { name: 'Increase' }).click();
      await expect(page.getByRole('textbox', { name: /^Increase after a loss by/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const small = (await smallTargets(page)).map((target) => `${target.what} is ${target.width}×${target.height}`);
      expect(small, `touch targets in the ${theme} theme`).toEqual([]);
      expect(await seriousViolations(page), `the ${theme} theme`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the phone').toBeLessThanOrEqual(320);
    }
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
  });
});
