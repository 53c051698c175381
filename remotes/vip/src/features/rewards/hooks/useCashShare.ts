import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { claimableKey } from '../../../shared/api/keys.ts';
import { saveCashShare } from '../api/cashShare.ts';
import type { VipReward } from '../api/claimable.ts';

/** How long the slider rests before its value is saved (dragging sends one call, not one per step). */
export const SAVE_DELAY_MS = 500;

export interface CashShare {
  /** The share shown: what the player has chosen, saved or about to be. */
  value: number;
  change: (percent: number) => void;
  /** Saves a value still waiting at once; resolves when every save has answered. */
  flush: () => Promise<void>;
  saving: boolean;
  /** The last save that failed (the slider went back to the saved share). */
  error: unknown;
}

/**
 * The cash share of one reward as the player moves the slider: shown at once, saved once the
 * slider rests (or before a claim), one save after another; a refused save puts the slider back to
 * the share the platform keeps.
 */
export function useCashShare(reward: VipReward): CashShare {
  const client = useQueryClient();
  const [value, setValue] = useState(reward.cashPercent);
  const [saving, setSaving] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [seen, setSeen] = useState(reward.cashPercent);
  const saved = useRef(reward.cashPercent);
  const latest = useRef(reward.cashPercent);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const running = useRef(0);

  // The platform's share, when it changes from elsewhere and nothing is waiting to be saved.
  if (seen !== reward.cashPercent) {
    setSeen(reward.cashPercent);
    if (!waiting && !saving) setValue(reward.cashPercent);
  }

  useEffect(() => {
    if (timer.current || running.current > 0) return;
    saved.current = reward.cashPercent;
    latest.current = reward.cashPercent;
  }, [reward.cashPercent]);

  const save = useCallback(
    (percent: number): Promise<void> => {
      running.current += 1;
      setSaving(true);
      setError(null);
      const next = queue.current.then(async () => {
        if (percent === saved.current) {
          running.current -= 1;
          if (running.current === 0) setSaving(false);
          return;
        }
        try {
          const { reward: updated } = await saveCashShare(reward.rewardId, percent);
          saved.current = updated.cashPercent;
          client.setQueryData<VipReward[]>(claimableKey(), (rewards) =>
            rewards?.map((entry) => (entry.rewardId === updated.rewardId ? updated : entry)),
          );
        } catch (caught) {
          setError(caught);
          latest.current = saved.current;
          setValue(saved.current);
        } finally {
          running.current -= 1;
          if (running.current === 0) setSaving(false);
        }
      });
      queue.current = next;
      return next;
    },
    [client, reward.rewardId],
  );

  const flush = useCallback((): Promise<void> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
      setWaiting(false);
      return save(latest.current);
    }
    return queue.current;
  }, [save]);

  const change = useCallback(
    (percent: number) => {
      latest.current = percent;
      setValue(percent);
      setWaiting(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        setWaiting(false);
        void save(latest.current);
      }, SAVE_DELAY_MS);
    },
    [save],
  );

  // A choice still waiting when the card goes (the reward claimed, the page left) is saved all the same.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);
  useEffect(() => () => void flushRef.current(), []);

  return { value, change, flush, saving, error };
}
