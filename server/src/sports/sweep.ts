/** A repeated settlement pass, run by the instance that holds the odds feed. */
export interface SettlementSweep {
  /** Runs the pass every `everyMs` from now on (nothing when everyMs is 0). */
  start(): void;
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
  const schedule = () => {
    if (!on || options.everyMs <= 0) return;
    timer = setTimeout(() => {
      running = options
        .settle()
        .catch((error: unknown) => options.onError(error))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, options.everyMs);
    timer.unref();
  };
  return {
    start() {
      if (on) return;
      on = true;
      schedule();
    },
    async stop() {
      on = false;
      clearTimeout(timer);
      await running;
    },
  };
}
