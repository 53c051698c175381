import { HEALTH_PATH } from '@app/contract/rollout';

/** How often the counts are sent, at most (and when the page is hidden or left). */
export const HEALTH_FLUSH_MS = 10_000;

interface Counts {
  loads: number;
  loadFailures: number;
  renderErrors: number;
}

const pending = new Map<string, Counts>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** Errors that were a failed load (already counted), so the boundary does not count them again. */
const loadErrors = new WeakSet<object>();

function add(area: string, version: string | null, change: Partial<Counts>) {
  const key = `${area}\n${version ?? 'default'}`;
  const counts = pending.get(key) ?? { loads: 0, loadFailures: 0, renderErrors: 0 };
  counts.loads += change.loads ?? 0;
  counts.loadFailures += change.loadFailures ?? 0;
  counts.renderErrors += change.renderErrors ?? 0;
  pending.set(key, counts);
  timer ??= setTimeout(flushHealth, HEALTH_FLUSH_MS);
}

/** A page of an area loaded, or failed to load (the error is remembered as a load failure). */
export function recordLoad(area: string, version: string | null, error?: unknown): void {
  if (error && typeof error === 'object') loadErrors.add(error);
  add(area, version, error === undefined ? { loads: 1 } : { loadFailures: 1 });
}

/** The area's boundary caught an error: a render error, unless it was a failed load. */
export function recordBoundaryError(area: string, version: string | null, error: unknown): void {
  if (error && typeof error === 'object' && loadErrors.has(error)) return;
  add(area, version, { renderErrors: 1 });
}

/**
 * Sends the counts gathered since the last time, per area and build (no personal data), with a
 * request that outlives the page when it is being left.
 */
export function flushHealth(): void {
  clearTimeout(timer);
  timer = undefined;
  if (pending.size === 0) return;
  const reports = [...pending].map(([key, counts]) => {
    const [area, version] = key.split('\n');
    return { area, version, ...counts };
  });
  pending.clear();
  const body = JSON.stringify({ reports });
  const sent = navigator.sendBeacon?.(HEALTH_PATH, new Blob([body], { type: 'application/json' }));
  if (!sent)
    void fetch(HEALTH_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushHealth();
  });
  // A page left for another is not always hidden first.
  window.addEventListener('pagehide', flushHealth);
}
