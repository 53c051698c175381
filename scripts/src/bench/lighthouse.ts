import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnv, repoRoot } from '../lib/run.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { median } from './stats.ts';

const LIGHTHOUSE_BIN = join(repoRoot, 'scripts', 'node_modules', '.bin', 'lighthouse');
const RUN_TIMEOUT_MS = 180_000;

export interface LighthouseRun {
  /** Performance category, 0-100. */
  score: number;
  lcpMs: number;
  fcpMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /**
   * Lighthouse's measure of the machine's CPU speed, taken as the run starts: a reference for
   * comparing figures from different machines (its simulation multiplies the main-thread time it
   * observes by 4, whatever the machine).
   */
  benchmarkIndex: number;
}

export interface LighthouseFigures {
  url: string;
  runs: LighthouseRun[];
  failures: string[];
  medianScore: number;
  /** The lowest and the highest score of the runs: how far one run may stray from the median. */
  minScore: number;
  maxScore: number;
  medianLcpMs: number;
  medianFcpMs: number;
  medianTotalBlockingTimeMs: number;
  medianBenchmarkIndex: number;
}

interface LighthouseReport {
  categories: { performance?: { score: number | null } };
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

function runOnce(url: string, outputPath: string): Promise<string | undefined> {
  return new Promise((resolveRun) => {
    const child = spawn(
      LIGHTHOUSE_BIN,
      [
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${outputPath}`,
        '--quiet',
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      ],
      { env: childEnv({ CHROME_PATH: CHROMIUM_PATH }), stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errorOutput = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errorOutput = (errorOutput + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolveRun(error.message);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolveRun(code === 0 ? undefined : `exit code ${code ?? 'none'}: ${errorOutput.trim()}`);
    });
  });
}

function readRun(outputPath: string): LighthouseRun | string {
  if (!existsSync(outputPath)) return 'no report written';
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
  if (report.runtimeError) return `${report.runtimeError.code}: ${report.runtimeError.message}`;
  const score = report.categories.performance?.score;
  if (score === null || score === undefined) return 'no performance score';
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
    cumulativeLayoutShift: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(audit('speed-index')),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? Number.NaN),
  };
}

/** Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) on one URL, several times. */
export async function runLighthouse(url: string, times: number): Promise<LighthouseFigures> {
  const outputDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const runs: LighthouseRun[] = [];
  const failures: string[] = [];
  try {
    for (let index = 0; index < times; index += 1) {
      const outputPath = join(outputDir, `run-${index}.json`);
      const failure = await runOnce(url, outputPath);
      const result = failure ?? readRun(outputPath);
      if (typeof result === 'string') failures.push(`run ${index + 1}: ${result}`);
      else runs.push(result);
    }
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
  return {
    url,
    runs,
    failures,
    medianScore: median(runs.map((run) => run.score)),
    minScore: runs.length === 0 ? Number.NaN : Math.min(...runs.map((run) => run.score)),
    maxScore: runs.length === 0 ? Number.NaN : Math.max(...runs.map((run) => run.score)),
    medianLcpMs: median(runs.map((run) => run.lcpMs)),
    medianFcpMs: median(runs.map((run) => run.fcpMs)),
    medianTotalBlockingTimeMs: median(runs.map((run) => run.totalBlockingTimeMs)),
    medianBenchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
  };
}
