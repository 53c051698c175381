// The back office against the real server: members of staff created with the operator CLI sign in
// with their password and their authenticator's code (computed here from the secret the CLI
// printed), and each sees and may do what their role allows. Desktop width; light and dark.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y.ts';
import { checkThemes, cli, createMember, DESKTOP, signIn, type Member } from '../support/backoffice.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerPlayer, useSession, type Player } from '../support/player.ts';
import type { RunningServer } from '../support/server.ts';

test.use({ viewport: DESKTOP });

/** Asks for a withdrawal of `amount` USD as the player; answers its transaction id. */
async function requestWithdrawal(server: RunningServer, player: Player, amount: string): Promise<string> {
  const response = await fetch(`${server.url}/v1/review/withdraw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: player.session.accessToken, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ channelId: 'usd-fiat-withdraw', currency: 'USD', amount }),
  });
  if (!response.ok) throw new Error(`withdraw answered ${response.status}: ${await response.text()}`);
  const { transaction } = (await response.json()) as { transaction: { transactionId: string } };
  return transaction.transactionId;
}

/** A player with 100 USD and a withdrawal of 30 USD waiting for review. */
async function playerWithPendingWithdrawal(server: RunningServer): Promise<{ player: Player; transactionId: string }> {
  const player = await registerPlayer(server);
  await cli(server, 'wallet', 'adjust', player.session.user.userId, 'USD', '100');
  return { player, transactionId: await requestWithdrawal(server, player, '30') };
}

async function openPlayer(page: Page, email: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Players' }).click();
  await page.getByRole('searchbox', { name: 'Email, name or player id' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
}

let owner: Member;
let finance: Member;
let support: Member;

test.beforeAll(async ({ server }) => {
  owner = await createMember(server, 'owner');
  finance = await createMember(server, 'finance');
  support = await createMember(server, 'support');
});

test('a finance member signs in with the second factor, approves a pending withdrawal, and the player page shows it paid out', async ({
  page,
  server,
}) => {
  const { player } = await playerWithPendingWithdrawal(server);

  await test.step('the sign-in page, light and dark', async () => {
    await page.goto('/backoffice/');
    await checkThemes(page, () => expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible());
  });

  await test.step('sign in with the password, then the authenticator code', async () => {
    await signIn(page, finance);
    await expect(page.getByTestId('member-role')).toHaveText('Finance');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link')).toHaveText(['Dashboard', 'Players', 'Withdrawals', 'Settings', 'Ledger']);
    await checkThemes(page, () => expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible());
  });

  await test.step('the player page shows the withdrawal in review and the adjust button', async () => {
    await openPlayer(page, player.email);
    await expect(page.getByTestId('pending-withdrawals')).toContainText('30.00 USD');
    await expect(page.getByTestId('balances')).toContainText('70');
    await expect(page.getByTestId('transfers')).toContainText('withdraw_hold');
    await expect(page.getByTestId('transfers')).not.toContainText('withdraw_payout');
    await expect(page.getByRole('button', { name: 'Adjust balance' })).toBeVisible();
    await checkThemes(page, () => expect(page.getByTestId('pending-withdrawals')).toBeVisible());
  });

  await test.step('the queue: select the withdrawal and approve it', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Withdrawals' }).click();
    const checkbox = page.getByRole('checkbox', { name: `Select the withdrawal of 30.00 USD for ${player.email}` });
    await expect(checkbox).toBeVisible();
    await checkThemes(page, () => expect(checkbox).toBeVisible());
    await checkbox.check();
    await page.getByRole('button', { name: 'Approve 1 selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve and pay out 1 withdrawal?' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('1 withdrawal decided.')).toBeVisible();
    await expect(checkbox).toHaveCount(0);
  });

  await test.step('the player page shows it paid out and no longer in review', async () => {
    await openPlayer(page, player.email);
    await expect(page.getByTestId('no-pending-withdrawals')).toBeVisible();
    await expect(page.getByTestId('transfers')).toContainText('withdraw_payout');
  });

  await test.step('the ledger check after the payout: every invariant holds, the house and the payout provider listed', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Ledger' }).click();
    await expect(page.getByTestId('ledger-state')).toHaveText('All hold');
    const system = page.getByTestId('ledger-system');
    await expect(system.getByRole('row').nth(1)).toContainText('The house');
    await expect(system).toContainText('Provider: payouts');
    await checkThemes(page, () => expect(page.getByTestId('ledger-state')).toHaveText('All hold'));
  });
});

test('the queue and a player page follow the server live: a new withdrawal appears, and a decision shows on the open player page', async ({
  page,
  browser,
  server,
}) => {
  const { player } = await playerWithPendingWithdrawal(server);
  // Members of their own: an authenticator code is taken once, and the other journeys sign theirs in within the same 30 s.
  const [watcherMember, decider] = await Promise.all([createMember(server, 'owner'), createMember(server, 'finance')]);
  // The owner watches the player's page in a browser of their own.
  const watching = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
  const watcher = await watching.newPage();
  try {
    await signIn(watcher, watcherMember);
    await expect(watcher.getByTestId('live-status')).toHaveText('Live');
    await openPlayer(watcher, player.email);
    await expect(watcher.getByTestId('pending-withdrawals')).toContainText('30.00 USD');

    await signIn(page, decider);
    await expect(page.getByTestId('live-status')).toHaveText('Live');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Withdrawals' }).click();
    await expect(page.getByText('Updated as it happens')).toBeVisible();
    const first = page.getByRole('checkbox', { name: `Select the withdrawal of 30.00 USD for ${player.email}` });
    await expect(first).toBeVisible();

    // While the socket is live the queue does not ask again by itself: only the server's message brings the new one.
    await test.step('a second withdrawal, requested now, appears in the open queue', async () => {
      await requestWithdrawal(server, player, '20');
      await expect(page.getByRole('checkbox', { name: `Select the withdrawal of 20.00 USD for ${player.email}` })).toBeVisible({
        timeout: 5000,
      });
      await expect(watcher.getByTestId('pending-withdrawals')).toContainText('20.00 USD', { timeout: 5000 });
    });

    await test.step('finance approves both; the owner’s open player page shows them paid out', async () => {
      await page.getByRole('checkbox', { name: `Select the withdrawal of 20.00 USD for ${player.email}` }).check();
      await first.check();
      await page.getByRole('button', { name: 'Approve 2 selected' }).click();
      await page.getByRole('dialog', { name: 'Approve and pay out 2 withdrawals?' }).getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('2 withdrawals decided.')).toBeVisible();
      await expect(watcher.getByTestId('no-pending-withdrawals')).toBeVisible({ timeout: 5000 });
      await expect(watcher.getByTestId('transfers')).toContainText('withdraw_payout', { timeout: 5000 });
    });
  } finally {
    await watching.close();
  }
});

test('a support member has no adjust button and no withdrawal queue, and the server refuses the adjustment', async ({ page, server }) => {
  const player = await registerPlayer(server);
  await signIn(page, support);
  await expect(page.getByTestId('member-role')).toHaveText('Support');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText(['Dashboard', 'Players']);
  await openPlayer(page, player.email);
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0);

  // The page has no button for it, and the server refuses the call made with the member's session.
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('backoffice.session') ?? '{}') as { token?: string }).token);
  const refused = await page.request.post('/operator/wallet/adjust', {
    headers: { authorization: `Bearer ${token}` },
    data: { user: player.session.user.userId, currency: 'USD', amount: '10' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { reason: string }).reason).toBe('OPERATOR_FORBIDDEN');

  await page.goto('/backoffice/withdrawals');
  await expect(page.getByText('Your role does not give access to this page.')).toBeVisible();
});

test('a support member finds a player by name, opens their page, and ends their session: the player is signed out', async ({
  page,
  server,
}) => {
  const player = await registerPlayer(server);
  const member = await createMember(server, 'support');
  const asPlayer = async (path: string, body: object) => {
    const response = await fetch(`${server.url}/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: player.session.accessToken },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const surname = `Okafor${randomUUID().slice(0, 6)}`;
  expect((await asPlayer('/user/update', { firstName: 'Chidi', lastName: surname })).status).toBe(200);

  await signIn(page, member);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Players' }).click();
  await page.getByRole('searchbox', { name: 'Email, name or player id' }).fill(surname.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: `Chidi ${surname}` })).toBeVisible();
  await page.getByRole('link', { name: player.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: player.email })).toBeVisible();

  await expect(page.getByTestId('game-bets-empty')).toBeVisible();
  await expect(page.getByTestId('sports-bets-empty')).toBeVisible();

  const sessions = page.getByTestId('sessions');
  await expect(sessions.getByText('Active')).toHaveCount(1);
  await checkThemes(page, () => expect(page.getByTestId('sessions')).toBeVisible());
  await sessions.getByRole('button', { name: /^End session started/ }).click();
  await page.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End session' }).click();
  await expect(page.getByText('The session was ended.')).toBeVisible();
  await expect(sessions.getByText('Active')).toHaveCount(0);
  // The player's token no longer works.
  expect((await asPlayer('/user/get', {})).status).toBe(401);
});

