import { AREAS } from '@app/contract/areas';
import { spawn, type SpawnOptions } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Children run on this process's Node (24) and find the workspace's own binaries first. */
export function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const path = [dirname(process.execPath), join(repoRoot, 'node_modules', '.bin'), process.env.PATH ?? ''].join(':');
  return { ...process.env, PATH: path, ...extra };
}

export interface RunResult {
  code: number;
  output: string;
}

/** Runs a command, echoing its output live and keeping a copy. */
export function run(command: string, args: readonly string[], options: SpawnOptions & { quiet?: boolean } = {}): Promise<RunResult> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: repoRoot, env: childEnv(), ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (!options.quiet) stream.write(chunk);
    };
    child.stdout?.on('data', collect(process.stdout));
    child.stderr?.on('data', collect(process.stderr));
    child.on('error', (error) => {
      output += String(error);
      resolvePromise({ code: 127, output });
    });
    child.on('close', (code, signal) => resolvePromise({ code: code ?? (signal ? 128 : 1), output }));
  });
}

/** The apps that build with rspack: the host and every area. */
export const APPS = ['host', ...AREAS.map((area) => `remotes/${area}` as const)] as const;

/** Every page the product builds: the player's apps and the back office (a page of its own, not federated). */
export const PAGES = [...APPS, 'backoffice'] as const;

/** Builds every page (pnpm runs them side by side). */
export function buildAll(options: { quiet?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<RunResult> {
  const filters = PAGES.flatMap((app) => ['--filter', `./${app}`]);
  return run('pnpm', ['--silent', ...filters, 'run', 'build'], {
    quiet: options.quiet ?? false,
    env: childEnv({ NODE_ENV: 'production', ...options.env }),
  });
}
