// The frame around every page on a phone: one header row of at most 64 px (brand, balance,
// Deposit, the account menu), compact page titles so a page's content starts within 200 px of the
// top, the balance opening the wallet menu where the play currency is chosen in two taps, Sign out
// inside the account menu, a way back on the pages without the tab bar, and every touch target at
// least 44×44 CSS px from 320 to 430 px wide.
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y.ts';
import { depositWithDemoPay } from '../support/deposit.ts';
import { expect, test } from '../support/fixtures.ts';
import { firstContentTop, headerHeight, smallTargets } from '../support/layout.ts';
import { openHeaderMenu, registerPlayer, useSession } from '../support/player.ts';

const PHONES = [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
];
const TABBED = ['/', '/casino', '/sports', '/deposit', '/profile'];

/** Opens a page and waits until it has drawn its heading and what it fetches on arrival. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main#main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('one header row and the content near the top on every tabbed page, at 375×812 and 320×640', async ({ page, server }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await useSession(page, await registerPlayer(server));
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    for (const path of TABBED) {
      await open(page, path);
      const where = `${path} at ${phone.width}×${phone.height}`;
      expect(await headerHeight(page), `${where}: the header's height`).toBeLessThanOrEqual(64);
      expect(await firstContentTop(page), `${where}: where the content starts`).toBeLessThanOrEqual(200);
    }
  }
});

test('the balance opens the wallet menu: cash and bonus of each currency, the play currency in two taps, Deposit and Withdraw', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(server, 'USD');
  await page.goto('/');
  await useSession(page, player);
  const header = page.getByRole('banner');
  const balance = header.getByRole('status', { name: 'Balance' });

  await test.step('a first deposit: 100 USD of cash and its reward of bonus money, shown beside it', async () => {
    await header.getByRole('link', { name: 'Deposit', exact: true }).click();
    await depositWithDemoPay(page, '100');
    await expect(balance).toHaveText(/^\$100\.00$/);
    await expect(header.getByRole('button', { name: /^Wallet: \$100\.00 \+\$100\.00 bonus$/ })).toContainText('+$100.00 bonus');
  });

  for (const phone of PHONES) {
    await test.step(`at ${phone.width}×${phone.height}, from home: two taps play in EUR, and the header shows it`, async () => {
      await page.setViewportSize(phone);
      await open(page, '/');
      const wallet = header.getByRole('button', { name: /^Wallet: / });
      await wallet.click(); // tap 1
      const menu = page.getByRole('dialog', { name: 'Wallet' });
      const usd = menu.getByRole('radio', { name: /^USD/ });
      await expect(usd).toBeChecked();
      await expect(usd).toHaveAccessibleName(/^USD Cash 100\.00\sUSD Bonus 100\.00\sUSD$/);
      await expect(menu.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
      await expect(menu.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/withdraw');
      expect(await seriousViolations(page), 'the open wallet menu').toEqual([]);
      await menu.getByRole('radio', { name: /^EUR/ }).click(); // tap 2
      await expect(balance).toHaveText(/^€0\.00$/);
      await expect(page.evaluate(() => localStorage.getItem('currency'))).resolves.toBe('EUR');

      // And back to dollars the same way; Escape closes the menu and the focus is on the balance again.
      await expect(menu).toBeVisible();
      await menu.getByRole('radio', { name: /^USD/ }).click();
      await expect(balance).toHaveText(/^\$100\.00$/);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(wallet).toBeFocused();
    });
  }

  await test.step('Sign out is in the account menu, not in the header row', async () => {
    await expect(header.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await openHeaderMenu(page, 'Account menu');
    const menu = page.getByRole('dialog', { name: 'Account menu' });
    await expect(menu.getByRole('combobox', { name: 'Language' })).toBeFocused();
    expect(await seriousViolations(page), 'the open account menu').toEqual([]);
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(balance).toHaveCount(0);
  });
});

test('a page without the tab bar has a way back in its header: to the page before, or the page above when opened directly', async ({
  page,
}) => {
  await open(page, '/casino');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Bonus' }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await header.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/casino$/);

  await open(page, '/originals/dice');
  await header.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/casino$/);
  await open(page, '/sports/bets');
  await header.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/sports$/);
});

// Inline links inside running text are exempt (WCAG 2.5.8's inline exception): their size is the
// line's. Every other button, link, input, tab, radio and chip must be at least 44×44 CSS px.
test('every touch target is at least 44×44 CSS px at 320, 375 and 430 px wide', async ({ page, server }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await useSession(page, await registerPlayer(server));
  const offenders: string[] = [];
  for (const width of [320, 375, 430]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [...TABBED, '/vip', '/sports/bets', '/originals/dice', '/game/history', '/transactions']) {
      await open(page, path);
      for (const target of await smallTargets(page))
        offenders.push(`${path} at ${width} px: ${target.what} is ${target.width}×${target.height}`);
    }
    // The header's menus, open.
    await open(page, '/');
    for (const name of [/^Wallet/, 'Account menu']) {
      await openHeaderMenu(page, name);
      for (const target of await smallTargets(page))
        offenders.push(`/ at ${width} px, menu ${String(name)} open: ${target.what} is ${target.width}×${target.height}`);
      await page.keyboard.press('Escape');
    }
  }
  expect([...new Set(offenders)]).toEqual([]);
});
