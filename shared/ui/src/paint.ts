// Imported as @app/ui/paint, which is not a shared singleton: each build carries its own copy (a
// few lines), so an area using it runs on a host built before it.

/** How long to wait for a frame before going on anyway (a tab in the background paints none). */
export const PAINT_WAIT_MS = 250;

/**
 * Resolves once the screen just drawn has painted: the next frame, then a task of its own (or after
 * PAINT_WAIT_MS where no frame comes). Work that need not be on the first screen (a socket's code,
 * a page's first calls) waits for it, so it does not hold that paint back.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, PAINT_WAIT_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
