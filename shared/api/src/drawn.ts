import { hashKey, hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The queries whose answers came with the page (drawn in the server), until their first reader. */
const cameWithThePage = new Set<string>();

/**
 * Puts the answers a page drawn in the server came with in the query cache, so that the first
 * render draws what the server drew instead of asking again first (the server's draw does the
 * same with the answers it draws from). They replace any earlier set.
 */
export function hydrateDrawnAnswers(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state);
  cameWithThePage.clear();
  for (const query of state.queries) cameWithThePage.add(query.queryHash);
}

/**
 * Whether this query's answer came with the page, answered true once: a list that is not shown from
 * the cache (it may be stale) is shown when the page came with it, on the page's first screen only.
 */
export function cameWithPage(queryKey: QueryKey): boolean {
  return cameWithThePage.delete(hashKey(queryKey));
}
