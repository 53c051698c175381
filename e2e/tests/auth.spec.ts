import { expect, test } from '../support/fixtures.ts';
import { operator, registerPlayer, signOutFromHeader } from '../support/player.ts';

test('sign up, sign out, and sign in again back to the page first asked for', async ({ page }) => {
  const email = `new${Date.now()}@example.com`;
  await page.goto('/auth/sign-up');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await expect(page.getByText('The password does not meet all the requirements yet.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The password does not meet all the requirements yet.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await page.getByLabel('Password', { exact: true }).fill('goodpass1word');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Balance')).toHaveText(/^[^\d\s]{1,3}\d[\d,]*\.\d{2}$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();

  // Signing out on a guarded page takes the player home, not to the sign-in screen.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await signOutFromHeader(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Balance')).toHaveCount(0);

  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('goodpass1word');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
});

test('the currency chosen at sign-up is the one the header and the wallet are in, and stays after a reload', async ({ page }) => {
  await page.goto('/auth/sign-up');
  await page.getByLabel('Email', { exact: true }).fill(`brl${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('goodpass1word');
  await page.getByLabel('Currency', { exact: true }).selectOption('BRL');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText(/^R\$0\.00$/);

  await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('main').getByLabel('Currency', { exact: true })).toHaveValue('BRL');
  await expect(page.getByRole('button', { name: /PIX/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText(/^R\$0\.00$/);
});

test('a locked account is told when it unlocks', async ({ page, server }) => {
  const player = await registerPlayer(server);
  await operator(server, 'settings', 'set', 'securitySettings.maxPasswordRetries=2');
  await page.goto('/auth/sign-in');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.getByLabel('Email', { exact: true }).fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill('wrongpass1');
    const answered = page.waitForResponse((response) => response.url().endsWith('/v1/user/auth/login'));
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await answered;
  }
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/Your account is locked after too many failed attempts\. You can sign in again after/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await operator(server, 'settings', 'set', 'securitySettings.maxPasswordRetries=0');
});

test('a wrong password is the toast at the top centre, closing after 3 s, with no second message in the form', async ({ page, server }) => {
  const player = await registerPlayer(server);
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill('wrongpass1');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(24);
    expect(box.y).toBeLessThan(120);
  }
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(toast).toHaveCount(0, { timeout: 6000 });
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});
