// Benchmarks (figures, never test assertions): build time, what the browser fetches to show each
// area's first page with a cold cache, Lighthouse's mobile performance of /, and the API's
// throughput when the server bench is present.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { APPS, childEnv, repoRoot, run } from './lib/run.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const PAGES = [
  { area: 'home (casino)', path: '/' },
  { area: 'casino', path: '/casino' },
  { area: 'sports', path: '/sports' },
  { area: 'vip', path: '/vip' },
  { area: 'wallet', path: '/withdraw/fiat' },
  { area: 'account', path: '/responsible-gambling' },
];
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function buildTimes() {
  const times: Record<string, number> = {};
  const started = performance.now();
  for (const app of APPS) {
    const begin = performance.now();
    const result = await run('pnpm', ['--silent', 'run', 'build'], {
      cwd: join(repoRoot, app),
      quiet: true,
      env: childEnv({ NODE_ENV: 'production' }),
    });
    if (result.code !== 0) throw new Error(`Building ${app} failed:\n${result.output}`);
    times[app] = Math.round(performance.now() - begin);
  }
  return { perAppMs: times, totalMs: Math.round(performance.now() - started) };
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, [join(repoRoot, 'server', 'src', 'main.ts')], {
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' }),
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server exited');
    if (
      await fetch(`${url}/site/config.json`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('The server did not start');
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface PageFigures {
  area: string;
  path: string;
  jsRequests: number;
  requests: number;
  jsTransferredBytes: number;
  jsGzipBytes: number;
  jsRawBytes: number;
}

/** Loads a page in a fresh context (cold cache) and adds up what the browser fetched. */
async function measurePage(browserUrl: string, area: string, path: string): Promise<PageFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    let transferred = 0;
    let requests = 0;
    cdp.on('Network.responseReceived', (event: { requestId: string; type: string; response: { url: string } }) => {
      types.set(event.requestId, event.type);
      urls.set(event.requestId, event.response.url);
    });
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
      requests += 1;
      if (types.get(event.requestId) === 'Script') transferred += event.encodedDataLength;
    });
    await page.goto(`${browserUrl}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const scripts = [...types.entries()].filter(([, type]) => type === 'Script').map(([id]) => urls.get(id) ?? '');
    let gzip = 0;
    let raw = 0;
    for (const url of scripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    return { area, path, jsRequests: scripts.length, requests, jsTransferredBytes: transferred, jsGzipBytes: gzip, jsRawBytes: raw };
  } finally {
    await browser.close();
  }
}

function lighthouse(url: string) {
  const binary = join(repoRoot, 'scripts', 'node_modules', '.bin', 'lighthouse');
  const scores: number[] = [];
  const lcps: number[] = [];
  const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  for (let runIndex = 0; runIndex < LIGHTHOUSE_RUNS; runIndex += 1) {
    const output = join(outDir, `run-${runIndex}.json`);
    const result = spawnSync(
      binary,
      [
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--chrome-flags=--headless=new ${CHROME_ARGS.join(' ')}`,
      ],
      { env: childEnv({ CHROME_PATH: CHROMIUM }), encoding: 'utf8', timeout: 180_000 },
    );
    if (result.status !== 0 || !existsSync(output)) {
      console.error(`Lighthouse run ${runIndex + 1} failed: ${result.stderr?.slice(-500) ?? ''}`);
      continue;
    }
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue?: number }>;
    };
    scores.push(Math.round(report.categories.performance.score * 100));
    lcps.push(Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0));
  }
  rmSync(outDir, { recursive: true, force: true });
  return { runs: scores.length, scores, lcpMs: lcps, medianScore: median(scores), medianLcpMs: median(lcps) };
}

async function apiBench(): Promise<Record<string, unknown> | undefined> {
  const file = join(repoRoot, 'server', 'bench', 'api.ts');
  if (!existsSync(file)) return undefined;
  const module = (await import(file)) as { runApiBench?: () => Promise<Record<string, unknown>> };
  return module.runApiBench?.();
}

console.log('Building every app…');
const build = await buildTimes();
console.log(`Build: ${build.totalMs} ms in all`, build.perAppMs);

const server = await startServer();
const figures: PageFigures[] = [];
let lighthouseFigures: ReturnType<typeof lighthouse> | undefined;
try {
  for (const { area, path } of PAGES) figures.push(await measurePage(server.url, area, path));
  console.log('\nFirst load with a cold cache (JS only; transferred = as served, brotli or gzip):');
  console.log('page                         JS req  all req  JS transferred KB  JS gzip KB  JS raw KB');
  for (const row of figures) {
    console.log(
      `${`${row.area} ${row.path}`.padEnd(28)} ${String(row.jsRequests).padStart(6)}  ${String(row.requests).padStart(7)}  ${String(kb(row.jsTransferredBytes)).padStart(17)}  ${String(kb(row.jsGzipBytes)).padStart(10)}  ${String(kb(row.jsRawBytes)).padStart(9)}`,
    );
  }
  console.log(`\nLighthouse (mobile, ${LIGHTHOUSE_RUNS} runs) of /…`);
  lighthouseFigures = lighthouse(`${server.url}/`);
  console.log(
    `Performance score: median ${lighthouseFigures.medianScore} (${lighthouseFigures.scores.join(', ')}); LCP median ${lighthouseFigures.medianLcpMs} ms`,
  );
} finally {
  server.stop();
}

let api: Record<string, unknown> | undefined;
if (process.env.BENCH_API !== 'false') {
  console.log('\nAPI throughput (server/bench/api.ts)…');
  api = await apiBench();
  if (api) console.log(JSON.stringify(api, null, 2));
}

mkdirSync(join(repoRoot, '.reports'), { recursive: true });
writeFileSync(
  join(repoRoot, '.reports', 'bench.json'),
  JSON.stringify({ build, pages: figures, lighthouse: lighthouseFigures, api }, null, 2),
);
console.log('\nFigures written to .reports/bench.json');
