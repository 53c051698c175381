// Coming back from the provider's page: the deposit is found again by its id, from the return
// path's query or, should the provider drop the query, from the one remembered before leaving.
import { withQuery } from '../../../shared/model/navigation.ts';

const REMEMBERED = 'wallet.pendingDeposit';
/** How long a remembered deposit is worth looking for (the provider's page may be left open a while). */
const REMEMBER_MS = 60 * 60_000;

/** Where the provider's page sends the player back to: the deposit page, which then follows the deposit. */
export function depositReturnPath(currency: string): string {
  return withQuery('/deposit', { currency, returning: '1' });
}

/** The deposit page following one deposit. */
export function depositStatusPath(transactionId: string, currency: string): string {
  return withQuery('/deposit', { currency, transactionId });
}

export function rememberDeposit(transactionId: string, storage: Pick<Storage, 'setItem'> | null = safeSession()): void {
  try {
    storage?.setItem(REMEMBERED, JSON.stringify({ transactionId, at: Date.now() }));
  } catch {
    // Private mode or a full storage: the return path's query still names the deposit.
  }
}

/** The deposit this page should follow: the one in the URL, else (back from the provider) the remembered one. */
export function followedDeposit(
  query: { transactionId: string | null; returning: string | null },
  storage: Pick<Storage, 'getItem'> | null = safeSession(),
  now = Date.now(),
): string | null {
  if (query.transactionId) return query.transactionId;
  if (!query.returning) return null;
  try {
    const remembered = JSON.parse(storage?.getItem(REMEMBERED) ?? 'null') as { transactionId?: unknown; at?: unknown } | null;
    if (
      remembered &&
      typeof remembered.transactionId === 'string' &&
      typeof remembered.at === 'number' &&
      now - remembered.at < REMEMBER_MS
    ) {
      return remembered.transactionId;
    }
  } catch {
    // Nothing usable remembered.
  }
  return null;
}

function safeSession(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
