// The back office's journeys share these: members of staff created with the operator CLI, signed in
// through the page with their password and their authenticator's code (computed here from the
// secret the CLI printed), and each page checked in both themes.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { seriousViolations } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { repoRoot, type RunningServer } from './server.ts';

const run = promisify(execFile);
const PASSWORD = 'a long staff password';
/** The CLI acts with the operator token, never with a session a person kept on this machine. */
const CLI_SESSION_FILE = join(mkdtempSync(join(tmpdir(), 'backoffice-cli-')), 'session.json');

/** The back office is desktop-first. */
export const DESKTOP = { width: 1280, height: 800 };

export interface Member {
  email: string;
  secret: string;
}

export async function cli(server: RunningServer, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(repoRoot, 'server', 'src', 'cli.ts'), ...args], {
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      OPERATOR_URL: server.url,
      STAFF_PASSWORD: PASSWORD,
      OPERATOR_SESSION_FILE: CLI_SESSION_FILE,
    },
  });
  return stdout;
}

export async function createMember(server: RunningServer, role: string): Promise<Member> {
  const email = `${role}.${randomUUID().slice(0, 8)}@operator.example`;
  const created = JSON.parse(
    await cli(server, 'staff', 'create', '--email', email, ...(role === 'owner' ? ['--owner'] : ['--role', role])),
  ) as {
    enrolment: { secret: string };
  };
  return { email, secret: created.enrolment.secret };
}

const TOTP_PERIOD_MS = 30_000;
const totpStep = () => Math.floor(Date.now() / TOTP_PERIOD_MS);
/** The step of each member's last code: the server takes a step's code once, and no earlier one. */
const lastSteps = new Map<string, number>();

/**
 * The member's authenticator code, of a step later than the one they last signed in with: one
 * member signs in from test after test, and on a fast machine two sign-ins fall in one 30 s step.
 * The wait is added to the test's time.
 */
async function freshCode(member: Member): Promise<string> {
  const last = lastSteps.get(member.email);
  if (last !== undefined && totpStep() <= last) {
    const wait = (last + 1) * TOTP_PERIOD_MS - Date.now() + 100;
    test.info().setTimeout(test.info().timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  lastSteps.set(member.email, totpStep());
  return new TOTP({ secret: Secret.fromBase32(member.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** Signs in through the page: email and password, then the authenticator's code. */
export async function signIn(page: Page, member: Member): Promise<void> {
  await page.goto('/backoffice/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your authenticator code' })).toBeVisible();
  await page.getByLabel('Six-digit code').fill(await freshCode(member));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('member-email')).toHaveText(member.email);
}

/** The page in the light and the dark theme: no serious accessibility violation, nothing wider than the window. */
export async function checkThemes(page: Page, ready: () => Promise<void>): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('backoffice.theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await ready();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${page.url()} in the ${theme} theme: wider than the window`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), `${page.url()} in the ${theme} theme`).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('backoffice.theme', 'light'));
}
