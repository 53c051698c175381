// The README's screenshots of each area, taken the way a player sees them: the real server on the
// current builds, a fresh player with some history, Debian's Chromium at 375x812, light and dark.
//
//   node scripts/src/screenshots.ts        (after npm run build; writes docs/screenshots/*.png)
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { repoRoot } from './lib/run.ts';
import { startServer } from './lib/server.ts';

const OPERATOR_TOKEN = `screenshots-${randomUUID()}`;
const server = await startServer({ env: { OPERATOR_TOKEN } });
const call = async <T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

try {
  // A player with a settled deposit, a paid withdrawal and one still in review.
  const session = await call<{ accessToken: string; refreshToken: string; expiresIn: number; user: { userId: string } }>(
    '/v1/user/auth/register',
    { email: `screens.${Date.now()}@example.com`, password: 'goodpass1word', currency: 'USD' },
  );
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

  const shots: Array<{ name: string; path: string }> = [
    { name: 'wallet-deposit', path: '/deposit' },
    { name: 'wallet-withdraw-progress', path: `/cash-withdraw-progress?transactionId=${inReview.transaction.transactionId}` },
    { name: 'wallet-transactions', path: '/transactions' },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
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
        { session, theme },
      );
      for (const shot of shots) {
        await page.goto(`${server.url}${shot.path}`);
        await page.waitForLoadState('networkidle');
        // Fonts, images and the first live update settle.
        await page.waitForTimeout(800);
        const file = join(repoRoot, 'docs', 'screenshots', `${shot.name}${theme === 'dark' ? '-dark' : ''}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${file}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
