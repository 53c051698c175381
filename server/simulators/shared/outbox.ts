/** How a call owed to the platform is retried. */
export interface RetryPolicy {
  /** The first retry waits this long, each later one twice as long, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A call never answered after this many attempts is given up. */
  maxAttempts: number;
}

/** After a failed attempt (`attempts` counts it): whether to give the call up, else how long to wait. */
export function retryAfter(policy: RetryPolicy, attempts: number): { giveUp: boolean; delayMs: number } {
  return {
    giveUp: attempts >= policy.maxAttempts,
    delayMs: Math.min(policy.baseDelayMs * 2 ** (attempts - 1), policy.maxDelayMs),
  };
}

export interface OutboxOptions<Item> {
  /** The calls due now, read from the simulator's own table (a few at a time). */
  due(): Promise<Item[]>;
  /** Makes one call and records its outcome (delivered, or when to try it next). */
  deliver(item: Item): Promise<void>;
  /**
   * How many calls a pass sends at once (1 when not given: in order, for calls that must stay in
   * order; more for independent calls, so that one slow answer does not hold up the others).
   */
  concurrency?: number;
  /** What the log says when a pass fails as a whole. */
  failure: string;
  log?: { warn(message: string): void };
}

/**
 * The retrying outbox of a simulator's calls to the platform (a provider's callbacks, a studio's
 * owed wallet calls): each call is a row of the simulator's own table with its next attempt's time;
 * a pass sends every call that is due (`concurrency` at once), one pass at a time (overlapping
 * calls share it), every intervalMs once started, and none once closed.
 */
export class Outbox<Item> {
  readonly #options: OutboxOptions<Item>;
  #timer: NodeJS.Timeout | undefined;
  #delivering: Promise<void> | undefined;
  #closed = false;

  constructor(options: OutboxOptions<Item>) {
    this.#options = options;
  }

  /** Sends every call that is due (one pass; overlapping calls share it). */
  deliverDue(): Promise<void> {
    this.#delivering ??= this.#pass().finally(() => {
      this.#delivering = undefined;
    });
    return this.#delivering;
  }

  async #pass(): Promise<void> {
    if (this.#closed) return;
    const queue = await this.#options.due();
    // Each lane takes the next call once its own is answered; none starts a call once closed.
    const lane = async () => {
      for (let item = queue.shift(); item !== undefined && !this.#closed; item = queue.shift()) await this.#options.deliver(item);
    };
    await Promise.all(Array.from({ length: Math.max(1, this.#options.concurrency ?? 1) }, lane));
  }

  /** Sends the due calls every intervalMs until closed. */
  start(intervalMs: number): void {
    if (this.#timer || this.#closed) return;
    this.#timer = setInterval(() => {
      this.deliverDue().catch((error: unknown) => this.#options.log?.warn(`${this.#options.failure}: ${String(error)}`));
    }, intervalMs);
    this.#timer.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#delivering;
  }
}
