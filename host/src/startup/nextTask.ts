/**
 * Resolves in a later task, so the browser can paint, handle input and take in network responses
 * between two steps of work instead of meeting one long task. A plain zero-delay timeout, on
 * purpose: `scheduler.yield()` would resume ahead of the tasks already queued, and those are
 * what start-up must let through (the early loader's responses, which start the area's downloads).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
