import type { Locator, Page } from '@playwright/test';
import { checkThemes } from '../support/a11y.ts';
import { depositWithDemoPay } from '../support/deposit.ts';
import { expect, test } from '../support/fixtures.ts';
import { amountOf } from '../support/money.ts';
import { registerPlayer, useSession } from '../support/player.ts';
import type { RunningServer } from '../support/server.ts';

/** A new player signed in on this page, with 100 USD paid in through Demo Pay; returns the header's balance. */
async function newPlayerWith100Usd(page: Page, server: RunningServer): Promise<Locator> {
  const player = await registerPlayer(server, 'USD');
  await useSession(page, player);
  const balance = page.getByRole('banner').getByRole('status', { name: 'Balance' });
  await test.step('deposit 100 USD on the provider page', async () => {
    await page.goto('/deposit');
    await depositWithDemoPay(page, '100');
    await expect(balance).toContainText('100.00');
  });
  return balance;
}

/** The odds buttons of a match row or market ("Arsenal, odds 2.10"), open ones only. */
function openOdds(scope: Locator): Locator {
  return scope.getByRole('button', { name: /, odds [\d./+-]+$/ });
}

/** The accessible names of odds buttons ("Arsenal, odds 2.10"): each button's hidden line, which names it. */
function oddsNames(buttons: Locator): Promise<string[]> {
  return buttons.evaluateAll((nodes) => nodes.map((node) => node.querySelector('.visually-hidden')?.textContent ?? ''));
}

/** Taps the shortest odds of a match's result (the favourite): the bet most likely to win. */
async function tapFavourite(row: Locator, timeout = 30_000): Promise<void> {
  const buttons = openOdds(row);
  await expect(buttons.first()).toBeEnabled({ timeout });
  const labels = await oddsNames(buttons);
  const prices = labels.map((label) => Number(/odds ([\d.]+)$/.exec(label)?.[1] ?? '1000'));
  await buttons.nth(prices.indexOf(Math.min(...prices))).click();
}

/** The live matches of the list. */
function liveMatches(page: Page): Locator {
  return page.getByRole('region', { name: 'Live now' }).getByRole('listitem');
}

/** Opens the slip, takes any odds change, types the stake and places; waits for the confirmation. */
async function placeFromSlip(page: Page, kind: 'Single' | 'Accumulator', stake: string): Promise<void> {
  await page.getByRole('button', { name: /^Open the bet slip/ }).click();
  const slip = page.getByRole('dialog', { name: 'Bet slip' });
  await slip.getByRole('tab', { name: kind }).click();
  await expect(slip.getByRole('tab', { name: kind })).toHaveAttribute('aria-selected', 'true');
  await slip.getByLabel('When odds change').selectOption('any');
  await slip.getByRole('textbox', { name: /^Stake/ }).fill(stake);
  await expect(slip.getByTestId('potential-win')).toContainText(/\d\.\d{2}/);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByText('Bet placed')).toBeVisible({ timeout: 15_000 });
  await slip.getByRole('button', { name: 'Done' }).click();
  await expect(slip).toBeHidden();
}

