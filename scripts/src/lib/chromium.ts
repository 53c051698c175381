// Debian's Chromium, as the browser tests, the benchmarks and Lighthouse start it: headless, no
// sandbox (root in CI), and none of the background connections a closed network refuses.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
