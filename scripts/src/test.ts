// The test command: every suite of the product (lint, types, unit, server integration on PGlite
// and Postgres, a minute's soak of the real server, deployment description, browser journeys), summed up in one closing line
// `N passed, M failed`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { AREAS } from '@app/contract/areas';
import { buildAll, childEnv, repoRoot, run, type RunResult } from './lib/run.ts';

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  note?: string;
  /** Wall-clock seconds since the previous suite ended (a suite's own install or build included). */
  seconds?: number;
}

const reports = join(repoRoot, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const started = Date.now();
let lastMark = started;
const results: SuiteResult[] = [];
/** Records a suite's counts and how long it took, so the summary shows where the time goes. */
function record(suite: SuiteResult): SuiteResult {
  const now = Date.now();
  suite.seconds = Math.round((now - lastMark) / 1000);
  lastMark = now;
  results.push(suite);
  return suite;
}
const only = new Set(process.argv.slice(2));
const wanted = (name: string) => only.size === 0 || only.has(name);

function check(name: string, result: RunResult): SuiteResult {
  const suite = { name, passed: result.code === 0 ? 1 : 0, failed: result.code === 0 ? 0 : 1 };
  record(suite);
  return suite;
}

function header(title: string) {
  console.log(`\n=== ${title} ===`);
}

/** Node's test runner closes with `ℹ pass N` and `ℹ fail N`. */
function nodeTestCounts(name: string, result: RunResult): SuiteResult {
  const pass = Number(/^ℹ pass (\d+)/m.exec(result.output)?.[1] ?? 0);
  const fail = Number(/^ℹ fail (\d+)/m.exec(result.output)?.[1] ?? 0);
  const cancelled = Number(/^ℹ cancelled (\d+)/m.exec(result.output)?.[1] ?? 0);
  const crashed = result.code !== 0 && fail + cancelled === 0 ? 1 : 0;
  const suite = { name, passed: pass, failed: fail + cancelled + crashed };
  record(suite);
  return suite;
}

function reachable(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = createConnection({ port, host, timeout: 1500 });
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolvePromise(false);
    });
  });
}

/** Browser tests need Debian's Chromium; it is installed with apt-get when missing (never downloaded otherwise). */
async function ensureChromium(): Promise<boolean> {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing at /usr/bin/chromium: install Debian\'s "chromium" package.');
    return false;
  }
  console.log("Installing Debian's chromium for the browser tests…");
  await run('apt-get', ['update', '-qq']);
  const install = await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: childEnv({ DEBIAN_FRONTEND: 'noninteractive' }) });
  return install.code === 0 && existsSync('/usr/bin/chromium');
}

if (wanted('lint')) {
  header('Lint (ESLint) and format (Prettier)');
  check('lint', await run('eslint', ['--max-warnings=0', '.']));
  check('format', await run('prettier', ['--check', '--log-level=warn', '.']));
  header('Import rules fed to ESLint');
  nodeTestCounts('import rules', await run(process.execPath, ['--test', 'eslint/*.test.ts']));
  header('Scripts (releases)');
  nodeTestCounts('scripts', await run(process.execPath, ['--test', 'scripts/test/*.test.ts']));
}

if (wanted('types')) {
  header('Type check');
  check('typecheck', await run('tsc', ['-p', 'tsconfig.json', '--noEmit']));
}

if (wanted('unit')) {
  header('Unit tests (jest): host, remotes, back office, shared packages');
  const projects = [
    'host',
    'backoffice',
    ...AREAS.map((area) => `remotes/${area}`),
    'shared/api',
    'shared/contract',
    'shared/i18n',
    'shared/state',
    'shared/ui',
  ];
  const output = join(reports, 'jest.json');
  const jest = await run(join(repoRoot, 'host', 'node_modules', '.bin', 'jest'), [
    '--ci',
    '--json',
    `--outputFile=${output}`,
    '--projects',
    ...projects,
  ]);
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numRuntimeErrorTestSuites: number;
    };
    record({ name: 'unit', passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites });
  } else {
    check('unit', jest);
  }
}

if (wanted('server')) {
  header('Server integration tests on PGlite (embedded)');
  const env = { ...process.env };
  delete env.DATABASE_URL;
  nodeTestCounts(
    'server (PGlite)',
    await run('pnpm', ['--silent', '--filter', '@app/server', 'test'], { env: childEnv({ ...env, DATABASE_URL: '' }) }),
  );

  header('Server integration tests on PostgreSQL');
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const { hostname, port } = new URL(databaseUrl);
  if (await reachable(Number(port || 5432), hostname)) {
    nodeTestCounts(
      'server (Postgres)',
      await run('pnpm', ['--silent', '--filter', '@app/server', 'test'], { env: childEnv({ DATABASE_URL: databaseUrl }) }),
    );
  } else {
    console.log(`Skipping the Postgres pass: nothing answers at ${hostname}:${port || 5432}.`);
  }
}

if (wanted('soak')) {
  header('Soak: a minute of the whole mix on the real server, and a backup taken meanwhile restored');
  nodeTestCounts(
    'soak',
    await run(process.execPath, ['--test', 'server/bench/soak/studio-rounds.test.ts', 'server/bench/soak/soak.test.ts'], {
      env: childEnv({ DATABASE_URL: '', REDIS_URL: '' }),
    }),
  );
}

if (wanted('compose')) {
  header('Deployment description (docker-compose.yml)');
  const compose = await run(process.execPath, [join(repoRoot, 'scripts', 'src', 'compose-check.ts')]);
  const line = /^(\d+) passed, (\d+) failed$/m.exec(compose.output);
  if (line) record({ name: 'compose', passed: Number(line[1]), failed: Number(line[2]) });
  else check('compose', compose);
}

if (wanted('e2e')) {
  header('Browser journeys (Playwright in Debian Chromium)');
  if (!(await ensureChromium())) {
    record({ name: 'e2e', passed: 0, failed: 1, note: 'Chromium missing' });
  } else {
    const build = await buildAll({ quiet: true });
    if (build.code !== 0) {
      console.log(build.output);
      check('build', build);
    } else {
      const output = join(reports, 'e2e.json');
      const e2e = await run(join(repoRoot, 'e2e', 'node_modules', '.bin', 'playwright'), ['test', '--reporter=list,json'], {
        cwd: join(repoRoot, 'e2e'),
        env: childEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: output }),
      });
      if (existsSync(output)) {
        const report = JSON.parse(readFileSync(output, 'utf8')) as {
          stats: { expected: number; unexpected: number; flaky: number; skipped: number };
        };
        record({
          name: 'e2e',
          passed: report.stats.expected + report.stats.flaky,
          failed: report.stats.unexpected + report.stats.skipped,
          ...(report.stats.flaky > 0 ? { note: `${report.stats.flaky} passed only on a second try: see "flaky" above` } : {}),
        });
      } else {
        check('e2e', e2e);
      }
    }
  }
}

console.log('\n=== Summary ===');
for (const suite of results)
  console.log(
    `${suite.name}: ${suite.passed} passed, ${suite.failed} failed${suite.note ? ` (${suite.note})` : ''} [${suite.seconds ?? 0} s]`,
  );
console.log(`took ${Math.round((Date.now() - started) / 1000)} s in all`);
const passed = results.reduce((sum, suite) => sum + suite.passed, 0);
const failed = results.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
