import { useEffect, useState } from 'react';
import { useMoneyIntent } from '../../../shared/hooks/useMoneyIntent.ts';
import { initiateDeposit, type DepositRequest } from '../api/depositInitiate.ts';
import { rememberDeposit } from '../model/returnPath.ts';

/** Leaves for the provider's hosted page (a whole-page navigation: the provider's own site). */
export const providerPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** Only a web page may be opened as the provider's page (never a javascript: or data: URL). */
export function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Starts a deposit and leaves for the provider's page. The details are what the player chose (one
 * Idempotency-Key per choice: a double tap or a retry starts one deposit); the action stays busy
 * until the page is gone, and becomes available again if the player comes back with Back.
 */
export function useStartDeposit(details: DepositRequest | null) {
  const intent = useMoneyIntent(details, initiateDeposit);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const start = async (body: DepositRequest): Promise<void> => {
    const started = await intent.run(body);
    if (!started) return;
    if (!isWebUrl(started.redirectUrl)) throw new Error(`Not a web page: ${started.redirectUrl}`);
    rememberDeposit(started.transaction.transactionId);
    setLeaving(true);
    providerPage.open(started.redirectUrl);
  };

  return { start, busy: intent.pending || leaving, leaving, error: intent.error };
}
