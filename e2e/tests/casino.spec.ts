import type { FrameLocator } from '@playwright/test';
import { checkThemes } from '../support/a11y.ts';
import { depositWithDemoPay } from '../support/deposit.ts';
import { expect, test } from '../support/fixtures.ts';
import { appLive } from '../support/layout.ts';
import { registerPlayer, useSession } from '../support/player.ts';

/** A slot of the demo provider's catalogue, found by a word of its name. */
const SLOT = { id: 'pearl-kraken', name: 'Pearl Kraken', search: 'kraken', matches: 2 };

/** The game's Spin button in its frame: one round, and its answer settled in the frame. */
async function spin(game: FrameLocator): Promise<void> {
  const button = game.getByRole('button', { name: 'Spin' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(game.getByRole('status')).toHaveText(/^(No win\.|You win [\d.]+ [A-Z]{3} on \d+ lines?\.) Rows: /);
  await expect(button).toBeEnabled();
}

test('a newcomer browses the casino, deposits at the gate, plays a slot and Dice, and verifies a bet in the history', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const player = await registerPlayer(server, 'USD');
  await page.goto('/');
  await useSession(page, player);
  const balance = page.getByRole('banner').getByRole('status', { name: 'Balance' });
  await expect(balance).toContainText('0.00');

  await test.step('the home page shows the offers and the catalogue in rows', async () => {
    await expect(page.getByRole('heading', { name: 'Popular', level: 2 })).toBeVisible();
    for (const row of ['Popular', 'New games', 'Originals', 'Slots', 'Live casino']) {
      // The rows below the first screen load as the player scrolls near them.
      await page.getByRole('region', { name: row, exact: true }).scrollIntoViewIfNeeded();
      const list = page.getByRole('list', { name: row, exact: true });
      await expect(list.getByRole('listitem').first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'See all: Slots' })).toHaveAttribute('href', '/game-list/slots');
    // A newcomer has no favourites yet, and is told how to keep one.
    await expect(page.getByText('Tap the heart on a game to keep it here.')).toBeVisible();
  });

  await test.step('the lobby searches once the player pauses typing, and announces what it found', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Casino' }).click();
    await expect(page).toHaveURL(/\/casino$/);
    const games = page.getByRole('list', { name: 'Games', exact: true });
    await expect(games.getByRole('listitem').first()).toBeVisible();
    await checkThemes(page, () => expect(games.getByRole('listitem').first()).toBeVisible());

    // The catalogue is asked when the player pauses, not at each key.
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/game/list')) asked += 1;
    });
    await page.getByRole('searchbox', { name: 'Search games' }).pressSequentially(SLOT.search, { delay: 30 });
    await expect(page.getByRole('status').filter({ hasText: 'Games found for' })).toHaveText(
      `Games found for “${SLOT.search}”: ${SLOT.matches}`,
    );
    await expect(page).toHaveURL(new RegExp(`[?&]q=${SLOT.search}`));
    await expect(games.getByRole('listitem')).toHaveCount(SLOT.matches);
    expect(asked, 'catalogue requests for a search typed key by key').toBe(1);
    await games.getByRole('link', { name: new RegExp(SLOT.name) }).click();
  });

  const detailUrl = `/game-detail/${SLOT.id}`;
  let spins = 0;
  await test.step("the slot's page has its facts, and Play is stopped by the deposit gate", async () => {
    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByRole('heading', { name: SLOT.name, level: 2 })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '%' }).first()).toBeVisible();
    await checkThemes(page, () => expect(page.getByRole('button', { name: 'Play in USD' })).toBeVisible());

    await page.getByRole('button', { name: 'Play in USD' }).click();
    const gate = page.getByRole('alert').filter({ hasText: 'Make a deposit' });
    await expect(gate).toContainText('Games open after your first deposit.');
    await expect(page).toHaveURL(detailUrl);
    await gate.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/deposit$/);
  });

  await test.step('deposit 100 USD on the provider page', async () => {
    await depositWithDemoPay(page, '100');
    await expect(balance).toContainText('100.00');
  });

  await test.step('back at the slot, play rounds in its window and see the balance follow each one without a reload', async () => {
    await page.goto(detailUrl);
    await page.getByRole('button', { name: 'Play in USD' }).click();
    await expect(page).toHaveURL(/\/game-play\//);
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await expect(page.getByRole('heading', { name: SLOT.name, level: 2 })).toBeVisible();
    const game = page.frameLocator(`iframe[title="${SLOT.name}, game window"]`);
    await expect(game.getByRole('heading', { name: SLOT.name, level: 1 })).toBeVisible();
    // The game shows what the player can stake: the cash and the bonus money the first deposit
    // earned (the seeded welcome reward matches 100% of it). Stakes take the cash first, and wins
    // come back in the stake's shares, so the rounds below move the cash alone.
    const bonus = 100;
    const inGame = game.locator('#balance');
    await expect(inGame).toHaveText('200.00');

    // At least three rounds, and on until one has moved the balance (a win can give the stake back).
    let after = '200.00';
    for (let round = 1; round <= 3 || (after === '200.00' && round <= 12); round += 1) {
      await spin(game);
      spins = round;
      after = (await inGame.textContent())!;
      // The provider's balance and the platform's cash, moved by wallet.balance.update.
      const cash = (Number(after) - bonus).toFixed(2);
      await expect(balance).toContainText(cash);
      await expect(page.locator('.play-bar__balance')).toContainText(cash);
    }
    expect(after, 'the rounds moved the balance').not.toBe('200.00');
    expect(reloaded).toBe(false);
  });

  const rolls = 3;
  await test.step('roll Dice three times and see each bet listed under the game', async () => {
    await page.goto('/originals/dice');
    await expect(page.getByRole('heading', { name: 'Dice', level: 2 })).toBeVisible();
    const recent = page.getByRole('list', { name: 'Your latest bets' });
    await expect(page.getByText('Your bets on this game will show here.')).toBeVisible();
    const announced = page.getByRole('status').filter({ hasText: /^Rolled / });
    for (let bet = 1; bet <= rolls; bet += 1) {
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await expect(announced).toHaveText(/^Rolled \d+\.\d\d\. (You won .+|No win)\.$/);
      await expect(recent.getByRole('listitem')).toHaveCount(bet);
    }
  });

  await test.step('the history lists every round; a Dice bet keeps its server seed until the pair is rotated', async () => {
    await page.goto('/game/history');
    const bets = page.getByRole('list', { name: 'Your bets' }).getByRole('listitem');
    await expect(bets.filter({ hasText: 'Dice' })).toHaveCount(rolls);
    await expect(bets.filter({ hasText: SLOT.name })).toHaveCount(spins);
    await checkThemes(page, () => expect(bets.first()).toBeVisible());

    const latest = bets.filter({ hasText: 'Dice' }).first();
    const row = latest.getByRole('button', { name: /^Dice/ });
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(latest.getByText(/^Rolled \d+\.\d\d$/)).toBeVisible();
    await expect(latest.getByText('Revealed when you rotate your seed pair')).toBeVisible();
    await expect(latest.getByRole('button', { name: 'Verify' })).toHaveCount(0);
  });

  await test.step("rotate the seed pair in Dice's fairness panel", async () => {
    await page.goto('/originals/dice');
    await page.getByRole('region', { name: 'Dice', exact: true }).getByRole('button', { name: 'Fairness' }).click();
    const panel = page.getByRole('dialog', { name: 'Provably fair' });
    const hash = panel.getByRole('definition').first();
    await expect(hash).toHaveText(/^[0-9a-f]{64}$/);
    const committed = await hash.textContent();
    await expect(panel.getByRole('definition').nth(1)).toHaveText(String(rolls));
    // The next pair's server seed is committed before the client seed that goes with it is typed.
    const next = panel.getByRole('definition').nth(2);
    await expect(next).toHaveText(/^[0-9a-f]{64}$/);
    const nextCommitted = await next.textContent();
    expect(nextCommitted).not.toBe(committed);
    await panel.getByRole('button', { name: 'Rotate seed pair' }).click();
    await expect(panel.getByRole('status')).toHaveText(`Revealed. It was used for ${rolls} bets, which you can now verify.`);
    await expect(panel.getByRole('definition').nth(1)).toHaveText('0');
    await expect(hash).toHaveText(nextCommitted!);
    await expect(next).not.toHaveText(nextCommitted!);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  await test.step('verify a Dice bet in the history', async () => {
    await page.goto('/game/history');
    const latest = page.getByRole('list', { name: 'Your bets' }).getByRole('listitem').filter({ hasText: 'Dice' }).first();
    await latest.getByRole('button', { name: /^Dice/ }).click();
    await latest.getByRole('button', { name: 'Verify' }).click();
    await expect(latest.getByRole('status')).toHaveText(
      /^Verified: the server seed matches its hash and the seeds give the recorded outcome: Rolled \d+\.\d\d\.$/,
    );
  });
});

test('a visitor plays a demo round of a slot without an account', async ({ page }) => {
  await page.goto(`/game-detail/${SLOT.id}`);
  await expect(page.getByRole('heading', { name: SLOT.name, level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Play for real' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Sign in to play for real' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page).toHaveURL(/\/game-play\//);
  await expect(page.locator('.play-bar__balance')).toHaveText('Demo');
  const game = page.frameLocator(`iframe[title="${SLOT.name}, game window"]`);
  await expect(game.getByText('Play money')).toBeVisible();
  const inGame = game.locator('#balance');
  await expect(inGame).toHaveText(/^\d[\d,]*\.\d\d$/);
  const before = (await inGame.textContent())!;
  let after = before;
  for (let round = 1; round <= 12 && after === before; round += 1) {
    await spin(game);
    after = (await inGame.textContent())!;
  }
  expect(after, 'the demo rounds moved the play money').not.toBe(before);
  // A visitor has no balance in the header.
  await expect(page.getByRole('banner').getByRole('status', { name: 'Balance' })).toHaveCount(0);
});

test("the lobby's sort choices stay on one line each, inside the screen, at 320 px in every language", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const language of ['en', 'es', 'pt', 'tr', 'vi', 'hi']) {
    await page.addInitScript((code) => localStorage.setItem('locale', code), language);
    await page.goto('/casino');
    await appLive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const sort = page
      .locator('.segmented[role="radiogroup"]')
      .filter({ has: page.getByRole('radio') })
      .last();
    await expect(sort.getByRole('radio')).toHaveCount(3);
    const measured = await sort.evaluate((group) => {
      const options = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
      return {
        right: group.getBoundingClientRect().right,
        overflows: group.scrollWidth > group.clientWidth + 1,
        // The lines a label's text is laid out on: the distinct tops of its text's boxes.
        lines: options.map((option) => {
          const range = document.createRange();
          range.selectNodeContents(option.querySelector('span')!);
          return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
        }),
      };
    });
    expect(measured.lines, language).toEqual([1, 1, 1]);
    expect(measured.overflows, language).toBe(false);
    expect(measured.right, language).toBeLessThanOrEqual(320);
  }
});