test('the owner reads the audit and an entry, and an ended session goes back to sign-in with a message', async ({ page, server }) => {
  const { transactionId } = await playerWithPendingWithdrawal(server);
  await cli(server, 'withdrawals', 'reject', transactionId, '--reason', 'Card not in the player name');
  await signIn(page, owner);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit' }).click();
  await page.getByLabel('Action').fill('withdrawals/reject');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const entry = page.getByRole('row').filter({ hasText: 'Card not in the player name' });
  await expect(entry).toHaveCount(1);
  await checkThemes(page, () => expect(entry).toBeVisible());
  await entry.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit entry' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Before' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'After' })).toBeVisible();
  await checkThemes(page, () => expect(page.getByRole('heading', { level: 2, name: 'After' })).toBeVisible());

  await test.step('usable at tablet width', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Players' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the session ends on the server: the next call brings sign-in back with a message', async () => {
    const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('backoffice.session') ?? '{}') as { token?: string }).token);
    await page.request.post('/operator/staff/sign-out', { headers: { authorization: `Bearer ${token}` }, data: {} });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText('Your session has ended. Sign in again to go on.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  });
});

test('a support member locks a player with a reason: the player is signed out and refused, then unlocked signs in again', async ({
  page,
  browser,
  server,
}) => {
  const player = await registerPlayer(server);
  // The player, signed in on their own device.
  const device = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const playerPage = await device.newPage();
  await playerPage.goto(`${server.url}/`);
  await useSession(playerPage, player);
  await playerPage.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
  await expect(playerPage.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const signInAsPlayer = async () => {
    await playerPage.getByLabel('Email', { exact: true }).fill(player.email);
    await playerPage.getByLabel('Password', { exact: true }).fill(player.password);
    await playerPage.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  };

  await signIn(page, support);
  await openPlayer(page, player.email);
  const state = page.getByTestId('sign-in-state');
  await expect(state).toHaveText('Open');

  await test.step('the lock, asked with a reason in a dialog', async () => {
    await page.getByRole('button', { name: 'Lock account' }).click();
    const dialog = page.getByRole('dialog', { name: `Lock the account of ${player.email}?` });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Reason').fill('Account takeover reported by the player');
    await dialog.getByRole('button', { name: 'Lock account' }).click();
    await expect(page.getByText('The account is locked; every session of the player has ended.')).toBeVisible();
    await expect(state).toHaveText('Account locked');
    await expect(page.getByText('Account takeover reported by the player')).toBeVisible();
    await expect(page.getByText(`by ${support.email}`, { exact: false })).toBeVisible();
    await checkThemes(page, () => expect(page.getByTestId('sign-in-state')).toHaveText('Account locked'));
  });

  await test.step("the player's open page is signed out, and signing in again is refused in their language", async () => {
    await expect(playerPage).toHaveURL(/\/auth\/sign-in$/, { timeout: 10_000 });
    await expect(playerPage.getByRole('main').getByRole('alert')).toHaveText(
      /You have been signed out\. Please sign in again\.|Your account has been locked\. Please contact support\./,
    );
    await signInAsPlayer();
    await expect(playerPage.getByRole('alert').filter({ hasText: 'Your account has been locked. Please contact support.' })).toBeVisible();
    await expect(playerPage).toHaveURL(/\/auth\/sign-in$/);
  });

  await test.step('unlocked, the player signs in again', async () => {
    await page.getByRole('button', { name: 'Unlock account' }).click();
    await page
      .getByRole('dialog', { name: `Unlock the account of ${player.email}?` })
      .getByRole('button', { name: 'Unlock account' })
      .click();
    await expect(page.getByText('The account is unlocked; the player can sign in again.')).toBeVisible();
    await expect(state).toHaveText('Open');
    await signInAsPlayer();
    await expect(playerPage).toHaveURL(/\/profile$/);
  });
  await device.close();
});
