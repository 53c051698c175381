import type { Locator, Page } from '@playwright/test';
import { checkThemes, seriousViolations } from '../support/a11y.ts';
import { depositWithDemoPay } from '../support/deposit.ts';
import { expect, test } from '../support/fixtures.ts';
import { amountOf } from '../support/money.ts';
import { operator, registerPlayer, useSession } from '../support/player.ts';

/** A part of the Bonus tab, found by its heading. */
function part(page: Page, title: string): Locator {
  return page.getByRole('heading', { name: title, level: 2, exact: true }).locator('xpath=ancestor::section[1]');
}

test('a newcomer gets the first deposit reward, reaches a VIP level with Dice bets and claims its level-up bonus', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  // The first level within reach of a few bets: 5 dollars wagered.
  await operator(server, 'vip', 'level', '1', '--threshold', '5');

  await test.step('signed out, the Bonus tab presents the programme and the ladder', async () => {
    await page.goto('/vip');
    await expect(page.getByRole('heading', { name: 'Get rewarded for every bet' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(part(page, 'VIP levels').getByText('Silver').first()).toBeVisible();
    await checkThemes(page, () => expect(page.getByRole('heading', { name: 'Get rewarded for every bet' })).toBeVisible());
  });

  const player = await registerPlayer(server, 'USD');
  await useSession(page, player);
  const balance = page.getByRole('banner').getByRole('status', { name: 'Balance' });
  const level = part(page, 'Your VIP level');
  const deposits = page.getByRole('list', { name: 'Deposit rewards in order' });
  const bonus = part(page, 'Bonus balance');

  await test.step('a newcomer starts at Bronze, with the first deposit reward next', async () => {
    await expect(level.getByText('Bronze', { exact: true })).toBeVisible();
    await expect(level.getByText('Level 0', { exact: true })).toBeVisible();
    await expect(deposits.getByRole('listitem').filter({ hasText: 'Deposit 1' })).toContainText('Next');
    await expect(bonus.getByText('No bonus money right now. Claim rewards or make a deposit to earn some.')).toBeVisible();
  });

  await test.step('deposit 100 USD on the provider page', async () => {
    await part(page, 'Deposit rewards').getByRole('link', { name: 'Deposit now' }).click();
    await expect(page).toHaveURL(/\/deposit$/);
    await depositWithDemoPay(page, '100');
    await expect(balance).toContainText('100.00');
    // The wallet shows the bonus it earned, with its wagering, its expiry and Forfeit.
    const bonuses = page.getByRole('list', { name: 'Your bonuses' });
    await expect(bonuses.getByRole('listitem')).toHaveCount(1);
    await expect(bonuses.getByRole('progressbar', { name: /^Wagering progress: / })).toHaveAttribute('aria-valuenow', '0');
    await checkThemes(page, () => expect(bonuses.getByRole('button', { name: 'Forfeit' })).toBeEnabled(), { widths: [320, 430] });
  });

  await test.step('the Bonus tab shows the first deposit reward received and its bonus money', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Bonus' }).click();
    await expect(page).toHaveURL(/\/vip$/);
    await expect(deposits.getByRole('listitem').filter({ hasText: 'Deposit 1' })).toContainText('Received');
    await expect(deposits.getByRole('listitem').filter({ hasText: 'Deposit 2' })).toContainText('Next');
    // 100 % of the deposit, to be wagered 30 times, by the stakes made from now on, within 30 days.
    await expect(bonus.locator('.vip-bonus__amount')).toContainText('100.00');
    const lot = bonus.getByRole('list', { name: 'Your bonuses' }).getByRole('listitem');
    await expect(lot).toHaveCount(1);
    await expect(lot.getByRole('progressbar', { name: /^Wagering progress: / })).toHaveAttribute(
      'aria-valuetext',
      /^\S*0\.00 of \S*3,000\.00/,
    );
    await expect(lot).toContainText(/Expires .+ \(in 29 days\)/);
    await checkThemes(page, () => expect(lot.getByRole('button', { name: 'Forfeit' })).toBeEnabled(), { widths: [320, 430] });
  });

  await test.step('three Dice bets of 2 USD reach Silver', async () => {
    await page.goto('/originals/dice');
    await expect(page.getByRole('heading', { name: 'Dice', level: 2 })).toBeVisible();
    const stake = page.getByRole('textbox', { name: 'Stake' });
    await stake.fill('2');
    const recent = page.getByRole('list', { name: 'Your latest bets' });
    const announced = page.getByRole('status').filter({ hasText: /^Rolled / });
    for (let bet = 1; bet <= 3; bet += 1) {
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await expect(announced).toHaveText(/^Rolled \d+\.\d\d\. (You won .+|No win)\.$/);
      await expect(recent.getByRole('listitem')).toHaveCount(bet);
    }
  });

  const reward = page.getByRole('list', { name: 'Rewards to claim' }).getByRole('listitem').filter({ hasText: 'Level-up bonus' });

  await test.step('the Bonus tab shows the new level and its level-up bonus to claim', async () => {
    await page.goto('/vip');
    await expect(level.getByText('Silver', { exact: true })).toBeVisible();
    await expect(level.getByText('Level 1', { exact: true })).toBeVisible();
    await expect(reward.getByRole('heading', { name: 'Level-up bonus', level: 3 })).toBeVisible();
    await expect(reward.getByText('For reaching Silver', { exact: true })).toBeVisible();
    await expect(reward).toContainText('5.00');
    await checkThemes(page, () => expect(reward.getByRole('button', { name: /^Claim Level-up bonus/ })).toBeEnabled());
  });

  await test.step('claim it: the quote, then the confirmation, and the header balance follows without a reload', async () => {
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await expect(balance).toContainText(/\d\.\d\d/);
    const before = await amountOf(balance);
    await reward.getByRole('button', { name: /^Claim Level-up bonus/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Claim your reward' });
    await expect(dialog).toBeVisible();
    // The default split: half as cash, half as bonus money wagered 30 times, of 5 dollars in all.
    await expect(dialog.getByRole('definition')).toHaveText([/(^|\D)2\.50/, /(^|\D)2\.50/, /(^|\D)5\.00/]);
    // The bonus's wagering is a condition under the amounts, not one of them.
    await expect(dialog).toContainText(/(^|\D)75\.00/);
    // Checked once the dialog has finished coming in (its colours are partly transparent until then).
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    expect(await seriousViolations(page), 'the claim dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm and claim' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Reward claimed' })).toBeVisible();
    await expect(balance).toContainText((before + 2.5).toFixed(2));
    await expect(reward).toHaveCount(0);
    expect(reloaded, 'the page reloaded').toBe(false);
  });
});
