// The browser journeys run against the real server, started the way the benchmarks start it.
import { startServer as startPlatform, type RunningServer } from '../../scripts/src/lib/server.ts';

export { freePort, type RunningServer } from '../../scripts/src/lib/server.ts';
export { repoRoot } from '../../scripts/src/lib/run.ts';

/** Starts the real server on a free port with its own data folder; `env` adds or overrides settings. */
export function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  return startPlatform({ env, output: 'inherit', timeoutMs: 60_000 });
}
