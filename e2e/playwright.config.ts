import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@app/scripts/chromium';

/** Debian's Chromium, headless, started as the benchmarks start it; nothing downloads a browser. */
export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  globalSetup: './support/global-setup.ts',
  use: {
    viewport: { width: 375, height: 812 },
    launchOptions: chromiumLaunch,
    trace: 'off',
  },
});
