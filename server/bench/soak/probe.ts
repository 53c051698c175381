// Loaded into the soak's server process (node --import): every SOAK_PROBE_MS (default 2000) it
// appends one line of JSON to SOAK_PROBE_FILE with the event loop's delay over the last interval
// (how late a 50 ms timer fired: p50, p99 and max in ms, and how many fired), the handles keeping
// the process alive by kind, and the memory. The server itself is not changed and exposes nothing
// more.
import { appendFileSync } from 'node:fs';

const file = process.env.SOAK_PROBE_FILE;
const TICK_MS = 50;
if (file) {
  let delays: number[] = [];
  let expected = performance.now() + TICK_MS;
  const tick = () => {
    const now = performance.now();
    delays.push(Math.max(0, now - expected));
    expected = now + TICK_MS;
    setTimeout(tick, TICK_MS).unref();
  };
  setTimeout(tick, TICK_MS).unref();
  const at = (sorted: number[], share: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0) * 10) / 10;
  setInterval(
    () => {
      // The delay of the tick still waiting counts too: a loop blocked for seconds fires none.
      const sorted = [...delays, Math.max(0, performance.now() - expected)].sort((a, b) => a - b);
      delays = [];
      const handles: Record<string, number> = {};
      for (const kind of process.getActiveResourcesInfo()) handles[kind] = (handles[kind] ?? 0) + 1;
      const memory = process.memoryUsage();
      const line = {
        at: Date.now(),
        loopSamples: sorted.length,
        loopP50Ms: at(sorted, 0.5),
        loopP99Ms: at(sorted, 0.99),
        loopMaxMs: at(sorted, 1),
        handles,
        rssMb: Math.round(memory.rss / 2 ** 20),
        heapMb: Math.round(memory.heapUsed / 2 ** 20),
        externalMb: Math.round(memory.external / 2 ** 20),
      };
      try {
        appendFileSync(file, `${JSON.stringify(line)}\n`);
      } catch {
        // The soak removed its folder: nothing to report to.
      }
    },
    Number(process.env.SOAK_PROBE_MS ?? 2000),
  ).unref();
}
