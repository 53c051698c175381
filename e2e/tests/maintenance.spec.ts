import { expect, test } from '../support/fixtures.ts';
import { operator } from '../support/player.ts';

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
