import type { BuildFigures } from './build.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { PageLoadFigures, RequestRecord } from './page-load.ts';
import { kb } from './stats.ts';

type Cell = string | number;

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length)));
  const format = (line: readonly string[]) =>
    line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [format(lines[0] ?? []), rule, ...lines.slice(1).map(format)].join('\n');
}

export function formatBuild(build: BuildFigures): string {
  const rows: Cell[][] = Object.entries(build.perAppMs).map(([app, ms]) => [app, (ms / 1000).toFixed(2)]);
  rows.push(['total', (build.totalMs / 1000).toFixed(2)]);
  return formatTable(['app', 'build s'], rows);
}

export function formatPages(pages: readonly PageLoadFigures[]): string {
  return formatTable(
    ['page', 'requests', 'JS req', 'JS wire kB', 'JS gzip kB', 'JS raw kB', 'quiet ms', 'area'],
    pages.map((page) => [
      `${page.name} ${page.path}`,
      page.requests,
      page.jsRequests,
      kb(page.jsEncodedBytes),
      kb(page.jsGzipBytes),
      kb(page.jsDecodedBytes),
      page.loadedMs,
      page.areaFallbackShown ? 'FALLBACK' : page.areaRendered ? 'shown' : 'no h1',
    ]),
  );
}

function shortUrl(url: string, baseUrl: string): string {
  return url.startsWith(baseUrl) ? url.slice(baseUrl.length) || '/' : url;
}

/** Every request of one page load in start order: when, how long, what type, how many bytes. */
export function formatWaterfall(requests: readonly RequestRecord[], baseUrl: string): string {
  return formatTable(
    ['request', 'type', 'start ms', 'end ms', 'wire kB', 'gzip kB', 'enc'],
    requests.map((request) => [
      shortUrl(request.url, baseUrl).slice(0, 60),
      request.resourceType,
      request.startMs,
      request.endMs,
      kb(request.encodedBytes),
      kb(request.gzipBytes),
      request.failed ? 'FAILED' : request.contentEncoding || '-',
    ]),
  );
}

export function formatLighthouse(lighthouse: LighthouseFigures): string {
  const rows: Cell[][] = lighthouse.runs.map((run, index) => [
    `run ${index + 1}`,
    run.score,
    run.lcpMs,
    run.fcpMs,
    run.totalBlockingTimeMs,
    run.speedIndexMs,
    run.cumulativeLayoutShift,
    run.benchmarkIndex,
  ]);
  rows.push([
    'median',
    lighthouse.medianScore,
    lighthouse.medianLcpMs,
    lighthouse.medianFcpMs,
    lighthouse.medianTotalBlockingTimeMs,
    '',
    '',
    lighthouse.medianBenchmarkIndex,
  ]);
  const table = formatTable(['Lighthouse mobile', 'score', 'LCP ms', 'FCP ms', 'TBT ms', 'SI ms', 'CLS', 'CPU index'], rows);
  return lighthouse.failures.length === 0 ? table : `${table}\nfailed runs:\n  ${lighthouse.failures.join('\n  ')}`;
}