test('a player follows a live match, places a single and an accumulator, cashes one out and sees the other settle', async ({
  page,
  server,
}) => {
  test.setTimeout(420_000);

  await test.step('signed out, /sports shows live and upcoming matches, accessible in both themes', async () => {
    await page.goto('/sports');
    await expect(page.getByRole('heading', { name: 'Sportsbook', level: 1 })).toBeVisible();
    await expect(liveMatches(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Starting soon' })).toBeVisible();
    await checkThemes(page, () => expect(liveMatches(page).first()).toBeVisible({ timeout: 30_000 }), { widths: [320, 430] });
  });

  const balance = await newPlayerWith100Usd(page, server);

  await test.step('a live match page changes its odds without a reload', async () => {
    await page.goto('/sports');
    await liveMatches(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/sports\/event\/[a-z0-9_-]+$/);
    await expect(page.getByRole('heading', { name: 'Match result', level: 2 })).toBeVisible();
    const before = await oddsNames(openOdds(page.getByRole('main')));
    // The feed moves prices every few seconds: some odds on the page differ from what it first showed.
    await expect
      .poll(
        async () => {
          const now = await oddsNames(page.getByRole('main').getByRole('button', { name: /, (odds [\d./+-]+|suspended)$/ }));
          return now.join('|') !== before.join('|');
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(true);
    await checkThemes(page, () => expect(page.getByRole('heading', { name: 'Match result', level: 2 })).toBeVisible());
  });

  await test.step('a single on a live match, placed from its page', async () => {
    // Matches last minutes: the one watched above may be over by now (an open list keeps a match that
    // ended in its row), so the first live match of a freshly loaded list is taken until one takes the tap.
    await expect(async () => {
      await page.goto('/sports');
      await liveMatches(page).first().getByRole('link').click();
      await expect(page).toHaveURL(/\/sports\/event\/[a-z0-9_-]+$/);
      await tapFavourite(page.getByRole('group', { name: 'Match result' }), 5_000);
    }).toPass({ timeout: 120_000 });
    await placeFromSlip(page, 'Single', '5');
    await expect(balance).toContainText('95.00');
  });

  await test.step('an accumulator of two matches still to start, placed from the list', async () => {
    // Matches that have not started stay open through the cash-out below (a live one may end first).
    await page.goto('/sports');
    const upcoming = page.getByRole('region', { name: 'Starting soon' }).getByRole('listitem');
    await expect(upcoming.nth(1)).toBeVisible({ timeout: 60_000 });
    await tapFavourite(upcoming.nth(0));
    await tapFavourite(upcoming.nth(1));
    await placeFromSlip(page, 'Accumulator', '5');
    // (The balance is checked once the bets are settled: the single's match may end at any moment.)
  });

  const bets = page.getByRole('tabpanel');
  await test.step('my bets lists both, and the accumulator is cashed out at the offer shown', async () => {
    await page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: 'My bets' }).click();
    await expect(page).toHaveURL(/\/sports\/bets$/);
    const accumulator = bets.locator('li.sports-bet').filter({ hasText: 'Accumulator, 2 selections' });
    await expect(accumulator).toBeVisible();
    // The single is open while its match goes on; a match that was near its end may have settled it
    // already (the list above is one answer): then it is under Settled.
    const single = bets.locator('li.sports-bet').filter({ hasText: /^Single/ });
    if ((await single.count()) === 0) {
      await page.getByRole('tab', { name: 'Settled' }).click();
      await expect(single).toHaveCount(1);
      await page.getByRole('tab', { name: 'Open' }).click();
      await expect(accumulator).toBeVisible();
    }
    await checkThemes(page, () => expect(page.getByRole('tab', { name: 'Open' })).toBeVisible());

    // At least what is left of the deposit after both stakes (more if the single has already won).
    await expect.poll(() => amountOf(balance)).toBeGreaterThanOrEqual(90);
    const before = await amountOf(balance);
    // The offer is there while no market of the bet is suspended: ask again until it is.
    await expect(async () => {
      await page.reload();
      await accumulator.getByRole('button', { name: /^Cash out/ }).click({ timeout: 5_000 });
      await expect(page.getByRole('dialog', { name: 'Cash out' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    const dialog = page.getByRole('dialog', { name: 'Cash out' });
    await expect(async () => {
      if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Cash out now' }).click({ timeout: 5_000 });
      await expect(page.getByText(/^Bet cashed out for/)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    const paid = await amountOf(page.getByText(/^Bet cashed out for/));
    // The offer is paid in; the single may pay at the same time, never less.
    await expect.poll(() => amountOf(balance)).toBeGreaterThanOrEqual(before + paid - 0.001);
  });

  await test.step('the single settles when its match ends, without a reload, and the balance follows', async () => {
    await page.getByRole('tab', { name: 'Settled' }).click();
    const single = bets.locator('li.sports-bet').filter({ hasText: /^Single/ });
    // A timed match lasts a few minutes; the list follows sports.bet.settled over the socket. (Right
    // after the tab is chosen the panel may still show the open list: the single is waited for with
    // a settled status.)
    await expect(single.locator('.badge')).toHaveText(/^(Won|Lost|Void)$/, { timeout: 300_000 });
    // Its status and what it paid agree: a lost bet paid nothing, a won or void one paid.
    const status = (await single.locator('.badge').textContent())?.trim() ?? '';
    const paid = await amountOf(single.locator('.summary-list__row--strong dd'));
    if (status === 'Lost') expect(paid).toBe(0);
    else expect(paid).toBeGreaterThan(0);
    const cashedOut = bets.locator('li.sports-bet').filter({ hasText: 'Cashed out' });
    await expect(cashedOut).toHaveCount(1);
    const cashedOutPaid = await amountOf(cashedOut.locator('.summary-list__row--strong dd'));
    // 100 deposited, two stakes of 5, the cash-out and whatever the single paid.
    await expect.poll(() => amountOf(balance), { timeout: 15_000 }).toBeCloseTo(90 + cashedOutPaid + paid, 2);
  });
});

test('a single whose answer was lost is placed once when Place is tapped again: the same Idempotency-Key goes out', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  await page.goto('/sports');
  const balance = await newPlayerWith100Usd(page, server);

  // Two singles: the first is answered; the second reaches the platform and is taken, but its answer
  // never reaches the page.
  const sent: Array<{ key: string; body: string }> = [];
  await page.route('**/v1/sports/bet/place', async (route) => {
    sent.push({ key: route.request().headers()['idempotency-key'] ?? '', body: route.request().postData() ?? '' });
    if (sent.length === 2) {
      await route.fetch();
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });

  await test.step('Place: one single is placed, the other answer is lost and the slip says so; Place again: it is placed once', async () => {
    await page.goto('/sports');
    const upcoming = page.getByRole('region', { name: 'Starting soon' }).getByRole('listitem');
    await expect(upcoming.nth(1)).toBeVisible({ timeout: 60_000 });
    await tapFavourite(upcoming.nth(0));
    await tapFavourite(upcoming.nth(1));
    await page.getByRole('button', { name: /^Open the bet slip/ }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await slip.getByRole('tab', { name: 'Single' }).click();
    await slip.getByLabel('When odds change').selectOption('any');
    await slip.getByRole('textbox', { name: /^Stake/ }).fill('5');
    await slip.getByRole('button', { name: 'Place 2 bets' }).click();
    await expect(slip.getByRole('alert')).toContainText('could not reach the sportsbook');
    await expect(slip.getByText('Bets placed: 1.')).toBeVisible();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByText('Bet placed')).toBeVisible({ timeout: 15_000 });
    expect(sent).toHaveLength(3);
    expect(sent[2]?.body).toBe(sent[1]?.body);
    expect(sent[2]?.key).toBe(sent[1]?.key);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    await expect(balance).toContainText('90.00');
  });

  await test.step('my bets holds the two singles, each once', async () => {
    await page.goto('/sports/bets');
    await expect(page.getByRole('tabpanel').locator('li.sports-bet')).toHaveCount(2);
  });
});

test('home shows the matches live now below its content, loaded as it nears the screen: a price goes on the slip, a card opens its match', async ({
  page,
}) => {
  // Five steps, two of them waiting for the row to load, then four reloads each checked by axe.
  test.setTimeout(150_000);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  let sockets = 0;
  page.on('websocket', () => (sockets += 1));
  const row = page.getByRole('region', { name: 'Live now' });
  const cards = row.getByRole('list', { name: 'Live now' }).getByRole('listitem');

  await test.step("home's first screen loads without the sportsbook", async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.startsWith('/remotes/sports/'))).toEqual([]);
  });

  await test.step('scrolled down, the live matches come, with teams, score, clock and prices', async () => {
    await page.locator('[data-area-part="sports/HomeLiveRow"]').scrollIntoViewIfNeeded();
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    expect(scripts.some((path) => path.startsWith('/remotes/sports/'))).toBe(true);
    const first = cards.first();
    await expect(first.getByText('Live', { exact: true })).toBeVisible();
    await expect(first.getByText(/^Score \d+ to \d+$/)).toBeAttached();
    await expect(first.getByRole('group', { name: /^Match result odds, / })).toBeVisible();
    await expect(row.getByRole('link', { name: 'See all live matches' })).toHaveAttribute('href', '/sports');
    // Kept current by asking again, not over the socket.
    expect(sockets).toBe(0);
  });

  await test.step('a tapped price goes on the bet slip', async () => {
    const price = openOdds(cards.first()).first();
    await expect(price).toBeEnabled({ timeout: 30_000 });
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^Open the bet slip/ })).toContainText('1');
  });

  await test.step('a card opens its match', async () => {
    const match = cards.first().getByRole('link').first();
    const eventId = await cards.first().getAttribute('data-event-id');
    await match.click();
    await expect(page).toHaveURL(new RegExp(`/sports/event/${eventId}$`));
    await expect(page.getByRole('heading', { name: 'Match result', level: 2 })).toBeVisible();
  });

  await test.step('in both themes, at 320 and 430 px, nothing is wider than the screen and the row passes the accessibility checks', async () => {
    await page.goto('/');
    await checkThemes(
      page,
      async () => {
        await page.locator('[data-area-part="sports/HomeLiveRow"]').scrollIntoViewIfNeeded();
        await expect(cards.first()).toBeVisible({ timeout: 30_000 });
      },
      { widths: [320, 430] },
    );
  });
});
