// Benchmarks (figures, not pass/fail tests): how long every app takes to build, what a phone
// downloads to show /, each area's first page and a game's page with a cold cache (scripts, images),
// Lighthouse's mobile performance score and LCP of / and /casino, the API's throughput, the ledger's
// transfers per second beside a bare conditional UPDATE, and the casino's server side (the lobby's
// game list beside a bare route, seamless-wallet and Dice bets per second, the ledger check after
// them). Figures go to .reports/bench.json.
//
//   node scripts/src/bench.ts [--skip-build] [--lighthouse-runs N] [--cpu-slowdown X | --slow-phone [INDEX]] [--baseline DIR]
//   (--cpu-slowdown runs Lighthouse with that CPU slowdown instead of its preset's 4; --slow-phone makes
//   this machine stand for a phone of CPU index INDEX, 450 when not given: the slowdown is the machine's
//   index, read by an uncounted run, divided by it; --baseline DIR serves the builds of another
//   checkout DIR, built, beside this one's, and measures both in the same run: page loads, and
//   Lighthouse's runs taken in turn, A, B, A, B, with the medians side by side)
//   (BENCH_API=false, BENCH_LEDGER=false, BENCH_CASINO=false, BENCH_VIP=false, BENCH_SPORTS=false skip the server parts)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { repoRoot } from './lib/run.ts';
import { buildEveryApp, type BuildFigures } from './bench/build.ts';
import { runLighthouseInTurn, type CpuThrottling, type LighthouseFigures } from './bench/lighthouse.ts';
import { paintedByFirstHtml } from './bench/first-html.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, measurePageLoad, type PageLoadFigures, type PageToLoad } from './bench/page-load.ts';
import {
  formatBuild,
  formatCasino,
  formatLighthouse,
  formatLighthouseAgainst,
  formatPages,
  formatPagesAgainst,
  formatWaterfall,
  type CasinoFigures,
} from './bench/report.ts';
import { startServer, type RunningServer } from './lib/server.ts';
import { kb } from './bench/stats.ts';
import { AREAS } from '@app/contract/areas';

/** The first page of each area; guarded areas are measured on a page open to visitors. */
const PAGES: readonly PageToLoad[] = [
  { name: 'home', path: '/' },
  { name: 'casino', path: '/casino' },
  { name: 'sports', path: '/sports' },
  { name: 'vip', path: '/vip' },
  { name: 'wallet', path: '/withdraw/fiat' },
  { name: 'account', path: '/responsible-gambling' },
];
/** The lobby's first page, whose first provider game (not an original) is the game page measured. */
const LOBBY_FIRST_PAGE = { page: 1, pageSize: 24 };
/** The pages Lighthouse scores. */
const LIGHTHOUSE_PATHS = ['/', '/casino', '/sports'];

/** The first load of / should need at most this much gzipped JS, and / and /casino score at least this. */
const HOME_JS_GZIP_BUDGET_BYTES = 200_000;
const LIGHTHOUSE_SCORE_TARGET = 95;
/** The score a slow phone's run should reach (a machine of index 1,800 or less, or one slowed to stand for it). */
const SLOW_PHONE_SCORE_TARGET = 85;

interface BenchReport {
  measuredAt: string;
  build: BuildFigures | undefined;
  pages: PageLoadFigures[];
  /** One entry per page of LIGHTHOUSE_PATHS. */
  lighthouse: LighthouseFigures[];
  serverCompressesScripts: boolean;
  budgets: { homeJsGzipBytes: number; lighthouseScore: number };
  api: unknown;
  ledger: unknown;
  casino: CasinoFigures | undefined;
  /** The VIP programme's figures (server/bench/vip.ts). */
  vip?: unknown;
  /** The sportsbook's figures (server/bench/sports.ts). */
  sports?: unknown;
  /** The builds of another checkout measured in the same run (--baseline DIR). */
  baseline?: { dir: string; pages: PageLoadFigures[]; lighthouse: LighthouseFigures[] };
}

