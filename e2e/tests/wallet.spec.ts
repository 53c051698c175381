import { expect, test } from '../support/fixtures.ts';
import { operator, registerPlayer, useSession, signOutFromHeader } from '../support/player.ts';

test('a newcomer deposits through the provider page, binds cards, makes one the default and removes another, withdraws and watches it paid, and sees every step', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(server, 'USD');
  await page.goto('/');
  await useSession(page, player);
  const balance = page.getByRole('status', { name: 'Balance' });
  await expect(balance).toContainText('0.00');

  await test.step('deposit 100 USD on the provider page and see it arrive without a reload', async () => {
    await page.goto('/deposit');
    await page.getByRole('link', { name: /Demo Pay/ }).click();
    await expect(page).toHaveURL(/\/deposit\/fiat/);
    await page.getByRole('textbox', { name: 'Amount' }).fill('5');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // Below the channel's minimum: said under the field, nothing sent.
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/deposit\/fiat/);

    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // The provider's own page.
    await expect(page).toHaveURL(/\/demopay\/pay\/dp_/);
    await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay 100 USD' }).click();

    await expect(page).toHaveURL(/\/deposit\?.*transactionId=/);
    await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible();
    await expect(balance).toContainText('100.00');
    await expect(page.getByText('Deposit completed: $100.00')).toBeVisible();
  });

  await test.step('bind a bank card', async () => {
    await page.goto('/wallet/bank-card/bind');
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Name on the card').fill('Ana Lima');
    await page.getByLabel('Month').selectOption('12');
    await page.getByLabel('Year').selectOption(String(new Date().getFullYear() + 2));
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page.getByText('This card number is not valid. Check the digits and try again.')).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page).not.toHaveURL(/bank-card\/bind/);
  });

  await test.step('add a second card, make it the default and remove the first after confirming', async () => {
    await page.goto('/wallet/bank-card/bind');
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByLabel('Name on the card').fill('Ana Lima');
    await page.getByLabel('Month').selectOption('11');
    await page.getByLabel('Year').selectOption(String(new Date().getFullYear() + 3));
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page).not.toHaveURL(/bank-card\/bind/);

    await page.goto('/deposit');
    await page.getByRole('link', { name: /Bank card/ }).click();
    await expect(page).toHaveURL(/\/deposit\/bank-card/);
    const visa = page.getByRole('radio', { name: /Visa ending in 4242/ });
    const mastercard = page.getByRole('radio', { name: /Mastercard ending in 4444/ });
    await expect(visa).toBeChecked();
    await page.getByRole('button', { name: 'Make default Mastercard ending in 4444' }).click();
    await expect(page.getByText('Mastercard ending in 4444 is now your default card.')).toBeVisible();

    await page.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this card?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove card' }).click();
    await expect(visa).toHaveCount(0);
    await expect(mastercard).toBeChecked();
    // What the platform keeps: after a reload only the Mastercard is left, and it is the default.
    await page.reload();
    await expect(mastercard).toBeChecked();
    await expect(visa).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Make default Mastercard ending in 4444' })).toHaveCount(0);
  });

  let reloaded = false;
  await test.step('withdraw 30 USD and follow the operator approving it', async () => {
    await page.goto('/withdraw');
    await page.getByRole('link', { name: /Demo Pay/ }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('30');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page).toHaveURL(/\/cash-withdraw-progress\?transactionId=/);
    await expect(page.getByRole('heading', { name: 'Your withdrawal is in review' })).toBeVisible();
    await expect(balance).toContainText('70.00');

    const transactionId = new URL(page.url()).searchParams.get('transactionId')!;
    page.on('framenavigated', () => (reloaded = true));
    await operator(server, 'withdrawals', 'approve', transactionId);
    await expect(page.getByText('Paid out').first()).toBeVisible();
    await expect(page.getByText('Withdrawal completed: $29.70')).toBeVisible();
    expect(reloaded).toBe(false);
  });

  await test.step('the transaction list shows every step', async () => {
    await page.goto('/transactions');
    const rows = page.getByRole('list', { name: /Transactions/i }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Withdrawal');
    await expect(rows.nth(0)).toContainText('-$30.00');
    await expect(rows.nth(0)).toContainText('Completed');
    await expect(rows.nth(1)).toContainText('Deposit');
    await expect(rows.nth(1)).toContainText('$100.00');
  });

  const report = JSON.parse(await operator(server, 'ledger', 'check')) as { ok: boolean };
  expect(report.ok).toBe(true);
});

test("a second player on the same phone never sees the first one's PIX account, not even for a moment", async ({ page, server }) => {
  test.setTimeout(90_000);
  const first = await registerPlayer(server, 'BRL');
  const second = await registerPlayer(server, 'BRL');
  const pixOf = async (player: typeof first) => {
    const response = await fetch(`${server.url}/v1/payment/address/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: player.session.accessToken },
      body: JSON.stringify({ currency: 'BRL', channelId: 'brl-bank-transfer-deposit' }),
    });
    return ((await response.json()) as { address: string }).address;
  };
  const [firstAccount, secondAccount] = [await pixOf(first), await pixOf(second)];
  expect(firstAccount).not.toBe(secondAccount);

  const openPix = async () => {
    await page.getByRole('main').getByLabel('Currency', { exact: true }).selectOption('BRL');
    await page.getByRole('button', { name: /PIX/ }).click();
  };

  await test.step('the first player opens Deposit → PIX and sees their own account', async () => {
    await page.goto('/');
    await useSession(page, first);
    await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
    await openPix();
    await expect(page.getByText(firstAccount)).toBeVisible();
  });

  await test.step('they sign out from the header; from now on the page records any text with their account', async () => {
    await signOutFromHeader(page);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.evaluate((account) => {
      const seen: string[] = [];
      (window as unknown as { seenAccount: string[] }).seenAccount = seen;
      const look = (node: Node) => {
        if ((node.textContent ?? '').includes(account)) seen.push(node.textContent ?? '');
      };
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'characterData') look(record.target);
          record.addedNodes.forEach(look);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
      if ((document.body.textContent ?? '').includes(account)) seen.push('still on the page after sign-out');
    }, firstAccount);
  });

  await test.step('the second player signs in from the header in the same tab, opens Deposit → PIX and sees only theirs', async () => {
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(second.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(second.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
    await openPix();
    await expect(page.getByText(secondAccount)).toBeVisible();
    await expect(page.getByText(firstAccount)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { seenAccount: string[] }).seenAccount)).toEqual([]);
  });
});
