import { useAtomValue } from 'jotai';
import { decimalsOf } from '@app/ui';
import { currencyListAtom, usePlayer } from '@app/state';
import { useOriginalsSettings } from '../api/originals.ts';

export interface StakeRules {
  currency: string;
  decimals: number;
  min: string | undefined;
  max: string | undefined;
  maxWin: string | undefined;
  /** The house edge in percent (the multipliers shown follow it); undefined while it loads. */
  houseEdge: number | undefined;
}

/** The currency a bet is placed in (the player's; USD for a visitor looking) and its limits. */
export function useStakeRules(): StakeRules {
  const { currency: playerCurrency } = usePlayer();
  const list = useAtomValue(currencyListAtom);
  const settings = useOriginalsSettings();
  const currency = playerCurrency || 'USD';
  const limit = settings.data?.limits.find((entry) => entry.currency === currency);
  const edge = settings.data ? Number(settings.data.houseEdge) : undefined;
  return {
    currency,
    decimals: decimalsOf(currency, list),
    min: limit?.minBet,
    max: limit?.maxBet,
    maxWin: limit?.maxWin,
    houseEdge: edge !== undefined && Number.isFinite(edge) ? edge : undefined,
  };
}
