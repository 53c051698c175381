import { defineConfig } from '@playwright/test';

/** Debian's Chromium, headless; nothing downloads a browser. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

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
