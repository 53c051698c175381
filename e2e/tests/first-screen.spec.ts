// The first screens a visitor opens most (home, the lobby, the sportsbook), as a cheap phone loads
// them: what their first load carries before the page asks for anything of its own.
import { expect, test } from '../support/fixtures.ts';
import { appLive } from '../support/layout.ts';
import { operator } from '../support/player.ts';

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
  expect(html).toContain('<div id="root" inert data-drawn="es -">');

  await page.goto('/casino');
  await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
  // Once the app has drawn, the page is live: no longer inert, and a tile opens its game.
  await appLive(page);
  await page.locator('a.game-tile').first().click();
  await expect(page).toHaveURL(/\/game-detail\/|\/originals\//);
});

// The app takes a drawn page over as it is (React hydrates the markup): the elements the first
// response painted are the ones the player goes on using, nothing is drawn twice or moves, and no
// part of the page had to be drawn anew because the app would have drawn it otherwise. At the
// width of Lighthouse's phone, where the root font size scales with the width.
test.describe('the app takes a drawn page over', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const { path, heading } of FIRST_SCREENS) {
    for (const zone of [undefined, 'Asia/Ho_Chi_Minh']) {
      test(`${path} as it is, nothing moving (${zone ? `time zone ${zone} told` : 'a first visit'})`, async ({ page, baseURL }) => {
        if (zone) await page.context().addCookies([{ name: 'tz', value: encodeURIComponent(zone), url: baseURL }]);
        const drawnAnew: string[] = [];
        page.on('console', (message) => {
          if (message.text().includes('drawn anew')) drawnAnew.push(message.text());
        });
        await page.addInitScript(() => {
          const seen = window as unknown as { drawnElements: Element[]; shifted: number };
          seen.shifted = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) seen.shifted += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          document.addEventListener('DOMContentLoaded', () => {
            seen.drawnElements = [...document.querySelectorAll('#root[data-drawn] :is(h1, h2, h3, a, button, img)')];
          });
        });
        await page.goto(path);
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const { drawn, kept, headingKept, shifted } = await page.evaluate(() => {
          const seen = window as unknown as { drawnElements: Element[]; shifted: number };
          return {
            drawn: seen.drawnElements.length,
            kept: seen.drawnElements.filter((element) => element.isConnected).length,
            headingKept: seen.drawnElements.some((element) => element.tagName === 'H1' && element.isConnected),
            shifted: seen.shifted,
          };
        });
        expect(drawnAnew).toEqual([]);
        expect(drawn).toBeGreaterThan(5);
        expect(headingKept, 'the drawn heading is the live one').toBe(true);
        // A live match's odds or score may have moved since the draw: its row may be drawn again,
        // and its odds may take a little more or less room.
        expect(kept / drawn).toBeGreaterThan(0.9);
        expect(shifted, 'layout shift').toBeLessThan(0.01);
      });
    }
  }
});

test.describe('with JavaScript off, a match drawn in the server', () => {
  test.use({ javaScriptEnabled: false });

  test("starts at the time in the visitor's own zone, or shows no time before the page has told it", async ({
    page,
    request,
    baseURL,
    server,
  }) => {
    const listed = async () =>
      (
        (await (await request.post('/v1/sports/events/list', { data: { page: 1, pageSize: 50 } })).json()) as {
          list: { id: string; home: string; away: string; status: string; startsAt: string }[];
        }
      ).list;
    // Each call-off is a run of the operator's CLI: a dozen of them take their time on a busy machine.
    test.slow();
    // The live matches are called off, so that the first screen's rows reach matches still to start
    // (one that ends or starts meanwhile is left as it is: a few live rows still leave room).
    for (const live of (await listed()).filter((event) => event.status === 'live'))
      await operator(server, 'sports', 'void', live.id, '--reason', 'A first screen of matches to come').catch(() => undefined);

    // The first match still to start that the page drew (its start time has no live or ended mark).
    await page.goto('/sports');
    const drawnRow = page
      .locator('.sports-event')
      .filter({ has: page.locator('.sports-when:not([class*="sports-when--"])') })
      .first();
    await expect(drawnRow).toBeVisible();
    const rowText = (await drawnRow.textContent()) ?? '';
    const upcoming = (await listed()).find(
      (event) => event.status === 'upcoming' && rowText.includes(event.home) && rowText.includes(event.away),
    );
    expect(upcoming, `the match of the row "${rowText}"`).toBeDefined();
    const row = page.locator('.sports-event').filter({ hasText: upcoming!.home }).first();
    const time = (timeZone: string) =>
      new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(upcoming!.startsAt));
    await expect(row.locator('.sports-when')).toHaveText('');

    for (const zone of ['Asia/Ho_Chi_Minh', 'America/Sao_Paulo']) {
      await page.context().addCookies([{ name: 'tz', value: encodeURIComponent(zone), url: baseURL }]);
      await page.goto('/sports');
      await expect(row.locator('.sports-when'), zone).toContainText(time(zone));
    }
  });
});
