// The README's screenshots of each area, taken the way a player sees them: the real server on the
// current builds, a fresh player with some history, Debian's Chromium at 375x812, light and dark.
//
//   node scripts/src/screenshots.ts [name]   (after npm run build; writes docs/screenshots/*.png,
//                                             or only the shots whose name starts with `name`)
import { join } from 'node:path';
import { createHmac, randomUUID } from 'node:crypto';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { repoRoot } from './lib/run.ts';
import { startServer } from './lib/server.ts';

const OPERATOR_TOKEN = `screenshots-${randomUUID()}`;
const server = await startServer({ env: { OPERATOR_TOKEN }, timeoutMs: 240_000 });
const call = async <T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

type Session = { accessToken: string; refreshToken: string; expiresIn: number; user: { userId: string } };
const register = (who: string) =>
  call<Session>('/v1/user/auth/register', {
    email: `screens.${who}.${Date.now()}@example.com`,
    password: 'goodpass1word',
    currency: 'USD',
  });

/** The authenticator's current code for a base32 secret (RFC 6238: SHA-1, 30-second steps, 6 digits). */
function totpCode(secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The originals' rounds the history's shot adds (newest last): wins, losses, a 0.2x to 0.5x plinko payout. */
const HISTORY_BETS: [string, Record<string, unknown>][] = [
  ['limbo', { amount: '2', target: '1.50' }],
  ['plinko', { amount: '1', rows: 16, risk: 'high' }],
  ['dice', { amount: '1', target: '50.00', condition: 'under' }],
  ['limbo', { amount: '0.50', target: '10.00' }],
  ['plinko', { amount: '2', rows: 8, risk: 'medium' }],
  ['plinko', { amount: '1', rows: 12, risk: 'low' }],
];
let historyBetsPlaced = false;

/** A page to shoot: where it is, and what brings it to the state shown (a round played, a bet verified). */
interface Shot {
  name: string;
  path: string;
  ready?: (page: Page) => Promise<unknown>;
  /** Leaves the player's state as the next shot expects it. */
  after?: (page: Page) => Promise<unknown>;
}
/** The shots of one player, with what the player does once before them (in the browser). */
interface ShotGroup {
  session: Session;
  prepare?: (page: Page) => Promise<unknown>;
  shots: Shot[];
}

/** The slot the casino's shots open. */
const SLOT = { id: 'pearl-kraken', name: 'Pearl Kraken' };

try {
  // A player with a settled deposit, a paid withdrawal and one still in review.
  const session = await register('wallet');
  const player = { authorization: session.accessToken };
  const operator = { authorization: OPERATOR_TOKEN };
  await call('/operator/wallet/adjust', { user: session.user.userId, currency: 'USD', amount: '250' }, operator);
  const withdraw = (amount: string) =>
    call<{ transaction: { transactionId: string } }>(
      '/v1/review/withdraw',
      { channelId: 'usd-fiat-withdraw', currency: 'USD', amount },
      { ...player, 'Idempotency-Key': randomUUID() },
    );
  const paid = await withdraw('40');
  await call('/operator/withdrawals/approve', { transactionId: paid.transaction.transactionId }, operator);
  const inReview = await withdraw('25');

  // A casino player: a real deposit through the provider's page (games open after one), then the
  // rounds each shot plays in the browser.
  const casinoSession = await register('casino');

  // A Bonus-tab player: a first deposit (its reward is bonus money with wagering to do), then Dice
  // bets worth a little over a thousand dollars: Silver reached, its level-up bonus to claim.
  const vipSession = await register('vip');
  const vipPlayer = { authorization: vipSession.accessToken };
  const depositThroughProvider = async (page: Page, amount: string) => {
    await page.goto(`${server.url}/deposit`);
    await page.getByRole('link', { name: /Demo Pay/ }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: `Pay ${amount} USD` }).click();
    await page.getByRole('heading', { name: 'Deposit received' }).waitFor();
  };
  const section = (page: Page, title: string) =>
    page.getByRole('heading', { name: title, level: 2, exact: true }).locator('xpath=ancestor::section[1]');
  /** Scrolls the part to the top of the screen, just under the sticky header. */
  const scrollToPart = (part: ReturnType<typeof section>) =>
    part.evaluate((element) => {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - header - 8);
    });

  // An account player: a verified email is the first step of the identity levels.
  const sportsSession = await register('sports');
  const sportsPlayer = { authorization: sportsSession.accessToken };
  interface ListedEvent {
    id: string;
  }
  interface EventMarkets {
    markets: Array<{ type: string; status: string; selections: Array<{ id: string; odds: string }> }>;
  }
  /** An open match result selection of each of `count` matches (live first), for bets placed before the shots. */
  const openResults = async (status: 'live' | 'upcoming', count: number) => {
    const { list } = await call<{ list: ListedEvent[] }>('/v1/sports/events/list', { status, pageSize: 20 });
    const picked: Array<{ eventId: string; selectionId: string; odds: string }> = [];
    for (const event of list) {
      const { markets } = await call<EventMarkets>('/v1/sports/event/get', { eventId: event.id });
      const result = markets.find((market) => market.type === 'match_result' && market.status === 'open');
      const selection = result?.selections[0];
      if (selection) picked.push({ eventId: event.id, selectionId: selection.id, odds: selection.odds });
      if (picked.length === count) break;
    }
    return picked;
  };
  const [liveMatch] = await openResults('live', 1);

  const accountSession = await register('account');
  await call(
    '/v1/user/update',
    { nickname: 'Mia', firstName: 'Mia', lastName: 'Santos', birthDate: '1994-03-18', country: 'PT', city: 'Porto' },
    { authorization: accountSession.accessToken },
  );

  const groups: ShotGroup[] = [
    {
      session,
      shots: [
        { name: 'wallet-deposit', path: '/deposit' },
        { name: 'wallet-bank-cards', path: '/deposit/bank-card' },
        { name: 'wallet-withdraw-progress', path: `/cash-withdraw-progress?transactionId=${inReview.transaction.transactionId}` },
        { name: 'wallet-transactions', path: '/transactions' },
      ],
    },
    {
      session: casinoSession,
      prepare: (page) => depositThroughProvider(page, '200'),
      shots: [
        // The header's one row (the balance with its bonus beside it), and its two menus open.
        {
          name: 'header',
          path: '/',
          ready: (page) => page.getByRole('banner').getByRole('status', { name: 'Balance' }).getByText(/\d/).waitFor(),
        },
        {
          name: 'header-wallet-menu',
          path: '/',
          ready: async (page) => {
            await page
              .getByRole('banner')
              .getByRole('button', { name: /^Wallet: / })
              .click();
            await page.getByRole('dialog', { name: 'Wallet' }).waitFor();
          },
        },
        {
          name: 'header-account-menu',
          path: '/',
          ready: async (page) => {
            await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
            await page.getByRole('dialog', { name: 'Account menu' }).waitFor();
          },
        },
        {
          name: 'casino-home',
          path: '/',
          ready: (page) => page.getByRole('list', { name: 'Popular', exact: true }).getByRole('link').first().waitFor(),
        },
        {
          name: 'casino-lobby',
          path: '/casino',
          ready: (page) => page.getByRole('list', { name: 'Games', exact: true }).getByRole('link').first().waitFor(),
        },
        {
          name: 'casino-game-detail',
          path: `/game-detail/${SLOT.id}`,
          ready: (page) => page.getByRole('button', { name: 'Play in USD' }).waitFor(),
        },
        {
          name: 'casino-game-play',
          path: `/game-detail/${SLOT.id}`,
          ready: async (page) => {
            await page.getByRole('button', { name: 'Play in USD' }).click();
            const game = page.frameLocator(`iframe[title="${SLOT.name}, game window"]`);
            await game.getByRole('button', { name: 'Spin' }).click();
            await game
              .getByRole('status')
              .filter({ hasText: /Rows: / })
              .waitFor();
            await game.getByRole('button', { name: 'Spin' }).and(game.locator(':enabled')).waitFor();
          },
        },
        {
          name: 'casino-dice',
          path: '/originals/dice',
          ready: async (page) => {
            await page.getByRole('button', { name: 'Roll', exact: true }).click();
            await page
              .getByRole('status')
              .filter({ hasText: /^Rolled / })
              .waitFor({ state: 'attached' });
            await page.evaluate(() => window.scrollTo(0, 0));
          },
        },
        {
          name: 'casino-dice-auto',
          path: '/originals/dice',
          ready: async (page) => {
            // A five-bet autobet that doubles after a loss, run to its end, the settings in view.
            await page.getByRole('radio', { name: 'Auto', exact: true }).click();
            await page.getByRole('textbox', { name: /^Number of bets/ }).fill('5');
            await page.getByRole('radiogroup', { name: 'On a loss' }).getByRole('radio', { name: 'Increase' }).click();
            await page.getByRole('textbox', { name: /^Stop at a profit of/ }).fill('10');
            await page.getByRole('button', { name: 'Start autobet' }).click();
            await page.locator('.autobet-progress__end').waitFor();
            await page.getByRole('textbox', { name: /^Stake/ }).evaluate((stake) => {
              const top = stake.getBoundingClientRect().top + window.scrollY;
              window.scrollTo(0, Math.max(0, top - 120));
            });
          },
        },
        {
          name: 'casino-history',
          path: '/game/history',
          ready: async (page) => {
            // Once: a few more originals' rounds, so the list shows wins, losses and a part paid back.
            if (!historyBetsPlaced) {
              historyBetsPlaced = true;
              for (const [path, bet] of HISTORY_BETS)
                await call(
                  `/v1/originals/${path}/bet`,
                  { currency: 'USD', ...bet },
                  { authorization: casinoSession.accessToken, 'Idempotency-Key': randomUUID() },
                );
            }
            // The pair is rotated, so its bets show their server seed and can be verified.
            await call('/v1/originals/seeds/rotate', {}, { authorization: casinoSession.accessToken });
            await page.reload();
            const bet = page.getByRole('list', { name: 'Your bets' }).getByRole('listitem').filter({ hasText: 'Dice' }).first();
            await bet.getByRole('button', { name: /^Dice/ }).click();
            await bet.getByRole('button', { name: 'Verify' }).click();
            await bet.getByText(/^Verified: /).waitFor();
            // The page from its top: the game filter, the one-line rows, the opened bet's proof.
            await page.evaluate(() => window.scrollTo(0, 0));
          },
        },
        {
          name: 'casino-mines',
          path: '/originals/mines',
          ready: async (page) => {
            // Tiles in turn until one is a gem (a mine ends the round: play again).
            const running = page.getByRole('status').filter({ hasText: /^Gems found: [1-9]/ });
            for (let tile = 1; !(await running.count()); tile = (tile % 25) + 1) {
              await page.getByRole('button', { name: /^(Start|Play again)$/ }).click();
              await page
                .getByRole('button', { name: `Tile ${tile}, hidden` })
                .and(page.locator(':not([aria-disabled])'))
                .click();
              await page
                .getByRole('status')
                .filter({ hasText: /^(Gems found: [1-9]|You hit a mine)/ })
                .waitFor({ state: 'attached' });
            }
            await page.evaluate(() => window.scrollTo(0, 0));
          },
          // The round is cashed out, so the next theme starts afresh and the pair can rotate.
          after: async (page) => {
            await page.getByRole('button', { name: /^Cash out / }).click();
            await page.getByRole('button', { name: /^(Start|Play again)$/ }).waitFor();
          },
        },
      ],
    },
    {
      session: vipSession,
      prepare: async (page) => {
        await depositThroughProvider(page, '100');
        // The demo's owner lets one person adjust up to 5,000 EUR (above the default, a second person approves).
        await call('/operator/wallet/adjustments/settings/set', { currency: 'EUR', threshold: '5000', windowHours: 24 }, operator);
        await call('/operator/wallet/adjust', { user: vipSession.user.userId, currency: 'USD', amount: '1500' }, operator);
        for (let bet = 0; bet < 11; bet += 1) {
          await call(
            '/v1/originals/dice/bet',
            { currency: 'USD', amount: '100', target: '98.00', condition: 'under' },
            { ...vipPlayer, 'Idempotency-Key': randomUUID() },
          );
        }
      },
      shots: [
        {
          name: 'vip-level',
          path: '/vip',
          ready: (page) => section(page, 'Your VIP level').getByText('Silver', { exact: true }).waitFor(),
        },
        {
          name: 'vip-rewards',
          path: '/vip',
          ready: async (page) => {
            const rewards = section(page, 'Rewards to claim');
            await rewards.getByRole('button', { name: 'Claim' }).first().waitFor();
            await scrollToPart(rewards);
          },
        },
        {
          name: 'vip-claim',
          path: '/vip',
          ready: async (page) => {
            await section(page, 'Rewards to claim').getByRole('button', { name: 'Claim' }).first().click();
            await page.getByRole('dialog', { name: 'Claim your reward' }).getByRole('button', { name: 'Confirm and claim' }).waitFor();
          },
        },
        {
          name: 'vip-bonus',
          path: '/vip',
          ready: async (page) => {
            const bonus = section(page, 'Bonus balance');
            await bonus.waitFor();
            await scrollToPart(bonus);
          },
        },
      ],
    },
    {
      session: sportsSession,
      prepare: async (page) => {
        await depositThroughProvider(page, '100');
        const place = (selections: Array<{ selectionId: string; odds: string }>, stake: string) =>
          call(
            '/v1/sports/bet/place',
            { selections, stake, currency: 'USD', oddsChange: 'any' },
            { ...sportsPlayer, 'Idempotency-Key': randomUUID() },
          );
        // A goal suspends a live match's markets for a few seconds, and a match may end meanwhile:
        // a refused bet is placed again on a selection open at that moment.
        const placeOpen = async (first: Array<{ selectionId: string; odds: string }>, status: 'live' | 'upcoming', stake: string) => {
          let selections = first;
          for (let attempt = 1; ; attempt += 1) {
            try {
              return await place(selections, stake);
            } catch (error) {
              if (attempt === 5 || !String(error).includes('SPORTS_MARKET_CLOSED')) throw error;
              await new Promise((resolveWait) => setTimeout(resolveWait, 2000));
              selections = await openResults(status, first.length);
            }
          }
        };
        if (liveMatch) await placeOpen([liveMatch], 'live', '10');
        await placeOpen(await openResults('upcoming', 3), 'upcoming', '5');
      },
      shots: [
        {
          // Home's first screen, for the README.
          name: 'home',
          path: '/',
          ready: (page) => page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor(),
        },
        {
          // The sportsbook's live row below home's content, scrolled to.
          name: 'sports-home-live',
          path: '/',
          ready: async (page) => {
            await page.locator('[data-area-part="sports/HomeLiveRow"]').scrollIntoViewIfNeeded();
            const row = section(page, 'Live now');
            await row.getByRole('listitem').first().waitFor();
            await scrollToPart(row);
          },
        },
        {
          name: 'sports-events',
          path: '/sports',
          ready: (page) => page.getByRole('region', { name: 'Live now' }).getByRole('listitem').first().waitFor(),
        },
        {
          name: 'sports-event',
          path: `/sports/event/${liveMatch?.eventId ?? ''}`,
          ready: (page) => page.getByRole('heading', { name: 'Match result', level: 2 }).waitFor(),
        },
        {
          name: 'sports-slip',
          path: '/sports',
          ready: async (page) => {
            // A 3-leg accumulator of matches still to start, at a quick stake: Place bet stays at the sheet's foot.
            const rows = page.getByRole('region', { name: 'Starting soon' }).getByRole('listitem');
            await rows.nth(2).waitFor();
            for (const index of [0, 1, 2]) {
              await rows.nth(index).getByRole('button').and(page.locator(':enabled')).first().click();
            }
            await page.getByRole('button', { name: /^Open the bet slip/ }).click();
            const slip = page.getByRole('dialog', { name: 'Bet slip' });
            await slip.getByRole('group', { name: 'Quick stakes' }).getByRole('button').nth(2).click();
            await slip.getByTestId('potential-win').waitFor();
          },
        },
        {
          name: 'sports-bets',
          path: '/sports/bets',
          ready: async (page) => {
            await page.locator('li.sports-bet').first().waitFor();
            // The bet on the live match, with its score and clock, in view.
            const live = page.getByTestId('leg-live').first();
            if (liveMatch) await live.waitFor({ timeout: 15_000 });
            if (await live.count()) await scrollToPart(page.locator('li.sports-bet').filter({ has: live }));
          },
        },
      ],
    },
    {
      session: accountSession,
      shots: [
        { name: 'account-profile', path: '/profile', ready: (page) => page.getByRole('main').getByRole('heading').first().waitFor() },
        { name: 'account-kyc', path: '/kyc', ready: (page) => page.getByRole('main').getByRole('heading').first().waitFor() },
        {
          name: 'account-responsible-gambling',
          path: '/responsible-gambling',
          ready: (page) => page.getByRole('main').getByRole('heading').first().waitFor(),
        },
        {
          name: 'account-limits',
          path: '/responsible-gambling/limits/deposit',
          ready: (page) => page.getByRole('main').getByRole('heading').first().waitFor(),
        },
      ],
    },
  ];
  const only = process.argv[2];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    for (const group of groups) {
      const shots = group.shots.filter((shot) => !only || shot.name.startsWith(only));
      if (shots.length === 0) continue;
      for (const theme of ['light', 'dark'] as const) {
        // The phone's own setting matches the app's theme (a game's page follows the phone's).
        const context = await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: theme });
        const page = await context.newPage();
        await page.goto(`${server.url}/`);
        await page.evaluate(
          ({ session, theme }) => {
            localStorage.setItem('theme', theme);
            localStorage.setItem(
              'auth',
              JSON.stringify({
                isLogin: true,
                user: session.user,
                accessToken: session.accessToken,
                refreshToken: session.refreshToken,
                expiresIn: session.expiresIn,
                expiresAt: Date.now() + session.expiresIn * 1000,
                currency: 'USD',
              }),
            );
          },
          { session: group.session, theme },
        );
        if (theme === 'light') await group.prepare?.(page);
        for (const shot of shots) {
          await page.goto(`${server.url}${shot.path}`);
          await shot.ready?.(page);
          await page.waitForLoadState('networkidle');
          // Fonts, images and the first live update settle.
          await page.waitForTimeout(800);
          const file = join(repoRoot, 'docs', 'screenshots', `${shot.name}${theme === 'dark' ? '-dark' : ''}.png`);
          await page.screenshot({ path: file });
          console.log(`wrote ${file}`);
          await shot.after?.(page);
        }
        await context.close();
      }
    }
    // The back office at a desktop's width, signed in as an owner (the sign-in page signed out): the
    // dashboard, the players, the wallet player's page (a withdrawal paid, one in review), the
    // withdrawal queue, the documents, the settings (maintenance first, then the payment channels), the
    // sports events, the ledger check and the releases.
    const backofficeShots = [
      {
        name: 'backoffice-sign-in',
        path: '/backoffice/',
        signedIn: false,
        ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor(),
      },
      {
        name: 'backoffice-dashboard',
        path: '/backoffice/',
        signedIn: true,
        ready: (page: Page) => page.getByTestId('time-chart').first().waitFor(),
      },
      { name: 'backoffice-players', path: '/backoffice/players', signedIn: true, ready: (page: Page) => page.getByRole('table').waitFor() },
      {
        name: 'backoffice-player',
        path: `/backoffice/players/${session.user.userId}`,
        signedIn: true,
        ready: (page: Page) => page.getByTestId('transfers').waitFor(),
      },
      {
        name: 'backoffice-withdrawals',
        path: '/backoffice/withdrawals',
        signedIn: true,
        ready: (page: Page) => page.getByTestId('withdrawal-row').first().waitFor(),
      },
      {
        name: 'backoffice-documents',
        path: '/backoffice/documents',
        signedIn: true,
        ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor(),
      },
      {
        name: 'backoffice-settings',
        path: '/backoffice/settings',
        signedIn: true,
        ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor(),
      },
      {
        name: 'backoffice-channels',
        path: '/backoffice/settings/channels',
        signedIn: true,
        ready: (page: Page) => page.getByRole('heading', { level: 2, name: 'Payment channels' }).waitFor(),
      },
      {
        name: 'backoffice-sports-events',
        path: '/backoffice/sports-events',
        signedIn: true,
        ready: (page: Page) => page.getByRole('table').first().waitFor(),
      },
      {
        name: 'backoffice-ledger',
        path: '/backoffice/ledger',
        signedIn: true,
        ready: (page: Page) => page.getByTestId('ledger-system').waitFor(),
      },
      {
        name: 'backoffice-releases',
        path: '/backoffice/releases',
        signedIn: true,
        ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Releases' }).waitFor(),
      },
    ].filter((shot) => !only || shot.name.startsWith(only));
    if (backofficeShots.length > 0) {
      const password = 'screenshots staff password';
      const email = `owner.${Date.now()}@operator.example`;
      const created = await call<{ enrolment: { secret: string } }>('/operator/staff/create', { email, role: 'owner', password }, operator);
      const { challenge } = await call<{ challenge: string }>('/operator/staff/sign-in', { email, password });
      const staffSession = await call<{ token: string; member: { staffId: string; email: string; role: string } }>(
        '/operator/staff/sign-in/verify',
        { challenge, code: totpCode(created.enrolment.secret) },
      );
      for (const theme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme });
        const page = await context.newPage();
        await page.goto(`${server.url}/backoffice/`);
        await page.evaluate((value) => localStorage.setItem('backoffice.theme', value), theme);
        for (const shot of backofficeShots) {
          await page.evaluate(
            ({ signedIn, kept }) => {
              if (signedIn) sessionStorage.setItem('backoffice.session', JSON.stringify(kept));
              else sessionStorage.removeItem('backoffice.session');
            },
            { signedIn: shot.signedIn, kept: { token: staffSession.token, member: staffSession.member } },
          );
          await page.goto(`${server.url}${shot.path}`);
          await shot.ready(page);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(500);
          const file = join(repoRoot, 'docs', 'screenshots', `${shot.name}${theme === 'dark' ? '-dark' : ''}.png`);
          await page.screenshot({ path: file });
          console.log(`wrote ${file}`);
        }
        await context.close();
      }
    }
    // The API reference for integrators, at a desktop's width: the sign-in call, its body and answers.
    if (!only || 'api-reference'.startsWith(only)) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme });
        const page = await context.newPage();
        await page.goto(`${server.url}/v1/reference#tag/user/POST/v1/user/auth/login`);
        await page.getByRole('heading', { name: '/user/auth/login' }).first().waitFor();
        await page.getByText('The answer').first().waitFor();
        await page.waitForTimeout(800);
        const file = join(repoRoot, 'docs', 'screenshots', `api-reference${theme === 'dark' ? '-dark' : ''}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${file}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
