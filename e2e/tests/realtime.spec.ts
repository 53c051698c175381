import { expect, test } from '../support/fixtures.ts';
import { operator, registerPlayer, useSession } from '../support/player.ts';

test('a balance change pushed over the socket appears without a reload', async ({ page, server }) => {
  const player = await registerPlayer(server, 'USD');
  await page.goto('/');
  await useSession(page, player);
  const balance = page.getByLabel('Balance');
  await expect(balance).toContainText('0.00');
  await expect(balance).toContainText('$');
  // The socket is authenticated once the server has answered user.auth.
  await page.waitForTimeout(1000);

  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));
  await operator(server, 'wallet', 'adjust', player.email, 'USD', '25', '--announce');
  await expect(balance).toContainText('25.00');
  expect(reloaded).toBe(false);
});

test('when the socket cannot come back the player is told live updates stopped, and coming back online restores them', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(server, 'USD');
  // The sockets the page opens: passed through to the server, or refused while the network is "down".
  let down = false;
  const opened: Array<{ close: () => Promise<void> }> = [];
  await page.routeWebSocket(/\/ws$/, (socket) => {
    if (down) {
      void socket.close({ code: 1011, reason: 'unreachable' });
      return;
    }
    socket.connectToServer();
    opened.push({ close: () => socket.close({ code: 4010, reason: 'server restarting' }) });
  });
  await page.goto('/');
  await useSession(page, player);
  const balance = page.getByLabel('Balance');
  await expect(balance).toContainText('0.00');
  await expect.poll(() => opened.length).toBeGreaterThan(0);

  down = true;
  for (const socket of opened.splice(0)) await socket.close();
  const notice = page.getByRole('alert').filter({ hasText: 'Live updates have stopped' });
  await expect(notice).toBeVisible({ timeout: 60_000 });

  down = false;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(notice).toHaveCount(0);
  await expect.poll(() => opened.length).toBeGreaterThan(0);
  // Signed in again on the new socket: a balance change arrives without a reload.
  await page.waitForTimeout(1000);
  await operator(server, 'wallet', 'adjust', player.email, 'USD', '12', '--announce');
  await expect(balance).toContainText('12.00');
});
