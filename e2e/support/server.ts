// The browser journeys run against the real server, started the way the benchmarks start it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@app/scripts/run';
import { startServer as startPlatform, type RunningServer } from '@app/scripts/server';

export { freePort, type RunningServer } from '@app/scripts/server';
export { repoRoot } from '@app/scripts/run';

/** The casino area's version: its default build shows it (`data-build`), as any area's build does. */
export const CASINO_VERSION = (JSON.parse(readFileSync(join(repoRoot, 'remotes', 'casino', 'package.json'), 'utf8')) as { version: string })
  .version;

/** Starts the real server on a free port with its own data folder; `env` adds or overrides settings. */
export function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  return startPlatform({ env, output: 'inherit', timeoutMs: 120_000 });
}

export interface TwoCasinoBuilds {
  /** The server whose remotes config the test writes (empty at first: every area its own build). */
  main: RunningServer;
  /** A second deployment of the casino area, built separately with its own version, on its own origin. */
  other: RunningServer;
  /** Points the main server's casino at the other build, or back at its own. */
  useOtherCasino(other: boolean): void;
  /** Stops both servers and removes the config. */
  stop(): Promise<void>;
}

/** The real server with a remotes config of the test's, and the casino's other build (dist-alt) beside it. */
export async function startWithOtherCasinoBuild(): Promise<TwoCasinoBuilds> {
  const configDir = mkdtempSync(join(tmpdir(), 'remotes-config-'));
  const remotesConfig = join(configDir, 'remotes.json');
  writeFileSync(remotesConfig, JSON.stringify({}));
  const main = await startServer({ REMOTES_CONFIG: remotesConfig });
  const other = await startServer({ REMOTE_CASINO_DIST: join(repoRoot, 'remotes', 'casino', 'dist-alt') });
  return {
    main,
    other,
    useOtherCasino: (useOther) =>
      writeFileSync(remotesConfig, JSON.stringify(useOther ? { casino: `${other.url}/remotes/casino/mf-manifest.json` } : {})),
    stop: async () => {
      await Promise.all([main.stop(), other.stop()]);
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}
