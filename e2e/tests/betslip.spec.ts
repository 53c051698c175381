// The bet slip's cost in taps on a phone: from home, a live single at a quick stake and a 3-leg
// accumulator, each tap counted; Place bet in view with three legs; and what an odds tick does to
// Place bet when the player has not chosen (better odds taken, worse ones asked about).
import type { Locator, Page } from '@playwright/test';
import { depositWithDemoPay } from '../support/deposit.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerPlayer, useSession } from '../support/player.ts';
import type { RunningServer } from '../support/server.ts';

/** Counts the player's taps: each click is one step. */
class Taps {
  count = 0;
  /** Taps asked for by odds that fell since the player saw them: the slip must ask then (a price they did not see). */
  fallen = 0;

  async tap(target: Locator): Promise<void> {
    await target.click();
    this.count += 1;
  }

  /** Types on the phone's keyboard: one tap per key. */
  async type(target: Locator, text: string): Promise<void> {
    await target.pressSequentially(text);
    this.count += text.length;
  }

  /** What the journey cost, named in a failure. */
  toString(): string {
    return `${this.count} taps${this.fallen > 0 ? ` (${this.fallen} of them to accept odds that fell)` : ''}`;
  }
}

async function newPlayerWith100Usd(page: Page, server: RunningServer): Promise<void> {
  const player = await registerPlayer(server, 'USD');
  await page.goto('/');
  await useSession(page, player);
  await page.goto('/deposit');
  await depositWithDemoPay(page, '100');
  await expect(page.getByRole('banner').getByRole('status', { name: 'Balance' })).toContainText('100.00');
}

/** The odds buttons of a match row, open ones only ("Arsenal, odds 2.10"). */
function openOdds(scope: Locator): Locator {
  return scope.getByRole('button', { name: /, odds [\d./+-]+$/ });
}

/** The shortest odds of a match row (the favourite). */
async function favourite(row: Locator): Promise<Locator> {
  const buttons = openOdds(row);
  await expect(buttons.first()).toBeEnabled({ timeout: 30_000 });
  const labels = await buttons.evaluateAll((nodes) => nodes.map((node) => node.querySelector('.visually-hidden')?.textContent ?? ''));
  const prices = labels.map((label) => Number(/odds ([\d.]+)$/.exec(label)?.[1] ?? '1000'));
  return buttons.nth(prices.indexOf(Math.min(...prices)));
}

/**
 * A live match still in play: the first whose favourite is not yet a near certainty (a match about
 * to end closes its market under the slip).
 */
async function liveFavourite(page: Page): Promise<Locator> {
  const live = page.getByRole('region', { name: 'Live now' }).getByRole('listitem');
  await expect(live.first()).toBeVisible({ timeout: 30_000 });
  for (let index = 0; index < (await live.count()); index += 1) {
    const pick = await favourite(live.nth(index));
    const label = await pick.evaluate((node) => node.querySelector('.visually-hidden')?.textContent ?? '');
    const price = Number(/odds ([\d.]+)$/.exec(label)?.[1] ?? '0');
    if (price >= 1.3) return pick;
  }
  return favourite(live.first());
}

function slipOf(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Bet slip' });
}