/** The page of the lobby's first provider game (the originals are pages of their own), if any. */
async function providerGamePage(baseUrl: string): Promise<PageToLoad | undefined> {
  const response = await fetch(`${baseUrl}/v1/game/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOBBY_FIRST_PAGE),
  });
  if (!response.ok) throw new Error(`/v1/game/list answered ${response.status}`);
  const { list } = (await response.json()) as { list: { gameId: string; isOriginal: boolean }[] };
  const game = list.find((candidate) => !candidate.isOriginal);
  return game && { name: 'game', path: `/game-detail/${encodeURIComponent(game.gameId)}` };
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const skipBuild = process.argv.includes('--skip-build');
const baselineDir = option('--baseline');
if (baselineDir !== undefined && !existsSync(join(baselineDir, 'host', 'dist', 'index.html'))) {
  throw new Error(`--baseline ${baselineDir}: no built host there (run its build first)`);
}
const lighthouseRuns = Number(option('--lighthouse-runs') ?? process.env.LIGHTHOUSE_RUNS ?? 3);
const throttling = cpuThrottling();
const scoreTarget = throttling.kind === 'phone' ? SLOW_PHONE_SCORE_TARGET : LIGHTHOUSE_SCORE_TARGET;

/** The CPU slowdown Lighthouse runs with, from --cpu-slowdown X or --slow-phone [INDEX]. */
function cpuThrottling(): CpuThrottling {
  const slowdown = option('--cpu-slowdown');
  if (slowdown !== undefined) {
    const multiplier = Number(slowdown);
    if (!(multiplier >= 1)) throw new Error(`--cpu-slowdown needs a number of at least 1, not ${slowdown}`);
    return { kind: 'slowdown', multiplier };
  }
  if (!process.argv.includes('--slow-phone')) return { kind: 'preset' };
  const given = option('--slow-phone');
  const effectiveIndex = given === undefined || given.startsWith('--') ? 450 : Number(given);
  if (!(effectiveIndex > 0)) throw new Error(`--slow-phone needs a CPU index above 0, not ${given ?? ''}`);
  return { kind: 'phone', effectiveIndex };
}

/** Set when a signal arrives: the exit code to leave with once everything is stopped. */
let interruptedExitCode: number | undefined;
let server: RunningServer | undefined;
let baselineServer: RunningServer | undefined;
let browser: Browser | undefined;
const stopEverything = async () => {
  await browser?.close().catch(() => undefined);
  await server?.stop();
  await baselineServer?.stop();
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
  lighthouse: [],
  serverCompressesScripts: true,
  budgets: { homeJsGzipBytes: HOME_JS_GZIP_BUDGET_BYTES, lighthouseScore: scoreTarget },
  api: undefined,
  ledger: undefined,
  casino: undefined,
};

/** Writes the figures so far: a later step that fails leaves the earlier ones in the report. */
function saveReport(): void {
  const reportsDir = join(repoRoot, '.reports');
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(join(reportsDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
}

if (skipBuild) {
  console.log('Build skipped (--skip-build): measuring the dist folders as they are.');
} else {
  console.log('Building the host and the five remotes…');
  report.build = await buildEveryApp();
  console.log(`\n${formatBuild(report.build)}`);
}

/** The server settings that serve the builds of the checkout `dir` instead of this one's. */
function buildsOf(dir: string): NodeJS.ProcessEnv {
  return {
    HOST_DIST: join(dir, 'host', 'dist'),
    BACKOFFICE_DIST: join(dir, 'backoffice', 'dist'),
    ...Object.fromEntries(AREAS.map((area) => [`REMOTE_${area.toUpperCase()}_DIST`, join(dir, 'remotes', area, 'dist')])),
  };
}

try {
  server = await startServer();
  if (baselineDir !== undefined) {
    baselineServer = await startServer({ env: buildsOf(baselineDir) });
    report.baseline = { dir: baselineDir, pages: [], lighthouse: [] };
    console.log(`Baseline: the builds of ${baselineDir}, served at ${baselineServer.url}`);
  }
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
  const pages = [...PAGES];
  const gamePage = await providerGamePage(server.url);
  if (gamePage) pages.splice(pages.findIndex((page) => page.name === 'casino') + 1, 0, gamePage);
  else console.log('The lobby lists no provider game: no game page measured.');
  for (const page of pages) {
    if (baselineServer) report.baseline!.pages.push(await measurePageLoad(browser, baselineServer.url, page));
    report.pages.push(await measurePageLoad(browser, server.url, page));
  }

  console.log(`\n${formatPages(report.pages)}`);
  if (report.baseline) console.log(`\nAgainst the baseline:\n${formatPagesAgainst(report.baseline.pages, report.pages)}`);
  console.log('(wire = bytes as transferred, headers included; gzip = each script gzipped here at level 9)');
  const home = report.pages[0];
  if (home) console.log(`\nRequests of / in start order:\n${formatWaterfall(home.waterfall, server.url)}`);

  const uncompressed = [...new Set(report.pages.flatMap((page) => page.uncompressedScripts))];
  report.serverCompressesScripts = uncompressed.length === 0;
  if (!report.serverCompressesScripts) {
    console.log(`\nThe server sent ${uncompressed.length} script(s) of 1 kB or more without compression:`);
    for (const url of uncompressed) console.log(`  ${url}`);
  }

  for (const path of lighthouseRuns > 0 ? LIGHTHOUSE_PATHS : []) {
    const slower =
      throttling.kind === 'preset'
        ? ''
        : throttling.kind === 'slowdown'
          ? `, CPU ${throttling.multiplier}x slower`
          : `, CPU slowed to stand for a phone of index ${throttling.effectiveIndex}`;
    console.log(`\nLighthouse, mobile preset${slower}, ${lighthouseRuns} run(s) of ${path}…`);
    const urls = [`${server.url}${path}`, ...(baselineServer ? [`${baselineServer.url}${path}`] : [])];
    const [figures, baseline] = await runLighthouseInTurn(urls, lighthouseRuns, throttling);
    for (const measured of [figures, baseline]) {
      if (measured?.lcpElement) measured.lcpInFirstHtml = await paintedByFirstHtml(browser, measured.url, measured.lcpElement);
    }
    report.lighthouse.push(figures!);
    console.log(formatLighthouse(figures!));
    if (baseline) {
      report.baseline!.lighthouse.push(baseline);
      console.log(`baseline:\n${formatLighthouse(baseline)}\n${formatLighthouseAgainst(baseline, figures!)}`);
    }
  }
  await browser.close();
  browser = undefined;
} catch (error) {
  // After a signal the measurement in flight fails as its browser closes: the exit is the signal's.
  if (interruptedExitCode === undefined) throw error;
  await stopEverything();
  process.exit(interruptedExitCode);
} finally {
  await stopEverything();
  server = undefined;
  baselineServer = undefined;
}

saveReport();

// Optional step: the server's API figures, when server/bench/api.ts exists (it exports runApiBench).
const API_BENCH_MODULE = '../../server/bench/api.ts';
if (existsSync(new URL(API_BENCH_MODULE, import.meta.url)) && process.env.BENCH_API !== 'false') {
  console.log('\nAPI throughput (server/bench/api.ts; BENCH_API=false skips it)…');
  const apiBench = (await import(API_BENCH_MODULE)) as { runApiBench?: () => Promise<unknown> };
  if (typeof apiBench.runApiBench === 'function') {
    report.api = await apiBench.runApiBench();
    saveReport();
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
  saveReport();
  console.log(JSON.stringify(report.ledger, null, 2));
}

// The casino's server side: the lobby's list beside a bare route, bets per second, the ledger check (BENCH_CASINO=false skips it).
const CASINO_BENCH_MODULE = '../../server/bench/casino.ts';
if (process.env.BENCH_CASINO !== 'false') {
  console.log('\nCasino: game list, seamless-wallet and Dice bets, ledger check (server/bench/casino.ts; BENCH_CASINO=false skips it)…');
  const casinoBench = (await import(CASINO_BENCH_MODULE)) as { runCasinoBench: () => Promise<CasinoFigures> };
  report.casino = await casinoBench.runCasinoBench();
  saveReport();
  console.log(formatCasino(report.casino));
}

// The VIP programme: bets that reach levels, claims quoted and paid, a claim confirmed at once under several keys (BENCH_VIP=false skips it).
const VIP_BENCH_MODULE = '../../server/bench/vip.ts';
if (process.env.BENCH_VIP !== 'false') {
  console.log('\nVIP: level-ups in the bets, claims per second, paid once, ledger check (server/bench/vip.ts; BENCH_VIP=false skips it)…');
  const vipBench = (await import(VIP_BENCH_MODULE)) as { runVipBench: () => Promise<unknown>; formatVip: (figures: never) => string };
  const vipFigures = await vipBench.runVipBench();
  report.vip = vipFigures;
  saveReport();
  console.log(vipBench.formatVip(vipFigures as never));
}

// The sportsbook: sockets held, one odds update fanned out, odds updates and bet placements per second (BENCH_SPORTS=false skips it).
const SPORTS_BENCH_MODULE = '../../server/bench/sports.ts';
if (process.env.BENCH_SPORTS !== 'false') {
  console.log(
    '\nSportsbook: sockets held, fan-out, odds updates and bets per second (server/bench/sports.ts; BENCH_SPORTS=false skips it)…',
  );
  const sportsBench = (await import(SPORTS_BENCH_MODULE)) as {
    runSportsBench: () => Promise<unknown>;
    formatSports: (figures: never) => string;
  };
  const sportsFigures = await sportsBench.runSportsBench();
  report.sports = sportsFigures;
  saveReport();
  console.log(sportsBench.formatSports(sportsFigures as never));
}

console.log('');
for (const page of report.pages.filter((measured) => measured.path === '/' || measured.name === 'casino' || measured.name === 'game')) {
  const budget =
    page.path === '/'
      ? ` (budget ${kb(HOME_JS_GZIP_BUDGET_BYTES)} kB: ${page.jsGzipBytes <= HOME_JS_GZIP_BUDGET_BYTES ? 'within' : 'over'})`
      : '';
  console.log(
    `First load of ${page.path}: ${kb(page.jsGzipBytes)} kB of gzipped JS in ${page.jsRequests} scripts, ` +
      `${kb(page.imageEncodedBytes)} kB of images in ${page.imageRequests}, ${page.requests} requests${budget}`,
  );
}
for (const lighthouse of report.lighthouse.filter((figures) => figures.runs.length > 0)) {
  const { medianScore, minScore, maxScore, medianLcpMs, medianBenchmarkIndex, cpuSlowdown, medianEffectiveIndex } = lighthouse;
  console.log(
    `Lighthouse mobile median of ${new URL(lighthouse.url).pathname}: score ${medianScore} (runs ${minScore}-${maxScore}; ` +
      `target ${scoreTarget}: ${medianScore >= scoreTarget ? 'met' : 'missed'}), LCP ${medianLcpMs} ms, CPU index ${medianBenchmarkIndex}, ${cpuSlowdown}x slower: as a phone of index ${medianEffectiveIndex}`,
  );
}
if (!report.serverCompressesScripts) console.log('The server does not compress every script (see above).');

saveReport();
console.log('Figures written to .reports/bench.json');
