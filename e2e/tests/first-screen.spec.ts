// The first screens a visitor opens most (home, the lobby, the sportsbook), as a cheap phone loads
// them: what their first load carries before the page asks for anything of its own.
import { expect, test } from '../support/fixtures.ts';

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
