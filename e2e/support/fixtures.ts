import { test as base } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';

/** Each test file gets the real server of its own, started once for the file. */
export const test = base.extend<{ baseURL: string }, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    // A loaded machine may take longer than one test's time to start the server and its database.
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from '@playwright/test';
