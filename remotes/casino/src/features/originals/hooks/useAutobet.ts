import { useCallback, useEffect, useRef, useState } from 'react';
import { fromMinor, toMinor, trimZeros } from '@app/contract/money';
import { nextStake, roundWon, stakeOutside, stopAfter, type AutobetPlan, type AutobetTally } from '../model/autobet.ts';

/** Why a run ended: every bet placed, a stop reached, the player's stop, a stake out of limits, a refused bet. */
export type AutobetEnd = 'done' | 'profit' | 'loss' | 'stopped' | 'aboveMax' | 'belowMin' | 'refused';

export interface AutobetState extends AutobetTally {
  running: boolean;
  count: number;
  /** The stake the next bet would have had, when the run ended on a limit. */
  refusedStake: string | null;
  end: AutobetEnd | null;
}

/** A placed round's stake and payout as the platform answered them. */
export interface PlacedRound {
  amount: string;
  payout: string;
}

export interface AutobetRun {
  plan: AutobetPlan;
  /** The first bet's stake (minor units); a reset goes back to it. */
  base: bigint;
  decimals: number;
  min: bigint | null;
  max: bigint | null;
  /** Places one bet (a normal bet, with its own key): its round, or null when it was refused with a way out. */
  bet: (amount: string) => Promise<PlacedRound | null>;
}

/** The pause between two bets, so each result shows before the next one. */
export const AUTOBET_PAUSE_MS = 300;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs bets one after another: each a whole bet (sent, answered, shown) before the next starts.
 * `stop` ends the run once the bet in flight is done; leaving the page starts no further bet.
 * A refusal ends the run and is thrown to the caller, as a manual bet's is.
 */
export function useAutobet() {
  const [state, setState] = useState<AutobetState | null>(null);
  const stopWanted = useRef(false);
  const [stopping, setStopping] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(async ({ plan, base, decimals, min, max, bet }: AutobetRun): Promise<AutobetEnd | null> => {
    stopWanted.current = false;
    setStopping(false);
    let tally: AutobetTally = { placed: 0, profit: 0n };
    let stake = base;
    const show = (running: boolean, end: AutobetEnd | null, refusedStake: string | null = null) => {
      if (mounted.current) setState({ ...tally, running, count: plan.count, end, refusedStake });
    };
    const finish = (end: AutobetEnd, refusedStake: string | null = null) => {
      show(false, end, refusedStake);
      if (mounted.current) setStopping(false);
      return end;
    };
    show(true, null);
    for (;;) {
      if (!mounted.current) return null;
      const amount = trimZeros(fromMinor(stake, decimals));
      const outside = stakeOutside(stake, min, max);
      if (outside) return finish(outside, amount);
      let round: PlacedRound | null;
      try {
        round = await bet(amount);
      } catch (caught) {
        finish('refused');
        throw caught;
      }
      if (!round) return finish('refused');
      const staked = toMinor(round.amount, decimals, { truncate: true });
      const paid = toMinor(round.payout, decimals, { truncate: true });
      tally = { placed: tally.placed + 1, profit: tally.profit + paid - staked };
      const reached = stopAfter(tally, plan);
      if (reached) return finish(reached);
      if (stopWanted.current) return finish('stopped');
      show(true, null);
      stake = nextStake(base, staked, roundWon(staked, paid), plan);
      await pause(AUTOBET_PAUSE_MS);
      if (stopWanted.current) return finish('stopped');
    }
  }, []);

  const stop = useCallback(() => {
    stopWanted.current = true;
    setStopping(true);
  }, []);

  return { state, running: state?.running ?? false, stopping, start, stop };
}
