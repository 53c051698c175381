// The soak's HTTP client: every call timed and counted by name, its failures by reason, and the
// instances behind a simple balancer (a call that reached no instance, or one that was stopping, is
// sent again to the next, with the same Idempotency-Key, as a player's app retries a lost answer).
import { randomUUID } from 'node:crypto';
import { percentile } from '../percentile.ts';

export interface Answer<T> {
  status: number;
  body: T;
}

/** What a call ended in, for the report: an answer (2xx), a refusal (4xx, by reason) or a failure (5xx, no answer). */
export class Stats {
  readonly latencies = new Map<string, number[]>();
  /** Refusals the players were given, by call and reason (a 4xx with the platform's reason). */
  readonly refusals = new Map<string, number>();
  /** Failures: a 5xx, no answer, a timeout, by call and reason. */
  readonly failures = new Map<string, number>();
  /** Calls that were sent again after a failure (to another instance, same key). */
  retries = 0;
  /** The slowest call of all, and its name. */
  slowest = { ms: 0, name: '' };

  /** Every call's end (epoch ms), its name and how long it took, in the order they ended. */
  readonly #endedAt: number[] = [];
  readonly #took: number[] = [];
  readonly #named: string[] = [];

  add(name: string, ms: number): void {
    this.#endedAt.push(Date.now());
    this.#took.push(ms);
    this.#named.push(name);
    let list = this.latencies.get(name);
    if (!list) this.latencies.set(name, (list = []));
    list.push(ms);
    if (ms > this.slowest.ms) this.slowest = { ms: Math.round(ms), name };
  }

  count(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  /** The durations (ms) of the calls that ended from `from` to `to` (epoch ms), of the names given or all. */
  between(from: number, to: number, names?: readonly string[]): number[] {
    const durations: number[] = [];
    for (let index = 0; index < this.#endedAt.length; index += 1) {
      const at = this.#endedAt[index]!;
      if (at < from || at >= to) continue;
      if (names && !names.includes(this.#named[index]!)) continue;
      durations.push(this.#took[index]!);
    }
    return durations;
  }

  calls(): number {
    let total = 0;
    for (const list of this.latencies.values()) total += list.length;
    return total;
  }

  /** Per call: how many, p50 and p99 in ms. */
  table(): Record<string, { calls: number; p50Ms: number; p99Ms: number; maxMs: number }> {
    const rows: Record<string, { calls: number; p50Ms: number; p99Ms: number; maxMs: number }> = {};
    for (const [name, list] of [...this.latencies].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...list].sort((a, b) => a - b);
      rows[name] = {
        calls: sorted.length,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
        maxMs: Math.round(sorted.at(-1) ?? 0),
      };
    }
    return rows;
  }

  /** Forgets the figures so far (after the warm-up and sign-ups, say). */
  reset(): void {
    this.latencies.clear();
    this.#endedAt.length = 0;
    this.#took.length = 0;
    this.#named.length = 0;
    this.refusals.clear();
    this.failures.clear();
    this.retries = 0;
    this.slowest = { ms: 0, name: '' };
  }
}

/** A call that got no answer at all, after its retries. */
export class NoAnswer extends Error {
  override name = 'NoAnswer';
}

/** How long the soak waits for any answer before it counts the call as hanging. */
export const CALL_TIMEOUT_MS = 30_000;

export class Client {
  /** The instances' addresses; a call goes to the first live one from `prefer` on. */
  readonly urls: string[];
  readonly stats: Stats;
  /** Set while an instance is known to be down (its index), so that calls skip it. */
  readonly down = new Set<number>();

  constructor(urls: string[], stats: Stats) {
    this.urls = urls;
    this.stats = stats;
  }

  /**
   * POSTs JSON to path on an instance (prefer, or the next live one), timed under `name`. Retries
   * (same body, same Idempotency-Key) up to 4 times when no answer came or the instance answered
   * 502/503 (stopping, restarting). Throws NoAnswer when none ever came.
   */
  async post<T = Record<string, unknown>>(
    name: string,
    path: string,
    body: unknown,
    options: { token?: string; key?: string | true; prefer?: number; form?: boolean; retries?: number } = {},
  ): Promise<Answer<T>> {
    const key = options.key === true ? randomUUID() : options.key;
    const headers: Record<string, string> = {
      'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(options.token ? { authorization: options.token } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    };
    const payload = options.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
    let instance = options.prefer ?? 0;
    const attempts = (options.retries ?? 4) + 1;
    let lastError = '';
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      for (let hop = 0; hop < this.urls.length && this.down.has(instance % this.urls.length); hop += 1) instance += 1;
      const url = this.urls[instance % this.urls.length]!;
      const started = performance.now();
      try {
        const response = await fetch(`${url}${path}`, {
          method: 'POST',
          headers,
          body: payload,
          redirect: 'manual',
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        const text = await response.text();
        const ms = performance.now() - started;
        this.stats.add(name, ms);
        let parsed: unknown = {};
        try {
          parsed = text ? JSON.parse(text) : {};
        } catch {
          parsed = { text: text.slice(0, 200) };
        }
        const reason = (parsed as { reason?: string; code?: string }).reason ?? (parsed as { code?: string }).code ?? '';
        if (response.status >= 500 && reason !== 'ROUND_CANCELLED') {
          this.stats.count(this.stats.failures, `${name}: ${response.status} ${reason}`.trim());
          lastError = `${response.status} ${reason}`;
          if ((response.status === 502 || response.status === 503) && reason !== 'ROUND_CANCELLED' && attempt + 1 < attempts) {
            this.stats.retries += 1;
            instance += 1;
            await sleep(250 * (attempt + 1));
            continue;
          }
        } else if (response.status >= 400) {
          this.stats.count(this.stats.refusals, `${name}: ${response.status} ${reason}`.trim());
        }
        return { status: response.status, body: parsed as T };
      } catch (error) {
        const ms = performance.now() - started;
        this.stats.add(name, ms);
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        lastError = (error as Error).name === 'TimeoutError' ? `timeout ${CALL_TIMEOUT_MS} ms` : (cause ?? (error as Error).message);
        this.stats.count(this.stats.failures, `${name}: ${lastError}`);
        if (attempt + 1 < attempts) {
          this.stats.retries += 1;
          instance += 1;
          await sleep(250 * (attempt + 1));
        }
      }
    }
    throw new NoAnswer(`${name}: ${lastError}`);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
