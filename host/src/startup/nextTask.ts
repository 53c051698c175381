/** The Prioritized Task Scheduling API where the browser has it (Chromium 129 and later). */
interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint, handle input and take in network responses
 * between two steps of work instead of meeting one long task. `scheduler.yield()` resumes ahead
 * of other queued tasks; elsewhere a zero-delay timeout does the same job a little later.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
