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
    ['page', 'requests', 'JS req', 'JS wire kB', 'JS gzip kB', 'JS raw kB', 'img req', 'img wire kB', 'quiet ms', 'area'],
    pages.map((page) => [
      `${page.name} ${page.path}`,
      page.requests,
      page.jsRequests,
      kb(page.jsEncodedBytes),
      kb(page.jsGzipBytes),
      kb(page.jsDecodedBytes),
      page.imageRequests,
      kb(page.imageEncodedBytes),
      page.loadedMs,
      page.areaFallbackShown ? 'FALLBACK' : page.areaRendered ? 'shown' : 'no h1',
    ]),
  );
}

/** The ratio of a figure to its baseline, to two places ("1.00x" when equal, "-" when the baseline is 0). */
export function ratio(value: number, baseline: number): string {
  return baseline === 0 || !Number.isFinite(value) || !Number.isFinite(baseline) ? '-' : `${(value / baseline).toFixed(2)}x`;
}

/** Each page's first load beside the baseline's: gzipped JS, scripts and requests, and the ratio of the JS. */
export function formatPagesAgainst(baseline: readonly PageLoadFigures[], pages: readonly PageLoadFigures[]): string {
  return formatTable(
    ['page', 'JS gzip kB, baseline', 'this build', 'ratio', 'JS req, baseline', 'this build', 'requests, baseline', 'this build'],
    pages.map((page) => {
      const before = baseline.find((candidate) => candidate.path === page.path);
      return [
        `${page.name} ${page.path}`,
        before ? kb(before.jsGzipBytes) : '-',
        kb(page.jsGzipBytes),
        before ? ratio(page.jsGzipBytes, before.jsGzipBytes) : '-',
        before?.jsRequests ?? '-',
        page.jsRequests,
        before?.requests ?? '-',
        page.requests,
      ];
    }),
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

/** One table per URL measured, headed by the URL. */
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
    run.effectiveIndex,
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
    lighthouse.medianEffectiveIndex,
  ]);
  rows.push(['spread', `${lighthouse.minScore}-${lighthouse.maxScore}`, '', '', '', '', '', '', '']);
  const largest = lighthouse.lcpElement
    ? `\nlargest element: ${lighthouse.lcpElement.selector}` +
      (lighthouse.lcpInFirstHtml === undefined ? '' : `; in the first HTML: ${lighthouse.lcpInFirstHtml ? 'yes' : 'no'}`)
    : '';
  const table = formatTable(
    [
      `Lighthouse mobile ${new URL(lighthouse.url).pathname}, CPU ${lighthouse.cpuSlowdown}x slower`,
      'score',
      'LCP ms',
      'FCP ms',
      'TBT ms',
      'SI ms',
      'CLS',
      'CPU index',
      'as a phone of',
    ],
    rows,
  );
  return lighthouse.failures.length === 0
    ? `${table}${largest}`
    : `${table}${largest}\nfailed runs:\n  ${lighthouse.failures.join('\n  ')}`;
}

/** One page's Lighthouse medians beside the baseline's, runs taken in turn: score, LCP, TBT and their ratios. */
export function formatLighthouseAgainst(baseline: LighthouseFigures, figures: LighthouseFigures): string {
  const row = (name: string, measured: LighthouseFigures): Cell[] => [
    name,
    measured.medianScore,
    `${measured.minScore}-${measured.maxScore}`,
    measured.medianLcpMs,
    measured.medianTotalBlockingTimeMs,
    measured.medianBenchmarkIndex,
    measured.lcpInFirstHtml === undefined ? '-' : measured.lcpInFirstHtml ? 'yes' : 'no',
  ];
  return formatTable(
    [
      `${new URL(figures.url).pathname}, CPU ${figures.cpuSlowdown}x slower`,
      'score',
      'spread',
      'LCP ms',
      'TBT ms',
      'CPU index',
      'LCP in HTML',
    ],
    [
      row('baseline', baseline),
      row('this build', figures),
      [
        'ratio',
        ratio(figures.medianScore, baseline.medianScore),
        '',
        ratio(figures.medianLcpMs, baseline.medianLcpMs),
        ratio(figures.medianTotalBlockingTimeMs, baseline.medianTotalBlockingTimeMs),
        '',
        '',
      ],
    ],
  );
}

