import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@app/api';
import type { MarketStatus, SportsBet } from '@app/contract';
import { useIdempotencyKey } from '@app/ui';
import { balanceMark, store } from '@app/state';
import { useMoneyMoved } from '../../../shared/hooks/useMoneyMoved.ts';
import { applyOddsChanges, betsOf, closeSelection, type SlipState } from '../../../shared/model/slip.ts';
import { slipStore } from '../../../shared/model/stores.ts';
import { placeBet } from '../api/place.ts';

export interface PlaceResult {
  placed: SportsBet[];
  /** The first refusal, with the selections it names (marked on the slip). */
  error: unknown;
}

export interface Placing {
  busy: boolean;
  result: PlaceResult | null;
  place: (currency: string) => Promise<void>;
  /** Forgets the last result (the slip is being changed again). */
  reset: () => void;
}

function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.reason ?? error.code) : undefined;
}

/** Marks on the slip what a refusal names: odds that moved, a market that closed. */
function markRefusal(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const meta = (error.meta ?? {}) as Record<string, unknown>;
  if (reasonOf(error) === 'SPORTS_ODDS_CHANGED' && Array.isArray(meta.changes)) {
    const changes = meta.changes.filter(
      (change): change is { selectionId: string; odds: string } =>
        typeof change === 'object' && change !== null && typeof (change as { selectionId?: unknown }).selectionId === 'string',
    );
    slipStore.set((slip) => ({ ...slip, legs: applyOddsChanges(slip.legs, changes) }));
  }
  if (reasonOf(error) === 'SPORTS_MARKET_CLOSED' && typeof meta.selectionId === 'string') {
    const selectionId = meta.selectionId;
    const status = (typeof meta.status === 'string' ? meta.status : 'suspended') as MarketStatus;
    slipStore.set((slip) => ({ ...slip, legs: closeSelection(slip.legs, selectionId, status) }));
  }
}

/**
 * Places the slip's bets: one per selection for singles, one accumulator otherwise. Each bet has
 * its own Idempotency-Key, kept while the slip is unchanged, so a double tap or a retry after a
 * lost answer places it once. A bet placed leaves the slip; a refused one stays, with what went
 * wrong marked on its selections.
 */
export function usePlaceBets(slip: SlipState): Placing {
  const moneyMoved = useMoneyMoved();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PlaceResult | null>(null);
  const running = useRef(false);
  const intent = {
    mode: slip.mode,
    stake: slip.stake,
    oddsChange: slip.oddsChange,
    legs: slip.legs.map((leg) => [leg.selectionId, leg.odds]),
  };
  const { key, renew } = useIdempotencyKey(intent);

  const place = useCallback(
    async (currency: string) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setResult(null);
      const placed: SportsBet[] = [];
      let error: unknown = null;
      try {
        for (const bet of betsOf(slipStore.get())) {
          try {
            const mark = balanceMark(store);
            const answer = await placeBet(
              {
                selections: bet.legs.map((leg) => ({ selectionId: leg.selectionId, odds: leg.odds })),
                stake: slip.stake,
                currency,
                oddsChange: slip.oddsChange,
              },
              `${key}-${bet.id}`,
            );
            placed.push(answer.bet);
            moneyMoved(answer.balance, mark);
            const done = new Set(bet.legs.map((leg) => leg.selectionId));
            slipStore.set((current) => ({ ...current, legs: current.legs.filter((leg) => !done.has(leg.selectionId)) }));
          } catch (refusal) {
            error ??= refusal;
            markRefusal(refusal);
            // An accumulator is one bet; singles go on with the others.
            if (slip.mode === 'accumulator') break;
          }
        }
      } finally {
        if (placed.length > 0) renew();
        setResult({ placed, error });
        running.current = false;
        setBusy(false);
      }
    },
    [key, moneyMoved, renew, slip.mode, slip.oddsChange, slip.stake],
  );

  const reset = useCallback(() => setResult(null), []);
  return { busy, result, place, reset };
}
