// Series over time on a canvas (uPlot), in the theme's colours, as wide as its container. The
// drawing is for the eye: its accessible name says each series' latest value, and a table of
// every point (behind a disclosure) is the same figures for keyboards and screen readers. Where
// the browser has no canvas the table is all there is. uPlot's code loads with the first chart
// drawn, not with the back office's first page.
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TimeChartSeries {
  label: string;
  /** One value per moment of `times` (null where there is none). */
  values: readonly (number | null)[];
  /** The theme's colour of its line, as a custom property (`--color-info`); else the palette's next. */
  color?: string;
}

export interface TimeChartTexts {
  /** The disclosure that shows the points as a table. */
  showTable: string;
  /** The heading of the table's time column. */
  time: string;
  /** The accessible summary: each series' latest value (`a: 1 %, b: 3 %`) and when it was. */
  latest: (values: string, at: string) => string;
  /** Said in place of the chart when there is no point. */
  empty: string;
}

export interface TimeChartProps {
  title: string;
  /** The moments of the values, in milliseconds since the epoch, oldest first. */
  times: readonly number[];
  /** The lines. A new `times` or `series` array draws the chart afresh: keep them while the data is the same. */
  series: readonly TimeChartSeries[];
  texts: TimeChartTexts;
  /** The span of the time axis (the period asked), else the first moment to the last. */
  range?: { from: number; to: number };
  formatValue?: (value: number) => string;
  /** The value axis's labels, short (they have about 8 characters of room); formatValue's by default. */
  formatAxis?: (value: number) => string;
  /** The value axis starts at 0 and reaches at least this. */
  minTop?: number;
  /** The drawing's height in CSS pixels. */
  height?: number;
  /** Each moment is a whole day (UTC): said as a date, without a time. */
  days?: boolean;
}

/** The lines' colours when a series names none: readable on the surface in both themes. */
export const CHART_PALETTE = ['--color-info', '--color-warning', '--color-success', '--color-danger', '--color-link', '--color-text-muted'];
/** Each line's dash as well as its colour, so that colour is not the only difference. */
const DASHES: readonly number[][] = [[], [8, 4], [2, 3], [12, 4, 2, 4]];

const colourOf = (series: TimeChartSeries, index: number) => series.color ?? CHART_PALETTE[index % CHART_PALETTE.length]!;
const dashOf = (index: number) => DASHES[index % DASHES.length]!;
const plain = (value: number) => String(value);