interface RateFigure {
  requestsPerSecond: number;
  p99Ms: number;
}
interface LoopFigure {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  refused: number;
}
/** What server/bench/casino.ts measures on one database (the part the table shows). */
interface CasinoDatabaseFigures {
  gameList: RateFigure;
  peer: RateFigure & { route: string };
  gameListToPeer: number;
  seamlessRounds: LoopFigure;
  diceBets: LoopFigure;
  /** Round trips to the database per round and per bet (a range: a win costs more than a loss). */
  roundTrips?: { seamlessRound: TripRange; diceBet: TripRange };
  ledgerCheck: { ok: boolean; breaches: number; transfers: number };
}
interface TripRange {
  min: number;
  max: number;
}
const trips = (range: TripRange | undefined): Cell =>
  range === undefined ? '-' : range.min === range.max ? range.min : `${range.min}-${range.max}`;
/** What runCasinoBench() of server/bench/casino.ts answers. */
export interface CasinoFigures {
  duration: number;
  connections: number;
  players: number;
  gameId: string;
  pglite: CasinoDatabaseFigures;
  postgres: CasinoDatabaseFigures | { skipped: string };
}

/** The casino's server figures: one column per database, ratios within the same run. */
export function formatCasino(casino: CasinoFigures): string {
  const measured = (['pglite', 'postgres'] as const).flatMap((name) => {
    const figures = casino[name];
    return 'skipped' in figures ? [] : [[name, figures] as const];
  });
  const row = (label: string, pick: (figures: CasinoDatabaseFigures) => Cell): Cell[] => [
    label,
    ...measured.map(([, figures]) => pick(figures)),
  ];
  const table = formatTable(
    ['casino', ...measured.map(([name]) => name)],
    [
      row('POST /v1/game/list req/s', (figures) => figures.gameList.requestsPerSecond),
      row('  p99 ms', (figures) => figures.gameList.p99Ms),
      row(`${casino.pglite.peer.route} req/s (peer)`, (figures) => figures.peer.requestsPerSecond),
      row('  p99 ms', (figures) => figures.peer.p99Ms),
      row('game list / peer', (figures) => figures.gameListToPeer),
      row('seamless bet+win /s', (figures) => figures.seamlessRounds.perSecond),
      row('  p50 / p99 ms', (figures) => `${figures.seamlessRounds.p50Ms} / ${figures.seamlessRounds.p99Ms}`),
      row('  refused', (figures) => figures.seamlessRounds.refused),
      row('  round trips per round', (figures) => trips(figures.roundTrips?.seamlessRound)),
      row('Dice bets /s', (figures) => figures.diceBets.perSecond),
      row('  p50 / p99 ms', (figures) => `${figures.diceBets.p50Ms} / ${figures.diceBets.p99Ms}`),
      row('  refused', (figures) => figures.diceBets.refused),
      row('  round trips per bet', (figures) => trips(figures.roundTrips?.diceBet)),
      row('ledger check', (figures) =>
        figures.ledgerCheck.ok ? `ok (${figures.ledgerCheck.transfers} transfers)` : `${figures.ledgerCheck.breaches} breaches`,
      ),
    ],
  );
  const skipped = 'skipped' in casino.postgres ? `\nPostgres skipped: ${casino.postgres.skipped}` : '';
  return `${table}\n(${casino.duration} s each, ${casino.connections} connections for the routes, ${casino.players} players for the bets, game ${casino.gameId})${skipped}`;
}
