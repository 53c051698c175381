// The back office's settings against the real server: the owner changes an account setting and
// an exchange rate and puts the platform in maintenance until a later time; each is saved, read
// back after a reload, and checked through the operator CLI and the player API. The owner also
// switches a payment channel off and changes a limit, and the player's deposit page follows.
// Desktop width, usable at tablet width; light and dark.
import type { Page } from '@playwright/test';
import { checkThemes, cli, createMember, DESKTOP, signIn, type Member } from '../support/backoffice.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerPlayer, useSession } from '../support/player.ts';
import type { RunningServer } from '../support/server.ts';

test.use({ viewport: DESKTOP });

/** A call of the player API, as the player's app makes it: its status and its JSON. */
async function playerApi<T>(server: RunningServer, path: string, body: object = {}): Promise<{ status: number; json: T }> {
  const response = await fetch(`${server.url}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

let owner: Member;

test.beforeAll(async ({ server }) => {
  owner = await createMember(server, 'owner');
});

test('the owner changes an account setting and an exchange rate and schedules maintenance: each holds after a reload and on the platform', async ({
  page,
  server,
}) => {
  test.setTimeout(150_000);
  await signIn(page, owner);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/backoffice\/settings\/maintenance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link')).toHaveText([
    'Maintenance',
    'Account settings',
    'Exchange rates',
    'Payment channels',
    'VIP and rewards',
    'Identity providers',
    'Sportsbook',
  ]);

  await test.step('an account setting: a value out of bounds is refused, a good one saved', async () => {
    await openSection(page, 'Account settings');
    const shortest = page.getByLabel('Shortest password (characters)');
    await expect(shortest).toHaveValue('8');
    await expect(page.getByText('From 1 to 256 · Default: 8')).toBeVisible();
    await shortest.fill('300');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter 256 or less.')).toBeVisible();
    await expect(shortest).toHaveAttribute('aria-invalid', 'true');
    await shortest.fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The account settings are saved.')).toBeVisible();

    await page.reload();
    await expect(shortest).toHaveValue('10');
    const shown = JSON.parse(await cli(server, 'settings', 'show')) as { accountSettings: { passwordSettings: { minCharacters: number } } };
    expect(shown.accountSettings.passwordSettings.minCharacters).toBe(10);
    const publicSettings = await playerApi<typeof shown>(server, '/user/operator/account-settings/get');
    expect(publicSettings.json.accountSettings.passwordSettings.minCharacters).toBe(10);
    await checkThemes(page, () => expect(shortest).toHaveValue('10'));
  });

  await test.step('an exchange rate', async () => {
    await openSection(page, 'Exchange rates');
    const euro = page.getByLabel('EUR per 1 USD');
    await expect(euro).toHaveValue('0.92');
    await euro.fill('0.95');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The rate is saved.')).toBeVisible();

    await page.reload();
    await expect(euro).toHaveValue('0.95');
    const shown = JSON.parse(await cli(server, 'rates', 'show')) as { exchangeRates: Record<string, string> };
    expect(shown.exchangeRates.EUR).toBe('0.95');
    const rates = await playerApi<{ exchangeRates: Record<string, string> }>(server, '/wallet/exchange-rates/base-currency', {
      currencies: ['EUR'],
      baseCurrency: 'USD',
    });
    expect(rates.json.exchangeRates.EUR).toBe('0.95');
    await checkThemes(page, () => expect(euro).toHaveValue('0.95'));
  });

  await test.step('the other sections, light and dark', async () => {
    await openSection(page, 'VIP and rewards');
    await checkThemes(page, () => expect(page.getByLabel('Name, level 0')).toHaveValue('Bronze'));
    await openSection(page, 'Identity providers');
    await checkThemes(page, () => expect(page.getByRole('button', { name: 'Add a provider' })).toBeVisible());
    await openSection(page, 'Sportsbook');
    await checkThemes(page, () => expect(page.getByLabel('Largest stake in USD')).toBeVisible());
  });

  await test.step('usable at tablet width', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await openSection(page, 'Account settings');
    await expect(page.getByLabel('Shortest password (characters)')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);
  });

  await test.step('maintenance until a later time, then off again', async () => {
    await openSection(page, 'Maintenance');
    await expect(page.getByTestId('maintenance-state')).toHaveText('Off');
    // The end time the day after tomorrow at 18:00 in the browser's own time zone, as the field takes it.
    const [typed, endTime] = await page.evaluate(() => {
      const at = new Date(Date.now() + 2 * 86_400_000);
      at.setHours(18, 0, 0, 0);
      const pad = (value: number) => String(value).padStart(2, '0');
      return [`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T18:00`, at.toISOString()];
    });
    await page.getByRole('radio', { name: 'On from now until the end time' }).check();
    await page.getByLabel('Ends at').fill(typed!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Maintenance is on until /)).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('maintenance-state')).toHaveText('On');
    await expect(page.getByRole('radio', { name: 'On from now until the end time' })).toBeChecked();
    await expect(page.getByLabel('Ends at')).toHaveValue(typed!);
    const status = JSON.parse(await cli(server, 'maintenance', 'status')) as { maintenance: { enabled: boolean; endTime: string } };
    expect(status.maintenance).toEqual({ enabled: true, startTime: null, endTime });
    // The player API answers "under maintenance" with that end time.
    const refused = await playerApi<{ meta?: { status?: string; endtime?: string } }>(server, '/wallet/currencies/get');
    expect(refused.status).toBe(503);
    expect(refused.json.meta).toMatchObject({ status: 'maintain', endtime: endTime });
    await checkThemes(page, () => expect(page.getByTestId('maintenance-state')).toHaveText('On'));

    await page.getByRole('radio', { name: 'Off' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Maintenance is off.')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('maintenance-state')).toHaveText('Off');
    const after = JSON.parse(await cli(server, 'maintenance', 'status')) as { maintenance: { enabled: boolean } };
    expect(after.maintenance.enabled).toBe(false);
    expect((await playerApi(server, '/wallet/currencies/get')).status).toBe(200);
  });
});

test('the owner switches a payment channel off and raises a minimum: the player is offered neither the channel nor a deposit below it', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  try {
    await signIn(page, owner);
    await page.goto('/backoffice/settings/channels');
    await expect(page.getByRole('heading', { level: 2, name: 'Payment channels' })).toBeVisible();
    const deposits = page.getByRole('table', { name: 'USD deposits' });
    await expect(deposits.getByRole('rowheader')).toHaveText(['Demo PayPayment page', 'Bank cardBank card']);

    await test.step('the bank card switched off, saved on its own row', async () => {
      const card = page.getByRole('switch', { name: 'Bank card on, USD deposits' });
      await expect(card).toBeChecked();
      await card.uncheck();
      await page.getByRole('button', { name: 'Save Bank card, USD deposits' }).click();
      await expect(page.getByText('Bank card (USD deposits) is saved.')).toBeVisible();
    });

    await test.step("Demo Pay's smallest deposit raised to 25, after a value above the largest is refused", async () => {
      const smallest = page.getByLabel('Smallest amount, Demo Pay, USD deposits');
      await expect(smallest).toHaveValue('10.00');
      await smallest.fill('6000');
      await page.getByRole('button', { name: 'Save Demo Pay, USD deposits' }).click();
      await expect(page.getByText('The largest amount cannot be below the smallest.')).toBeVisible();
      await smallest.fill('25');
      await page.getByRole('button', { name: 'Save Demo Pay, USD deposits' }).click();
      await expect(page.getByText('Demo Pay (USD deposits) is saved.')).toBeVisible();
      await page.reload();
      await expect(smallest).toHaveValue('25.00');
      await expect(page.getByRole('switch', { name: 'Bank card on, USD deposits' })).not.toBeChecked();
      const shown = JSON.parse(await cli(server, 'payments', 'channels')) as {
        channels: Array<{ channelId: string; enabled: boolean; minAmount: string }>;
      };
      const usd = (id: string) => shown.channels.find((channel) => channel.channelId === id);
      expect(usd('usd-bank-card-deposit')?.enabled).toBe(false);
      expect(usd('usd-fiat-deposit')?.minAmount).toBe('25.00');
      await checkThemes(page, () => expect(smallest).toHaveValue('25.00'));
    });

    await test.step("the player's deposit page offers Demo Pay alone, from 25", async () => {
      const player = await registerPlayer(server, 'USD');
      await page.goto('/');
      await useSession(page, player);
      await page.goto('/deposit');
      await expect(page.getByRole('link', { name: /Demo Pay/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Bank card/ })).toHaveCount(0);
      await page.getByRole('link', { name: /Demo Pay/ }).click();
      await expect(page).toHaveURL(/\/deposit\/fiat/);
      await page.getByRole('textbox', { name: 'Amount' }).fill('20');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/deposit\/fiat/);
    });
  } finally {
    // The other journeys on this server deposit by card and from 10 USD.
    await cli(server, 'payments', 'channel', 'set', 'usd-bank-card-deposit', 'USD', '--enable');
    await cli(server, 'payments', 'channel', 'set', 'usd-fiat-deposit', 'USD', '--min', '10');
  }
});
