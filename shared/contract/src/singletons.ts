/**
 * Records each instance of a page-wide singleton under a name, so that a test can prove that the
 * page holds exactly one of each, whichever remotes are loaded.
 */
export function recordSingleton(name: string, instance: unknown): void {
  const registry = ((globalThis as { __APP_SINGLETONS__?: Record<string, unknown[]> }).__APP_SINGLETONS__ ??= {});
  (registry[name] ??= []).push(instance);
}

/** How many instances of each page-wide singleton exist. */
export function singletonCounts(): Record<string, number> {
  const registry = (globalThis as { __APP_SINGLETONS__?: Record<string, unknown[]> }).__APP_SINGLETONS__ ?? {};
  return Object.fromEntries(Object.entries(registry).map(([name, list]) => [name, list.length]));
}
