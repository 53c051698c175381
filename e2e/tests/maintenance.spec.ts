import { expect, test } from '../support/fixtures.ts';
import { operator, registerPlayer, useSession } from '../support/player.ts';

test('maintenance turned on by the operator replaces the app with a countdown; turning it off brings the app back', async ({
  page,
  server,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();

  await operator(server, 'maintenance', 'on', '--minutes', '90');
  await page.reload();
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  const first = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 5000 }).not.toBe(first);
  await expect(timer).toContainText(/1\D+2[89]\D+\d+/);
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

  await operator(server, 'maintenance', 'off');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible({ timeout: 25_000 });
});

test('an end time already past while the server still answers maintenance reloads the page once, not in a loop', async ({ page }) => {
  // A phone whose clock is ahead, or an overrun: every call answers maintenance with an end time gone by.
  const endtime = new Date(Date.now() - 60_000).toISOString();
  await page.route('**/v1/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ reason: 'MAINTENANCE', message: 'maintenance', meta: { status: 'maintain', endtime } }),
    }),
  );
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
  await page.waitForTimeout(8000);
  expect(loads).toBeLessThanOrEqual(2);
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
});

test('maintenance ended before its time brings back the header balance and the sign-up currencies, with no reload', async ({
  page,
  browser,
  server,
}) => {
  const player = await registerPlayer(server);
  await page.goto('/');
  await useSession(page, player);
  await expect(page.getByLabel('Balance')).toHaveText(/^[^\d\s]{1,3}\d[\d,]*\.\d{2}$/);
  const visitor = await browser.newPage({ baseURL: server.url });

  await operator(server, 'maintenance', 'on', '--minutes', '90');
  await page.reload();
  await visitor.goto('/auth/sign-up');
  for (const screen of [page, visitor]) {
    await expect(screen.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
    // Marks this document: a reload would lose it.
    await screen.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
  }

  await operator(server, 'maintenance', 'off');
  await expect(page.getByLabel('Balance')).toHaveText(/^[^\d\s]{1,3}\d[\d,]*\.\d{2}$/, { timeout: 25_000 });
  await expect(visitor.getByLabel('Currency').locator('option')).not.toHaveCount(0, { timeout: 25_000 });
  await expect(visitor.getByLabel('Currency')).toHaveValue(/^[A-Z]{3}$/);
  for (const screen of [page, visitor]) {
    expect(await screen.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  }
  await visitor.close();
});
