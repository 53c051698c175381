#!/usr/bin/env node
// Entry point behind every `npm <command>` at the top level.
//
// It needs nothing but Node (20 or newer) and npm: it obtains the pnpm version pinned in
// package.json's packageManager field through npm, installs the workspace (which brings the
// project's own Node 24 as a dependency), then runs the task with `pnpm run`, so every task
// script executes on Node 24 whatever Node started this file.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [task = 'start', ...rest] = process.argv.slice(2);
const tasks = ['start', 'test', 'dev', 'build', 'bench', 'soak', 'operator', 'gallery', 'release'];
if (!tasks.includes(task)) {
  console.error(`Unknown task "${task}". Known tasks: ${tasks.join(', ')}`);
  process.exit(2);
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmSpec = String(pkg.packageManager ?? '').split('+')[0];
if (!pnpmSpec.startsWith('pnpm@')) {
  console.error('package.json must pin pnpm in its packageManager field');
  process.exit(2);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpm(args) {
  // A pnpm already on PATH at the pinned version is used as is; otherwise npm fetches it once
  // into its cache.
  const version = pnpmSpec.slice('pnpm@'.length);
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === version) return run('pnpm', args);
  return run('npm', ['exec', '--yes', `--package=${pnpmSpec}`, '--', 'pnpm', ...args]);
}

// In CI pnpm keeps to the committed lockfile (it fails rather than changing it).
const installArgs = ['install', '--prefer-offline', '--config.confirmModulesPurge=false'];
if (process.env.CI && existsSync(join(root, 'pnpm-lock.yaml'))) installArgs.push('--frozen-lockfile');
const installStatus = pnpm(installArgs);
if (installStatus !== 0) {
  console.error('Installing the workspace failed.');
  if (task === 'test') console.log('0 passed, 1 failed');
  process.exit(installStatus);
}

process.exit(pnpm(['run', '--silent', `task:${task}`, ...rest]));
