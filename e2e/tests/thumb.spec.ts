// Play with one thumb on a phone (375×812 and 320×640): an original's stake and its bet button on
// the first screen, under the result and the board, the board whole while a round plays, the space
// bar (and Enter in the amount) betting; a Dice bet from home in two taps without a scroll; and the
// sportsbook's list with at least four matches (three on the small phone) above the tab bar.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y.ts';
import { depositWithDemoPay } from '../support/deposit.ts';
import { expect, test } from '../support/fixtures.ts';
import { matchesAboveFold, smallTargets } from '../support/layout.ts';
import { amountOf } from '../support/money.ts';
import { registerPlayer, useSession, type Player } from '../support/player.ts';
import type { RunningServer } from '../support/server.ts';

const PHONES = [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
];

/** Each original: its bet button and the board that must stay whole. */
const GAMES = [
  { id: 'dice', action: 'Roll', board: '.dice-board' },
  { id: 'limbo', action: 'Bet', board: '.limbo-board' },
  { id: 'mines', action: 'Start', board: '.mines-grid' },
  { id: 'plinko', action: 'Drop ball', board: '.plinko-board' },
] as const;

interface Box {
  top: number;
  bottom: number;
}

async function boxOf(target: Locator): Promise<Box> {
  const box = await target.boundingBox();
  if (!box) throw new Error('not on the page');
  return { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
}

/** The bottom of the header bar: what sits under it is hidden. */
async function headerBottom(page: Page): Promise<number> {
  return (await boxOf(page.getByRole('banner'))).bottom;
}

async function scrolled(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/** A signed-in player with a first deposit of 100 USD (games open after one), on this page. */
async function playerWith100Usd(page: Page, server: RunningServer): Promise<Player> {
  const player = await registerPlayer(server, 'USD');
  await page.goto('/');
  await useSession(page, player);
  await page.goto('/deposit');
  await depositWithDemoPay(page, '100');
  // The provider settles a moment after the payment; the balance follows over the socket.
  await expect(page.getByRole('banner').getByRole('status', { name: 'Balance' })).toContainText('100.00', { timeout: 30_000 });
  return player;
}

function stakeOf(page: Page): Locator {
  return page.getByRole('textbox', { name: /^Stake/ });
}

/** The settled round's words for screen readers (the game's live status line). */
function announced(page: Page): Locator {
  return page.locator('main [role="status"][aria-live="polite"]').filter({ hasText: /\S/ });
}

test("each original's stake and bet button on the first screen, the board whole, the space bar and Enter betting", async ({
  page,
  server,
}) => {
  test.setTimeout(300_000);
  await playerWith100Usd(page, server);
  const balance = page.getByRole('banner').getByRole('status', { name: 'Balance' });
  const figures: string[] = [];

  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    for (const game of GAMES) {
      const where = `${game.id} at ${phone.width}×${phone.height}`;
      await test.step(where, async () => {
        await page.goto(`/originals/${game.id}`);
        const button = page.getByRole('button', { name: game.action, exact: true });
        await expect(button).toBeEnabled();
        await page.waitForLoadState('networkidle');
        const top = await headerBottom(page);

        // The first screen, unscrolled: the board under the header, then the stake, then the button.
        expect(await scrolled(page), `${where}: scrolled on arrival`).toBe(0);
        const board = await boxOf(page.locator(game.board));
        const stake = await boxOf(stakeOf(page));
        const action = await boxOf(button);
        figures.push(`${where}: bet button bottom ${action.bottom}, stake bottom ${stake.bottom}, board ${board.top}-${board.bottom}`);
        expect(board.top, `${where}: the board's top under the header`).toBeGreaterThanOrEqual(top);
        expect(board.bottom, `${where}: the board above the stake`).toBeLessThanOrEqual(stake.top);
        expect(stake.bottom, `${where}: the stake on the first screen`).toBeLessThanOrEqual(phone.height);
        expect(action.bottom, `${where}: the bet button on the first screen`).toBeLessThanOrEqual(phone.height);

        // The space bar bets while no text field has the focus; the page does not scroll.
        const bets = page.getByRole('list', { name: 'Your latest bets' }).getByRole('listitem');
        const before = await bets.count();
        await page.locator('main h1').first().focus();
        await page.keyboard.press('Space');
        if (game.id === 'mines') {
          await expect(announced(page)).toHaveText(/^Gems found: 0/);
          // The grid and the cash-out are both whole on the screen while the round runs.
          const grid = await boxOf(page.locator(game.board));
          const cashout = await boxOf(page.getByRole('button', { name: /^(Find a gem to cash out|Cash out)/ }));
          expect(grid.top, `${where}: the running grid under the header`).toBeGreaterThanOrEqual(top);
          expect(cashout.bottom, `${where}: the cash-out on the first screen`).toBeLessThanOrEqual(phone.height);
          await page.getByRole('button', { name: 'Tile 1, hidden' }).click();
          await expect(announced(page)).toHaveText(/^(Gems found: 1|You hit a mine)/);
          if (await page.getByRole('button', { name: /^Cash out \$/ }).isVisible())
            await page.getByRole('button', { name: /^Cash out \$/ }).click();
          await expect(page.getByRole('button', { name: 'Play again', exact: true })).toBeVisible();
        } else if (game.id === 'plinko') {
          // While the ball falls the board stays whole under the header.
          for (let look = 0; look < 5; look += 1) {
            const falling = await boxOf(page.locator(game.board));
            expect(falling.top, `${where}: the board under the header while the ball falls`).toBeGreaterThanOrEqual(top);
            expect(falling.bottom, `${where}: the board on the screen while the ball falls`).toBeLessThanOrEqual(phone.height);
            await page.waitForTimeout(150);
          }
          await expect(announced(page)).toHaveText(/slot/i);
        } else {
          await expect(announced(page)).not.toBeEmpty();
        }
        if (game.id !== 'mines') await expect(bets, `${where}: the space bar placed a bet`).toHaveCount(before + 1);
        expect(await scrolled(page), `${where}: scrolled by the bet`).toBe(0);

        // The result is shown above the stake.
        const result = page.locator('.result-line');
        await expect(result).toBeVisible();
        expect((await boxOf(result)).bottom, `${where}: the result above the stake`).toBeLessThanOrEqual((await boxOf(stakeOf(page))).top);

        // Space typed in the amount is a character, not a bet; Enter there bets.
        const field = stakeOf(page);
        await field.fill('1');
        const settledOnce = await amountOf(balance);
        await field.press('Space');
        await page.waitForLoadState('networkidle');
        expect(await amountOf(balance), `${where}: space in the amount placed no bet`).toBe(settledOnce);
        await field.fill('1');
        if (game.id !== 'mines') {
          const placed = await bets.count();
          await field.press('Enter');
          await expect(bets, `${where}: Enter in the amount placed a bet`).toHaveCount(placed + 1);
        }

        // Touch targets and accessibility, light and dark.
        const small = (await smallTargets(page)).map((target) => `${target.what} is ${target.width}×${target.height}`);
        expect(small, `${where}: touch targets`).toEqual([]);
        for (const theme of ['light', 'dark'] as const) {
          await page.evaluate((value) => localStorage.setItem('theme', value), theme);
          await page.reload();
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('button', { name: game.action === 'Start' ? /^(Start|Play again)$/ : game.action })).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(await seriousViolations(page), `${where} in the ${theme} theme`).toEqual([]);
        }
        await page.evaluate(() => localStorage.setItem('theme', 'light'));
      });
    }
  }
  console.log(figures.join('\n'));
});

