import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './server.ts';

/**
 * A second build of the casino area, with its own version, for the test that points the area at
 * another build through the remotes config.
 */
export default function globalSetup() {
  execFileSync('pnpm', ['--silent', 'run', 'build'], {
    cwd: join(repoRoot, 'remotes', 'casino'),
    env: { ...process.env, BUILD_OUT_DIR: 'dist-alt', BUILD_ID: '2.0.0-alt' },
    stdio: 'inherit',
  });
}
