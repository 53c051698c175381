import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { repoRoot, type RunningServer } from './server.ts';

const run = promisify(execFile);

export interface Player {
  email: string;
  password: string;
  session: { accessToken: string; refreshToken: string; expiresIn: number; user: { userId: string; currency: string } };
}

let counter = 0;

/** Registers a fresh player through the real API. */
export async function registerPlayer(server: RunningServer, currency = 'USD'): Promise<Player> {
  counter += 1;
  const email = `player${Date.now()}${counter}@example.com`;
  const password = 'goodpass1word';
  const response = await fetch(`${server.url}/v1/user/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, currency }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return { email, password, session: (await response.json()) as Player['session'] };
}

/** Signs a registered player in again through the real API (a new session). */
export async function signInAgain(server: RunningServer, player: Player): Promise<Player> {
  const response = await fetch(`${server.url}/v1/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: player.email, password: player.password }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return { ...player, session: (await response.json()) as Player['session'] };
}

/**
 * Puts a signed-in session into the page's storage, as a sign-in would leave it, then reloads.
 * `expiresAt` may be set to model a client whose clock disagrees with the server's.
 */
export async function useSession(page: Page, player: Player, expiresAt?: number): Promise<void> {
  await page.evaluate(
    ({ session, expiresAt }) => {
      const auth = {
        isLogin: true,
        user: session.user,
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        expiresIn: session.expiresIn,
        expiresAt: expiresAt ?? Date.now() + session.expiresIn * 1000,
        currency: session.user.currency,
      };
      localStorage.setItem('auth', JSON.stringify(auth));
    },
    { session: player.session, expiresAt },
  );
  await page.reload();
}

/** Runs the operator CLI against the given server (it finds the server through its data folder). */
export async function operator(server: RunningServer, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(repoRoot, 'server', 'src', 'cli.ts'), ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir, OPERATOR_URL: server.url },
  });
  return stdout;
}

/** Opens one of the header's menus (the wallet menu, the account menu, Settings) unless it is open already. */
export async function openHeaderMenu(page: Page, name: string | RegExp): Promise<void> {
  const trigger = page.getByRole('banner').getByRole('button', { name });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

/** Signs out as a player does: the account menu in the header, then Sign out in it. */
export async function signOutFromHeader(page: Page): Promise<void> {
  await openHeaderMenu(page, 'Account menu');
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click();
}