test('a Dice bet from home in two taps, without a scroll, at 375×812 and 320×640', async ({ page, server }) => {
  test.setTimeout(120_000);
  await playerWith100Usd(page, server);
  const balance = page.getByRole('banner').getByRole('status', { name: 'Balance' });
  for (const phone of PHONES) {
    await test.step(`at ${phone.width}×${phone.height}`, async () => {
      await page.setViewportSize(phone);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      let taps = 0;
      const fold = await page.evaluate(() => document.querySelector('.tabbar')?.getBoundingClientRect().top ?? window.innerHeight);
      const tile = page.getByRole('main').getByRole('link', { name: 'Dice', exact: true });
      await expect(tile).toBeVisible();
      const box = await boxOf(tile);
      expect(box.bottom, 'the Dice tile above the tab bar').toBeLessThanOrEqual(fold);
      expect(await scrolled(page)).toBe(0);
      await tile.click();
      taps += 1;
      await expect(page).toHaveURL(/\/originals\/dice$/);
      const roll = page.getByRole('button', { name: 'Roll', exact: true });
      await expect(roll).toBeEnabled();
      expect((await boxOf(roll)).bottom, 'Roll on the first screen').toBeLessThanOrEqual(phone.height);
      expect(await scrolled(page)).toBe(0);
      const before = await amountOf(balance);
      await roll.click();
      taps += 1;
      await expect(page.getByRole('status').filter({ hasText: /^Rolled / })).toHaveText(/^Rolled \d+\.\d\d\. (You won .+|No win)\.$/);
      await expect.poll(() => amountOf(balance)).not.toBe(before);
      expect(await scrolled(page), 'no scroll on the way').toBe(0);
      expect(taps).toBe(2);
    });
  }
});