/** From the home page to the sports page through the tab bar. */
async function toSports(page: Page, taps: Taps): Promise<void> {
  await page.goto('/');
  await taps.tap(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sports' }));
  await expect(page.getByRole('heading', { name: 'Sportsbook', level: 1 })).toBeVisible();
}

/** A stake: a quick stake when the slip offers them, else the stake field tapped and typed on. */
async function chooseStake(slip: Locator, taps: Taps, amount: string): Promise<void> {
  const chips = slip.getByRole('group', { name: 'Quick stakes' });
  if (await chips.isVisible()) {
    const chip = chips.getByRole('button', { name: `$${amount}.00` });
    await taps.tap(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  } else {
    const field = slip.getByRole('textbox', { name: /^Stake/ });
    await taps.tap(field);
    await field.clear();
    await taps.type(field, amount);
  }
}

/**
 * Places the slip: Place bet, after accepting moved odds when the slip asks (each a tap, counted;
 * odds that fell counted apart as well, since asking then is what the slip must do).
 */
async function placeCounted(slip: Locator, taps: Taps): Promise<void> {
  const place = slip.getByRole('button', { name: 'Place bet' });
  const accept = slip.getByRole('button', { name: 'Accept new odds' });
  // The sheet slides up as it opens: Place bet is where the thumb finds it once the sheet has settled.
  await slip.locator('.dialog__panel').evaluate(async (panel) => {
    await Promise.all(panel.getAnimations().map((animation) => animation.finished));
  });
  // Place bet out of view is a swipe inside the sheet before the tap: one step more.
  if (
    !(await place.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }))
  )
    taps.count += 1;
  const placed = slip.getByText('Bet placed');
  let placings = 0;
  await expect(async () => {
    if (await placed.isVisible()) return;
    if (await accept.isVisible()) {
      const fell = await slip.getByText(/^Odds went down/).count();
      await taps.tap(accept);
      if (fell > 0) taps.fallen += 1;
    }
    await place.click({ timeout: 1_000, trial: true });
    await taps.tap(place);
    // Odds that fell while the bet was on its way are refused and asked about again: that tap is the slip's rule at work.
    placings += 1;
    if (placings > 1) taps.fallen += 1;
    await expect(placed).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a live single at a quick stake in 5 taps or fewer, then a 3-leg accumulator in 6 or fewer with Place bet in view', async ({
      page,
      server,
    }) => {
      test.setTimeout(240_000);
      await newPlayerWith100Usd(page, server);

      await test.step('a live single at a quick stake, from home', async () => {
        const taps = new Taps();
        await toSports(page, taps);
        await taps.tap(await liveFavourite(page));
        await taps.tap(page.getByRole('button', { name: /^Open the bet slip/ }));
        const slip = slipOf(page);
        await chooseStake(slip, taps, '5');
        await placeCounted(slip, taps);
        console.log(`${viewport.width}×${viewport.height}: a live single took ${taps.toString()}`);
        expect.soft(taps.count - taps.fallen, `a live single took ${taps.toString()}`).toBeLessThanOrEqual(5);
        await slip.getByRole('button', { name: 'Done' }).click();
        await expect(slip).toBeHidden();
      });

      await test.step('a 3-leg accumulator, from home, Place bet in view without scrolling', async () => {
        const taps = new Taps();
        await toSports(page, taps);
        const upcoming = page.getByRole('region', { name: 'Starting soon' }).getByRole('listitem');
        await expect(upcoming.nth(2)).toBeVisible({ timeout: 60_000 });
        for (const index of [0, 1, 2]) await taps.tap(await favourite(upcoming.nth(index)));
        await taps.tap(page.getByRole('button', { name: /^Open the bet slip, 3 selections/ }));
        const slip = slipOf(page);
        await expect(slip.getByRole('tab', { name: 'Accumulator' })).toHaveAttribute('aria-selected', 'true');
        await expect(slip.locator('.sports-leg')).toHaveCount(3);
        // The slip keeps the player's last stake; a stake is chosen only when it has none.
        const stake = slip.getByRole('textbox', { name: /^Stake/ });
        if ((await stake.inputValue()) === '') await chooseStake(slip, taps, '5');
        await expect(stake).toHaveValue('5');
        const place = slip.getByRole('button', { name: 'Place bet' });
        await expect.soft(place).toBeInViewport({ ratio: 1 });
        await expect.soft(slip.getByTestId('potential-win')).toBeInViewport({ ratio: 1 });
        expect.soft(await slip.locator('.dialog__panel').evaluate((panel) => panel.scrollTop), 'nothing scrolled').toBe(0);
        await placeCounted(slip, taps);
        console.log(`${viewport.width}×${viewport.height}: a 3-leg accumulator took ${taps.toString()}`);
        expect.soft(taps.count - taps.fallen, `a 3-leg accumulator took ${taps.toString()}`).toBeLessThanOrEqual(6);
      });
    });

    test("a brand-new player's first bet, a 3-leg accumulator, in 6 taps or fewer: the slip starts on the smallest quick stake", async ({
      page,
      server,
    }) => {
      test.setTimeout(240_000);
      await newPlayerWith100Usd(page, server);
      const taps = new Taps();
      await toSports(page, taps);
      const upcoming = page.getByRole('region', { name: 'Starting soon' }).getByRole('listitem');
      await expect(upcoming.nth(2)).toBeVisible({ timeout: 60_000 });
      for (const index of [0, 1, 2]) await taps.tap(await favourite(upcoming.nth(index)));
      await taps.tap(page.getByRole('button', { name: /^Open the bet slip, 3 selections/ }));
      const slip = slipOf(page);
      await expect(slip.getByRole('tab', { name: 'Accumulator' })).toHaveAttribute('aria-selected', 'true');
      // No stake chosen yet: the slip offers the smallest quick stake, pressed, and the player may change it.
      const chips = slip.getByRole('group', { name: 'Quick stakes' }).getByRole('button');
      await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
      const stake = slip.getByRole('textbox', { name: /^Stake/ });
      await expect(stake).not.toHaveValue('');
      expect(Number(await stake.inputValue())).toBeGreaterThan(0);
      await placeCounted(slip, taps);
      console.log(`${viewport.width}×${viewport.height}: a new player's 3-leg accumulator took ${taps.toString()}`);
      expect(taps.count - taps.fallen, `a new player's 3-leg accumulator took ${taps.toString()}`).toBeLessThanOrEqual(6);
    });
  });
}
