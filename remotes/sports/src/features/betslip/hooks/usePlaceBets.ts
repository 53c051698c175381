import { useCallback, useRef, useState } from 'react';
import { ApiError, reasonOf, useMoneyCall } from '@app/api';
import type { MarketStatus, SportsBet } from '@app/contract';
import { balancesKey, betsKey } from '../../../shared/api/keys.ts';
import { applyOddsChanges, betsOf, closeSelection, slipOddsChange, type SlipState } from '../../../shared/model/slip.ts';
import { slipStore } from '../../../shared/model/stores.ts';
import { placeBet, type PlaceBetRequest, type PlacedBet } from '../api/place.ts';
import { useBookSettings } from '../api/settings.ts';

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

const balanceOf = (answer: PlacedBet) => answer.balance;
const refresh = () => [balancesKey(), betsKey()];

/**
 * Places the slip's bets: one per selection for singles, one accumulator otherwise. Each bet is a
 * money call (useMoneyCall) with its own Idempotency-Key, kept until its answer is known: a
 * double tap, or Place tapped again after a lost answer, places it once (the other singles placed
 * meanwhile do not change its key). A bet placed leaves the slip and its balance shows at once; a
 * refused one stays, with what went wrong marked on its selections.
 */
export function usePlaceBets(slip: SlipState): Placing {
  const money = useMoneyCall(placeBet, { balanceOf, refresh });
  const oddsChange = slipOddsChange(slip, useBookSettings().data?.oddsChangeDefault);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PlaceResult | null>(null);
  const running = useRef(false);
  const { send } = money;

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
          const body: PlaceBetRequest = {
            selections: bet.legs.map((leg) => ({ selectionId: leg.selectionId, odds: leg.odds })),
            stake: slip.stake,
            currency,
            oddsChange,
          };
          try {
            const answer = await send(body);
            placed.push(answer.bet);
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
        setResult({ placed, error });
        running.current = false;
        setBusy(false);
      }
    },
    [send, slip.mode, oddsChange, slip.stake],
  );

  const reset = useCallback(() => setResult(null), []);
  return { busy, result, place, reset };
}