test('the sportsbook shows at least four whole matches above the tab bar at 375×812 and three at 320×640', async ({ page }) => {
  test.setTimeout(120_000);
  const wanted = [4, 3];
  const figures: string[] = [];
  for (const [index, phone] of PHONES.entries()) {
    await page.setViewportSize(phone);
    await page.goto('/sports');
    await expect(page.getByRole('region', { name: 'Live now' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const whole = await matchesAboveFold(page);
    figures.push(`${phone.width}×${phone.height}: ${whole} matches above the fold`);
    expect(whole, `matches above the fold at ${phone.width}×${phone.height}`).toBeGreaterThanOrEqual(wanted[index]!);

    // A match's prices side by side on one line.
    const rows = page.locator('.sports-events > li');
    for (let row = 0; row < Math.min(3, await rows.count()); row += 1) {
      const tops = await rows
        .nth(row)
        .getByRole('button')
        // The layout's own offsets: a price that just moved flashes scaled up, which a bounding box would count.
        .evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).offsetTop));
      expect(new Set(tops).size, `the prices of match ${row + 1} on one line`).toBeLessThanOrEqual(1);
    }
    const small = (await smallTargets(page)).map((target) => `${target.what} is ${target.width}×${target.height}`);
    expect(small, `touch targets at ${phone.width} px`).toEqual([]);
  }
  console.log(figures.join('\n'));
});

test("the lobby's first row of games whole above the tab bar at 375×812 and 320×640", async ({ page }) => {
  const figures: string[] = [];
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await page.goto('/casino');
    const tiles = page.getByRole('list', { name: 'Games', exact: true }).getByRole('listitem');
    await expect(tiles.first().getByRole('link')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const row = await tiles.evaluateAll((items) => {
      const tabbar = document.querySelector('.tabbar');
      const fold = tabbar ? tabbar.getBoundingClientRect().top : window.innerHeight;
      const top = items[0]!.getBoundingClientRect().top;
      const first = items.filter((item) => Math.abs(item.getBoundingClientRect().top - top) < 1);
      return { tiles: first.length, bottom: Math.max(...first.map((item) => item.getBoundingClientRect().bottom)), fold };
    });
    figures.push(
      `${phone.width}×${phone.height}: the first row's ${row.tiles} tiles end at ${Math.round(row.bottom)}, the fold at ${Math.round(row.fold)}`,
    );
    expect(row.tiles, 'a row of tiles side by side').toBeGreaterThanOrEqual(2);
    expect(row.bottom, `the first row whole above the fold at ${phone.width}×${phone.height}`).toBeLessThanOrEqual(row.fold);
  }
  console.log(figures.join('\n'));
});
