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
  /** The CPU slowdown Lighthouse simulated (4 in its mobile preset). */
  cpuSlowdown: number;
  /** The CPU index of the phone the run stands for: the machine's index divided by the slowdown. */
  effectiveIndex: number;
  /** The element Lighthouse found largest (its CSS path and opening tag), if it named one. */
  lcpElement?: LcpElement;
}

/** The largest element of a run, as Lighthouse names it. */
export interface LcpElement {
  /** A CSS selector of the element (tag and classes along its last few ancestors). */
  selector: string;
  /** Its opening tag, as written in the page. */
  snippet: string;
}

/**
 * The CPU slowdown of the runs: Lighthouse's mobile preset (4), a fixed one, or the one that makes
 * the machine stand for a phone of a stated CPU index (`effectiveIndex`: the machine's index, read
 * by a calibration run that is not counted, divided by the slowdown).
 */
export type CpuThrottling = { kind: 'preset' } | { kind: 'slowdown'; multiplier: number } | { kind: 'phone'; effectiveIndex: number };

/** Lighthouse's own CPU slowdown in its mobile preset. */
const PRESET_SLOWDOWN = 4;

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
  /** The slowdown of the counted runs. */
  cpuSlowdown: number;
  medianEffectiveIndex: number;
  /** The largest element of the last run that named one. */
  lcpElement?: LcpElement;
  /** Whether the page's first HTML response (JavaScript off) already holds that element. */
  lcpInFirstHtml?: boolean;
}

interface LighthouseReport {
  categories: { performance?: { score: number | null } };
  environment?: { benchmarkIndex?: number };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { type?: string; selector?: string; snippet?: string }[] } } | undefined
  >;
  runtimeError?: { code: string; message: string };
}

function runOnce(url: string, outputPath: string, cpuSlowdown: number): Promise<string | undefined> {
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
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
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

function readRun(outputPath: string, cpuSlowdown: number): LighthouseRun | string {
  if (!existsSync(outputPath)) return 'no report written';
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
  if (report.runtimeError) return `${report.runtimeError.code}: ${report.runtimeError.message}`;
  const score = report.categories.performance?.score;
  if (score === null || score === undefined) return 'no performance score';
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const lcpNode = report.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  return {
    ...(lcpNode?.selector ? { lcpElement: { selector: lcpNode.selector, snippet: lcpNode.snippet ?? '' } } : {}),
    score: Math.round(score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
    cumulativeLayoutShift: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(audit('speed-index')),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? Number.NaN),
    cpuSlowdown,
    effectiveIndex: Math.round((report.environment?.benchmarkIndex ?? Number.NaN) / cpuSlowdown),
  };
}

/** The slowdown that makes a machine of `benchmarkIndex` stand for a phone of `effectiveIndex` (one decimal, at least 1). */
export function slowdownFor(benchmarkIndex: number, effectiveIndex: number): number {
  return Math.max(1, Math.round((benchmarkIndex / effectiveIndex) * 10) / 10);
}

/** One run written to `outputDir` and read back: its figures, or why it failed. */
async function measureOnce(url: string, outputDir: string, name: string, cpuSlowdown: number): Promise<LighthouseRun | string> {
  const outputPath = join(outputDir, `${name}.json`);
  const failure = await runOnce(url, outputPath, cpuSlowdown);
  return failure ?? readRun(outputPath, cpuSlowdown);
}

/**
 * Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown unless `throttling` says
 * otherwise) on one URL or several (one page of two builds), several times, their runs taken in turn (A, B, A, B, …) so a
 * machine that slows down or speeds up meanwhile weighs on each alike; a slow phone's slowdown is
 * calibrated once, on the first URL, and used for all.
 */
export async function runLighthouseInTurn(
  urls: readonly string[],
  times: number,
  throttling: CpuThrottling = { kind: 'preset' },
): Promise<LighthouseFigures[]> {
  const outputDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const runs: LighthouseRun[][] = urls.map(() => []);
  const failures: string[][] = urls.map(() => []);
  let cpuSlowdown = throttling.kind === 'slowdown' ? throttling.multiplier : PRESET_SLOWDOWN;
  try {
    if (throttling.kind === 'phone' && urls[0]) {
      // The machine's index, read once before the counted runs (the page and the machine warmed up alike).
      const calibration = await measureOnce(urls[0], outputDir, 'calibration', PRESET_SLOWDOWN);
      if (typeof calibration === 'string') failures[0]!.push(`calibration: ${calibration}`);
      else cpuSlowdown = slowdownFor(calibration.benchmarkIndex, throttling.effectiveIndex);
    }
    for (let index = 0; index < times; index += 1) {
      for (const [which, url] of urls.entries()) {
        const result = await measureOnce(url, outputDir, `run-${which}-${index}`, cpuSlowdown);
        if (typeof result === 'string') failures[which]!.push(`run ${index + 1}: ${result}`);
        else runs[which]!.push(result);
      }
    }
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
  return urls.map((url, which) => summarise(url, runs[which]!, failures[which]!, cpuSlowdown));
}

function summarise(url: string, runs: LighthouseRun[], failures: string[], cpuSlowdown: number): LighthouseFigures {
  const lcpElement = runs.findLast((run) => run.lcpElement)?.lcpElement;
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
    cpuSlowdown,
    medianEffectiveIndex: median(runs.map((run) => run.effectiveIndex)),
    ...(lcpElement ? { lcpElement } : {}),
  };
}
