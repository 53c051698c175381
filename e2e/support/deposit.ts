import { expect, type Page } from '@playwright/test';

/**
 * From the deposit page, pays `amount` USD in with Demo Pay: the channel's form, the provider's
 * page, and back on the deposit page with the deposit received.
 */
export async function depositWithDemoPay(page: Page, amount: string): Promise<void> {
  await page.getByRole('link', { name: /Demo Pay/ }).click();
  await expect(page).toHaveURL(/\/deposit\/fiat/);
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/demopay\/pay\/dp_/);
  await page.getByRole('button', { name: `Pay ${amount} USD` }).click();
  await expect(page).toHaveURL(/\/deposit\?.*transactionId=/);
  await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible();
}
