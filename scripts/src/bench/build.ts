import { join } from 'node:path';
import { APPS, childEnv, repoRoot, run } from '../lib/run.ts';

export interface BuildFigures {
  /** Wall time of each app's `pnpm run build`, one after the other, in milliseconds. */
  perAppMs: Record<string, number>;
  totalMs: number;
}

/** Builds the host and every remote for production, one at a time, timing each. */
export async function buildEveryApp(): Promise<BuildFigures> {
  const perAppMs: Record<string, number> = {};
  const started = performance.now();
  for (const app of APPS) {
    const begun = performance.now();
    const result = await run('pnpm', ['--silent', 'run', 'build'], {
      cwd: join(repoRoot, app),
      quiet: true,
      env: childEnv({ NODE_ENV: 'production' }),
    });
    if (result.code !== 0) throw new Error(`Building ${app} failed:\n${result.output.slice(-4000)}`);
    perAppMs[app] = Math.round(performance.now() - begun);
  }
  return { perAppMs, totalMs: Math.round(performance.now() - started) };
}
