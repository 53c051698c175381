// The back office's sports events against the real server: a trading member suspends a live match
// and lets it go again, settles another from its final score and voids an upcoming one; the
// player's API shows each as it happens. The feed does not move on by itself here, so the matches
// stand still while the member acts on them. Desktop width, usable at tablet width; light and dark.
import type { Page } from '@playwright/test';
import type { Market, OperatorSportsEvent, SportsEvent } from '@app/contract';
import { seriousViolations } from '../support/a11y.ts';
import { checkThemes, cli, createMember, DESKTOP, signIn, type Member } from '../support/backoffice.ts';
import { expect, test as base } from '../support/fixtures.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/** This file's server runs the feed only when stepped: the programme it publishes at start stays as it is. */
const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ SPORTS_FEED_TICK_MS: '0' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});

test.use({ viewport: DESKTOP });

/** The events of a state, as the operator CLI lists them. */
async function eventsOf(server: RunningServer, status: 'live' | 'upcoming'): Promise<OperatorSportsEvent[]> {
  return (JSON.parse(await cli(server, 'sports', 'events', '--status', status)) as { list: OperatorSportsEvent[] }).list;
}

/** An event and its markets as a player's app reads them. */
async function asPlayerSees(server: RunningServer, eventId: string): Promise<{ event: SportsEvent; markets: Market[] }> {
  const response = await fetch(`${server.url}/v1/sports/event/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventId }),
  });
  return (await response.json()) as { event: SportsEvent; markets: Market[] };
}

const named = (event: OperatorSportsEvent) => `${event.home} v ${event.away}`;

/** Finds one event by its id: the list shows it alone. */
async function find(page: Page, event: OperatorSportsEvent): Promise<void> {
  await page.getByRole('searchbox', { name: 'Team, league or event id' }).fill(event.id);
  await expect(page.getByTestId('sports-event-row')).toHaveCount(1);
  await expect(page.getByTestId('sports-event-row')).toContainText(named(event));
}

let trader: Member;

test.beforeAll(async ({ server }) => {
  trader = await createMember(server, 'trading');
});

test('a trader suspends a live match and resumes it, settles another from its final score and voids an upcoming one', async ({
  page,
  server,
}) => {
  test.setTimeout(150_000);
  const [held, settled] = await eventsOf(server, 'live');
  const [voided] = await eventsOf(server, 'upcoming');
  expect(held && settled && voided, 'the feed’s programme has live and upcoming matches').toBeTruthy();

  await signIn(page, trader);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link')).toHaveText(['Dashboard', 'Sports events', 'Settings']);
  await navigation.getByRole('link', { name: 'Sports events' }).click();
  await expect(page).toHaveURL(/\/backoffice\/sports-events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sports events' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Events' });
  await expect(table.getByTestId('sports-event-row').first()).toContainText('Live');
  await checkThemes(page, () => expect(table).toBeVisible());

  await test.step('suspend a live match: players see every market suspended until it is resumed', async () => {
    await find(page, held!);
    await page.getByRole('button', { name: `Suspend ${named(held!)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${named(held!)}?` });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText(`${named(held!)} is suspended: its markets take no bets.`)).toBeVisible();
    await expect(page.getByTestId('sports-event-row')).toContainText('Suspended');
    const during = await asPlayerSees(server, held!.id);
    expect(during.markets.filter((market) => market.status === 'open')).toEqual([]);
    await checkThemes(page, () => expect(page.getByRole('button', { name: `Resume ${named(held!)}` })).toBeVisible());

    await page.getByRole('button', { name: `Resume ${named(held!)}` }).click();
    await page
      .getByRole('dialog', { name: `Resume ${named(held!)}?` })
      .getByRole('button', { name: 'Resume' })
      .click();
    await expect(page.getByText(`${named(held!)} is taking bets again.`)).toBeVisible();
    const after = await asPlayerSees(server, held!.id);
    expect(after.markets.some((market) => market.status === 'open')).toBe(true);
  });

  await test.step('settle a live match from its final score', async () => {
    await find(page, settled!);
    await page.getByRole('button', { name: `Settle ${named(settled!)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Settle ${named(settled!)}` });
    const score = settled!.score ?? { home: 0, away: 0 };
    // A final score the match may end with whatever its sport: the home side wins, the away side keeps what it has.
    const sets = settled!.sportId === 'tennis' || settled!.sportId === 'esports';
    const final = { home: sets ? 2 : Math.max(score.home, score.away) + 1, away: score.away };
    await dialog.getByLabel(`${settled!.home} (home)`).fill(String(final.home));
    await dialog.getByLabel(`${settled!.away} (away)`).fill(String(final.away));
    await dialog.getByLabel('Why it is settled by hand').fill('The feed sent no result');
    // The dialog has no address of its own (a reload closes it): read as it stands.
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Settle' }).click();
    await expect(page.getByText(`${named(settled!)} is settled at ${final.home}–${final.away}; its bets are settled.`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const seen = await asPlayerSees(server, settled!.id);
    expect(seen.event.status).toBe('finished');
    expect(seen.event.score).toEqual(final);
    expect(seen.markets.every((market) => market.status === 'settled' || market.status === 'void')).toBe(true);
    await expect(page.getByTestId('sports-event-row')).toHaveCount(0);
  });

  await test.step('void an upcoming match with a reason', async () => {
    await page.getByRole('combobox', { name: 'State' }).selectOption('upcoming');
    await find(page, voided!);
    await expect(page.getByRole('button', { name: `Settle ${named(voided!)}` })).toHaveCount(0);
    await page.getByRole('button', { name: `Void ${named(voided!)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Void ${named(voided!)}` });
    await dialog.getByLabel('Reason').fill('Postponed: the pitch is frozen');
    await dialog.getByRole('button', { name: 'Void' }).click();
    await expect(page.getByText(`${named(voided!)} is void; its bets are refunded.`)).toBeVisible();
    expect((await asPlayerSees(server, voided!.id)).event.status).toBe('cancelled');
    await page.getByRole('combobox', { name: 'State' }).selectOption('cancelled');
    await expect(page.getByTestId('sports-event-row')).toContainText('Cancelled');
  });

  await test.step('usable at tablet width', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole('searchbox', { name: 'Team, league or event id' }).fill('');
    await page.getByRole('combobox', { name: 'State' }).selectOption('open');
    await expect(table.getByTestId('sports-event-row').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);
  });
});
