// The first screens a visitor opens most (home, the lobby, the sportsbook), as a cheap phone loads
// them: what their first load carries before the page asks for anything of its own.
import { expect, test } from '../support/fixtures.ts';
import { appLive } from '../support/layout.ts';

const FIRST_SCREENS = [
  { path: '/', heading: 'Welcome' },
  { path: '/casino', heading: 'Casino lobby' },
  { path: '/sports', heading: 'Sportsbook' },
];

for (const { path, heading } of FIRST_SCREENS) {
  test(`${path} draws its first screen without the schema library (forms and the server validate; a first screen only reads)`, async ({
    page,
  }) => {
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    expect(loaded.length, 'scripts seen').toBeGreaterThan(3);
    // Zod's error class names itself in every build of it, minified or not.
    const withZod = loaded.filter((script) => script.body.includes('ZodError')).map((script) => new URL(script.url).pathname);
    expect(withZod, `scripts of ${path} that carry zod`).toEqual([]);
  });
}

// The first screens in the page's first response: drawn in the server for a signed-out visitor, so
// a phone shows the real home, lobby and sportsbook before any script has run.
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the lobby and the sportsbook are real in the first HTML', async ({ page, request }) => {
    const games = (await (
      await request.post('/v1/game/list', { data: { tag: 'popular', sort: 'popular', page: 1, pageSize: 12 } })
    ).json()) as { list: { name: string }[] };
    const events = (await (await request.post('/v1/sports/events/list', { data: { page: 1, pageSize: 50 } })).json()) as {
      list: { leagueName: string; home: string }[];
    };
    expect(games.list.length).toBeGreaterThan(2);
    expect(events.list.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    // The largest element of the home page: the welcome offer.
    await expect(page.getByText('Welcome offer')).toBeVisible();
    await expect(page.getByText(games.list[0]?.name ?? '-', { exact: true }).first()).toBeVisible();

    await page.goto('/casino');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
    for (const game of games.list.slice(0, 3)) await expect(page.getByText(game.name, { exact: true }).first()).toBeVisible();
    // Its first tiles' pictures are asked for by the HTML itself, first.
    const firstPicture = page.locator('.game-tile img').first();
    await expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
    expect(await firstPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    await page.goto('/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible();
    const first = events.list[0];
    await expect(page.getByText(first?.home ?? '-', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: first?.leagueName ?? '-' }).first()).toBeVisible();
  });
});

test("a signed-in player's page is never drawn: their own data stays out of shared HTML", async ({ request }) => {
  const visitor = await request.get('/casino');
  expect(visitor.headers()['vary']).toContain('cookie');
  expect(await visitor.text()).toContain('id="first-screen-data"');
  const player = await request.get('/casino', { headers: { cookie: 'signed_in=1' } });
  const html = await player.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('first-screen-data');
});

test('a visitor gets the drawn page in their language and theme, and the app takes it over', async ({ page }) => {
  const drawn = await page.request.get('/sports', { headers: { cookie: 'lang=es; theme=dark' } });
  const html = await drawn.text();
  expect(html).toMatch(/<html lang="es" data-theme="dark"/);
  expect(html).toContain('<div id="root" inert data-drawn>');

  await page.goto('/casino');
  await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
  // Once the app has drawn, the page is live: no longer inert, and a tile opens its game.
  await appLive(page);
  await page.locator('a.game-tile').first().click();
  await expect(page).toHaveURL(/\/game-detail\/|\/originals\//);
});
