/**
 * Calls `work` at most once per `ms`, for each key: the first call at once, any call within the
 * window after it once more at the window's end (so the last change is never lost). The timers do
 * not keep the process alive; `stop` drops those pending.
 */
export function throttleByKey<K>(ms: number, work: (key: K) => Promise<void>, onError: (error: unknown) => void) {
  const last = new Map<K, number>();
  const pending = new Map<K, NodeJS.Timeout>();
  const run = (key: K) => {
    last.set(key, Date.now());
    work(key).catch(onError);
  };
  return {
    call(key: K): void {
      if (pending.has(key)) return;
      const wait = (last.get(key) ?? -Infinity) + ms - Date.now();
      if (wait <= 0) return run(key);
      const timer = setTimeout(() => {
        pending.delete(key);
        run(key);
      }, wait);
      timer.unref();
      pending.set(key, timer);
    },
    stop(): void {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
