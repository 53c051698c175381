import { useCallback } from 'react';
import { type ApiError, useFailureText } from '@app/api';
import { useMoneyFormatter } from '@app/ui';
import { useAreaTranslation } from '../../area.ts';
import { kycLevels } from '../model/kyc.ts';

/**
 * The wallet's own words for a refusal the error catalogue only names: a withdrawal above the cash
 * the player has says how much they can take; undefined leaves the refusal to the catalogue.
 */
export function useRefusalText(): (error: ApiError) => string | undefined {
  const { t } = useAreaTranslation();
  const money = useMoneyFormatter();
  return useCallback(
    (error: ApiError) => {
      const meta = error.meta ?? {};
      if (error.reason === 'INSUFFICIENT_FUNDS' && typeof meta.available === 'string' && typeof meta.currency === 'string') {
        return t('withdraw.insufficient', { available: money.format(meta.available, meta.currency) });
      }
      return undefined;
    },
    [t, money],
  );
}

/**
 * What to tell the player about a failed payment call (the one useFailureText of @app/api, with
 * the wallet's own words for some refusals): the error catalogue's text for a coded refusal (its
 * meta filling in the limit or balance), a plain "check your connection" for a call that never got
 * an answer; null when there is nothing to say or the KYC notice says it.
 */
export function usePaymentFailureText(error: unknown): string | null {
  const { t } = useAreaTranslation();
  const text = useFailureText(t, useRefusalText());
  if (!error || kycLevels(error)) return null;
  return text(error);
}
