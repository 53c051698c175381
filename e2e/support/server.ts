// The browser journeys run against the real server, started the way the benchmarks start it.
import { startServer as startPlatform, type RunningServer } from '@app/scripts/server';

export { freePort, type RunningServer } from '@app/scripts/server';
export { repoRoot } from '@app/scripts/run';

/** Starts the real server on a free port with its own data folder; `env` adds or overrides settings. */
export function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  return startPlatform({ env, output: 'inherit', timeoutMs: 60_000 });
}
