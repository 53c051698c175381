import { expect, test } from '../support/fixtures.ts';
import { startOidcProvider, type RunningProvider } from '../support/oidc-provider.ts';
import { operator } from '../support/player.ts';

let provider: RunningProvider | undefined;
test.afterAll(async () => {
  await provider?.close();
});

test('sign in through the local OIDC provider', async ({ page, server }) => {
  const email = `oidc${Date.now()}@example.com`;
  provider = await startOidcProvider(server.url, { ana: { email, emailVerified: true } });
  await operator(
    server,
    'oidc',
    'set',
    'local',
    '--name',
    'Local ID',
    '--issuer',
    provider.issuer,
    '--client-id',
    provider.clientId,
    '--client-secret',
    provider.clientSecret,
  );

  // The sign-up screen offers the provider too.
  await page.goto('/auth/sign-up');
  await expect(page.getByRole('button', { name: 'Continue with Local ID' })).toBeVisible();

  // A guarded page sends the visitor to sign in; the provider's sign-in brings them back to it.
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.getByRole('button', { name: 'Continue with Local ID' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('ana');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  // The platform exchanges the code with the provider before the player is taken back.
  await expect(page)
    .toHaveURL(/\/transactions$/, { timeout: 30_000 })
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe page showed: ${await page.locator('body').innerText()}`);
    });
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(page.getByLabel('Balance')).toHaveText(/^[^\d\s]{1,3}\d[\d,]*\.\d{2}$/);

  // The first sign-in created the player, with the provider's verified email.
  const users = JSON.parse(await operator(server, 'users', 'list', '--search', email)) as {
    users: Array<{ email: string; emailVerified: boolean }>;
  };
  expect(users.users).toEqual([expect.objectContaining({ email, emailVerified: true })]);
});

test('a sign-in not started in this window is refused with a way back', async ({ page }) => {
  await page.goto('/auth/oauth/callback?code=a-code&state=a-state-never-started-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in not finished' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/was not started in this window/);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});