/** Whether this browser draws on a canvas (jsdom does not; neither does a browser that blocks it). */
export function canvasAvailable(): boolean {
  try {
    return typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** The page's theme (data-theme on the root element), followed as it changes. */
function useTheme(): string {
  const read = () => (typeof document === 'undefined' ? '' : (document.documentElement.dataset.theme ?? ''));
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/** The last value of a series and its index, if it has one. */
function lastValue(values: readonly (number | null)[]): { value: number; index: number } | null {
  for (let index = values.length - 1; index >= 0; index -= 1) {
    const value = values[index];
    if (value !== null && value !== undefined) return { value, index };
  }
  return null;
}

export function TimeChart({
  title,
  times,
  series,
  texts,
  range,
  formatValue = plain,
  formatAxis,
  minTop = 1,
  height = 220,
  days = false,
}: TimeChartProps) {
  const { i18n } = useTranslation();
  const [drawable] = useState(canvasAvailable);
  const theme = useTheme();
  const holder = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  // The formatter is read when the axes are drawn: a new function of the caller's does not redraw.
  const format = useRef(formatAxis ?? formatValue);
  useEffect(() => {
    format.current = formatAxis ?? formatValue;
  }, [formatAxis, formatValue]);

  const span = range ? range.to - range.from : (times.at(-1) ?? 0) - (times[0] ?? 0);
  const timeText = useMemo(() => {
    const options: Intl.DateTimeFormatOptions = days
      ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
      : span > 86_400_000
        ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }
        : { hour: '2-digit', minute: '2-digit' };
    const formatter = new Intl.DateTimeFormat(i18n.language, options);
    return (at: number) => formatter.format(at);
  }, [i18n.language, span, days]);

  const latest = series.map((entry) => lastValue(entry.values));
  const latestIndex = Math.max(-1, ...latest.map((found) => found?.index ?? -1));
  const summary =
    latestIndex < 0
      ? `${title}. ${texts.empty}`
      : `${title}. ${texts.latest(
          series.map((entry, index) => `${entry.label}: ${latest[index] ? formatValue(latest[index].value) : '—'}`).join(', '),
          timeText(times[latestIndex]!),
        )}`;

  const from = range?.from;
  const to = range?.to;
  useEffect(() => {
    const element = holder.current;
    if (!drawable || !element || times.length === 0) return undefined;
    let plot: uPlot | null = null;
    let resize: ResizeObserver | undefined;
    let ended = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (ended) return;
      const style = getComputedStyle(element);
      const token = (name: string, otherwise: string) => style.getPropertyValue(name).trim() || otherwise;
      const text = token('--color-text-muted', '#565d70');
      const grid = token('--color-border', '#e1e4ec');
      const surface = token('--color-surface', '#ffffff');
      const font = `12px ${style.fontFamily || 'system-ui, sans-serif'}`;
      const axis: uPlot.Axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      const options: uPlot.Options = {
        width: Math.max(element.clientWidth, 240),
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 8 } },
        scales: {
          x: { time: true, ...(from !== undefined && to !== undefined ? { range: [from / 1000, to / 1000] as uPlot.Range.MinMax } : {}) },
          y: { range: (_plot, _min, max) => [0, Math.max(minTop, (max ?? 0) * 1.15)] },
        },
        axes: [
          { ...axis, ...(days ? { incrs: [86_400] } : {}), values: (_plot, splits) => splits.map((split) => timeText(split * 1000)) },
          { ...axis, size: 64, values: (_plot, splits) => splits.map((split) => format.current(split)) },
        ],
        series: [
          {},
          ...series.map((entry, index) => {
            const stroke = token(colourOf(entry, index), text);
            return {
              label: entry.label,
              stroke,
              width: 2,
              dash: dashOf(index),
              spanGaps: true,
              points: { size: 6, width: 2, stroke, fill: surface },
            };
          }),
        ],
        hooks: { setCursor: [(chart: uPlot) => setHovered(chart.cursor.idx ?? null)] },
      };
      const data: uPlot.AlignedData = [times.map((at) => at / 1000), ...series.map((entry) => entry.values.map((value) => value ?? null))];
      plot = new UPlot(options, data, element);
      resize = new ResizeObserver(() => {
        if (plot && element.clientWidth > 0) plot.setSize({ width: element.clientWidth, height });
      });
      resize.observe(element);
    });
    return () => {
      ended = true;
      resize?.disconnect();
      plot?.destroy();
      setHovered(null);
    };
  }, [drawable, times, series, theme, height, from, to, minTop, timeText, days]);

  if (times.length === 0) {
    return (
      <figure className="bo-chart">
        <figcaption className="bo-chart__title">{title}</figcaption>
        <p className="bo-hint">{texts.empty}</p>
      </figure>
    );
  }

  const shownIndex = hovered ?? latestIndex;
  const table = (
    <div className="bo-table-wrap">
      <table className="bo-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.time}</th>
            {series.map((entry) => (
              <th scope="col" className="bo-num" key={entry.label}>
                {entry.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times
            .map((at, index) => ({ at, index }))
            .filter(({ index }) => series.some((entry) => entry.values[index] != null))
            .reverse()
            .map(({ at, index }) => (
              <tr key={at}>
                <th scope="row">{timeText(at)}</th>
                {series.map((entry) => {
                  const value = entry.values[index];
                  return (
                    <td className="bo-num" key={entry.label}>
                      {value == null ? '—' : formatValue(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <figure className="bo-chart" data-testid="time-chart">
      <figcaption className="bo-chart__title">{title}</figcaption>
      {drawable ? (
        <>
          <ul className="bo-chart__legend">
            {series.map((entry, index) => {
              const value = shownIndex >= 0 ? entry.values[shownIndex] : null;
              return (
                <li key={entry.label} style={{ '--bo-chart-line': `var(${colourOf(entry, index)})` } as CSSProperties}>
                  <svg className="bo-chart__swatch" width="28" height="10" aria-hidden="true">
                    <line x1="1" y1="5" x2="27" y2="5" strokeWidth="2.5" strokeDasharray={dashOf(index).join(' ') || undefined} />
                  </svg>
                  {entry.label}
                  <span className="bo-chart__value">{value == null ? '—' : formatValue(value)}</span>
                </li>
              );
            })}
            {shownIndex >= 0 ? <li className="bo-chart__at">{timeText(times[shownIndex]!)}</li> : null}
          </ul>
          <div ref={holder} className="bo-chart__plot" role="img" aria-label={summary} style={{ minHeight: height }} />
          <details className="bo-chart__table">
            <summary>{texts.showTable}</summary>
            {table}
          </details>
        </>
      ) : (
        <>
          <p className="visually-hidden">{summary}</p>
          {table}
        </>
      )}
    </figure>
  );
}
