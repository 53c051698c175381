// The wallet's paths and their query strings, in one place: the pages pass the currency, the
// channel, the card and the amount along in the URL, so a reload or a shared link keeps them.

/** A path with a query string of the given values (empty and undefined ones left out). */
export function withQuery(path: string, query: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A `next` path given in the URL, kept only when it is a path of this site (not another origin,
 * not a protocol-relative `//host`), so a crafted link cannot send the player elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/[\s]/.test(next) || next.length > 500) return null;
  return next;
}

/** The bind page, coming back to `next` once a card is added. */
export function bindCardPath(next?: string): string {
  return withQuery('/wallet/bank-card/bind', { next });
}

/** The progress page of one withdrawal. */
export function withdrawalProgressPath(transactionId: string): string {
  return withQuery('/cash-withdraw-progress', { transactionId });
}
