import { expect, test } from '../support/fixtures.ts';
import { operator, registerPlayer, useSession } from '../support/player.ts';

test('a balance change pushed over the socket appears without a reload', async ({ page, server }) => {
  const player = await registerPlayer(server, 'USD');
  await page.goto('/');
  await useSession(page, player);
  const balance = page.getByLabel('Balance');
  await expect(balance).toContainText('0.00');
  await expect(balance).toContainText('USD');
  // The socket is authenticated once the server has answered user.auth.
  await page.waitForTimeout(1000);

  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));
  await operator(server, 'wallet', 'adjust', player.email, 'USD', '25', '--announce');
  await expect(balance).toContainText('25.00');
  expect(reloaded).toBe(false);
});
