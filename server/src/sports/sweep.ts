/** A repeated settlement pass, run by the instance that holds the odds feed. */
export interface SettlementSweep {
  /** Runs the pass every `everyMs` from now on (nothing when everyMs is 0); with `now`, a first pass at once. */
  start(options?: { now?: boolean }): void;
  /** Stops repeating it, and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs `settle` every `everyMs`, one pass at a time (the next is timed from the end of the last),
 * reporting a pass that failed to `onError` and going on: what a pass could not settle, the next
 * one tries again.
 */
export function settlementSweep(options: { settle(): Promise<void>; everyMs: number; onError(error: unknown): void }): SettlementSweep {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let on = false;
  const pass = () => {
    running = options
      .settle()
      .catch((error: unknown) => options.onError(error))
      .finally(() => {
        running = undefined;
        schedule();
      });
  };
  const schedule = () => {
    if (!on || options.everyMs <= 0) return;
    timer = setTimeout(pass, options.everyMs);
    timer.unref();
  };
  return {
    start({ now = false } = {}) {
      if (on) return;
      on = true;
      if (now) pass();
      else schedule();
    },
    async stop() {
      on = false;
      clearTimeout(timer);
      await running;
    },
  };
}

/** What the instance that takes the odds feed up does, in order. */
export interface FeedDuty {
  /** Reads the operator's settings again (another instance may have changed them). */
  refresh(): Promise<unknown>;
  /** Loads the book's open events into the feed (or publishes the programme). */
  prime(): Promise<void>;
  /** Starts the feed ticking, when the server already listens. */
  startFeed(): void;
  /** The bets left open on events already over. */
  sweep: SettlementSweep;
}

/**
 * Takes the odds feed up: the live odds come first, so the sockets get them again within a tick of a
 * takeover (a restart of the database or of the instance that ran the feed). The bets left open on
 * events that are over are settled after, by the sweep's first pass, started at once and not awaited:
 * after a long outage they may be many, and settling them must not hold the live odds back.
 */
export async function takeUpFeed(duty: FeedDuty): Promise<void> {
  await duty.refresh();
  await duty.prime();
  duty.startFeed();
  duty.sweep.start({ now: true });
}
