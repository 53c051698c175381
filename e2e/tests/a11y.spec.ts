// Every route of the product's route table at 375 px, signed out and signed in, in the light and
// the dark theme: once the page has rendered, axe finds no serious or critical accessibility
// violation on it. A guarded route visited signed out lands on the sign-in screen, which is checked
// instead.
import type { BrowserContext, Page } from '@playwright/test';
import { seriousFindings, type SeriousFinding } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerPlayer, useSession } from '../support/player.ts';
import { productRoutes, samplePath, type ProductRoute } from '../support/routes.ts';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const VIEWPORT = { width: 375, height: 812 };

const ROUTES = await productRoutes();
/** The table in three groups, each checked in one go: the open pages, the guarded ones, sign-in and sign-up. */
const GROUPS: { name: string; routes: ProductRoute[] }[] = [
  { name: 'open pages', routes: ROUTES.filter((route) => route.layout === 'main' && !route.guarded) },
  { name: 'guarded pages', routes: ROUTES.filter((route) => route.guarded) },
  { name: 'auth pages', routes: ROUTES.filter((route) => route.layout === 'auth') },
];

interface Finding extends SeriousFinding {
  path: string;
  landed: string;
}

/** Opens a path and waits until the page it lands on has rendered its heading in the main landmark. */
async function open(page: Page, path: string, theme: Theme): Promise<string> {
  await page.goto(path);
  await expect(page.locator('main#main h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  return new URL(page.url()).pathname;
}

/** Waits until whatever the page fetches on arrival (balance, lists, config) has answered and rendered. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main h1').first()).toBeVisible();
}

async function serious(page: Page, path: string, landed: string): Promise<Finding[]> {
  return (await seriousFindings(page)).map((finding) => ({ path, landed, ...finding }));
}

test('the route table is covered: every route falls in a group', () => {
  const grouped = new Set(GROUPS.flatMap((group) => group.routes.map((route) => route.path)));
  expect(ROUTES.length).toBeGreaterThan(30);
  expect(ROUTES.filter((route) => !grouped.has(route.path)).map((route) => route.path)).toEqual([]);
});

for (const signedIn of [false, true]) {
  test.describe(signedIn ? 'signed in' : 'signed out', () => {
    let context: BrowserContext;
    let page: Page;

    // One browser context for every page of this describe; a signed-in one holds one player's session.
    test.beforeAll(async ({ browser, server }) => {
      context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT });
      page = await context.newPage();
      await page.goto('/');
      if (signedIn) {
        await useSession(page, await registerPlayer(server));
        await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      } else {
        await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
      }
    });

    test.afterAll(async () => {
      await context.close();
    });

    for (const theme of THEMES) {
      for (const group of GROUPS) {
        test(`${group.name} in the ${theme} theme have no serious or critical violation`, async () => {
          test.setTimeout(180_000);
          await page.evaluate((value) => localStorage.setItem('theme', value), theme);
          const findings: Finding[] = [];
          // A page several routes land on (the sign-in screen for every guarded route signed out,
          // home for the redirect handler) is analysed once.
          const analysed = new Set<string>();
          for (const route of group.routes) {
            const path = samplePath(route.path);
            const landed = await open(page, path, theme);
            if (route.guarded) expect(landed, `${path} signed ${signedIn ? 'in' : 'out'}`).toBe(signedIn ? path : '/auth/sign-in');
            if (analysed.has(landed)) continue;
            analysed.add(landed);
            await settle(page);
            findings.push(...(await serious(page, path, landed)));
          }
          expect(analysed.size).toBeGreaterThan(0);
          expect(findings).toEqual([]);
        });
      }
    }
  });
}
