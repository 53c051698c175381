// Benchmarks (figures, not pass/fail tests): how long every app takes to build, what a phone
// downloads to show / and each area's first page with a cold cache, and Lighthouse's mobile
// performance score and LCP of /, the API's throughput, and the ledger's transfers per second beside
// a bare conditional UPDATE. Figures go to .reports/bench.json.
//
//   node scripts/src/bench.ts [--skip-build] [--lighthouse-runs N]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { repoRoot } from './lib/run.ts';
import { buildEveryApp, type BuildFigures } from './bench/build.ts';
import { runLighthouse, type LighthouseFigures } from './bench/lighthouse.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, measurePageLoad, type PageLoadFigures, type PageToLoad } from './bench/page-load.ts';
import { formatBuild, formatLighthouse, formatPages, formatWaterfall } from './bench/report.ts';
import { startServer, type RunningServer } from './lib/server.ts';
import { kb } from './bench/stats.ts';

/** The first page of each area; guarded areas are measured on a page open to visitors. */
const PAGES: readonly PageToLoad[] = [
  { name: 'home', path: '/' },
  { name: 'casino', path: '/casino' },
  { name: 'sports', path: '/sports' },
  { name: 'vip', path: '/vip' },
  { name: 'wallet', path: '/withdraw/fiat' },
  { name: 'account', path: '/responsible-gambling' },
];

/** The first load of / should need at most this much gzipped JS and score at least this. */
const HOME_JS_GZIP_BUDGET_BYTES = 200_000;
const LIGHTHOUSE_SCORE_TARGET = 95;

interface BenchReport {
  measuredAt: string;
  build: BuildFigures | undefined;
  pages: PageLoadFigures[];
  lighthouse: LighthouseFigures | undefined;
  serverCompressesScripts: boolean;
  budgets: { homeJsGzipBytes: number; lighthouseScore: number };
  api: unknown;
  ledger: unknown;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const skipBuild = process.argv.includes('--skip-build');
const lighthouseRuns = Number(option('--lighthouse-runs') ?? process.env.LIGHTHOUSE_RUNS ?? 3);

/** Set when a signal arrives: the exit code to leave with once everything is stopped. */
let interruptedExitCode: number | undefined;
let server: RunningServer | undefined;
let browser: Browser | undefined;
const stopEverything = async () => {
  await browser?.close().catch(() => undefined);
  await server?.stop();
};
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
for (const signal of Object.keys(SIGNAL_EXIT_CODES) as (keyof typeof SIGNAL_EXIT_CODES)[]) {
  process.once(signal, () => {
    interruptedExitCode = SIGNAL_EXIT_CODES[signal];
    console.error(`\n${signal}: stopping the server…`);
    void stopEverything().finally(() => process.exit(interruptedExitCode));
  });
}

const report: BenchReport = {
  measuredAt: new Date().toISOString(),
  build: undefined,
  pages: [],
  lighthouse: undefined,
  serverCompressesScripts: true,
  budgets: { homeJsGzipBytes: HOME_JS_GZIP_BUDGET_BYTES, lighthouseScore: LIGHTHOUSE_SCORE_TARGET },
  api: undefined,
  ledger: undefined,
};

if (skipBuild) {
  console.log('Build skipped (--skip-build): measuring the dist folders as they are.');
} else {
  console.log('Building the host and the five remotes…');
  report.build = await buildEveryApp();
  console.log(`\n${formatBuild(report.build)}`);
}

try {
  server = await startServer();
  console.log(`\nServer at ${server.url}; loading each first page with a cold cache (375x812)…`);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    // This script stops the browser and the server itself on a signal.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  for (const page of PAGES) report.pages.push(await measurePageLoad(browser, server.url, page));
  await browser.close();
  browser = undefined;

  console.log(`\n${formatPages(report.pages)}`);
  console.log('(wire = bytes as transferred, headers included; gzip = each script gzipped here at level 9)');
  const home = report.pages[0];
  if (home) console.log(`\nRequests of / in start order:\n${formatWaterfall(home.waterfall, server.url)}`);

  const uncompressed = [...new Set(report.pages.flatMap((page) => page.uncompressedScripts))];
  report.serverCompressesScripts = uncompressed.length === 0;
  if (!report.serverCompressesScripts) {
    console.log(`\nThe server sent ${uncompressed.length} script(s) of 1 kB or more without compression:`);
    for (const url of uncompressed) console.log(`  ${url}`);
  }

  if (lighthouseRuns > 0) {
    console.log(`\nLighthouse, mobile preset, ${lighthouseRuns} run(s) of /…`);
    report.lighthouse = await runLighthouse(`${server.url}/`, lighthouseRuns);
    console.log(formatLighthouse(report.lighthouse));
  }
} catch (error) {
  // After a signal the measurement in flight fails as its browser closes: the exit is the signal's.
  if (interruptedExitCode === undefined) throw error;
  await stopEverything();
  process.exit(interruptedExitCode);
} finally {
  await stopEverything();
  server = undefined;
}

// Optional step: the server's API figures, when server/bench/api.ts exists (it exports runApiBench).
const API_BENCH_MODULE = '../../server/bench/api.ts';
if (existsSync(new URL(API_BENCH_MODULE, import.meta.url)) && process.env.BENCH_API !== 'false') {
  console.log('\nAPI throughput (server/bench/api.ts; BENCH_API=false skips it)…');
  const apiBench = (await import(API_BENCH_MODULE)) as { runApiBench?: () => Promise<unknown> };
  if (typeof apiBench.runApiBench === 'function') {
    report.api = await apiBench.runApiBench();
    console.log(JSON.stringify(report.api, null, 2));
  } else {
    console.log('server/bench/api.ts does not export runApiBench: skipped.');
  }
}

// The ledger's transfers per second beside a bare conditional UPDATE on the same database (BENCH_LEDGER=false skips it).
const LEDGER_BENCH_MODULE = '../../server/bench/ledger.ts';
if (process.env.BENCH_LEDGER !== 'false') {
  console.log('\nLedger transfers, 32 players at once (server/bench/ledger.ts; BENCH_LEDGER=false skips it)…');
  const ledgerBench = (await import(LEDGER_BENCH_MODULE)) as { runLedgerBench: () => Promise<unknown> };
  report.ledger = await ledgerBench.runLedgerBench();
  console.log(JSON.stringify(report.ledger, null, 2));
}

const home = report.pages.find((page) => page.path === '/');
if (home) {
  const within = home.jsGzipBytes <= HOME_JS_GZIP_BUDGET_BYTES;
  console.log(
    `\nFirst load of /: ${kb(home.jsGzipBytes)} kB of gzipped JS in ${home.jsRequests} scripts, ${home.requests} requests ` +
      `(budget ${kb(HOME_JS_GZIP_BUDGET_BYTES)} kB: ${within ? 'within' : 'over'})`,
  );
}
if (report.lighthouse && report.lighthouse.runs.length > 0) {
  const { medianScore, medianLcpMs } = report.lighthouse;
  console.log(
    `Lighthouse mobile median: score ${medianScore} (target ${LIGHTHOUSE_SCORE_TARGET}: ${medianScore >= LIGHTHOUSE_SCORE_TARGET ? 'met' : 'missed'}), LCP ${medianLcpMs} ms`,
  );
}
if (!report.serverCompressesScripts) console.log('The server does not compress every script (see above).');

const reportsDir = join(repoRoot, '.reports');
mkdirSync(reportsDir, { recursive: true });
writeFileSync(join(reportsDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('Figures written to .reports/bench.json');
